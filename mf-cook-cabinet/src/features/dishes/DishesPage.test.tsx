import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, confirmDialog, notifyError, notifySuccess, type CabinetDishListItem } from '@povar/shared-kit';
import { DISH_MESSAGES } from '@povar/shared-kit/contracts';
import { ALL_HIDDEN_TITLE, DishesPage, HiddenDishesPage, LIST_FAILED_TITLE, NO_DISHES_TITLE, SEARCH_DEBOUNCE_MS } from './DishesPage';
import { apiFailure, renderPage, signInCook } from '../../test-kit';
import { listItem, listOf, OPTIONS } from './dishes-test-kit';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const api = jest.mocked(apiRequest);

type Call = { method: string; path: string; body: unknown; query: unknown };
let calls: Call[];
/** The server's dishes; the list answers filter them as the API does. */
let stored: CabinetDishListItem[];

function answerApi(overrides: Partial<Record<string, () => unknown>> = {}) {
  api.mockImplementation(async (method, path, options = {}) => {
    calls.push({ method, path, body: options.body, query: options.query });
    const override = overrides[`${method} ${path}`];
    if (override) return override();
    if (method === 'GET' && path === '/profiles/dishes/form-options') return OPTIONS;
    if (method === 'GET' && path === '/profiles/dishes') {
      const query = (options.query ?? {}) as { search?: string; categoryId?: number };
      const matching = stored.filter(
        (dish) =>
          (!query.search || dish.name.toLowerCase().includes(query.search.toLowerCase())) && (!query.categoryId || dish.categoryId === query.categoryId),
      );
      return { ...listOf(matching), visibleCount: stored.filter((dish) => !dish.isHidden).length, hiddenCount: stored.filter((dish) => dish.isHidden).length };
    }
    const visibility = /^\/profiles\/dishes\/(\d+)\/(hide|show)$/.exec(path);
    if (method === 'POST' && visibility) {
      stored = stored.map((dish) => (dish.id === Number(visibility[1]) ? { ...dish, isHidden: visibility[2] === 'hide' } : dish));
      return stored.find((dish) => dish.id === Number(visibility[1]));
    }
    if (method === 'POST' && path === '/profiles/dishes/reorder') {
      const { dishIds } = options.body as { dishIds: number[] };
      stored = stored.map((dish) => (dishIds.includes(dish.id) ? { ...dish, sortOrder: dishIds.indexOf(dish.id) + 1 } : dish));
      return options.body;
    }
    const removal = /^\/profiles\/dishes\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removal) {
      stored = stored.filter((dish) => dish.id !== Number(removal[1]));
      return null;
    }
    throw new Error(`Unexpected call ${method} ${path}`);
  });
}

const BORSCH = listItem(1, 'Борщ', 1, 1);
const SOLYANKA = listItem(2, 'Солянка', 1, 2, true);
const SHCHI = listItem(3, 'Щи', 1, 3);
const PIE = listItem(4, 'Пирог с капустой', 2, 1);

/** Dish names as the page lists them, by category. */
const listed = () =>
  screen.queryAllByRole('list', { name: /^Блюда категории/ }).map((list) => ({
    category: list.getAttribute('aria-label'),
    dishes: within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  }));
const calledPaths = (method: string) => calls.filter((call) => call.method === method).map((call) => call.path);
const listQueries = () => calls.filter((call) => call.method === 'GET' && call.path === '/profiles/dishes').map((call) => call.query);

beforeEach(async () => {
  calls = [];
  stored = [BORSCH, SOLYANKA, SHCHI, PIE];
  api.mockReset();
  answerApi();
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
  await signInCook();
});

describe('Мои блюда', () => {
  it('shows a skeleton, then the shown dishes by category in the cook order, with the counts of both tabs', async () => {
    renderPage(<DishesPage />);
    expect(screen.getByLabelText('Загрузка блюд')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(listed()).toEqual([
        { category: 'Блюда категории «Супы»', dishes: ['Борщ', 'Щи'] },
        { category: 'Блюда категории «Выпечка»', dishes: ['Пирог с капустой'] },
      ]),
    );
    expect(screen.getByRole('link', { name: /В меню/ })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Скрытые/ })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Изменить «Борщ»' })).toHaveAttribute('href', '/profile/dishes/edit/1');
    expect(screen.getByRole('link', { name: 'Моя страница' })).toHaveAttribute('href', '/cooks/detail/31');
  });

  it('searches by name after a pause in typing, and filters by category', async () => {
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'щи');
    await waitFor(() => expect(listQueries()).toContainEqual({ search: 'щи', categoryId: undefined }), { timeout: SEARCH_DEBOUNCE_MS + 1000 });
    // Only the settled text was asked for, not every letter.
    expect(listQueries()).not.toContainEqual({ search: 'щ', categoryId: undefined });
    await waitFor(() => expect(listed()).toEqual([{ category: 'Блюда категории «Супы»', dishes: ['Щи'] }]));
    expect(screen.getByText('Найдено: 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по названию' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'Выпечка');
    await waitFor(() => expect(listed()).toEqual([{ category: 'Блюда категории «Выпечка»', dishes: ['Пирог с капустой'] }]));
    expect(listQueries()).toContainEqual({ search: undefined, categoryId: 2 });
  });

  it('hides a dish at once, says so, and the hidden tab has it', async () => {
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    answerApi({
      'POST /profiles/dishes/3/hide': async () => {
        await held;
        stored = stored.map((dish) => (dish.id === 3 ? { ...dish, isHidden: true } : dish));
        return stored[2];
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скрыть «Щи»' }));
    // Gone before the server answered.
    await waitFor(() => expect(listed()[0]?.dishes).toEqual(['Борщ']));
    expect(screen.getByRole('link', { name: /Скрытые/ })).toHaveTextContent('2');
    await act(async () => answer());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(DISH_MESSAGES.hidden));
    expect(calledPaths('POST')).toContain('/profiles/dishes/3/hide');
  });

  it('puts the dish back and says why when hiding is refused', async () => {
    answerApi({
      'POST /profiles/dishes/3/hide': () => {
        throw apiFailure(404, [DISH_MESSAGES.dishNotFound]);
      },
    });
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Скрыть «Щи»' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(DISH_MESSAGES.dishNotFound));
    expect(listed()[0]?.dishes).toEqual(['Борщ', 'Щи']);
  });

  it('moves a dish down within its category, sending the whole category with the hidden dish kept in its place', async () => {
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Опустить «Борщ» ниже' }));
    await waitFor(() => expect(listed()[0]?.dishes).toEqual(['Щи', 'Борщ']));
    // Stored order Борщ, Солянка (hidden), Щи: the shown two swap around the hidden one.
    expect(calls.find((call) => call.path === '/profiles/dishes/reorder')?.body).toEqual({ categoryId: 1, dishIds: [3, 2, 1] });
  });

  it('moves a dish with the keyboard too (dnd-kit: space, arrow down, space)', async () => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const item = this.closest('li');
      const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
      if (index < 0) return original.call(this);
      return { x: 0, y: index * 120, left: 0, top: index * 120, width: 600, height: 110, right: 600, bottom: index * 120 + 110, toJSON: () => ({}) } as DOMRect;
    };
    try {
      renderPage(<DishesPage />);
      await screen.findByText('Щи');
      const handle = screen.getByRole('button', { name: 'Переставить «Борщ»' });
      handle.focus();
      for (const code of ['Space', 'ArrowDown', 'Space']) {
        fireEvent.keyDown(handle, { key: code === 'Space' ? ' ' : code, code });
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
      await waitFor(() => expect(calls.find((call) => call.path === '/profiles/dishes/reorder')?.body).toEqual({ categoryId: 1, dishIds: [3, 2, 1] }));
    } finally {
      Element.prototype.getBoundingClientRect = original;
    }
  });

  it('deletes a dish after the confirmation', async () => {
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Удалить «Щи»' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Удалить блюдо?', confirmText: 'Удалить' }));
    await waitFor(() => expect(calledPaths('DELETE')).toEqual(['/profiles/dishes/3']));
    await waitFor(() => expect(listed()[0]?.dishes).toEqual(['Борщ']));
    expect(notifySuccess).toHaveBeenCalledWith(DISH_MESSAGES.deleted);
  });

  it('keeps the dish when the cook cancels the deletion', async () => {
    jest.mocked(confirmDialog).mockResolvedValue(false);
    renderPage(<DishesPage />);
    await screen.findByText('Щи');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Удалить «Щи»' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(calledPaths('DELETE')).toEqual([]);
  });

  it('invites a cook without dishes to add the first', async () => {
    stored = [];
    renderPage(<DishesPage />);
    expect(await screen.findByText(NO_DISHES_TITLE)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Добавить блюдо' })) expect(link).toHaveAttribute('href', '/profile/dishes/create');
  });

  it('says when every dish is hidden', async () => {
    stored = [SOLYANKA];
    renderPage(<DishesPage />);
    expect(await screen.findByText(ALL_HIDDEN_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К скрытым блюдам' })).toHaveAttribute('href', '/profile/hidden-dishes');
  });

  it('says what failed and loads again on Повторить', async () => {
    answerApi({
      'GET /profiles/dishes': () => {
        throw apiFailure(0, ['Network error, try again late']);
      },
    });
    renderPage(<DishesPage />);
    expect(await screen.findByText(LIST_FAILED_TITLE)).toBeInTheDocument();
    answerApi();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Щи')).toBeInTheDocument();
  });
});

describe('Скрытые блюда', () => {
  it('lists only the hidden dishes and shows one again', async () => {
    renderPage(<HiddenDishesPage />);
    await waitFor(() => expect(listed()).toEqual([{ category: 'Блюда категории «Супы»', dishes: ['Солянка'] }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать «Солянка»' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(DISH_MESSAGES.shown));
    expect(calledPaths('POST')).toEqual(['/profiles/dishes/2/show']);
    expect(await screen.findByText('Скрытых блюд нет')).toBeInTheDocument();
  });
});

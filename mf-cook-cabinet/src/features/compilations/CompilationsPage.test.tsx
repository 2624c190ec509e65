import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, confirmDialog, notifySuccess, type Compilation, type CompilationDish, type CompilationList } from '@povar/shared-kit';
import { COMPILATION_MESSAGES } from '@povar/shared-kit/contracts';
import { apiFailure, renderPage, signInCook, stubScrolling } from '../../test-kit';
import { CompilationsPage, EMPTY_TITLE, LEADS_MENU_TEXT } from './CompilationsPage';
import { DELETED_TEXT, SAVED_TEXT } from './compilations-api';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const api = jest.mocked(apiRequest);
jest.setTimeout(30_000);

const dish = (id: number, name: string): CompilationDish => ({ id, name, image: null, price: 30000, category: 'Супы', isHidden: false });
const SOUP = dish(1, 'Борщ');
const PIE = dish(2, 'Пирог с капустой');
const CAKE = dish(3, 'Медовик');
const compilation = (id: number, title: string, dishes: CompilationDish[]): Compilation => ({
  id,
  slug: `c-${id}`,
  title,
  dishIds: dishes.map((item) => item.id),
  dishes,
});

let stored: CompilationList;

function answer(overrides: Partial<Record<string, (body: unknown) => unknown>> = {}) {
  api.mockImplementation(async (method, path, options = {}) => {
    const override = overrides[`${method} ${path}`];
    if (override) return override(options.body);
    if (method === 'GET' && path === '/profiles/compilations') return stored;
    if (method === 'POST' && path === '/profiles/compilations') {
      const body = options.body as { title: string; dishIds: number[] };
      const created = compilation(
        10 + stored.items.length,
        body.title,
        body.dishIds.map((id) => stored.dishes.find((item) => item.id === id)!),
      );
      stored = { ...stored, items: [...stored.items, created] };
      return created;
    }
    if (method === 'POST' && path === '/profiles/compilations/reorder') {
      const { ids } = options.body as { ids: number[] };
      stored = { ...stored, items: ids.map((id) => stored.items.find((item) => item.id === id)!) };
      return stored;
    }
    const one = /^\/profiles\/compilations\/(\d+)$/.exec(path);
    if (method === 'DELETE' && one) {
      stored = { ...stored, items: stored.items.filter((item) => item.id !== Number(one[1])) };
      return { deleted: true };
    }
    throw new Error(`Unexpected call ${method} ${path}`);
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Подборки' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(async () => {
  api.mockReset();
  stubScrolling();
  await signInCook();
  stored = { items: [], dishes: [SOUP, PIE, CAKE] };
});

describe('CompilationsPage', () => {
  it("offers the first compilation when there is none, named 'Повар рекомендует', and saves the dishes in the order picked", async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<CompilationsPage />);
    expect(screen.getByRole('status', { name: 'Загружаем подборки' })).toBeInTheDocument();
    expect(await screen.findByText(EMPTY_TITLE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Создать подборку/ }));
    const form = screen.getByRole('form', { name: 'Новая подборка' });
    expect(within(form).getByLabelText('Название')).toHaveValue('Повар рекомендует');
    await user.click(within(form).getByRole('button', { name: /^Добавить Медовик/ }));
    await user.click(within(form).getByRole('button', { name: /^Добавить Борщ/ }));
    expect(within(form).getByText('2 из 50')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Ниже: «Медовик»' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(SAVED_TEXT));
    const post = api.mock.calls.find(([method, path]) => method === 'POST' && path === '/profiles/compilations');
    expect(post?.[2]?.body).toEqual({ title: 'Повар рекомендует', dishIds: [SOUP.id, CAKE.id] });
    expect(await screen.findByRole('heading', { name: 'Повар рекомендует', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(LEADS_MENU_TEXT)).toBeInTheDocument();
  });

  it('checks the title on leaving it and shows the API refusal under the form', async () => {
    stored = { ...stored, items: [compilation(1, 'Обед', [SOUP])] };
    answer({ 'PUT /profiles/compilations/1': () => Promise.reject(apiFailure(400, [COMPILATION_MESSAGES.foreignDish])) });
    const user = userEvent.setup();
    renderPage(<CompilationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Изменить подборку «Обед»' }));
    const form = screen.getByRole('form', { name: 'Подборка «Обед»' });
    const title = within(form).getByLabelText('Название');
    await user.clear(title);
    await user.tab();
    expect(await within(form).findByText('Поле Название обязательно для заполнения')).toBeInTheDocument();
    await user.type(title, 'Обед дома');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(COMPILATION_MESSAGES.foreignDish)).toBeInTheDocument();
  });

  it('moves a compilation up to lead the menu, and deletes one after a confirmation', async () => {
    stored = { ...stored, items: [compilation(1, 'Обед', [SOUP]), compilation(2, 'К чаю', [PIE, CAKE])] };
    answer();
    jest.mocked(confirmDialog).mockResolvedValue(true);
    const user = userEvent.setup();
    renderPage(<CompilationsPage />);
    await screen.findByRole('heading', { name: 'Обед', level: 2 });
    expect(titles()).toEqual(['Обед', 'К чаю']);

    await user.click(screen.getByRole('button', { name: 'Выше: «К чаю»' }));
    await waitFor(() => expect(titles()).toEqual(['К чаю', 'Обед']));
    expect(api.mock.calls.find(([, path]) => path === '/profiles/compilations/reorder')?.[2]?.body).toEqual({ ids: [2, 1] });
    expect(within(screen.getByRole('list', { name: 'Подборки' })).getAllByRole('listitem')[0]).toHaveTextContent(LEADS_MENU_TEXT);

    await user.click(screen.getByRole('button', { name: 'Удалить подборку «Обед»' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(DELETED_TEXT));
    await waitFor(() => expect(titles()).toEqual(['К чаю']));
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    api.mockImplementation(async () => {
      if (fail) throw apiFailure(500, ['Внутренняя ошибка. Попробуйте позже'], 'internal');
      return stored;
    });
    const user = userEvent.setup();
    renderPage(<CompilationsPage />);
    expect(await screen.findByText('Не удалось загрузить подборки')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(EMPTY_TITLE)).toBeInTheDocument();
  });
});

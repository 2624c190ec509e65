import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { apiRequest, confirmDialog, findRoute, notifyError, notifySuccess, type RouteMatch } from '@povar/shared-kit';
import { DISH_MESSAGES } from '@povar/shared-kit/contracts';
import { DishFormPage } from './DishFormPage';
import { apiFailure, renderPage, signInCook, stubScrolling } from '../../test-kit';
import { fileOf, OPTIONS, pictureOf, storedDish } from './dishes-test-kit';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const api = jest.mocked(apiRequest);
// The journeys type whole dishes key by key.
jest.setTimeout(30_000);

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let nextImageId = 500;
/** Answers like the API; `overrides` replace one call ('POST /profiles/dishes'). */
function answerApi(overrides: Partial<Record<string, (body: unknown) => unknown>> = {}) {
  api.mockImplementation(async (method, path, options = {}) => {
    calls.push({ method, path, body: options.body });
    const override = overrides[`${method} ${path}`];
    if (override) return override(options.body);
    if (method === 'GET' && path === '/profiles/dishes/form-options') return OPTIONS;
    if (method === 'GET' && path === '/profiles/dishes/40') return storedDish();
    if (method === 'POST' && path === '/profiles/dishes/images') {
      const id = nextImageId++;
      return { id, image: pictureOf(id) };
    }
    if (method === 'POST' && path === '/profiles/dishes') return { ...storedDish(), id: 77, form: options.body };
    if (method === 'PUT' && path === '/profiles/dishes/40') return { ...storedDish(), form: options.body };
    throw new Error(`Unexpected call ${method} ${path}`);
  });
}

const matchOf = (name: 'PROFILE_DISHES_CREATE' | 'PROFILE_DISHES_EDIT', params: Record<string, string> = {}): RouteMatch => ({
  route: findRoute(name),
  name,
  params,
  region: null,
});

async function showCreate() {
  renderPage(<DishFormPage match={matchOf('PROFILE_DISHES_CREATE')} />, { url: '/profile/dishes/create' });
  await screen.findByLabelText('Название');
}

async function showEdit() {
  renderPage(<DishFormPage match={matchOf('PROFILE_DISHES_EDIT', { id: '40' })} />, { url: '/profile/dishes/edit/40' });
  await screen.findByDisplayValue('Борщ');
}

const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
const uploads = () => calls.filter((call) => call.path === '/profiles/dishes/images');
const picker = () => screen.getByLabelText('Выбрать фото');
/** The error under a field, as its control names it (aria-describedby). */
const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

/**
 * jsdom lays nothing out; dnd-kit's keyboard moves need places. Each list item gets a box by its
 * index, side by side ('row') or one under another ('column').
 */
function layOutListItems(direction: 'row' | 'column') {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
    if (index < 0) return original.call(this);
    const [x, y] = direction === 'row' ? [index * 100, 0] : [0, index * 100];
    return { x, y, left: x, top: y, width: 90, height: 90, right: x + 90, bottom: y + 90, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

/** Keys one by one, as a person presses them: dnd-kit listens for the next key only after a tick. */
async function pressKeys(target: HTMLElement, codes: string[]) {
  for (const code of codes) {
    fireEvent.keyDown(target, { key: code === 'Space' ? ' ' : code, code });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

async function typeAndLeave(label: string, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  await user.tab();
}

async function fillValidDish(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Название'), 'Сырники');
  await user.selectOptions(screen.getByLabelText('Категория'), 'Выпечка');
  await user.type(screen.getByLabelText('Описание и состав'), 'Творог, яйцо, мука');
  await user.type(screen.getByLabelText('Вес'), '450');
  await user.type(screen.getByLabelText('Цена, ₽'), '349,90');
  await user.type(screen.getByLabelText('Время приготовления, мин'), '40');
  await user.type(screen.getByLabelText(/^Белки/), '12,5');
  await user.upload(picker(), [fileOf('first.png', 'image/png'), fileOf('second.jpg', 'image/jpeg')]);
  await screen.findByRole('listitem', { name: 'second.jpg' });
  await waitFor(() => expect(screen.queryByText('Загружается…')).not.toBeInTheDocument());
}

beforeEach(async () => {
  calls = [];
  nextImageId = 500;
  api.mockReset();
  jest.mocked(navigateToUrl).mockReset();
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
  stubScrolling();
  answerApi();
  await signInCook();
});

describe('the dish form: the validation messages on leaving a field', () => {
  it.each([
    ['a dot separator', 'Цена, ₽', '12.5', 'В качестве разделителя должна быть запятая'],
    ['not a number', 'Цена, ₽', 'много', 'Поле «Цена» должно быть числом.'],
    ['three fraction digits', 'Белки, г', '12,345', 'Число должно содержать не более двух цифр после запятой.'],
    ['below the minimum, with the label', 'Цена, ₽', '0,5', 'Поле «Цена» должно быть числом 1 или больше.'],
    ['above the maximum, with the label', 'Жиры, г', '5000,01', 'Поле «Жиры» должно быть числом 5000 или меньше.'],
    ['not an integer', 'Время приготовления, мин', '1,5', 'Поле «Время приготовления» должно быть целым числом'],
    ['a required text left empty', 'Название', '', 'Поле «Название» обязательно для заполнения'],
    ['a required number left empty', 'Цена, ₽', '', 'Поле «Цена» обязательно для заполнения'],
  ])('%s: %s «%s» → %s', async (_case, label, text, message) => {
    await showCreate();
    if (text === '') {
      // Touched and left empty.
      const user = userEvent.setup();
      await user.click(screen.getByLabelText(label));
      await user.tab();
    } else {
      await typeAndLeave(label, text);
    }
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    // Only this field speaks: the others are not touched yet.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('does not check while typing, only on leaving; then the message goes as soon as the value is right', async () => {
    await showCreate();
    const user = userEvent.setup();
    const price = screen.getByLabelText('Цена, ₽');
    await user.type(price, '12.5');
    expect(errorOf('Цена, ₽')).toBeUndefined();
    await user.tab();
    await waitFor(() => expect(errorOf('Цена, ₽')).toBe('В качестве разделителя должна быть запятая'));
    await user.clear(price);
    await user.type(price, '12,5');
    await waitFor(() => expect(errorOf('Цена, ₽')).toBeUndefined());
  });

  it('checks the weight against its unit on leaving: whole grams, at most 50 kg', async () => {
    await showCreate();
    const user = userEvent.setup();
    await typeAndLeave('Вес', '1,5');
    await waitFor(() => expect(errorOf('Вес')).toBe('Поле «Вес» должно быть целым числом'));
    await user.selectOptions(screen.getByLabelText('Единица веса'), 'кг');
    await waitFor(() => expect(errorOf('Вес')).toBeUndefined());
    await typeAndLeave('Вес', '60');
    await waitFor(() => expect(errorOf('Вес')).toBe('Поле «Вес» должно быть числом 50 или меньше.'));
  });

  it('on sending an empty form shows every required field and scrolls to the first, 120 px above it', async () => {
    await showCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Добавить блюдо' }));
    await waitFor(() => expect(errorOf('Название')).toBe('Поле «Название» обязательно для заполнения'));
    expect(errorOf('Категория')).toBe('Поле «Категория» обязательно для заполнения');
    expect(errorOf('Вес')).toBe('Поле «Вес» обязательно для заполнения');
    expect(screen.getByText(DISH_MESSAGES.imagesRequired)).toBeInTheDocument();
    // jsdom puts everything at 0: the first error's top less 120 px.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: -120, behavior: 'smooth' }));
    expect(sent('POST', '/profiles/dishes')).toHaveLength(0);
  });
});

describe('the dish form: pictures', () => {
  it('states the kinds and the limit in MB, and refuses a wrong type or a too large file before uploading', async () => {
    await showCreate();
    expect(screen.getByText(/PNG, JPG, JPEG или WEBP, до 10 МБ/)).toBeInTheDocument();
    // userEvent would drop a file the input's accept refuses: the picker's change is fired as the browser would with "all files".
    fireEvent.change(picker(), {
      target: { files: [fileOf('menu.pdf', 'application/pdf'), fileOf('menu.gif', 'image/gif'), fileOf('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByText(/menu\.pdf: Поле «Фотография» должно быть изображением/)).toBeInTheDocument();
    expect(screen.getByText(/menu\.gif: Поле «Фотография» должно иметь допустимый тип файла/)).toBeInTheDocument();
    expect(screen.getByText(/huge\.jpg: Поле «Фотография» должно быть меньше, чем 10240KB/)).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);
  });

  it('uploads each picture as chosen, and a failed upload says why in Russian beside that picture', async () => {
    answerApi({
      'POST /profiles/dishes/images': () => {
        throw apiFailure(400, ['Загрузите фотографию в формате PNG, JPG или WEBP']);
      },
    });
    await showCreate();
    const user = userEvent.setup();
    await user.upload(picker(), fileOf('fake.png', 'image/png'));
    const item = await screen.findByRole('listitem', { name: /fake\.png/ });
    expect(await within(item).findByRole('alert')).toHaveTextContent('Загрузите фотографию в формате PNG, JPG или WEBP');
    await user.click(within(item).getByRole('button', { name: 'Удалить fake.png' }));
    expect(screen.queryByRole('listitem', { name: /fake\.png/ })).not.toBeInTheDocument();
  });

  it('takes a pasted picture too', async () => {
    await showCreate();
    const file = fileOf('pasted.png', 'image/png');
    act(() => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      Object.defineProperty(event, 'clipboardData', { value: { files: [file] } });
      document.dispatchEvent(event);
    });
    expect(await screen.findByRole('listitem', { name: /pasted\.png/ })).toBeInTheDocument();
    await waitFor(() => expect(uploads()).toHaveLength(1));
  });

  it('sends the pictures in the order set, the chosen cover first', async () => {
    await showCreate();
    const user = userEvent.setup();
    await fillValidDish(user);
    await user.upload(picker(), fileOf('third.webp', 'image/webp'));
    await screen.findByRole('listitem', { name: 'third.webp' });
    await waitFor(() => expect(screen.queryByText('Загружается…')).not.toBeInTheDocument());
    // Uploaded as 500, 501, 502. The third becomes the cover; then the (now third) first moves left.
    await user.click(screen.getByRole('button', { name: 'Сделать обложкой third.webp' }));
    expect(screen.getByRole('listitem', { name: 'third.webp, обложка' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сдвинуть second.jpg левее' }));
    await user.click(screen.getByRole('button', { name: 'Добавить блюдо' }));
    await waitFor(() => expect(sent('POST', '/profiles/dishes')).toHaveLength(1));
    expect(sent('POST', '/profiles/dishes')[0]).toMatchObject({ images: [502, 501, 500] });
  });

  it('moves a picture with the keyboard (dnd-kit: space, arrow, space), and the order sent follows', async () => {
    const restore = layOutListItems('row');
    try {
      await showEdit();
      const handle = screen.getByRole('button', { name: 'Переставить Фото 2' });
      handle.focus();
      await pressKeys(handle, ['Space', 'ArrowLeft', 'Space']);
      await waitFor(() => expect(screen.getByRole('listitem', { name: 'Фото 2, обложка' })).toBeInTheDocument());
      await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(sent('PUT', '/profiles/dishes/40')).toHaveLength(1));
      expect(sent('PUT', '/profiles/dishes/40')[0]).toMatchObject({ images: [102, 101] });
    } finally {
      restore();
    }
  });
});

describe('the dish form: sending', () => {
  it('sends decimals with a comma, as typed, and every field the contract lists; then goes back to the list', async () => {
    await showCreate();
    const user = userEvent.setup();
    await fillValidDish(user);
    await user.click(screen.getByRole('checkbox', { name: 'Острое' }));
    await user.type(screen.getByLabelText(/Порций в день/), '8');
    await user.click(screen.getByRole('button', { name: 'Добавить блюдо' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/profile/dishes'));
    expect(sent('POST', '/profiles/dishes')).toEqual([
      {
        name: 'Сырники',
        category_id: 2,
        preview_text: 'Творог, яйцо, мука',
        weight: '450',
        weight_unit: 'г',
        quantity: '1',
        quantity_unit: 'порц.',
        cooking_time: '40',
        price: '349,90',
        calories: '',
        proteins: '12,5',
        fats: '',
        carbohydrates: '',
        other_preferences: [5],
        images: [500, 501],
        daily_limit: '8',
        is_hidden: false,
      },
    ]);
    expect(notifySuccess).toHaveBeenCalledWith(DISH_MESSAGES.created);
  });

  it('puts a 400 refusal under the fields it names, the rest above the button', async () => {
    answerApi({
      'PUT /profiles/dishes/40': () => {
        throw apiFailure(400, [
          'В качестве разделителя должна быть запятая',
          'Поле «Цена» должно быть числом 100000 или меньше.',
          DISH_MESSAGES.imageNotFound,
          DISH_MESSAGES.categoryNotFound,
        ]);
      },
    });
    await showEdit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorOf('Цена, ₽')).toBe('Поле «Цена» должно быть числом 100000 или меньше.'));
    expect(errorOf('Категория')).toBe(DISH_MESSAGES.categoryNotFound);
    expect(screen.getByText(DISH_MESSAGES.imageNotFound)).toBeInTheDocument();
    // Names no field: shown above the button.
    expect(screen.getByText('В качестве разделителя должна быть запятая')).toBeInTheDocument();
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('starts from the stored dish and saves it with PUT', async () => {
    await showEdit();
    expect(screen.getByLabelText('Вес')).toHaveValue('1,5');
    expect(screen.getByLabelText('Единица веса')).toHaveValue('кг');
    expect(screen.getByRole('checkbox', { name: 'Острое' })).toBeChecked();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Цена, ₽'));
    await user.type(screen.getByLabelText('Цена, ₽'), '499,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent('PUT', '/profiles/dishes/40')).toHaveLength(1));
    expect(sent('PUT', '/profiles/dishes/40')[0]).toMatchObject({ price: '499,5', weight: '1,5', weight_unit: 'кг', images: [101, 102] });
    expect(notifySuccess).toHaveBeenCalledWith(DISH_MESSAGES.saved);
  });

  it('asks before leaving with unsaved changes, and stays when the cook says so', async () => {
    jest.mocked(confirmDialog).mockResolvedValue(false);
    await showEdit();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Название'), ' с говядиной');
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Уйти без сохранения?' }));
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('says when the dish is not there', async () => {
    answerApi({
      'GET /profiles/dishes/40': () => {
        throw apiFailure(404, [DISH_MESSAGES.dishNotFound]);
      },
    });
    renderPage(<DishFormPage match={matchOf('PROFILE_DISHES_EDIT', { id: '40' })} />);
    expect(await screen.findByText(DISH_MESSAGES.dishNotFound)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, setMainCities, setRegion, type CookApplication } from '@povar/shared-kit';
import { apiFailure, fileOf, recordPopupEvents, renderWithProviders, signIn, signOut, stubNetwork, stubScrolling } from '../../test-kit';
import { ALREADY_COOK_TITLE, BecomeCookPopup, PENDING_TITLE, REJECTED_TITLE } from './BecomeCookPopup';
import { APPLICATION_SENT_TEXT } from './cook-application';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifyError: jest.fn(),
  loadUser: jest.fn(),
}));
const api = jest.mocked(apiRequest);
const popups = recordPopupEvents();
const onClose = jest.fn();

const CITIES = [
  { id: 956, slug: 'tyumen', name: 'Тюмень' },
  { id: 957, slug: 'omsk', name: 'Омск' },
];
const application = (status: CookApplication['status'], rejectReason: string | null = null): CookApplication => ({
  id: 3,
  status,
  rejectReason,
  createdAt: '2025-01-10T10:00:00.000Z',
  reviewedAt: null,
});

let latest: CookApplication | null;
let nextFileId: number;
/** The API as the application sees it; each call is kept in `api.mock.calls`. */
function answerApi(overrides: Record<string, (body: unknown) => unknown> = {}) {
  api.mockImplementation(async (_method, path, options) => {
    const body = options?.body;
    if (overrides[path]) return overrides[path]!(body);
    switch (path) {
      case '/profiles/cook-application':
        return _method === 'GET' ? latest : application('pending');
      case '/profiles/document/upload': {
        const file = (body as FormData).get('file') as File;
        return { id: nextFileId++, name: file.name, extension: 'pdf', href: '/files/1' };
      }
      case '/profiles/kitchen/upload':
        return { id: nextFileId++, image: {} };
      case '/profiles/document/remove':
      case '/profiles/kitchen/remove':
        return { removed: true };
      default:
        throw new Error(`unexpected call ${path}`);
    }
  });
}

const show = () => renderWithProviders(<BecomeCookPopup onClose={onClose} />);
const calls = (path: string) => api.mock.calls.filter(([, called]) => called === path);
const documentsPicker = () => screen.getByLabelText('Добавить документы');
const photosPicker = () => screen.getByLabelText('Добавить фотографии');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя и фамилия'), 'Анна Петрова');
  await user.type(screen.getByLabelText('Специализация'), 'Домашняя выпечка');
  await user.type(screen.getByLabelText('Опыт работы, лет'), '5');
  await user.upload(documentsPicker(), fileOf('passport.pdf', 'application/pdf'));
  await user.upload(photosPicker(), fileOf('kitchen.jpg', 'image/jpeg'));
  await screen.findByText('passport.pdf');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeEnabled());
}

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  api.mockReset();
  onClose.mockReset();
  latest = null;
  nextFileId = 101;
  setMainCities(CITIES);
  setRegion(CITIES[1]!);
  await signIn({ name: '', isCook: false });
  answerApi();
});

describe('BecomeCookPopup: what the latest application says', () => {
  it('an application under review shows its status', async () => {
    latest = application('pending');
    show();
    expect(await screen.findByRole('dialog', { name: PENDING_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).not.toBeInTheDocument();
  });

  it('a refused one shows the reason and lets them apply again', async () => {
    const user = userEvent.setup();
    latest = application('rejected', 'Нет медицинской книжки');
    show();
    const dialog = await screen.findByRole('dialog', { name: REJECTED_TITLE });
    expect(dialog).toHaveTextContent('Нет медицинской книжки');
    await user.click(within(dialog).getByRole('button', { name: 'Подать заявку снова' }));
    expect(screen.getByRole('dialog', { name: 'Стать поваром' })).toBeInTheDocument();
    expect(screen.getByLabelText('Имя и фамилия')).toBeInTheDocument();
  });

  it("opened to apply again (the profile's 'Подать заявку снова'), shows the form at once", async () => {
    latest = application('rejected', 'Нет медицинской книжки');
    renderWithProviders(<BecomeCookPopup onClose={onClose} again />);
    expect(await screen.findByRole('dialog', { name: 'Стать поваром' })).toBeInTheDocument();
    expect(screen.getByLabelText('Имя и фамилия')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: REJECTED_TITLE })).not.toBeInTheDocument();
  });

  it('a cook is told so, and is not asked about applications', async () => {
    await signIn({ isCook: true });
    show();
    expect(screen.getByRole('dialog', { name: ALREADY_COOK_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои блюда' })).toHaveAttribute('href', '/profile/dishes');
    expect(api).not.toHaveBeenCalled();
  });

  it('a guest is sent to sign in first, on the way to the application', () => {
    signOut();
    show();
    expect(popups.opened()).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
  });
});

describe('BecomeCookPopup: the application form', () => {
  it('starts in the current region, from the served cities', async () => {
    show();
    const region = await screen.findByLabelText('Регион');
    expect(region).toHaveValue('957');
    expect(
      within(region)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите город', 'Тюмень', 'Омск']);
  });

  it('says under the button that sending the application is consent to the processing of personal data', async () => {
    show();
    expect(await screen.findByText(/Нажимая «Отправить заявку», вы соглашаетесь на обработку персональных данных/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/docs/legal/privacy-policy');
  });

  it('says under each field what is missing, and sends nothing', async () => {
    show();
    await screen.findByLabelText('Имя и фамилия');
    await send();
    await waitFor(() => expect(screen.getByLabelText('Имя и фамилия')).toHaveAccessibleDescription('Поле Имя и фамилия обязательно для заполнения'));
    expect(screen.getByLabelText('Специализация')).toHaveAccessibleDescription('Поле Специализация обязательно для заполнения');
    expect(screen.getByLabelText('Опыт работы, лет')).toHaveAccessibleDescription('Поле Опыт работы обязательно для заполнения');
    expect(screen.getByText('Поле Документы обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('Поле Фотографии кухни обязательно для заполнения')).toBeInTheDocument();
    expect(documentsPicker()).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/profiles/cook-application').filter(([method]) => method === 'POST')).toHaveLength(0);
  });

  it('takes whole years of experience and a Telegram name only in their forms', async () => {
    const user = userEvent.setup();
    show();
    const experience = await screen.findByLabelText('Опыт работы, лет');
    await user.type(experience, '2,5');
    await user.tab();
    await waitFor(() => expect(experience).toHaveAccessibleDescription('Опыт работы должно быть целым числом'));
    await user.clear(experience);
    await user.type(experience, '90');
    await waitFor(() => expect(experience).toHaveAccessibleDescription('Опыт работы должно быть числом 70 или меньше.'));
    const telegram = screen.getByLabelText('Telegram (необязательно)');
    await user.type(telegram, 'ab');
    await user.tab();
    await waitFor(() => expect(telegram).toHaveAccessibleDescription(/^Укажите имя пользователя Telegram/));
  });

  it('refuses files of the wrong kind before sending them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.upload(await screen.findByLabelText('Добавить документы'), fileOf('notes.txt', 'text/plain'));
    expect(await screen.findByText('notes.txt: Поле Документ должно иметь допустимый тип файла')).toBeInTheDocument();
    await user.upload(photosPicker(), fileOf('scan.pdf', 'application/pdf'));
    expect(await screen.findByText('scan.pdf: Поле Фотография кухни должно быть изображением')).toBeInTheDocument();
    await user.upload(photosPicker(), fileOf('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    expect(await screen.findByText('huge.jpg: Поле Фотография кухни должно быть меньше, чем 10240KB')).toBeInTheDocument();
    expect(calls('/profiles/document/upload')).toHaveLength(0);
    expect(calls('/profiles/kitchen/upload')).toHaveLength(0);
  });

  it('uploads each file as it is chosen, and removes it from the server too', async () => {
    const user = userEvent.setup();
    show();
    await user.upload(await screen.findByLabelText('Добавить документы'), [fileOf('passport.pdf', 'application/pdf'), fileOf('med.doc', 'application/msword')]);
    expect(await screen.findByText('passport.pdf')).toBeInTheDocument();
    expect(screen.getByText('med.doc')).toBeInTheDocument();
    const uploaded = calls('/profiles/document/upload').map(([, , options]) => ((options!.body as FormData).get('file') as File).name);
    expect(uploaded).toEqual(['passport.pdf', 'med.doc']);
    await user.click(screen.getByRole('button', { name: 'Удалить passport.pdf' }));
    await waitFor(() => expect(screen.queryByText('passport.pdf')).not.toBeInTheDocument());
    expect(api).toHaveBeenCalledWith('POST', '/profiles/document/remove', { body: { fileId: 101 } });
  });

  it('shows a file that did not upload, with the reason', async () => {
    const user = userEvent.setup();
    answerApi({
      '/profiles/kitchen/upload': () => {
        throw apiFailure(400, 'Файл повреждён');
      },
    });
    show();
    await user.upload(await screen.findByLabelText('Добавить фотографии'), fileOf('kitchen.webp', 'image/webp'));
    expect(await screen.findByText('Файл повреждён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить kitchen.webp' })).toBeInTheDocument();
  });

  it('sends the application with the uploaded files and says what happens next', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByLabelText('Имя и фамилия');
    await fillForm(user);
    await user.type(screen.getByLabelText('Telegram (необязательно)'), '@anna_bakes');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(APPLICATION_SENT_TEXT);
    expect(api).toHaveBeenCalledWith('POST', '/profiles/cook-application', {
      body: {
        nameAndSurname: 'Анна Петрова',
        speciality: 'Домашняя выпечка',
        experience: 5,
        telegramAccount: '@anna_bakes',
        mainCityId: 957,
        documentIds: [101],
        kitchenPhotoIds: [102],
      },
    });
  });

  it("tells the API's refusal in the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    answerApi({
      '/profiles/cook-application': () => {
        if (calls('/profiles/cook-application').length === 1) return null;
        throw apiFailure(400, 'Заявка уже на рассмотрении');
      },
    });
    show();
    await screen.findByLabelText('Имя и фамилия');
    await fillForm(user);
    await send();
    expect(await screen.findByText('Заявка уже на рассмотрении')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя и фамилия')).toHaveValue('Анна Петрова');
    expect(screen.queryByText(APPLICATION_SENT_TEXT)).not.toBeInTheDocument();
  });
});

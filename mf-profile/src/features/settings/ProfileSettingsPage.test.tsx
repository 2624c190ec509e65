import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, getAuth, getUser, loadUser, notifyError, notifySuccess } from '@povar/shared-kit';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@povar/shared-kit/contracts';
import { apiFailure, fileOf, recordPopupEvents, renderWithProviders, signIn, stubNetwork, stubScrolling, USER } from '../../test-kit';
import { PASSWORD_CHANGED_TEXT } from './ChangePasswordForm';
import { SAVED_TEXT } from './ProfileDataForm';
import { ProfileSettingsPage } from './ProfileSettingsPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  loadUser: jest.fn(),
}));
// The application's state card has tests of its own (become-cook/ApplicationStatus.test.tsx).
jest.mock('../become-cook/ApplicationStatus', () => ({ ApplicationStatus: () => null }));
const api = jest.mocked(apiRequest);
const popups = recordPopupEvents();

const show = (url = '/profile') => renderWithProviders(<ProfileSettingsPage />, { url });
const dataForm = () => within(screen.getByRole('region', { name: 'Личные данные' }));
const passwordForm = () => within(screen.getByRole('region', { name: 'Пароль' }));
const sentForm = () => api.mock.calls.find(([, path]) => path === '/profiles/change-data')?.[2]?.body as FormData;

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  api.mockReset();
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(loadUser).mockClear();
  await signIn();
});

describe('ProfileSettingsPage: personal data', () => {
  it("starts from the user's data; a name that is only the phone is left empty", async () => {
    await signIn({ name: '+79123456789' });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки профиля' })).toBeInTheDocument();
    expect(dataForm().getByLabelText('Имя')).toHaveValue('');
    expect(dataForm().getByLabelText('О себе (необязательно)')).toHaveValue('Люблю печь');
    expect(dataForm().getByLabelText(/^E-mail/)).toHaveValue('anna@example.ru');
  });

  it("marks an e-mail that is not confirmed yet with 'не подтверждён'", async () => {
    const { unmount } = show();
    expect(dataForm().queryByText('не подтверждён')).not.toBeInTheDocument();
    unmount();
    await signIn({ emailVerified: false });
    show();
    expect(dataForm().getByText('не подтверждён')).toBeInTheDocument();
  });

  it('checks the fields with the Russian validation messages and sends nothing while they are wrong', async () => {
    const user = userEvent.setup();
    show();
    const name = dataForm().getByLabelText('Имя');
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Поле Имя обязательно для заполнения'));
    const email = dataForm().getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'anna@');
    await user.click(dataForm().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Поле E-mail должно быть действительным электронным адресом'));
    expect(api).not.toHaveBeenCalled();
  });

  it('saves name, about, e-mail and a new picture as one multipart form, and shows the answer', async () => {
    const user = userEvent.setup();
    const saved = { ...USER, name: 'Анна Сергеевна', email: 'new@example.ru', emailVerified: false };
    api.mockResolvedValue(saved);
    show();
    const name = dataForm().getByLabelText('Имя');
    await user.clear(name);
    await user.type(name, 'Анна Сергеевна');
    const email = dataForm().getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.ru');
    const avatar = fileOf('me.webp', 'image/webp');
    await user.upload(dataForm().getByLabelText('Загрузить фото'), avatar);
    expect(dataForm().getByText('Сохраните изменения, чтобы поставить это фото')).toBeInTheDocument();
    await user.click(dataForm().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(SAVED_TEXT));
    expect(api).toHaveBeenCalledWith('POST', '/profiles/change-data', { body: expect.any(FormData) });
    const form = sentForm();
    expect(form.get('name')).toBe('Анна Сергеевна');
    expect(form.get('about')).toBe('Люблю печь');
    expect(form.get('email')).toBe('new@example.ru');
    expect((form.get('avatar') as File).name).toBe('me.webp');
    expect(getUser().user).toEqual(saved);
    expect(await dataForm().findByText('не подтверждён')).toBeInTheDocument();
  });

  it('leaves out an empty e-mail and an unchanged picture', async () => {
    const user = userEvent.setup();
    await signIn({ email: '' });
    api.mockResolvedValue({ ...USER, email: '' });
    show();
    await user.click(dataForm().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(SAVED_TEXT));
    expect([...sentForm().keys()]).toEqual(['name', 'about']);
  });

  it('refuses a picture of the wrong kind at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.upload(dataForm().getByLabelText('Загрузить фото'), fileOf('me.pdf', 'application/pdf'));
    expect(await dataForm().findByText('Поле Аватар должно быть изображением')).toBeInTheDocument();
    await user.click(dataForm().getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sentForm().has('avatar')).toBe(false);
  });

  it("tells the API's refusal under the form", async () => {
    const user = userEvent.setup();
    api.mockRejectedValue(apiFailure(400, 'Поле E-mail должно быть действительным электронным адресом'));
    show();
    await user.click(dataForm().getByRole('button', { name: 'Сохранить' }));
    expect(await dataForm().findByRole('alert')).toHaveTextContent('Поле E-mail должно быть действительным электронным адресом');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('ProfileSettingsPage: phone', () => {
  it("shows the phone formatted; 'Изменить' confirms a new one", async () => {
    const user = userEvent.setup();
    show();
    const phone = within(screen.getByRole('region', { name: 'Телефон' }));
    expect(phone.getByText('+7 (912) 345-67-89')).toBeInTheDocument();
    await user.click(phone.getByRole('button', { name: 'Изменить' }));
    expect(popups.opened()).toEqual([{ popup: 'verify-phone', props: { phone: '+79123456789' } }]);
  });
});

describe('ProfileSettingsPage: password', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    { current = '', password = 'new-password-1', confirmation = password }: { current?: string; password?: string; confirmation?: string } = {},
  ) => {
    if (current) await user.type(passwordForm().getByLabelText('Текущий пароль'), current);
    await user.type(passwordForm().getByLabelText('Новый пароль'), password);
    await user.type(passwordForm().getByLabelText('Повторите пароль'), confirmation);
    await user.click(passwordForm().getByRole('button', { name: 'Сменить пароль' }));
  };

  it('asks for 8 characters and the same password twice', async () => {
    const user = userEvent.setup();
    show();
    await fill(user, { password: 'short', confirmation: 'short' });
    await waitFor(() => expect(passwordForm().getByLabelText('Новый пароль')).toHaveAccessibleDescription('Поле Пароль должно быть не короче 8 символов'));
    await user.clear(passwordForm().getByLabelText('Новый пароль'));
    await user.type(passwordForm().getByLabelText('Новый пароль'), 'long-enough-1');
    await waitFor(() => expect(passwordForm().getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Поле Пароль не совпадает с другим полем'));
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the current password only when typed, keeps the person signed in with the new pair', async () => {
    const user = userEvent.setup();
    const pair = { accessToken: 'access-2' };
    api.mockResolvedValue(pair);
    show();
    await fill(user);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(PASSWORD_CHANGED_TEXT));
    expect(api).toHaveBeenLastCalledWith('POST', '/profiles/change-password', {
      body: { password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(getAuth().tokens).toEqual(pair);
    expect(passwordForm().getByLabelText('Новый пароль')).toHaveValue('');

    await fill(user, { current: 'new-password-1', password: 'newer-password-2' });
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('POST', '/profiles/change-password', {
        body: { current_password: 'new-password-1', password: 'newer-password-2', password_confirmation: 'newer-password-2' },
      }),
    );
  });

  it('a wrong current password is said under that field', async () => {
    const user = userEvent.setup();
    api.mockRejectedValue(apiFailure(400, WRONG_CURRENT_PASSWORD_MESSAGE));
    show();
    await fill(user, { current: 'not-it' });
    await waitFor(() => expect(passwordForm().getByLabelText('Текущий пароль')).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD_MESSAGE));
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

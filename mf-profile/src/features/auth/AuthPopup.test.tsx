import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, completeLogin, notifySuccess, setTokens, setUser } from '@povar/shared-kit';
import { apiFailure, recordPopupEvents, renderWithProviders, signOut, stubNetwork, stubScrolling, TOKENS, USER } from '../../test-kit';
import { AuthPopup, FOR_COOK_NOTE, SIGNED_IN_TEXT } from './AuthPopup';
import { RESET_LINK_SENT_TEXT } from './ResetByEmailForm';
import { NAME_STEP_SAVE, NAME_STEP_SKIP, NAME_STEP_TITLE } from './NameForm';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  completeLogin: jest.fn(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);
const popups = recordPopupEvents();

/** send-code answers a 60 s wait; login answers a pair; anything else is a test's own. */
function answerAuth(overrides: Record<string, (body: unknown) => unknown> = {}) {
  api.mockImplementation(async (_method, path, options) => {
    const body = options?.body;
    if (overrides[path]) return overrides[path]!(body);
    if (path === '/auth/send-code') return { sent: true, retryAfter: 60 };
    if (path === '/auth/login') return TOKENS;
    throw new Error(`unexpected call ${path}`);
  });
}

const onClose = jest.fn();
const show = (props: { isForCook?: boolean } = {}) => renderWithProviders(<AuthPopup {...props} onClose={onClose} />);
const phoneInput = () => screen.getByLabelText('Номер телефона');

async function askForCode(user: ReturnType<typeof userEvent.setup>, digits = '9123456789') {
  await user.type(phoneInput(), digits);
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  return screen.findByLabelText('Код из СМС');
}

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  signOut();
  api.mockReset();
  onClose.mockReset();
  jest.mocked(completeLogin).mockReset().mockResolvedValue(undefined);
  jest.mocked(notifySuccess).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('AuthPopup: sign in by a code from an SMS', () => {
  it('is a popup asking for the phone, masked as +7 (XXX) XXX-XX-XX', async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('dialog', { name: 'Вход или регистрация' })).toBeInTheDocument();
    await user.type(phoneInput(), '9123456789');
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
  });

  it('takes a whole number pasted into the empty field without doubling its 8', async () => {
    const user = userEvent.setup();
    show();
    await user.click(phoneInput());
    await user.paste('8 912 345-67-89');
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
  });

  it('says what is wrong with the phone under it, and sends nothing', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Поле Телефон обязательно для заполнения');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAccessibleDescription('Поле Телефон обязательно для заполнения');

    await user.type(phoneInput(), '8123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(phoneInput()).toHaveAccessibleDescription('Укажите номер мобильного телефона'));
    expect(api).not.toHaveBeenCalled();
  });

  it('checks the phone when it is left, and clears the error as it is put right', async () => {
    const user = userEvent.setup();
    show();
    await user.type(phoneInput(), '912');
    await user.tab();
    expect(await screen.findByText('Поле Телефон некорректно')).toBeInTheDocument();
    await user.type(phoneInput(), '3456789');
    await waitFor(() => expect(screen.queryByText('Поле Телефон некорректно')).not.toBeInTheDocument());
  });

  it("sends a signed 'auth' code request for the normalised phone, then asks for the code", async () => {
    const user = userEvent.setup();
    answerAuth();
    show();
    const code = await askForCode(user);
    expect(api).toHaveBeenCalledWith('POST', '/auth/send-code', {
      body: { createdAt: expect.any(Number), type: 'auth', phone: '+79123456789', signature: expect.stringMatching(/^[0-9a-f]{8,}$/) },
    });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText('+7 (912) 345-67-89')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить код повторно через 60 с' })).toBeDisabled();
  });

  it('signs in as soon as six digits are in, completes the login, thanks and closes', async () => {
    const user = userEvent.setup();
    answerAuth();
    show();
    await user.type(await askForCode(user), '12 34 56');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('POST', '/auth/login', { body: { phone: '+79123456789', code: '123456' } });
    expect(api.mock.calls.filter(([, path]) => path === '/auth/login')).toHaveLength(1);
    expect(completeLogin).toHaveBeenCalledWith(TOKENS);
    expect(notifySuccess).toHaveBeenCalledWith(SIGNED_IN_TEXT);
    expect(popups.opened()).toEqual([]);
  });

  it('shows a wrong code under the field and stays open', async () => {
    const user = userEvent.setup();
    answerAuth({
      '/auth/login': () => {
        throw apiFailure(400, 'Неверный или устаревший код');
      },
    });
    show();
    const code = await askForCode(user);
    await user.type(code, '000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Неверный или устаревший код'));
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный или устаревший код');
    expect(completeLogin).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the whole code before sending it', async () => {
    const user = userEvent.setup();
    answerAuth();
    show();
    await user.type(await askForCode(user), '123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Поле Код некорректно');
    expect(api.mock.calls.filter(([, path]) => path === '/auth/login')).toHaveLength(0);
  });

  it('offers a new code once the wait is over', async () => {
    answerAuth({ '/auth/send-code': () => ({ sent: true, retryAfter: 3 }) });
    show();
    // The phone mask settles its caret on animation frames: typed with real timers first.
    await userEvent.setup().type(phoneInput(), '9123456789');
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByLabelText('Код из СМС');
    expect(screen.getByRole('button', { name: 'Отправить код повторно через 3 с' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Отправить код повторно через 2 с' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await waitFor(() => expect(api.mock.calls.filter(([, path]) => path === '/auth/send-code')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Отправить код повторно через 3 с' })).toBeDisabled();
    expect(notifySuccess).toHaveBeenCalledWith('Мы отправили новый код');
  });

  it("'Изменить номер' goes back to the phone, as it was typed", async () => {
    const user = userEvent.setup();
    answerAuth();
    show();
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Изменить номер' }));
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
    expect(screen.queryByLabelText('Код из СМС')).not.toBeInTheDocument();
  });

  it('stays on the phone when the API client has already shown a toast (too many requests)', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue(undefined);
    show();
    await user.type(phoneInput(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeEnabled();
    expect(screen.queryByLabelText('Код из СМС')).not.toBeInTheDocument();
  });

  it('shows the API\'s "too many requests" words under the phone when they reach the form', async () => {
    const user = userEvent.setup();
    answerAuth({
      '/auth/send-code': () => {
        throw apiFailure(429, 'Слишком много запросов. Попробуйте через 42 сек.');
      },
    });
    show();
    await user.type(phoneInput(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(phoneInput()).toHaveAccessibleDescription('Слишком много запросов. Попробуйте через 42 сек.'));
  });
});

describe('AuthPopup: for a future cook', () => {
  it('says the cook application follows, and opens it for someone who is not a cook yet', async () => {
    const user = userEvent.setup();
    answerAuth();
    jest.mocked(completeLogin).mockImplementation(async () => setUser({ ...USER, isCook: false }));
    show({ isForCook: true });
    expect(screen.getByText(FOR_COOK_NOTE)).toBeInTheDocument();
    await user.type(await askForCode(user), '123456');
    await waitFor(() => expect(popups.opened()).toEqual([{ popup: 'become-cook' }]));
    expect(onClose).toHaveBeenCalled();
  });

  it('a cook signing in is not sent to the application', async () => {
    const user = userEvent.setup();
    answerAuth();
    jest.mocked(completeLogin).mockImplementation(async () => {
      const { setTokens } = jest.requireActual('@povar/shared-kit');
      setTokens(TOKENS);
      setUser({ ...USER, isCook: true });
    });
    show({ isForCook: true });
    await user.type(await askForCode(user), '123456');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(popups.opened()).toEqual([]);
  });
});

describe('AuthPopup: password and the reset link', () => {
  it("'Войти с паролем' signs in with the phone and the password", async () => {
    const user = userEvent.setup();
    answerAuth();
    show();
    await user.type(phoneInput(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Войти с паролем' }));
    expect(screen.getByRole('dialog', { name: 'Вход по паролю' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
    await user.type(screen.getByLabelText('Пароль'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(TOKENS));
    expect(api).toHaveBeenCalledWith('POST', '/auth/login', { body: { phone: '+79123456789', password: 'secret-pass' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the password, and shows a refusal under it', async () => {
    const user = userEvent.setup();
    answerAuth({
      '/auth/login': () => {
        throw apiFailure(400, 'Неверный телефон или пароль');
      },
    });
    show();
    await user.click(screen.getByRole('button', { name: 'Войти с паролем' }));
    await user.type(phoneInput(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Поле Пароль обязательно для заполнения')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Пароль'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Неверный телефон или пароль'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Забыли пароль?' sends a reset link to the e-mail and says the same whatever the address", async () => {
    const user = userEvent.setup();
    answerAuth({ '/auth/reset-by-email': () => ({ sent: true }) });
    show();
    await user.click(screen.getByRole('button', { name: 'Войти с паролем' }));
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Поле E-mail должно быть действительным электронным адресом'));
    await user.type(email, 'example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_TEXT);
    expect(api).toHaveBeenCalledWith('POST', '/auth/reset-by-email', { body: { email: 'anna@example.ru' } });
    await user.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(screen.getByRole('dialog', { name: 'Вход по паролю' })).toBeInTheDocument();
  });
});

describe('AuthPopup: the name step of a new account', () => {
  /** Signing in loads an account that has no name yet, as a new one has. */
  const signInAsNameless = () =>
    jest.mocked(completeLogin).mockImplementation(async () => {
      setTokens(TOKENS);
      setUser({ ...USER, name: '' });
    });

  it('says at the phone step that pressing the button is consent, with the privacy policy linked', () => {
    show();
    expect(screen.getByText(/Нажимая «Получить код», вы соглашаетесь на обработку персональных данных/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/docs/legal/privacy-policy');
  });

  it('asks a nameless account for a name after the code, saves it trimmed and closes', async () => {
    const user = userEvent.setup();
    signInAsNameless();
    answerAuth({ '/profiles/change-data': (body) => ({ ...USER, name: (body as { name: string }).name }) });
    show();
    await user.type(await askForCode(user), '123456');
    expect(await screen.findByRole('dialog', { name: NAME_STEP_TITLE })).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith(SIGNED_IN_TEXT);
    expect(onClose).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Имя');
    expect(name).toHaveFocus();
    await user.type(name, '  Анна   Петрова ');
    await user.click(screen.getByRole('button', { name: NAME_STEP_SAVE }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('POST', '/profiles/change-data', { body: { name: 'Анна Петрова' } });
  });

  it('refuses an empty name and one without letters, in Russian, and sends nothing', async () => {
    const user = userEvent.setup();
    signInAsNameless();
    answerAuth();
    show();
    await user.type(await askForCode(user), '123456');
    await screen.findByRole('dialog', { name: NAME_STEP_TITLE });
    await user.click(screen.getByRole('button', { name: NAME_STEP_SAVE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Поле Имя обязательно для заполнения');
    await user.type(screen.getByLabelText('Имя'), '89123456789');
    await user.click(screen.getByRole('button', { name: NAME_STEP_SAVE }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Имя должно содержать хотя бы одну букву'));
    await user.clear(screen.getByLabelText('Имя'));
    await user.type(screen.getByLabelText('Имя'), 'я'.repeat(101));
    await user.click(screen.getByRole('button', { name: NAME_STEP_SAVE }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Поле Имя не может быть длиннее 100 символов'));
    expect(api.mock.calls.filter(([, path]) => path === '/profiles/change-data')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be skipped; a future cook then goes on to the application', async () => {
    const user = userEvent.setup();
    signInAsNameless();
    answerAuth();
    show({ isForCook: true });
    await user.type(await askForCode(user), '123456');
    await screen.findByRole('dialog', { name: NAME_STEP_TITLE });
    await user.click(screen.getByRole('button', { name: NAME_STEP_SKIP }));
    expect(onClose).toHaveBeenCalled();
    expect(api.mock.calls.filter(([, path]) => path === '/profiles/change-data')).toHaveLength(0);
    expect(popups.opened()).toEqual([{ popup: 'become-cook' }]);
  });

  it('is not asked of an account that has a name', async () => {
    const user = userEvent.setup();
    jest.mocked(completeLogin).mockImplementation(async () => {
      setTokens(TOKENS);
      setUser(USER);
    });
    answerAuth();
    show();
    await user.type(await askForCode(user), '123456');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(NAME_STEP_TITLE)).not.toBeInTheDocument();
  });
});

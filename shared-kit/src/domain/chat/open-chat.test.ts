jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../api/api-client', () => ({ apiRequest: jest.fn() }));
jest.mock('../../ui/toast', () => ({ notify: jest.fn() }));

function load() {
  const api = jest.requireMock<{ apiRequest: jest.Mock }>('../../api/api-client').apiRequest;
  const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');
  const { notify } = jest.requireMock<{ notify: jest.Mock }>('../../ui/toast');
  const opening = require('./open-chat') as typeof import('./open-chat');
  const bus = require('../../events/event-bus') as typeof import('../../events/event-bus');
  const auth = require('../../stores/auth') as typeof import('../../stores/auth');
  const { ApiError } = require('../../api/api-error') as typeof import('../../api/api-error');
  const popups: string[] = [];
  const offPopups = bus.on('popup:open', ({ popup }) => popups.push(popup));
  const stop = opening.installChatOpening();
  return { api, navigateToUrl, notify, opening, bus, auth, ApiError, popups, stop: () => (stop(), offPopups()) };
}

const signIn = () => localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: 'a' }));
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let loaded: ReturnType<typeof load>;

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  loaded.stop();
  jest.useRealTimers();
});

describe("'chat:open'", () => {
  it('creates the chat, shows its toast and goes to the chats page at #u{to_user_id}', async () => {
    signIn();
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 42, message: { title: 'Чат создан', text: 'Повар ответит в ближайшее время' } });
    loaded.bus.emit('chat:open', { cookId: 3, orderId: 17 });
    await settle();
    expect(loaded.api).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.api).toHaveBeenCalledWith('POST', '/chat', { body: { cookId: 3, orderId: 17 } });
    expect(loaded.notify).toHaveBeenCalledWith('Чат создан', 'Повар ответит в ближайшее время');
    expect(loaded.navigateToUrl).toHaveBeenCalledWith('/profile/chat#u42');
  });

  it('is debounced 300 ms: a burst of openings makes one request, the last one', async () => {
    signIn();
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 42, message: null });
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(200);
    loaded.bus.emit('chat:open', { cookId: 4 });
    jest.advanceTimersByTime(299);
    await settle();
    expect(loaded.api).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(loaded.api).toHaveBeenCalledTimes(1);
    expect(loaded.api).toHaveBeenCalledWith('POST', '/chat', { body: { cookId: 4 } });
    expect(loaded.notify).not.toHaveBeenCalled();
  });

  it('is ignored while a request is in flight', async () => {
    signIn();
    loaded = load();
    let answer: (value: unknown) => void = () => undefined;
    loaded.api.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    await settle();
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(1000);
    await settle();
    expect(loaded.api).toHaveBeenCalledTimes(1);
    answer({ to_user_id: 42, message: null });
    await settle();
    expect(loaded.navigateToUrl).toHaveBeenCalledTimes(1);
    // Once answered, a new opening is heard again.
    loaded.bus.emit('chat:open', { cookId: 5 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.api).toHaveBeenCalledTimes(2);
  });

  it('gives a guest the auth popup and opens the chat once sign-in succeeds', async () => {
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 42, message: null });
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.popups).toEqual(['auth']);
    expect(loaded.api).not.toHaveBeenCalled();
    // More clicks while the popup is up open nothing more.
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    expect(loaded.popups).toEqual(['auth']);

    loaded.auth.setTokens({ accessToken: 'a' });
    await settle();
    expect(loaded.api).toHaveBeenCalledWith('POST', '/chat', { body: { cookId: 3 } });
    expect(loaded.navigateToUrl).toHaveBeenCalledWith('/profile/chat#u42');
  });

  it('forgets a guest opening when the auth popup closes without signing in', async () => {
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 42, message: null });
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    loaded.bus.emit('popup:close', { popup: 'auth' });
    loaded.auth.setTokens({ accessToken: 'a' });
    await settle();
    expect(loaded.api).not.toHaveBeenCalled();
    // The next opening is heard.
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.api).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own reason when the API refuses to open the chat, and stays", async () => {
    signIn();
    loaded = load();
    // What api-client builds from the envelope {error: 'not_found', message: 'Повар не найден'}.
    loaded.api.mockRejectedValue(
      loaded.ApiError.fromAnswer('API error, status: 404.', 404, { success: false, error: 'not_found', message: 'Повар не найден' }),
    );
    loaded.bus.emit('chat:open', { cookId: 999 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.notify).toHaveBeenCalledWith('Ошибка', 'Повар не найден');
    expect(loaded.navigateToUrl).not.toHaveBeenCalled();
  });

  it("falls back to 'Ошибка' / 'Что-то пошло не так, попробуйте позже' when no answer explains the failure", async () => {
    signIn();
    loaded = load();
    loaded.api.mockRejectedValue(new loaded.ApiError('Network error', { status: 0, error: 'Нет соединения', errors: [], errorType: null }));
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.notify).toHaveBeenCalledWith('Ошибка', 'Что-то пошло не так, попробуйте позже');
    loaded.notify.mockClear();
    // An answer without any message (a bare 404 page) says nothing either: the generic text again.
    loaded.api.mockRejectedValue(loaded.ApiError.fromAnswer('API error, status: 404.', 404, '<html>'));
    loaded.bus.emit('chat:open', { cookId: 3 });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.notify).toHaveBeenCalledWith('Ошибка', 'Что-то пошло не так, попробуйте позже');
    expect(loaded.navigateToUrl).not.toHaveBeenCalled();
  });

  it("'Поддержка сервиса' opens the support account's chat (cook 906), with the order for 'Проблема с заказом'", async () => {
    signIn();
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 1906, message: null });
    loaded.opening.openSupportChat(31);
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.api).toHaveBeenCalledWith('POST', '/chat', { body: { cookId: 906, orderId: 31 } });
    expect(loaded.navigateToUrl).toHaveBeenCalledWith('/profile/chat#u1906');
  });

  it("sends the problem's topic and the customer's words with the order", async () => {
    signIn();
    loaded = load();
    loaded.api.mockResolvedValue({ to_user_id: 1906, message: null });
    loaded.opening.openSupportChat(31, { topic: 'late', question: '  Уже час жду  ' });
    jest.advanceTimersByTime(300);
    await settle();
    expect(loaded.api).toHaveBeenCalledWith('POST', '/chat', { body: { cookId: 906, orderId: 31, topic: 'late', question: 'Уже час жду' } });
  });
});

export {};

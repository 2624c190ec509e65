jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../api/api-client', () => ({ apiRequest: jest.fn() }));

class FakeWebSocket {
  static opened: string[] = [];
  static closed = 0;
  readyState = 0;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(url: string) {
    FakeWebSocket.opened.push(url);
  }
  send() {}
  close() {
    FakeWebSocket.closed += 1;
  }
}

const settle = async () => {
  for (let i = 0; i < 6; i += 1) await Promise.resolve();
};

function load() {
  const api = jest.requireMock<{ apiRequest: jest.Mock }>('../../api/api-client').apiRequest;
  let tickets = 0;
  api.mockImplementation(async (method: string, path: string) => {
    if (path === '/ws/ticket') {
      tickets += 1;
      return { ticket: `t${tickets}`, expiresAt: '' };
    }
    if (path === '/profiles/user') return { id: 7, name: 'Анна', phone: '+79990000001', isCook: false, unreadMessagesCount: 3 };
    throw new Error(`${method} ${path}`);
  });
  const { installChat } = require('./install-chat') as typeof import('./install-chat');
  const auth = require('../../stores/auth') as typeof import('../../stores/auth');
  return { api, stop: installChat(), auth };
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  FakeWebSocket.opened = [];
  FakeWebSocket.closed = 0;
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeWebSocket;
  window.history.replaceState(null, '', '/tyumen/menu');
});

const userCalls = (api: jest.Mock) => api.mock.calls.filter(([, path]) => path === '/profiles/user').length;

it('reads the unread count again when the path changes, not when only the hash does', async () => {
  localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: 'a' }));
  const { api, stop } = load();
  window.history.pushState(null, '', '/tyumen/menu#top');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(userCalls(api)).toBe(0);
  window.history.pushState(null, '', '/orders');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  await settle();
  expect(userCalls(api)).toBe(1);
  stop();
});

it('opens the socket for a signed-in visitor, and a new one when the account changes', async () => {
  const { stop, auth } = load();
  await settle();
  expect(FakeWebSocket.opened).toEqual([]);
  auth.setTokens({ accessToken: 'a' });
  await settle();
  expect(FakeWebSocket.opened).toEqual(['ws://localhost/api/ws?ticket=t1']);
  auth.clearTokens();
  await settle();
  expect(FakeWebSocket.closed).toBe(1);
  stop();
});

it("a guest's page never loads the socket's code; signing in loads it", async () => {
  let loaded = false;
  jest.doMock('@povar/shared-kit/realtime', () => {
    loaded = true;
    return jest.requireActual('@povar/shared-kit/realtime');
  });
  const { stop, auth } = load();
  await settle();
  expect(loaded).toBe(false);
  auth.setTokens({ accessToken: 'a' });
  await settle();
  expect(loaded).toBe(true);
  stop();
});

export {};

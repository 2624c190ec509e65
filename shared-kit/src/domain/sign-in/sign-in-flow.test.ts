import type { AuthTokens } from '../../stores/auth';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../api/api-client', () => ({ apiRequest: jest.fn() }));

/** One in-memory channel standing for the other tabs: it records what this tab tells them. */
class OtherTabs {
  static instance: OtherTabs | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    OtherTabs.instance = this;
  }
  postMessage(data: unknown) {
    timeline.push(`tabs:${(data as { type: string }).type}`);
  }
  close() {}
}

const PAIR: AuthTokens = { accessToken: 'access-1' };
const USER = { id: 7, name: 'Анна', phone: '+79990000001', isCook: false, unreadMessagesCount: 0 };
let timeline: string[] = [];

function load() {
  const api = jest.requireMock<{ apiRequest: jest.Mock }>('../../api/api-client').apiRequest;
  const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');
  navigateToUrl.mockImplementation((url: string) => void timeline.push(`navigate:${url}`));
  const flow = require('./sign-in-flow') as typeof import('./sign-in-flow');
  const auth = require('../../stores/auth') as typeof import('../../stores/auth');
  const session = require('../../stores/session') as typeof import('../../stores/session');
  const region = require('../../stores/region') as typeof import('../../stores/region');
  const users = require('../../account/user-store') as typeof import('../../account/user-store');
  auth.subscribeAuth((state) => timeline.push(state.isAuth ? 'tokens:stored' : 'tokens:cleared'));
  users.subscribeUser((state, previous) => state.user && state.user !== previous.user && timeline.push('user:loaded'));
  return { api, flow, auth, session, region, users };
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  timeline = [];
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = OtherTabs;
  for (const name of ['basket:changed', 'address:changed'] as const) window.addEventListener(name, record);
});

afterEach(() => {
  for (const name of ['basket:changed', 'address:changed'] as const) window.removeEventListener(name, record);
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

function record(event: Event) {
  timeline.push(`event:${event.type}`);
}

describe('login completion', () => {
  it('tells the other tabs, stores the tokens, loads the user, then the basket, the device and the addresses, in that order', async () => {
    localStorage.setItem('web-view-request-id', 'push-1');
    localStorage.setItem('web-view-device', 'device-1');
    const { api, flow, auth, users } = load();
    api.mockImplementation(async (_method: string, path: string) => {
      timeline.push(`api:${path}`);
      if (path === '/profiles/user') return USER;
      if (path === '/device/register') return { error: null, value: { requestId: 'push-2', deviceId: 'device-1' } };
      if (path === '/basket/merge-guest') return { items: [], info: { count: 0 }, merged: false };
      return undefined;
    });

    await flow.completeLogin(PAIR);

    expect(timeline).toEqual([
      'tabs:auth',
      'tokens:stored',
      'api:/profiles/user',
      'user:loaded',
      'api:/basket/merge-guest',
      'event:basket:changed',
      'api:/device/register',
      'api:/profiles/addresses/merge-guest',
      'api:/profiles/addresses',
      'event:address:changed',
    ]);
    expect(auth.getAuth()).toEqual({ tokens: PAIR, isAuth: true });
    expect(JSON.parse(localStorage.getItem('auth-tokens') ?? 'null')).toEqual(PAIR);
    expect(users.getUser().user).toEqual(USER);
    // The registration answered a new push token: it is kept (stored only when the answer has a value).
    expect(localStorage.getItem('web-view-request-id')).toBe('push-2');
  });

  it('registers no device outside the web view, and keeps the stored ids when registration answers an error', async () => {
    const { api, flow } = load();
    api.mockImplementation(async (_m: string, path: string) => (path.startsWith('/basket') ? undefined : USER));
    await flow.completeLogin(PAIR);
    // The merge answered nothing, so the user's basket is loaded instead.
    expect(api.mock.calls.map(([, path]) => path)).toEqual([
      '/profiles/user',
      '/basket/merge-guest',
      '/basket',
      '/profiles/addresses/merge-guest',
      '/profiles/addresses',
    ]);

    localStorage.setItem('web-view-request-id', 'push-1');
    localStorage.setItem('web-view-device', 'device-1');
    jest.resetModules();
    const again = load();
    again.api.mockImplementation(async (_m: string, path: string) => (path === '/device/register' ? { error: 'Устройство не найдено', value: null } : USER));
    await again.flow.registerDevice();
    expect(localStorage.getItem('web-view-request-id')).toBe('push-1');
  });
});

describe('logout', () => {
  it('resets the user and basket, calls logout (the browser sends the refresh cookie), runs the before-reload step, clears the tokens, goes home in the region, then tells the other tabs', async () => {
    localStorage.setItem('auth-tokens', JSON.stringify(PAIR));
    const { api, flow, auth, region, users } = load();
    region.setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
    api.mockImplementation(async (_m: string, path: string) => {
      timeline.push(`api:${path}`);
      return path === '/profiles/user' ? USER : undefined;
    });
    await users.loadUser();
    timeline = [];

    await flow.logout({ beforeReload: () => void timeline.push('before-reload') });

    expect(timeline).toEqual(['event:basket:changed', 'api:/auth/logout', 'before-reload', 'tokens:cleared', 'navigate:/tyumen/', 'tabs:logout']);
    expect(api).toHaveBeenLastCalledWith('POST', '/auth/logout', { body: {}, expectStatus: 204 });
    expect(users.getUser().user).toBeNull();
    expect(auth.getAuth().isAuth).toBe(false);
    expect(localStorage.getItem('auth-tokens')).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    localStorage.setItem('auth-tokens', JSON.stringify(PAIR));
    const { api, flow, auth } = load();
    api.mockRejectedValue(new Error('Network error, try again late'));
    await flow.logout();
    expect(auth.getAuth().isAuth).toBe(false);
    expect(timeline).toContain('tabs:logout');
  });
});

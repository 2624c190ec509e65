// For this remote's tests only: a signed-in user (or none), renders inside a router and a fresh
// QueryClient, the popup events the forms emit, and API failures as the client throws them.
import { act } from '@testing-library/react';
import { ApiError, clearTokens, resetUser, setTokens, setUser, type CurrentUser } from '@povar/shared-kit';

export const USER: CurrentUser = {
  id: 7,
  avatar: null,
  name: 'Анна Петрова',
  address: null,
  about: 'Люблю печь',
  registerDate: '2024-03-01T10:00:00.000Z',
  phone: '+79123456789',
  phoneVerified: true,
  email: 'anna@example.ru',
  emailVerified: true,
  isCook: false,
  isOperator: false,
  cookData: null,
  unreadMessagesCount: 0,
};

export const TOKENS = { accessToken: 'access-1' };

/**
 * The kit loads the user itself when tokens appear (not through the mocked barrel): with no
 * network it keeps the user set here.
 */
export function stubNetwork() {
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
}

/** jsdom does not scroll; forms scroll to their first error. */
export function stubScrolling() {
  window.scrollTo = jest.fn();
  Element.prototype.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
}

/** The kit's own loadUser, even where a test mocks the barrel's. */
const kitLoadUser = () => jest.requireActual<typeof import('@povar/shared-kit')>('@povar/shared-kit').loadUser();

/** Signs in with the user; waits out the load the kit starts on sign-in, so nothing changes later. */
export async function signIn(user: Partial<CurrentUser> = {}) {
  await act(async () => {
    setTokens(TOKENS);
    setUser({ ...USER, ...user });
    await kitLoadUser();
  });
}

export function signOut() {
  act(() => {
    clearTokens();
    resetUser();
  });
}

/** Renders inside a router at `url` and a fresh QueryClient (the kit's test render). */
export { newQueryClient, renderInApp as renderWithProviders } from '@povar/shared-kit/testing';

/** Remembers every 'popup:open' and 'popup:close' while a test runs. */
export function recordPopupEvents() {
  const events: { type: string; detail: unknown }[] = [];
  const listener = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
  beforeEach(() => {
    events.length = 0;
    window.addEventListener('popup:open', listener);
    window.addEventListener('popup:close', listener);
  });
  afterEach(() => {
    window.removeEventListener('popup:open', listener);
    window.removeEventListener('popup:close', listener);
  });
  return { opened: () => events.filter((event) => event.type === 'popup:open').map((event) => event.detail) };
}

export const apiFailure = (status: number, message: string, errorType = status === 429 ? 'rate_limited' : 'validation') =>
  new ApiError(`API error, status: ${status}.`, { status, error: [message], errors: [message], errorType });

/** A file as the picker gives it. */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

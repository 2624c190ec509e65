// For the cabinet's tests only: a signed-in cook, a router and a fresh QueryClient, and API
// failures as the client throws them (the dish pages' own shapes are in dishes-test-kit.tsx).
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, MemoryRouter, setTokens, setUser, type CurrentUser } from '@povar/shared-kit';

export const COOK: CurrentUser = {
  id: 7,
  avatar: null,
  name: 'Анна Петрова',
  address: null,
  about: '',
  registerDate: '2024-03-01T10:00:00.000Z',
  phone: '+79990000002',
  phoneVerified: true,
  email: '',
  emailVerified: false,
  isCook: true,
  isOperator: false,
  cookData: { id: 31 } as CurrentUser['cookData'],
  unreadMessagesCount: 0,
};

/** The kit loads the user itself when tokens appear: with no network it keeps the one set here. */
export async function signInCook() {
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
  await act(async () => {
    setTokens({ accessToken: 'access-1' });
    setUser(COOK);
    await jest.requireActual<typeof import('@povar/shared-kit')>('@povar/shared-kit').loadUser();
  });
}

/** jsdom does not scroll; forms scroll to their first error. */
export function stubScrolling() {
  window.scrollTo = jest.fn();
  Element.prototype.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
}

export function renderPage(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

export const apiFailure = (status: number, errors: string[], errorType = status === 400 ? 'validation' : 'not_found') =>
  new ApiError(`API error, status: ${status}.`, { status, error: errors, errors, errorType });

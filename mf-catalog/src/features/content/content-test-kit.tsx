// For the content pages' tests only: a render inside a router and a fresh QueryClient, with a line showing the current URL.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, MemoryRouter, useLocation, type FooterSettings } from '@povar/shared-kit';

function UrlProbe() {
  const location = useLocation();
  return <span data-testid="url">{location.pathname + location.search + location.hash}</span>;
}

/** jsdom does not scroll; the pages open at their top (page-effects) and jump to their forms. */
export function stubScrolling() {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
}

export function renderAt(url: string, ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <UrlProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

const envelope = (data: unknown) => ({ success: true, data, errors: [], message: '', error: null });

/**
 * For calls the kit makes itself (siteSettingsQuery), which a mocked `apiRequest` of the
 * barrel does not reach: the network answers `data` in the envelope for each API path, and
 * an unknown path is a 404. Returns the spy, to look at the calls.
 */
export function answerApi(routes: Record<string, unknown>) {
  // jsdom has no fetch; give the global one to spy on.
  globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const known = Object.hasOwn(routes, path);
    const text = JSON.stringify(
      known ? envelope(routes[path]) : { success: false, data: null, errors: ['Страница не найдена'], message: '', error: 'not_found' },
    );
    return { status: known ? 200 : 404, ok: known, text: async () => text } as unknown as Response;
  });
}

export const apiFailure = (status: number, errors: string[] = []) =>
  new ApiError(`API error, status: ${status}.`, {
    status,
    error: errors.length > 0 ? errors : 'Ошибка',
    errors,
    errorType: status === 404 ? 'not_found' : 'validation',
  });

export const FOOTER: FooterSettings = {
  apple_link: 'https://apps.apple.com/ru/app/povar-ryadom/id1',
  google_link: 'https://play.google.com/store/apps/details?id=ru.povarryadom.app',
  rustore_link: 'https://www.rustore.ru/catalog/app/ru.povarryadom.app',
  about: 'О нас',
  support_email: 'support@povar-ryadom.ru',
  support_messenger_link: 'https://t.me/povar_ryadom_support',
  news_channel_link: 'https://t.me/povar_ryadom',
  social_link: 'https://vk.com/povar_ryadom',
  messaging_app_link: 'https://wa.me/79000000000',
  legal_documents: [{ title: 'Политика конфиденциальности', href: '/docs/legal/privacy-policy' }],
};

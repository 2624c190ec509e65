// A remote's page as the app would hold it in a component test: inside a router at a given address
// and a fresh QueryClient, with a line that shows the current address and a button that steps back
// like the browser's Back button.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from '../router';

/** No retries and nothing dropped while a test runs: a failed request shows at once, a cached one stays. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
}

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="url">{location.pathname + location.search + location.hash}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        Браузер: назад
      </button>
    </>
  );
}

export interface RenderInAppOptions {
  /** Where the router stands: one address, or a history whose last entry is the current one. */
  url?: string | string[];
  queryClient?: QueryClient;
}

/** Renders `ui` at `url`; `rerender` keeps the router and its history (they live in the wrapper). */
export function renderInApp(ui: ReactElement, { url = '/', queryClient = newQueryClient() }: RenderInAppOptions = {}) {
  const entries = Array.isArray(url) ? url : [url];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

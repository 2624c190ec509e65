// Everything a remote's root needs: ownership in the DOM (data-boundary), its own router and
// QueryClient created on mount (never at module scope, so nothing outlives an unmount).
// Rendered on the server, it routes by the server's URL and uses the server's QueryClient; in the
// browser, its QueryClient starts with whatever the server fetched for the page (no refetch).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from '../router';
import { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import type { RemoteName } from '../routes';
import { markPageHydrated, takeServerState, useServerRender } from '../ssr';
import { getAuth } from '../stores/auth';
import { PullToRefreshGate } from './pull-to-refresh/PullToRefreshGate';
import { RoutePages, type RoutePage } from './RoutePages';

export interface RemoteRootProps {
  remote: RemoteName;
  pages: Partial<Record<string, RoutePage>>;
  /** Providers of the remote's own, wrapped around its pages. */
  wrap?: (pages: ReactNode) => ReactNode;
}

function createBrowserQueryClient(remote: RemoteName): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
  const serverState = takeServerState(remote);
  if (serverState) {
    hydrate(queryClient, serverState);
    // The server read as a guest: a signed-in visitor's favourites and rights are asked again
    // on mount, while the server's data stays on screen.
    if (getAuth().isAuth) void queryClient.invalidateQueries({ refetchType: 'none' });
  }
  return queryClient;
}

/**
 * The client of a mount that has not committed yet. React may throw a first render away and
 * start again from the root (a store that changed in the middle of a hydration does that); the
 * new attempt must find the client holding the server's data, which the first one took out of
 * the page. Forgotten once the mount commits, so a later mount starts afresh.
 */
const clientsNotCommitted = new Map<RemoteName, QueryClient>();

function browserQueryClientFor(remote: RemoteName): QueryClient {
  const pending = clientsNotCommitted.get(remote);
  if (pending) return pending;
  const queryClient = createBrowserQueryClient(remote);
  clientsNotCommitted.set(remote, queryClient);
  return queryClient;
}

export function RemoteRoot({ remote, pages, wrap = (children) => children }: RemoteRootProps) {
  const server = useServerRender();
  const [queryClient] = useState(() => server?.queryClient ?? browserQueryClientFor(remote));
  useEffect(() => {
    clientsNotCommitted.delete(remote);
  }, [remote]);
  const pageShown = useCallback(() => markPageHydrated(remote), [remote]);
  const routed = wrap(
    <>
      <RoutePages pages={pages} onPageShown={pageShown} />
      <PullToRefreshGate remote={remote} />
    </>,
  );
  return (
    <div data-boundary={remote}>
      <QueryClientProvider client={queryClient}>
        {server ? <StaticRouter location={server.location}>{routed}</StaticRouter> : <BrowserRouter>{routed}</BrowserRouter>}
      </QueryClientProvider>
    </div>
  );
}

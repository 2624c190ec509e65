// Everything a remote's root needs: ownership in the DOM (data-boundary), its own router and
// QueryClient created on mount (never at module scope, so nothing outlives an unmount).
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteName } from '../routes';
import { RoutePages, type RoutePage } from './RoutePages';

export interface RemoteRootProps {
  remote: RemoteName;
  pages: Partial<Record<string, RoutePage>>;
  /** Providers of the remote's own, wrapped around its pages. */
  wrap?: (pages: ReactNode) => ReactNode;
}

export function RemoteRoot({ remote, pages, wrap = (children) => children }: RemoteRootProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <div data-boundary={remote}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{wrap(<RoutePages pages={pages} />)}</BrowserRouter>
      </QueryClientProvider>
    </div>
  );
}

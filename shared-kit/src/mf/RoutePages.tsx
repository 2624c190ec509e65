// A remote's router: the shared route table decides which page a location shows, and the
// remote only maps its route names to page components.
import { Suspense, useEffect } from 'react';
import { useLocation } from '../router';
import { matchRoute, type RouteMatch } from '../routes';
import { AccessGate } from './AccessGate';

export type RoutePage = React.ComponentType<{ match: RouteMatch }>;

export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  return matchRoute(pathname);
}

/**
 * Renders the page of the current route, behind its access rule (who may open it); nothing for routes
 * this remote does not own. A page may be lazy (its own chunk): the page's place stays empty
 * for the moment its code loads.
 */
export function RoutePages({ pages, onPageShown }: { pages: Partial<Record<string, RoutePage>>; onPageShown?: () => void }) {
  const match = useRouteMatch();
  const Page = match ? pages[match.route.name] : undefined;
  return Page && match ? (
    <AccessGate access={match.route.access}>
      <Suspense fallback={null}>
        <Page match={match} />
        {onPageShown && <PageShown onShown={onPageShown} />}
      </Suspense>
    </AccessGate>
  ) : null;
}

/** Runs once the page beside it is on screen: for a server-rendered page, once it has hydrated, its own chunk included. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

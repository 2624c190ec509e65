// A remote's router: the shared route table decides which page a location shows, and the
// remote only maps its route names to page components.
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, type RouteMatch } from '../routes';
import { AccessGate } from './AccessGate';

export type RoutePage = React.ComponentType<{ match: RouteMatch }>;

export function useRouteMatch(): RouteMatch | null {
  const { pathname } = useLocation();
  return matchRoute(pathname);
}

/**
 * Renders the page of the current route, behind its access rule (spec 6); nothing for routes
 * this remote does not own. A page may be lazy (its own chunk): the page's place stays empty
 * for the moment its code loads.
 */
export function RoutePages({ pages }: { pages: Partial<Record<string, RoutePage>> }) {
  const match = useRouteMatch();
  const Page = match ? pages[match.route.name] : undefined;
  return Page && match ? (
    <AccessGate access={match.route.access}>
      <Suspense fallback={null}>
        <Page match={match} />
      </Suspense>
    </AccessGate>
  ) : null;
}

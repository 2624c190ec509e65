// What the chrome draws around a page, from the path and the region alone: the route, whether
// the shell shows a screen of its own instead (404, region not available), the layout and the
// tabs. The browser's chrome and its server render (server.tsx) decide it the same way.
import { decideUrl, type RouteMatch } from '@povar/shared-kit';

export interface ChromeFrame {
  match: RouteMatch | null;
  notFound: boolean;
  /** A region error concerns only routes bound to a region. */
  showRegionError: boolean;
  layout: string;
  showTabs: boolean;
}

export function chromeFrame(path: string, regionSlug: string, regionError: boolean): ChromeFrame {
  const decision = decideUrl(path, '', regionSlug);
  const match = decision.kind === 'route' ? decision.match : null;
  return {
    match,
    notFound: decision.kind === 'not-found',
    showRegionError: regionError && match?.region != null,
    layout: match?.route.layout ?? 'default',
    showTabs: !(match?.route.hidesTabBar ?? false),
  };
}

// Decides whether the page may refresh by a pull: inside the mobile app's web view, on a
// route the route table marks (`pullToRefresh`: the listings, orders and sales), for the remote
// that owns the page. Only then is the gesture's code fetched.
import { lazy, Suspense } from 'react';
import type { RemoteName } from '../../routes';
import { useSession } from '../../stores/session';
import { useBrowserValue } from '../../ui/use-browser-value';
import { useRouteMatch } from '../RoutePages';

const PullToRefresh = lazy(() => import(/* webpackChunkName: "pull-to-refresh" */ './PullToRefresh'));

export function PullToRefreshGate({ remote }: { remote: RemoteName }) {
  const match = useRouteMatch();
  const inWebView = useSession((session) => session.requestId !== null);
  // Never in the server's markup nor in the render that hydrates it.
  const inBrowser = useBrowserValue(() => true, false);
  if (!inBrowser || !inWebView || !match?.route.pullToRefresh || match.route.owner !== remote) return null;
  return (
    <Suspense fallback={null}>
      <PullToRefresh />
    </Suspense>
  );
}

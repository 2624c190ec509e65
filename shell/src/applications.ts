// One single-spa application per remote, active on the routes the route table gives it,
// plus the always-active chrome. A remote is not active where the shell shows a screen of
// its own (404, a region error) or while the URL is about to be rewritten.
import { registerApplication, type LifeCycles } from 'single-spa';
import { DEFAULT_REGION_SLUG, REMOTES, decideUrl, getRegion, type RemoteName } from '@povar/shared-kit';
import { loadRemoteLifecycles } from './remotes';

/** Which remote owns the page at this location, if any. */
export function activeRemote(location: Location): RemoteName | null {
  const { region, regionError } = getRegion();
  const decision = decideUrl(location.pathname, location.search, region?.slug ?? DEFAULT_REGION_SLUG);
  if (decision.kind !== 'route') return null;
  if (regionError && decision.match.region !== null) return null;
  return decision.match.route.owner;
}

/** Each remote gets its own element in the page area: React roots must not share one. */
export function remoteSlot(remote: RemoteName): HTMLElement {
  const id = `app-remote-${remote}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    (document.getElementById('app-page') ?? document.body).appendChild(element);
  }
  return element;
}

export function registerApplications(): void {
  registerApplication({
    name: '@povar/chrome',
    // A named chunk: the document server links its styles when it draws the chrome on the server.
    app: () => import(/* webpackChunkName: "chrome" */ './chrome/lifecycles') as Promise<LifeCycles>,
    activeWhen: () => true,
  });
  for (const remote of REMOTES) {
    registerApplication({
      name: `@povar/${remote}`,
      app: () => loadRemoteLifecycles(remote),
      activeWhen: (location) => activeRemote(location) === remote,
      customProps: { domElementGetter: () => remoteSlot(remote) },
    });
  }
}

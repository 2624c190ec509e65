// The root config: session, region from the first HTML, error reporting, the URL rules and
// region resolution on every navigation, then one single-spa application per remote.
import { start } from 'single-spa';
import {
  initAddress,
  initAnalytics,
  initAuth,
  initSession,
  installChat,
  installViewportCookie,
  loadBasket,
  loadUser,
  registerDevice,
  setRenderedViewport,
  waitForStartLoads,
} from '@povar/shared-kit';
import { applyAddressRegionRule, installAddressRegionRule } from './address-region-rule';
import { registerApplications } from './applications';
import { readBootData } from './boot-data';
import { shellStore } from './shell-store';
import { installDocumentTitles } from './document-title';
import { initErrorReporting } from './error-reporting';
import { installQueryActions } from './query-actions';
import { installRegionResolution, seedRegionFromBoot } from './region-resolution';
import { installScrollToTopOnMoves } from './scroll-on-move';
import { installUrlRules } from './url-rules';

// Start-up order: the session, then the user (with a token), the address, the basket,
// then the region's data. The address's region is checked once it has loaded (address-region-rule.ts).
// A reload starts at the top: the server sends only the URL's page of a list, so the place the
// visitor had scrolled to (through several loaded pages) would land elsewhere and move the URL on.
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
if (navigation?.type === 'reload') {
  history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
}

initSession();
initAuth();
// The page's remote mounts once these have settled (ssr/start-loads.ts in the kit).
waitForStartLoads([loadUser(), initAddress().then(() => applyAddressRegionRule(window.location.pathname, { atStart: true })), loadBasket()]);
void registerDevice();
initErrorReporting();
initAnalytics();
seedRegionFromBoot(readBootData());
// Remotes hydrate over markup drawn for this breakpoint: their media queries answer as it did.
setRenderedViewport(readBootData().viewport ?? null);
// The shell's listeners, then the applications, each in a task of its own: one start-up task
// with all of it held a slow phone's main thread long enough for a tap to go unanswered.
setTimeout(() => {
  installUrlRules();
  installRegionResolution();
  installDocumentTitles();
  installScrollToTopOnMoves();
  installViewportCookie();
  installAddressRegionRule();
  installQueryActions();
  // The chat on every page: 'chat:open', the realtime socket while signed in, the unread count per path.
  installChat();
  setTimeout(() => {
    registerApplications();
    start({ urlRerouteOnly: true });
  }, 0);
}, 0);

// Watching for a new release is nothing the first screen needs: its code comes once the page is idle.
const servedVersion = readBootData().appVersion ?? null;
const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 3_000));
whenIdle(() => {
  void import(/* webpackChunkName: "app-version" */ './app-version/app-version-poll').then(({ startAppVersionPolling }) =>
    startAppVersionPolling({ servedVersion, onUpdate: (version) => shellStore.setState({ newAppVersion: version }) }),
  );
});

// The tab title on client-side moves, by the document server's rule for the first HTML: the
// route's title with the region's name, the SEO call's title on the SEO page types, the
// not-found and region-not-served titles. This is the only place a route's title is set: the few
// pages whose title only they know (a dish, a cook, a document) claim it over this with the kit's
// useDocumentTitle. The first page keeps the title the server wrote.
import {
  getRegion,
  matchRoute,
  NOT_FOUND_DOCUMENT_TITLE,
  REGION_NOT_SERVED_DOCUMENT_TITLE,
  routeDocumentTitle,
  seoPageTypeOf,
  setRouteDocumentTitle,
} from '@povar/shared-kit';
import { getSeoPageData } from './shell-api';

/** Sets the tab title of `pathname`; the SEO title follows when the API answers, if the page is still the same. */
export async function applyRouteTitle(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) {
    setRouteDocumentTitle(NOT_FOUND_DOCUMENT_TITLE);
    return;
  }
  const { region: currentRegion, mainCities } = getRegion();
  const region = match.region === null ? currentRegion : (mainCities.find((city) => city.slug === match.region) ?? null);
  if (match.region !== null && region === null) {
    setRouteDocumentTitle(REGION_NOT_SERVED_DOCUMENT_TITLE);
    return;
  }
  setRouteDocumentTitle(routeDocumentTitle(match.route, region?.name ?? null));
  if (!region || !seoPageTypeOf(match.route.name)) return;
  try {
    const seo = await getSeoPageData({ mainCityId: String(region.id), url: pathname });
    if (seo?.title && window.location.pathname === pathname) setRouteDocumentTitle(seo.title);
  } catch {
    // The route's title stays: a missing SEO text is no reason to bother the visitor.
  }
}

export function installDocumentTitles(): void {
  // The first page's title is the server's (with its SEO text): what a page's own title falls back to.
  setRouteDocumentTitle(document.title);
  let shownPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname } = window.location;
    // Only a move to another page: a query (filters, a popup) or hash change keeps the title.
    if (pathname === shownPath) return;
    shownPath = pathname;
    void applyRouteTitle(pathname);
  });
}

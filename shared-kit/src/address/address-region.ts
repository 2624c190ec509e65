// The address and the region move together: choosing an address in another served
// city takes the site to that city's region, on the same listing when there is one.
import { navigateToUrl } from 'single-spa';
import { buildPath, matchRoute, type RouteName } from '../routes';
import { getRegion, setRegion, setRegionError } from '../stores/region';
import type { DeliveryAddress } from './address-store';

/**
 * Listings that exist in every region keep the visitor where they are; a page number is
 * dropped (another region has other pages). Detail pages (a dish, a cook) belong to their own
 * region, so those and everything else go to the new region's home page.
 */
const SAME_PAGE_IN_OTHER_REGION: Partial<Record<RouteName, RouteName>> = {
  INDEX: 'INDEX',
  MENU: 'MENU',
  MENU_FILTERS: 'MENU_FILTERS',
  MENU_PAGINATION: 'MENU',
  MENU_CATEGORY: 'MENU_CATEGORY',
  MENU_CATEGORY_PAGINATION: 'MENU_CATEGORY',
  COOKS: 'COOKS',
  COOKS_FILTERS: 'COOKS_FILTERS',
  COOKS_PAGINATION: 'COOKS',
  COOKS_CATEGORY: 'COOKS_CATEGORY',
  COOKS_CATEGORY_PAGINATION: 'COOKS_CATEGORY',
  COOKS_MAP: 'COOKS_MAP',
};

/** Where the page at `pathname` + `search` is in the region `slug`; null when the page has no region. */
export function pathInRegion(pathname: string, search: string, slug: string): string | null {
  const match = matchRoute(pathname);
  if (!match?.region) return null;
  const target = SAME_PAGE_IN_OTHER_REGION[match.route.name];
  if (!target) return buildPath('INDEX', {}, slug);
  const { page: _page, ...params } = match.params;
  return buildPath(target, params, slug) + search;
}

/**
 * After the visitor chose an address: when it lies in another region than the page's, the
 * region becomes the address's city and a region-bound page moves there (history push, so
 * 'back' returns to the previous city's page).
 */
export function followAddressRegion(address: Pick<DeliveryAddress, 'mainCity'> | null): void {
  if (!address) return;
  const { mainCity } = address;
  const current = getRegion().region;
  const urlRegion = typeof window === 'undefined' ? null : (matchRoute(window.location.pathname)?.region ?? null);
  if (mainCity.slug === (urlRegion ?? current?.slug)) return;
  setRegionError(false);
  setRegion({ id: mainCity.id, slug: mainCity.slug, name: mainCity.name });
  const target = typeof window === 'undefined' ? null : pathInRegion(window.location.pathname, window.location.search, mainCity.slug);
  if (target) navigateToUrl(target);
}

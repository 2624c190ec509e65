// The saved address and the region of the page agree. At start a region-less page
// takes the address's region; a page of another region than the address's resets the address,
// and the visitor is offered the list (signed in, with addresses) or the address request.
import { getAddressState, getAuth, getRegion, matchRoute, openPopup, requestAddress, resetAddress, setRegion } from '@povar/shared-kit';

/**
 * Asked once per region per browser session: someone reading another city's menu on purpose
 * is not stopped on every reload (docs/decisions.md).
 */
const PROMPTED_KEY = 'address-region-prompted';

function promptedBefore(slug: string): boolean {
  try {
    const seen = (sessionStorage.getItem(PROMPTED_KEY) ?? '').split(',');
    if (seen.includes(slug)) return true;
    sessionStorage.setItem(PROMPTED_KEY, [...seen.filter(Boolean), slug].join(','));
  } catch {
    // No session storage: ask each time rather than never.
  }
  return false;
}

/** Applies the rule to the page at `pathname`; `atStart` lets a region-less page take the address's region. */
export function applyAddressRegionRule(pathname: string, { atStart = false } = {}): void {
  const { address, loaded, addressList } = getAddressState();
  if (!loaded || !address) return;
  const urlRegion = matchRoute(pathname)?.region ?? null;
  const { region, regionError } = getRegion();
  if (urlRegion === null) {
    if (atStart && region?.slug !== address.mainCity.slug) setRegion(address.mainCity);
    return;
  }
  // The region-not-available screen has its own way out (the cities popup).
  if (regionError || address.mainCity.slug === urlRegion) return;
  resetAddress();
  if (promptedBefore(urlRegion)) return;
  if (getAuth().isAuth && addressList.length > 0) openPopup('address-list');
  else void requestAddress();
}

/** After every navigation: the new page's region against the address. */
export function installAddressRegionRule(): void {
  window.addEventListener('single-spa:routing-event', () => applyAddressRegionRule(window.location.pathname));
}

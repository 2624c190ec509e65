// Region resolution: the region of a region-bound URL is looked up by its slug;
// an unknown or unserved slug sets the region error, which shows the region-not-available
// screen. The first page comes with its region already resolved by the document server.
// Resolution waits while the first-run onboarding is on screen and never runs on the for-cooks
// landing: neither shows anything of a region, and the onboarding's close resolves the page then.
import { triggerAppChange } from 'single-spa';
import { isApiError, getRegion, matchRoute, setMainCities, setRegion, setRegionError } from '@povar/shared-kit';
import type { BootData } from './boot-data';
import { getMainCityBySlug } from './shell-api';
import { shellStore } from './shell-store';

let pendingSlug: string | null = null;
/** A slug already answered 'no such region': asking again would only repeat the 404. */
let missingSlug: string | null = null;

export async function resolveRegionOf(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  if (shellStore.getState().onboardingShown || match?.route.name === 'FOR_COOKS') return;
  const slug = match?.region;
  const { region, regionError } = getRegion();
  if (!slug || slug === pendingSlug || (slug === region?.slug && !regionError)) return;
  if (slug === missingSlug) {
    if (!regionError) setRegionError(true);
    return;
  }
  pendingSlug = slug;
  try {
    const city = await getMainCityBySlug(slug);
    // No answer at all (503/500/429: the client has already shown a toast) says nothing
    // about the region, so the state stays and the next navigation asks again.
    if (city?.slug) {
      setRegion({ id: city.id, slug: city.slug, name: city.name });
      setRegionError(false);
    }
  } catch (error) {
    // Only a definite answer that the region does not exist shows the region screen;
    // a network failure leaves the current state as it is.
    if (isApiError(error) && error.status === 404) {
      missingSlug = slug;
      setRegionError(true);
    }
  } finally {
    pendingSlug = null;
    triggerAppChange();
  }
}

export function seedRegionFromBoot(boot: BootData): void {
  if (boot.mainCities.length > 0) setMainCities(boot.mainCities);
  if (boot.region) setRegion(boot.region);
  setRegionError(boot.regionError);
  if (boot.regionError) missingSlug = matchRoute(window.location.pathname)?.region ?? null;
}

export function installRegionResolution(): void {
  window.addEventListener('single-spa:before-routing-event', () => {
    void resolveRegionOf(window.location.pathname);
  });
  // The page opened under the onboarding gets its region once the onboarding closes.
  shellStore.subscribe((state, previous) => {
    if (previous.onboardingShown && !state.onboardingShown) void resolveRegionOf(window.location.pathname);
  });
}

// What the document server puts in the first HTML so the shell starts without extra round
// trips: the resolved region, the served regions and the remotes map.
import { VIEWPORT_BREAKPOINTS, type ViewportName } from '@povar/shared-kit';
export interface BootRegion {
  id: number;
  slug: string;
  name: string;
}

export interface BootData {
  region: BootRegion | null;
  /** The URL's region is unknown or not served: the region-not-available screen shows. */
  regionError: boolean;
  mainCities: BootRegion[];
  /** Container name → manifest URL, the same map /remotes.json serves. */
  remotes: Partial<Record<string, string>>;
  /** The front end's version this page was served with (the app-version manifest's value then). */
  appVersion?: string | null;
  /** The breakpoint the first HTML was drawn for (the 'viewport' cookie it was asked with); null when unknown. */
  viewport?: ViewportName | null;
}

declare global {
  interface Window {
    __POVAR_BOOT__?: Partial<BootData>;
  }
}

export function readBootData(): BootData {
  const boot = window.__POVAR_BOOT__ ?? {};
  return {
    region: boot.region ?? null,
    regionError: boot.regionError ?? false,
    mainCities: boot.mainCities ?? [],
    remotes: boot.remotes ?? {},
    appVersion: typeof boot.appVersion === 'string' ? boot.appVersion : null,
    viewport: typeof boot.viewport === 'string' && Object.hasOwn(VIEWPORT_BREAKPOINTS, boot.viewport) ? boot.viewport : null,
  };
}

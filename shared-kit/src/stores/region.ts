// The current region: the main city the visitor is in, the region error flag and
// the list of main cities; the region slug is mirrored into a cookie for the document server.
import { createStore } from 'zustand/vanilla';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { emit } from '../events/event-bus';
import { useServerRender } from '../ssr/server-render-context';

/** A main city as the browser needs it; the geo contract's main city carries more fields. */
export interface Region {
  id: number;
  slug: string;
  name: string;
}

export interface RegionState {
  region: Region | null;
  /** The region could not be resolved: the region-not-available screen shows. */
  regionError: boolean;
  mainCities: Region[];
}

/** Lets the document server send region-less URLs to the visitor's region on the first request. */
export const REGION_COOKIE_NAME = 'povar-region';
const REGION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const regionStore = createStore<RegionState>(() => ({ region: null, regionError: false, mainCities: [] }));

function writeRegionCookie(slug: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${REGION_COOKIE_NAME}=${encodeURIComponent(slug)}; path=/; max-age=${REGION_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export function getRegion(): RegionState {
  return regionStore.getState();
}

/** Sets the current region; a new slug is written to the cookie and announced as `region:changed`. */
export function setRegion(region: Region | null): void {
  const previousSlug = regionStore.getState().region?.slug ?? null;
  regionStore.setState({ region });
  if (region && region.slug !== previousSlug) {
    writeRegionCookie(region.slug);
    emit('region:changed', { slug: region.slug });
  }
}

export function setRegionError(regionError: boolean): void {
  regionStore.setState({ regionError });
}

export function setMainCities(mainCities: Region[]): void {
  regionStore.setState({ mainCities });
}

export function subscribeRegion(listener: (state: RegionState, previous: RegionState) => void): () => void {
  return regionStore.subscribe(listener);
}

export function useRegion(): RegionState;
export function useRegion<T>(selector: (state: RegionState) => T): T;
export function useRegion<T>(selector?: (state: RegionState) => T): T | RegionState {
  const select = selector ?? ((state: RegionState) => state as unknown as T);
  // A page rendered on the server takes the region it is rendered for; in the browser the store
  // is seeded from the first HTML before any remote hydrates, so both first renders agree.
  const server = useServerRender();
  const serverState = useMemo<RegionState | null>(
    () => (server ? { region: server.region, regionError: false, mainCities: server.mainCities } : null),
    [server],
  );
  const getSnapshot = useCallback(() => select(regionStore.getState()), [select]);
  const getServerSnapshot = useCallback(() => select(serverState ?? regionStore.getState()), [select, serverState]);
  return useSyncExternalStore(regionStore.subscribe, getSnapshot, getServerSnapshot);
}

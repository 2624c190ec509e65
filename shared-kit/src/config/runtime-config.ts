// Run-time configuration injected by the document server as `window.__POVAR_CONFIG__`, with defaults.
import { DEFAULT_REGION_SLUG } from '../routes';

export interface RuntimeConfig {
  /** Prefix of every API path ('/api', or an absolute URL of another origin). */
  apiBase: string;
  /** 'development', 'test' or 'production'; anything but 'production' adds robots noindex. */
  environment: string;
  /** Release name reported to error reporting (e.g. 'front@2.3.2'). */
  release: string;
  /** Error reporting key; reporting stays off without it. */
  sentryDsn: string | null;
  /** Yandex Metrika counter id; without it analytics calls stay in the page's queues. */
  metrikaId: number | null;
  defaultRegionSlug: string;
  /** XYZ tile template of the cooks map ('none': markers only); null when not configured. */
  mapTileUrl: string | null;
  /** Plain-text credit shown on the map for those tiles. */
  mapTileAttribution: string | null;
}

declare global {
  interface Window {
    __POVAR_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBase: '/api',
  environment: 'development',
  release: 'front@2.3.2',
  sentryDsn: null,
  metrikaId: null,
  defaultRegionSlug: DEFAULT_REGION_SLUG,
  mapTileUrl: null,
  mapTileAttribution: null,
});

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A counter id may arrive as a number or as digits in a string (environment variables). */
function readCounterId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The configuration of this page. Read on every call (it is a handful of property reads), so
 * nothing is captured at import time and the Node document server can import the kit safely.
 * Values of the wrong type fall back to the defaults rather than breaking the page.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const injected: Partial<Record<keyof RuntimeConfig, unknown>> = typeof window !== 'undefined' && window.__POVAR_CONFIG__ ? window.__POVAR_CONFIG__ : {};
  const defaults = DEFAULT_RUNTIME_CONFIG;
  return {
    apiBase: nonEmptyString(injected.apiBase) ? injected.apiBase.replace(/\/+$/, '') : defaults.apiBase,
    environment: nonEmptyString(injected.environment) ? injected.environment : defaults.environment,
    release: nonEmptyString(injected.release) ? injected.release : defaults.release,
    sentryDsn: nonEmptyString(injected.sentryDsn) ? injected.sentryDsn : defaults.sentryDsn,
    metrikaId: readCounterId(injected.metrikaId),
    defaultRegionSlug: nonEmptyString(injected.defaultRegionSlug) ? injected.defaultRegionSlug : defaults.defaultRegionSlug,
    mapTileUrl: nonEmptyString(injected.mapTileUrl) ? injected.mapTileUrl.trim() : defaults.mapTileUrl,
    mapTileAttribution: nonEmptyString(injected.mapTileAttribution) ? injected.mapTileAttribution.trim() : defaults.mapTileAttribution,
  };
}

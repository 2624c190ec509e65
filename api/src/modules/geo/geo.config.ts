// Geo settings: which adapter answers address lookups (GEO_PROVIDER, DADATA_API_KEY, DADATA_BASE_URL; config.ts),
// how long DaData may take, how long its answers are kept, and the per-IP allowance.
import type { FastifyBaseLogger } from 'fastify';
import { createDadataGeo } from './dadata-geo.ts';
import { createIpRateLimiter, type IpRateLimiter } from './geo-limits.ts';
import type { GeoPort } from './geo.port.ts';
import { createOfflineGeo } from './offline-geo.ts';

export type GeoProviderConfig = { name: 'offline' } | { name: 'dadata'; apiKey: string; baseUrl: string };

export interface GeoConfig {
  provider: GeoProviderConfig;
  /** Past this DaData's answer is not waited for: the call answers 503. */
  timeoutMs: number;
  /** Address lookups one IP may make per minute before 429 (main-cities calls are not counted). */
  lookupsPerMinutePerIp: number;
  cache: { maxEntries: number; ttlMs: number };
}

export const DEFAULT_GEO_CONFIG: Omit<GeoConfig, 'provider'> = {
  timeoutMs: 3_000,
  lookupsPerMinutePerIp: 120,
  cache: { maxEntries: 5_000, ttlMs: 60 * 60 * 1000 },
};

/** Overrides first, then the configuration's provider (config.ts checks it at start). */
export function resolveGeoConfig(overrides: Partial<GeoConfig>, settings: { provider: GeoProviderConfig }): GeoConfig {
  return { ...DEFAULT_GEO_CONFIG, ...overrides, provider: overrides.provider ?? settings.provider };
}

/** What the address routes share across /api/geo and /api/v2/geo: one adapter, one allowance per IP. */
export interface GeoAddressesDeps {
  geo: GeoPort;
  limiter: IpRateLimiter;
}

export function createGeoAddressesDeps(
  config: GeoConfig,
  deps: { now: () => Date; log: FastifyBaseLogger; onCacheLookup?: (hit: boolean) => void },
): GeoAddressesDeps {
  const geo =
    config.provider.name === 'dadata'
      ? createDadataGeo({
          ...config.provider,
          timeoutMs: config.timeoutMs,
          cache: config.cache,
          now: deps.now,
          log: deps.log,
          onCacheLookup: deps.onCacheLookup,
        })
      : createOfflineGeo();
  return { geo, limiter: createIpRateLimiter({ limit: config.lookupsPerMinutePerIp, windowMs: 60_000, now: deps.now }) };
}

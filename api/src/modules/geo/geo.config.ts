// Geo settings: which adapter answers address lookups (GEO_PROVIDER, DADATA_API_KEY, DADATA_BASE_URL),
// how long DaData may take, how long its answers are kept, and the per-IP allowance.
import type { FastifyBaseLogger } from 'fastify';
import { createDadataGeo, DEFAULT_DADATA_BASE_URL } from './dadata-geo.ts';
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

/** Overrides first, then the environment; a setting that cannot work stops the start. */
export function resolveGeoConfig(overrides: Partial<GeoConfig> = {}, env: NodeJS.ProcessEnv = process.env): GeoConfig {
  return { ...DEFAULT_GEO_CONFIG, ...overrides, provider: overrides.provider ?? providerFromEnv(env) };
}

function providerFromEnv(env: NodeJS.ProcessEnv): GeoProviderConfig {
  const name = env.GEO_PROVIDER || 'offline';
  if (name === 'offline') return { name };
  if (name !== 'dadata') throw new Error(`GEO_PROVIDER must be 'offline' or 'dadata', got ${name}`);
  const apiKey = env.DADATA_API_KEY?.trim();
  if (!apiKey) throw new Error('GEO_PROVIDER=dadata needs DADATA_API_KEY');
  const baseUrl = (env.DADATA_BASE_URL || DEFAULT_DADATA_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new Error(`DADATA_BASE_URL must be an http(s) address, got ${baseUrl}`);
  return { name, apiKey, baseUrl };
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
      ? createDadataGeo({ ...config.provider, timeoutMs: config.timeoutMs, cache: config.cache, now: deps.now, log: deps.log, onCacheLookup: deps.onCacheLookup })
      : createOfflineGeo();
  return { geo, limiter: createIpRateLimiter({ limit: config.lookupsPerMinutePerIp, windowMs: 60_000, now: deps.now }) };
}

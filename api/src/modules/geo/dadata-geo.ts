// The DaData Suggestions adapter of the geo port: suggest, geolocate and findById for addresses
// (https://dadata.ru/api/suggest/address/, /api/geolocate/, /api/find-address/), with a time limit
// and an in-memory LRU cache of answers, since the same prefixes are typed over and over.
import type { AddressData, AddressSuggestion } from '@povar/shared-kit/contracts';
import { GeoUnavailableError, type AddressLocation, type GeoPort } from './geo.port.ts';

export const DEFAULT_DADATA_BASE_URL = 'https://suggestions.dadata.ru';
const API_PATH = '/suggestions/api/4_1/rs';

export interface DadataGeoOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  cache: { maxEntries: number; ttlMs: number };
  /** Told of every lookup in the answers' cache, hit or miss (the metrics). */
  onCacheLookup?: (hit: boolean) => void;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/** A bounded map that forgets the least recently used entry and anything older than its TTL. */
export function createLruCache<V>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }, now: () => Date) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now().getTime()) return undefined;
      entries.set(key, entry); // most recently used goes last
      return entry.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now().getTime() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

const DATA_FIELDS = [
  'postal_code',
  'country',
  'region_fias_id',
  'region_with_type',
  'region_type',
  'region',
  'city_fias_id',
  'city_with_type',
  'city_type',
  'city',
  'settlement_fias_id',
  'settlement_with_type',
  'settlement',
  'street_fias_id',
  'street_with_type',
  'street_type',
  'street',
  'house_fias_id',
  'house_type',
  'house',
  'block_type',
  'block',
  'fias_id',
  'fias_level',
  'kladr_id',
  'geo_lat',
  'geo_lon',
  'qc_geo',
] as const satisfies ReadonlyArray<keyof AddressData>;

/** Their `data` reduced to our fields; numbers (should they ever come) as strings, like the rest. */
function toSuggestion(raw: unknown): AddressSuggestion | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { value, unrestricted_value: unrestricted, data } = raw as Record<string, unknown>;
  if (typeof value !== 'string' || typeof data !== 'object' || data === null) return undefined;
  const source = data as Record<string, unknown>;
  const mapped = Object.fromEntries(
    DATA_FIELDS.map((field) => {
      const fieldValue = source[field];
      return [field, typeof fieldValue === 'string' || typeof fieldValue === 'number' ? String(fieldValue) : null];
    }),
  ) as AddressData;
  return { value, unrestricted_value: typeof unrestricted === 'string' ? unrestricted : value, data: mapped };
}

const toDadataLocation = (location: AddressLocation) =>
  Object.fromEntries(
    Object.entries({
      region_fias_id: location.regionFiasId,
      city_fias_id: location.cityFiasId,
      settlement_fias_id: location.settlementFiasId,
      street_fias_id: location.streetFiasId,
    }).filter(([, id]) => id !== undefined),
  );

export function createDadataGeo(options: DadataGeoOptions): GeoPort {
  const cache = createLruCache<AddressSuggestion[]>(options.cache, options.now);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function call(method: 'suggest/address' | 'geolocate/address' | 'findById/address', body: object): Promise<AddressSuggestion[]> {
    const key = `${method} ${JSON.stringify(body)}`;
    const cached = cache.get(key);
    options.onCacheLookup?.(cached !== undefined);
    if (cached) return cached;
    const fail = (details: object, reason: string, cause?: unknown): never => {
      options.log.warn({ provider: 'dadata', method, ...details }, `address lookup failed: ${reason}`);
      throw new GeoUnavailableError(`DaData did not answer ${method}: ${reason}`, { cause });
    };
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${API_PATH}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return fail({ err: error }, 'no answer in time');
    }
    if (!response.ok) {
      await response.body?.cancel();
      return fail({ httpStatus: response.status }, 'refused');
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      return fail({ httpStatus: response.status }, 'the answer is not JSON', error);
    }
    const raw = (answer as { suggestions?: unknown } | null)?.suggestions;
    if (!Array.isArray(raw)) return fail({}, 'the answer has no suggestions');
    const suggestions = raw.map(toSuggestion).filter((suggestion) => suggestion !== undefined);
    cache.set(key, suggestions);
    return suggestions;
  }

  return {
    suggest(query, { count, bounds, locations }) {
      return call('suggest/address', {
        query,
        count,
        ...(bounds ? { from_bound: { value: bounds.from }, to_bound: { value: bounds.to } } : {}),
        ...(locations && locations.length > 0 ? { locations: locations.map(toDadataLocation), restrict_value: true } : {}),
      });
    },
    geolocate(lat, lon, { count, radiusMetres }) {
      return call('geolocate/address', { lat, lon, count, radius_meters: radiusMetres });
    },
    findById(fiasId) {
      return call('findById/address', { query: fiasId });
    },
  };
}

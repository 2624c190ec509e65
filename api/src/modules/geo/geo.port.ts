// The geo port: address suggestions, reverse lookup and lookup by FIAS id, in DaData's terms and
// shape. Two adapters: offline-geo.ts (embedded default) and dadata-geo.ts (DaData Suggestions API).
import type { AddressSuggestion } from '@povar/shared-kit/contracts';

/** Granularity of an address, as DaData's from_bound/to_bound name it. */
export type AddressLevel = 'region' | 'city' | 'settlement' | 'street' | 'house';

/**
 * Narrows a search to one place. Entries are alternatives (DaData's `locations`): a suggestion
 * matches when it lies in any of them.
 */
export interface AddressLocation {
  regionFiasId?: string;
  cityFiasId?: string;
  settlementFiasId?: string;
  streetFiasId?: string;
}

export interface SuggestOptions {
  count: number;
  /** Only suggestions of these levels (inclusive); everything when absent. */
  bounds?: { from: AddressLevel; to: AddressLevel };
  locations?: AddressLocation[];
}

export interface GeolocateOptions {
  count: number;
  radiusMetres: number;
}

export interface GeoPort {
  suggest(query: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
  /** Addresses nearest to a point, nearest first. */
  geolocate(lat: number, lon: number, options: GeolocateOptions): Promise<AddressSuggestion[]>;
  /** The address with this FIAS id (any level); DaData answers a list, so do we. */
  findById(fiasId: string): Promise<AddressSuggestion[]>;
}

/** The port could not answer in time or at all; the API says 503. */
export class GeoUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeoUnavailableError';
  }
}

/**
 * Moscow, Saint Petersburg and Sevastopol: in the registry they are regions (FIAS level 1) with
 * no city of their own, so a search "within this city" has to filter by region FIAS id.
 * The ids are those of api/data/geo/city.csv (a test checks the file agrees).
 */
export const FEDERAL_CITY_FIAS_IDS: ReadonlySet<string> = new Set([
  '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', // Москва
  'c2deb16a-0330-4f05-821f-1d09c93331e6', // Санкт-Петербург
  '6fdecb78-893a-4e3f-a5ba-aa062459463b', // Севастополь
]);

/** The location filter for "within the place with this FIAS id", whatever level the place is. */
export function locationsWithin(placeFiasId: string): AddressLocation[] {
  if (FEDERAL_CITY_FIAS_IDS.has(placeFiasId)) return [{ regionFiasId: placeFiasId }];
  return [{ cityFiasId: placeFiasId }, { settlementFiasId: placeFiasId }];
}

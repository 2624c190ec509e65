// The address calls over the geo port: what each asks the port for, the served region
// each answer lies in, and the 503 when the port cannot answer.
import type { AddressSuggestion, GeoAddress } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { GeoRepository } from './geo.repository.ts';
import { GeoUnavailableError, locationsWithin, type GeoPort, type SuggestOptions } from './geo.port.ts';

/** Suggestions per answer (DaData's default; its maximum is 20). */
const SUGGESTIONS = 10;
/** How far from a point an address may be and still be "at" it (DaData's geolocate maximum). */
const REVERSE_RADIUS_METRES = 1_000;
const FIAS_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GEO_UNAVAILABLE_MESSAGE = 'Сервис адресов временно недоступен';

export function createGeoAddressesService(deps: { geo: GeoPort; mainCities: Pick<GeoRepository, 'listServedMainCities'> }) {
  const { geo, mainCities } = deps;

  async function withServedRegion(suggestions: AddressSuggestion[]): Promise<GeoAddress[]> {
    if (suggestions.length === 0) return [];
    const served = await mainCities.listServedMainCities();
    return suggestions.map((suggestion) => {
      const { city_fias_id: city, settlement_fias_id: settlement, region_fias_id: region } = suggestion.data;
      const ids = [city, settlement, region].filter((id) => id !== null).map((id) => id.toLowerCase());
      const mainCity = served.find((candidate) => ids.includes(candidate.fiasId.toLowerCase()));
      return { ...suggestion, mainCity: mainCity ? { id: mainCity.id, slug: mainCity.slug } : null };
    });
  }

  async function ask(call: () => Promise<AddressSuggestion[]>): Promise<GeoAddress[]> {
    let suggestions: AddressSuggestion[];
    try {
      suggestions = await call();
    } catch (error) {
      if (error instanceof GeoUnavailableError) throw new ApiError('unavailable', { message: GEO_UNAVAILABLE_MESSAGE, cause: error });
      throw error;
    }
    return withServedRegion(suggestions);
  }

  const suggest = (query: string, options: Partial<SuggestOptions> = {}) => ask(() => geo.suggest(query, { count: SUGGESTIONS, ...options }));
  const first = async (answers: Promise<GeoAddress[]>) => (await answers)[0] ?? null;

  return {
    addressByCoordinates: (lat: number, lon: number) => first(ask(() => geo.geolocate(lat, lon, { count: 1, radiusMetres: REVERSE_RADIUS_METRES }))),

    addressesByCoordinates: (lat: number, lon: number, count: number) => ask(() => geo.geolocate(lat, lon, { count, radiusMetres: REVERSE_RADIUS_METRES })),

    addressesByQuery: (query: string, cityFiasId?: string) => suggest(query, cityFiasId ? { locations: locationsWithin(cityFiasId.toLowerCase()) } : {}),

    citiesByQuery: (query: string) => suggest(query, { bounds: { from: 'city', to: 'settlement' } }),

    streetsByQuery: (query: string, cityFiasId: string) =>
      suggest(query, { bounds: { from: 'street', to: 'street' }, locations: locationsWithin(cityFiasId.toLowerCase()) }),

    housesByQuery: (query: string, streetFiasId: string) =>
      suggest(query, { bounds: { from: 'house', to: 'house' }, locations: [{ streetFiasId: streetFiasId.toLowerCase() }] }),

    addressSuggestions: (query: string) => suggest(query),

    /** The one address a query means: by FIAS id when it is one, otherwise the best suggestion. */
    addressInfo: (query: string) => first(FIAS_ID_RE.test(query) ? ask(() => geo.findById(query.toLowerCase())) : suggest(query, { count: 1 })),
  };
}

export type GeoAddressesService = ReturnType<typeof createGeoAddressesService>;

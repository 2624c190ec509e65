// Regions (main cities): the shapes the API answers with and the browser reads.
import { z } from 'zod';
import { REGION_SLUG_RE } from '../routes/table';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

/** A region slug as the URL carries it (the route table owns the rule). */
export const regionSlugSchema = z.string().regex(REGION_SLUG_RE);

/** A region the product serves; `timezone` is the UTC offset as the cities file gives it ("UTC+5"). */
export const mainCitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  fiasId: z.string(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
});
export type MainCity = z.infer<typeof mainCitySchema>;

export const mainCityBySlugParamsSchema = z.object({ slug: regionSlugSchema });
export const mainCityByIdParamsSchema = z.object({ cityId: integerIdParamSchema });

/** GET /api/geo/main-cities: the served regions, default region first. */
export const mainCitiesResponseSchema = envelopeSchema(z.array(mainCitySchema));
/** GET /api/geo/main-cities-by-slug/{slug} and /api/geo/main-cities-by-id/{cityId}. */
export const mainCityResponseSchema = envelopeSchema(mainCitySchema);

// Address lookups (the /api/geo calls). Answers keep DaData's suggestion shape (snake_case, coordinates as
// strings) whichever adapter serves them, so the client reads one format; `mainCity` is ours.

/** What a typed query may be: trimmed, not blank, not a paragraph. */
const addressQuerySchema = z.string().trim().min(1).max(300);
/** A FIAS (address registry) id: a UUID. */
export const fiasIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** A coordinate as a query string carries it ("65.534328"), within its range. */
const coordinateQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const nullableText = z.string().nullable();

/** The fields of DaData's `data` the product reads; the rest of theirs is dropped. Level codes: 1 region, 4 city, 6 settlement, 7 street, 8 house. */
export const addressDataSchema = z.object({
  postal_code: nullableText,
  country: nullableText,
  region_fias_id: nullableText,
  region_with_type: nullableText,
  region_type: nullableText,
  region: nullableText,
  city_fias_id: nullableText,
  city_with_type: nullableText,
  city_type: nullableText,
  city: nullableText,
  settlement_fias_id: nullableText,
  settlement_with_type: nullableText,
  settlement: nullableText,
  street_fias_id: nullableText,
  street_with_type: nullableText,
  street_type: nullableText,
  street: nullableText,
  house_fias_id: nullableText,
  house_type: nullableText,
  house: nullableText,
  block_type: nullableText,
  block: nullableText,
  fias_id: nullableText,
  fias_level: nullableText,
  kladr_id: nullableText,
  /** Degrees as strings ("57.153033"), as DaData gives them. */
  geo_lat: nullableText,
  geo_lon: nullableText,
  /** DaData's coordinate precision: 0 house, 1 nearest house, 2 street, 3 settlement, 4 city, 5 none. */
  qc_geo: nullableText,
});
export type AddressData = z.infer<typeof addressDataSchema>;

/** One DaData suggestion. */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string(),
  data: addressDataSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** A suggestion plus the served region it lies in (null outside them): the client sets mainCityId from it. */
export const geoAddressSchema = addressSuggestionSchema.extend({
  mainCity: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
});
export type GeoAddress = z.infer<typeof geoAddressSchema>;

/** GET /api/geo/address-by-coordinates?lat&lon */
export const addressByCoordinatesQuerySchema = z.object({ lat: coordinateQuery(-90, 90), lon: coordinateQuery(-180, 180) });
/** GET /api/v2/geo/addresses-by-coordinates?lat&lon[&count] */
export const addressesByCoordinatesQuerySchema = addressByCoordinatesQuerySchema.extend({
  count: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(20))
    .default(5),
});
/** GET /api/geo/addresses-by-query?query[&cityFiasId] */
export const addressesByQueryQuerySchema = z.object({ query: addressQuerySchema, cityFiasId: fiasIdSchema.optional() });
/** GET /api/geo/city-by-query/?query, /api/geo/address/suggestion?query, /api/geo/address/info?query */
export const addressQueryQuerySchema = z.object({ query: addressQuerySchema });
/** GET /api/geo/street-by-query/?query&fiasId (the city's) and /api/geo/house-by-query/?query&fiasId (the street's) */
export const addressQueryWithinQuerySchema = z.object({ query: addressQuerySchema, fiasId: fiasIdSchema });

/** Lists of suggestions, best first. */
export const geoAddressesResponseSchema = envelopeSchema(z.array(geoAddressSchema));
/** One address or null when there is none (nothing near the point, nothing matches). */
export const geoAddressResponseSchema = envelopeSchema(geoAddressSchema.nullable());

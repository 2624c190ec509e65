// Regions (main cities): the shapes the API answers with and the browser reads (spec 7, geo calls).
import { z } from 'zod';
import { REGION_SLUG_RE } from '../routes/table';
import { envelopeSchema } from './envelope';

/** A region slug as the URL carries it (the route table owns the rule). */
export const regionSlugSchema = z.string().regex(REGION_SLUG_RE);

/** Largest id a PostgreSQL `integer` column holds; bigger ids cannot exist, so they are invalid input. */
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A positive integer id as it arrives in a path segment ("956"): digits only, so "1.5", "1e3",
 * " 7" and "0x10" are rejected rather than coerced.
 */
export const integerIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_INTEGER_ID));

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

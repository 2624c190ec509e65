// Regions (main cities): the shapes the API answers with and the browser reads (spec 7, geo calls).
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

// The cooks map's API: the query for the cooks around a point, its bounds, and the clustered points it answers with.
import { z } from 'zod';
import { imageSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

/** [longitude, latitude], the order map centres are given in. */
export type LonLat = readonly [lon: number, lat: number];

/** The widest circle one call covers, in metres, and the default when none is asked for. */
export const MAP_RADIUS_MAX_METRES = 50_000;
export const MAP_RADIUS_MIN_METRES = 100;
/** At most this many cooks per answer, nearest first; `truncated` says when more were in the circle. */
export const MAP_POINTS_LIMIT = 500;

/** A coordinate as a query string carries it ("65.534328"), within its range. */
const coordinateQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/**
 * GET /api/map/cooks: the active cooks of a region nearest to a point, within a radius.
 * `cityId` is the page's region; without it, the served region nearest to the point (or the
 * default region). Without `lon`+`lat` the point is the region's centre.
 */
export const mapCooksQuerySchema = z
  .object({
    lon: coordinateQuery(-180, 180).optional(),
    lat: coordinateQuery(-85, 85).optional(),
    /** Metres. */
    radius: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .pipe(z.number().int().min(MAP_RADIUS_MIN_METRES).max(MAP_RADIUS_MAX_METRES))
      .default(MAP_RADIUS_MAX_METRES),
    cityId: integerIdParamSchema.optional(),
  })
  .refine((query) => (query.lon === undefined) === (query.lat === undefined), {
    message: 'Укажите обе координаты: lon и lat',
    path: ['lat'],
  });
export type MapCooksQuery = z.infer<typeof mapCooksQuerySchema>;

const lonLatSchema = z.tuple([z.number(), z.number()]);

/** A clustered point: a cook with what the map's card shows. */
export const mapCookPointSchema = z.object({
  id: z.number().int(),
  geometry: z.object({ type: z.literal('Point'), coordinates: lonLatSchema }),
  properties: z.object({
    name: z.string(),
    avatar: imageSchema.nullable(),
    speciality: z.object({ slug: z.string(), title: z.string() }).nullable(),
    rating: z.number(),
    reviewsCount: z.number().int(),
    passportVerified: z.boolean(),
    sanitaryVerified: z.boolean(),
    /** Kopecks. */
    deliveryCost: z.number().int(),
    /** Whether the cook delivers at all; a zero cost with this true is free delivery. */
    delivers: z.boolean(),
    /** Metres from the point asked about. */
    distance: z.number().int().optional(),
  }),
});
export type MapCookPoint = z.infer<typeof mapCookPointSchema>;

export const mapCooksSchema = z.object({
  /** The point the cooks were measured from, [lon, lat]. */
  center: lonLatSchema,
  /** Metres. */
  radius: z.number().int(),
  regionId: z.number().int(),
  points: z.array(mapCookPointSchema),
  /** More cooks were within the radius than MAP_POINTS_LIMIT: the farthest were left out. */
  truncated: z.boolean(),
});
export type MapCooks = z.infer<typeof mapCooksSchema>;

export const mapCooksResponseSchema = envelopeSchema(mapCooksSchema);

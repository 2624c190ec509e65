// The catalogue: dish and cook cards, dish detail, filters and sorts, listing and search queries and their answers.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

/** One picture in every format the browser may pick from; paths are served under /api/files. */
export const imageSchema = z.object({
  webp: z.string(),
  png: z.string().optional(),
  jpg: z.string(),
  src: z.string(),
  original: z.string(),
  size: z.object({ width: z.number().int(), height: z.number().int() }),
});
export type Image = z.infer<typeof imageSchema>;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 48;

export const SORT_FIELDS = ['distance', 'price', 'rating', 'new'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const slugSchema = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** "a,b,c" → ['a','b','c']; empty pieces dropped, each piece a slug. */
const slugListSchema = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((piece) => piece.trim())
      .filter(Boolean),
  )
  .pipe(z.array(slugSchema).max(50));

/** Digits as a query string carries them, bounded: "1" … "99999". */
export const positiveIntQuery = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/**
 * A price filter in roubles. Prices are kept in kopecks in an `integer` column, so a bound past
 * what that holds (21 474 836,47 ₽) cannot match anything, and multiplied by 100 it would not even
 * fit the query's parameter (PostgreSQL refused it: a 500).
 */
const MAX_PRICE_ROUBLES = Math.floor(2_147_483_647 / 100);
const priceRoublesQuery = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_PRICE_ROUBLES));

/** Coordinates arrive as strings, as the delivery location carries them. */
const coordinateQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/**
 * Where the visitor is: `lon`+`lat` of the delivery address when known, otherwise
 * `cityId` of the region. Without either the default region (956) applies.
 */
export const locationQueryShape = {
  lon: coordinateQuery(-180, 180).optional(),
  lat: coordinateQuery(-90, 90).optional(),
  cityId: integerIdParamSchema.optional(),
};

export const bothCoordinatesOrNone = (query: { lon?: number; lat?: number }) => (query.lon === undefined) === (query.lat === undefined);
export const COORDINATES_PAIR_MESSAGE = { message: 'Укажите обе координаты: lon и lat', path: ['lat'] };

const listingQueryShape = {
  page: positiveIntQuery(100_000).default(1),
  perPage: positiveIntQuery(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sort: z.enum(SORT_FIELDS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  /** The category of /menu/{slug} or /cooks/{slug}. */
  category: slugSchema.optional(),
  /** A main-page compilation's slug. */
  compilation: slugSchema.optional(),
  categories: slugListSchema.optional(),
  q: z.string().trim().max(100).optional(),
  ...locationQueryShape,
};

/** GET /api/catalog/dishes */
export const dishListQuerySchema = z
  .object({
    ...listingQueryShape,
    /** Whole roubles, as the price range inputs show them. */
    priceMin: priceRoublesQuery.optional(),
    priceMax: priceRoublesQuery.optional(),
    preferences: slugListSchema.optional(),
  })
  .refine(bothCoordinatesOrNone, COORDINATES_PAIR_MESSAGE);
export type DishListQuery = z.infer<typeof dishListQuerySchema>;

/** GET /api/catalog/cooks */
export const cookListQuerySchema = z
  .object({ ...listingQueryShape, specialities: slugListSchema.optional() })
  .refine(bothCoordinatesOrNone, COORDINATES_PAIR_MESSAGE);
export type CookListQuery = z.infer<typeof cookListQuerySchema>;

/** GET /api/catalog/search */
export const catalogSearchQuerySchema = z
  .object({ q: z.string().trim().min(2).max(100), ...locationQueryShape })
  .refine(bothCoordinatesOrNone, COORDINATES_PAIR_MESSAGE);
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuerySchema>;

export const dishDetailParamsSchema = z.object({ id: integerIdParamSchema });
/** GET /api/catalog/dishes/{id}: the location only, for the cook's distance. */
export const dishDetailQuerySchema = z.object(locationQueryShape).refine(bothCoordinatesOrNone, COORDINATES_PAIR_MESSAGE);

export const filterItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** How many rows the listing would have with this item checked (the other filters kept). */
  total: z.number().int(),
  slug: z.string(),
  checked: z.boolean(),
  /**
   * true: not counted to the end (a text search matching more than the server counts live), so
   * `total` is a lower bound: there are at least that many, maybe more. false: `total` is exact.
   */
  totalIsCapped: z.boolean(),
});

/** A filter's definition (label, type, items, range); `range` is in whole roubles. */
export const filterDefinitionSchema = z.object({
  label: z.string(),
  type: z.enum(['checkbox', 'tags']),
  items: z.array(filterItemSchema),
  range: z.object({ min: z.number(), max: z.number(), curMin: z.number(), curMax: z.number() }).optional(),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const sortOptionSchema = z.object({
  field: z.enum(SORT_FIELDS),
  order: z.enum(SORT_ORDERS),
  name: z.string(),
  disabled: z.boolean(),
  tooltip: z.string(),
});
export type SortOption = z.infer<typeof sortOptionSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});

/**
 * A catalogue listing's pages. `totalIsCapped` true: the server stopped counting (a text search with
 * more matches than it counts live), so `total` is a lower bound ('не менее 100') and `lastPage`
 * covers only that many rows; false: both are exact. The catalogue always sends it; it is optional
 * so that other paged answers typed like a listing's (the favourites) still fit, and absent means exact.
 */
export const listingPaginationSchema = paginationSchema.extend({ totalIsCapped: z.boolean().optional() });

const titledSlugSchema = z.object({ slug: z.string(), title: z.string() });

export const cookCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: imageSchema.nullable(),
  speciality: titledSlugSchema.nullable(),
  /** Years. */
  experience: z.number().int(),
  address: z.string(),
  about: z.string(),
  registerDate: z.string(),
  /** Metres from the given location; null without one. */
  distance: z.number().int().nullable(),
  passportVerified: z.boolean(),
  sanitaryVerified: z.boolean(),
  /** "HH:MM", local time the cook starts taking orders. */
  workAvailableAt: z.string().nullable(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  /** Kopecks. */
  deliveryCost: z.number().int(),
  /** Whether the cook delivers at all; a zero cost with this true is free delivery. */
  delivers: z.boolean(),
  mainCity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type CookCard = z.infer<typeof cookCardSchema>;

export const dishCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: imageSchema.nullable(),
  /** Grams. */
  weight: z.number().int(),
  weightUnit: z.string(),
  quantity: z.number().int(),
  quantityUnit: z.string(),
  /** Kopecks. */
  price: z.number().int(),
  category: titledSlugSchema,
  cook: z.object({ id: z.number().int(), name: z.string(), avatar: imageSchema.nullable(), rating: z.number() }),
  /** Metres from the given location to the cook; null without one. */
  distance: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DishCard = z.infer<typeof dishCardSchema>;

export const dishDetailSchema = dishCardSchema.omit({ cook: true }).extend({
  previewText: z.string(),
  images: z.array(imageSchema),
  /** Minutes. */
  cookingTime: z.number().int(),
  calories: z.number(),
  proteins: z.number(),
  fats: z.number(),
  carbohydrates: z.number(),
  preferences: z.array(titledSlugSchema),
  otherPreferences: z.string(),
  cook: cookCardSchema,
});
export type DishDetail = z.infer<typeof dishDetailSchema>;

const listingSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    /** The category asked for with `category` (its title heads the page, 'Супы'); null without one. */
    category: titledSlugSchema.nullable(),
    items: z.array(item),
    pagination: listingPaginationSchema,
    filters: z.record(z.string(), filterDefinitionSchema),
    sorts: z.array(sortOptionSchema),
    /** The sort applied (the default one when none was asked for). */
    sort: z.object({ field: z.enum(SORT_FIELDS), order: z.enum(SORT_ORDERS) }),
  });

export const dishListSchema = listingSchema(dishCardSchema);
export type DishList = z.infer<typeof dishListSchema>;
export const cookListSchema = listingSchema(cookCardSchema);
export type CookList = z.infer<typeof cookListSchema>;
export const catalogSearchResultSchema = z.object({ dishes: z.array(dishCardSchema), cooks: z.array(cookCardSchema) });
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;

export const dishListResponseSchema = envelopeSchema(dishListSchema);
export const cookListResponseSchema = envelopeSchema(cookListSchema);
export const dishDetailResponseSchema = envelopeSchema(dishDetailSchema);
export const catalogSearchResponseSchema = envelopeSchema(catalogSearchResultSchema);

// The cook page, the cook's reviews
// and favourites. The paths and methods of these calls are ours:
// GET /api/cooks/{id}, GET|POST /api/cooks/{id}/reviews, POST /api/reviews/{id}/answer and
// /api/profiles/favorites/… (docs/decisions.md "The cook page").
import { z } from 'zod';
import { cookCardSchema, cookListQuerySchema, dishCardSchema, dishDetailQuerySchema, imageSchema, paginationSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

/** 'Page not found': an unknown or hidden cook. */
export const COOK_NOT_FOUND_MESSAGE = 'Page not found';

/** The first menu section, the cook's own compilation (cooks fill it in their cabinet). */
export const RECOMMENDED_SECTION_ID = 'recommended';
export const RECOMMENDED_SECTION_TITLE = 'Повар рекомендует';

/**
 * The day of the next opening (workAvailableAt is its time): the cook's local date and how many
 * days ahead of the cook's today it is, so the page can say 'завтра' or the date (docs/decisions.md
 * 'Schedule and time slots').
 */
export const workAvailableDaySchema = z.object({
  /** 'YYYY-MM-DD', the cook's local date. */
  date: z.string(),
  /** 0 today, 1 tomorrow. */
  daysAhead: z.number().int().min(0),
});
export type WorkAvailableDay = z.infer<typeof workAvailableDaySchema>;

/**
 * The cook (cookData): a catalogue card plus whether the signed-in user keeps it in favourites,
 * and the day of the next opening (null when none comes within two weeks, or unknown).
 */
export const cookDataSchema = cookCardSchema.extend({ isFavorite: z.boolean(), workAvailableDay: workAvailableDaySchema.nullable() });
export type CookData = z.infer<typeof cookDataSchema>;

/** A menu section: 'recommended' first when the cook has one, then the categories by their slug. */
export const cookMenuSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  dishes: z.array(dishCardSchema),
});
export type CookMenuSection = z.infer<typeof cookMenuSectionSchema>;

/** 'Дипломы и сертификаты': pictures open in the viewer, PDF and DOC files show as icons. */
export const certificateSchema = z.object({
  id: z.number().int(),
  /** Where the file is: the picture's original, or the document itself. */
  href: z.string(),
  extension: z.enum(['jpg', 'png', 'webp', 'pdf', 'doc', 'docx']),
  name: z.string(),
  /** The picture's sizes; null for a document. */
  image: imageSchema.nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What the cook page shows: the cook, the menu, kitchen photos, the reviews count, certificates. */
export const cookPageSchema = z.object({
  cookData: cookDataSchema,
  dishes: z.array(cookMenuSectionSchema),
  kitchenPhotos: z.array(imageSchema),
  reviewsCount: z.number().int(),
  /** Decided on the server: the user has a completed order from this cook without a review yet. */
  canAddReview: z.boolean(),
  certificates: z.array(certificateSchema),
});
export type CookPage = z.infer<typeof cookPageSchema>;

export const cookPageParamsSchema = z.object({ id: integerIdParamSchema });
/** The delivery location, for the cook's distance and the dishes' (cityId, lon, lat). */
export const cookPageQuerySchema = dishDetailQuerySchema;
export const cookPageResponseSchema = envelopeSchema(cookPageSchema);

/** A review, plus the cook's one answer (ours: docs/decisions.md). Dates are ISO strings. */
export const reviewSchema = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), avatar: imageSchema.nullable() }),
  /** 1-5. */
  rating: z.number().int(),
  text: z.string(),
  date: z.string(),
  images: z.array(imageSchema),
  answer: z.object({ text: z.string(), date: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEWS_PAGE_SIZE = 10;
/** GET /api/cooks/{id}/reviews?page&perPage: newest first. */
export const reviewListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(1),
  perPage: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .default(REVIEWS_PAGE_SIZE),
});
/** A page of reviews: {items[], pagination {total, perPage}} (ours also carries page and lastPage). */
export const reviewListSchema = z.object({ items: z.array(reviewSchema), pagination: paginationSchema });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewListResponseSchema = envelopeSchema(reviewListSchema);

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_IMAGES_MAX = 5;
/** The photo size limit, in megabytes (of 1024 × 1024 bytes). */
export const REVIEW_IMAGE_MAX_MB = 10;
export const REVIEW_LABELS = { rating: 'Оценка', reviewText: 'Отзыв', images: 'Фотографии' } as const;
export const REVIEW_NOT_ALLOWED_MESSAGE = 'Оставить отзыв можно после выполненного заказа у этого повара';

/**
 * POST /api/cooks/{id}/reviews, multipart: `rating` ('1'…'5'), `reviewText` (the review's
 * text), up to 5 `images` (PNG/JPEG/WEBP, re-encoded, metadata stripped). Answers the review.
 */
export const reviewFieldsSchema = z.object({
  rating: z
    .string({ error: 'Поставьте оценку' })
    .regex(/^[1-5]$/, 'Поставьте оценку от 1 до 5')
    .transform(Number),
  reviewText: z.string({ error: 'Напишите отзыв' }).trim().min(1, 'Напишите отзыв').max(REVIEW_TEXT_MAX_LENGTH, `Не больше ${REVIEW_TEXT_MAX_LENGTH} символов`),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
export const reviewResponseSchema = envelopeSchema(reviewSchema);

export const REVIEW_ANSWER_MAX_LENGTH = 1000;
/** POST /api/reviews/{id}/answer {text}: the cook answers a review of theirs, once. */
export const reviewAnswerRequestSchema = z.object({
  text: z.string({ error: 'Напишите ответ' }).trim().min(1, 'Напишите ответ').max(REVIEW_ANSWER_MAX_LENGTH, `Не больше ${REVIEW_ANSWER_MAX_LENGTH} символов`),
});
export const reviewParamsSchema = z.object({ id: integerIdParamSchema });

/** GET /api/profiles/favorites/ids: what the signed-in user keeps, to mark cards and pages. */
export const favoriteIdsSchema = z.object({ cooks: z.array(z.number().int()), dishes: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
export const favoriteIdsResponseSchema = envelopeSchema(favoriteIdsSchema);
/**
 * PUT /api/profiles/favorites/{kind}/{id} adds, DELETE removes; both idempotent and answer the
 * new state. `kind` is 'cooks' or 'dishes'.
 */
export const favoriteParamsSchema = z.object({ kind: z.enum(['cooks', 'dishes']), id: integerIdParamSchema });
export const favoriteStateResponseSchema = envelopeSchema(z.object({ isFavorite: z.boolean() }));
/** GET /api/profiles/favorites/cooks|dishes?page&perPage[&cityId&lon&lat]: the catalogue's paging and location. */
export const favoriteListQuerySchema = dishDetailQuerySchema.safeExtend({
  page: cookListQuerySchema.shape.page,
  perPage: cookListQuerySchema.shape.perPage,
});
/** Catalogue cards, newest kept first. */
export const favoriteCooksResponseSchema = envelopeSchema(z.object({ items: z.array(cookCardSchema), pagination: paginationSchema }));
export const favoriteDishesResponseSchema = envelopeSchema(z.object({ items: z.array(dishCardSchema), pagination: paginationSchema }));

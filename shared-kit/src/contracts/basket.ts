// The basket and its calls: one basket per cook, rows with
// the price read from the database at answer time, and info.count (all pieces) for the header
// badge. A signed-in user's basket is theirs; a guest's is their session's alone, moved into the
// user's basket once on sign-in (our merge-guest call, docs/decisions.md 'Basket').
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import {
  bothCoordinatesOrNone,
  COORDINATES_PAIR_MESSAGE,
  dishCardSchema,
  imageSchema,
  locationQueryShape,
  paginationSchema,
  positiveIntQuery,
} from './catalog';
import { BASKET_COUNT_LIMIT_MESSAGE, MAX_BASKET_DISH_COUNT, UPSELL_PER_PAGE_DEFAULT, UPSELL_PER_PAGE_MAX } from './basket-limits';
import { envelopeSchema } from './envelope';

export * from './basket-limits';

const LABEL = { dishId: 'Блюдо', cookId: 'Повар', count: 'Количество' } as const;
const MAX_INTEGER_ID = 2_147_483_647;

/** A positive integer id, as a number or a string of digits. */
const idField = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ],
      { error: validationMessages.required(label) },
    )
    .pipe(
      z
        .number({ error: validationMessages.invalid(label) })
        .int(validationMessages.invalid(label))
        .min(1, validationMessages.invalid(label))
        .max(MAX_INTEGER_ID, validationMessages.invalid(label)),
    );

/** 0 removes the dish; 1…99 is the new count (not added to the old one, so a retried call is harmless). */
const countField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    { error: validationMessages.required(LABEL.count) },
  )
  .pipe(
    z
      .number({ error: validationMessages.integer(LABEL.count) })
      .int(validationMessages.integer(LABEL.count))
      .min(0, validationMessages.minDecimal(0, LABEL.count))
      .max(MAX_BASKET_DISH_COUNT, BASKET_COUNT_LIMIT_MESSAGE),
  );

/** POST /api/basket/set-count. Only these fields are read: a price or owner in the body is ignored. */
export const basketSetCountRequestSchema = z.object({ dishId: idField(LABEL.dishId), count: countField });
export type BasketSetCountRequest = z.infer<typeof basketSetCountRequestSchema>;

/** POST /api/basket/clear: drops every row of this cook's basket. */
export const basketClearRequestSchema = z.object({ cookId: idField(LABEL.cookId) });
export type BasketClearRequest = z.infer<typeof basketClearRequestSchema>;

/** POST /api/basket/remove: drops one dish. */
export const basketRemoveRequestSchema = z.object({ dishId: idField(LABEL.dishId) });
export type BasketRemoveRequest = z.infer<typeof basketRemoveRequestSchema>;

/** What a basket popup shows of the cook: who, the delivery cost, and the region for 'Перейти'. */
export const basketCookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: imageSchema.nullable(),
  /** Kopecks. */
  deliveryCost: z.number().int(),
  /** Whether the cook delivers at all; a zero cost with this true is free delivery. */
  delivers: z.boolean(),
  mainCity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});

export const basketRowSchema = z.object({
  dish: dishCardSchema,
  count: z.number().int().min(1).max(MAX_BASKET_DISH_COUNT),
  /** Kopecks, the dish's price now (the same as dish.price). */
  price: z.number().int(),
  /** price × count, kopecks. */
  sum: z.number().int(),
});
export type BasketRow = z.infer<typeof basketRowSchema>;

/** One cook's basket: one order. */
export const cookBasketSchema = z.object({
  cook: basketCookSchema,
  /** In the order the dishes were first added. */
  rows: z.array(basketRowSchema),
  /** The rows' sums, kopecks, without delivery. */
  total: z.number().int(),
});
export type CookBasket = z.infer<typeof cookBasketSchema>;

export const basketSchema = z.object({
  /** basketsByCook: cooks in the order their first dish was added; hidden dishes and paused cooks left out. */
  items: z.array(cookBasketSchema),
  /** count: every piece of every row shown (the header badge). */
  info: z.object({ count: z.number().int() }),
});
export type Basket = z.infer<typeof basketSchema>;

export const basketResponseSchema = envelopeSchema(basketSchema);
/** POST /api/basket/merge-guest: the user's basket after the merge, and whether this call moved anything. */
export const mergeGuestBasketResponseSchema = envelopeSchema(basketSchema.extend({ merged: z.boolean() }));

/** GET /api/upsell?cookId&page&perPage[&lon&lat] */
export const upsellQuerySchema = z
  .object({
    cookId: idField(LABEL.cookId),
    page: positiveIntQuery(1000).default(1),
    perPage: positiveIntQuery(UPSELL_PER_PAGE_MAX).default(UPSELL_PER_PAGE_DEFAULT),
    ...locationQueryShape,
  })
  .refine(bothCoordinatesOrNone, COORDINATES_PAIR_MESSAGE);
export type UpsellQuery = z.infer<typeof upsellQuerySchema>;

/** More of the same cook's dishes (each cook's basket is one order): the cook's own compilation first, then the newest; what the caller's basket holds is left out. */
export const upsellSchema = z.object({
  title: z.string(),
  items: z.array(dishCardSchema),
  pagination: paginationSchema,
});
export type Upsell = z.infer<typeof upsellSchema>;
export const upsellResponseSchema = envelopeSchema(upsellSchema);

/**
 * POST /api/orders/{id}/repeat ('Повторить заказ'): the order's dishes go back into the
 * customer's basket (added to what is there, at most 99 of a dish); `unavailable` names the
 * dishes that cannot be ordered any more (deleted, hidden, or the cook has paused).
 */
export const repeatOrderSchema = z.object({
  basket: basketSchema,
  /** How many of the order's lines went back into the basket. */
  added: z.number().int(),
  unavailable: z.array(z.string()),
});
export type RepeatOrderAnswer = z.infer<typeof repeatOrderSchema>;
export const repeatOrderResponseSchema = envelopeSchema(repeatOrderSchema);

// Promo-code rules: a code (any case) gives a percentage or a fixed sum off the dishes (never off
// delivery, never more than the dishes) while it is active and within its dates, for orders from
// its minimum sum, of every cook or its one cook, once per customer. The checkout checks the code
// and records its use in the order's transaction; a cancelled order gives the use back.
import {
  normalizePromoCode,
  PROMO_ALREADY_USED_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_NOT_FOUND_MESSAGE,
  PROMO_NOT_STARTED_MESSAGE,
  PROMO_OTHER_COOK_MESSAGE,
  promoMinSumMessage,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import { deletePromoUseOfOrder, findPromoCode, hasUsedPromoCode, insertPromoUse, type PromoCodeRow, type PromoDb } from './promo.repository.ts';

export interface PromoCheckInput {
  code: string;
  customerId: number;
  cookId: number;
  /** Kopecks: the dishes of the order, without delivery. */
  dishesSum: number;
  now: Date;
}

export type PromoCheckResult = { ok: true; promoCodeId: number; code: string; discount: number } | { ok: false; message: string };

/** Kopecks off `dishesSum`: a percentage rounded down to the kopeck, or the fixed sum, never more than the dishes. */
export function promoDiscount(promo: Pick<PromoCodeRow, 'discountPercent' | 'discountAmount'>, dishesSum: number): number {
  if (promo.discountPercent !== null) return Math.floor((dishesSum * promo.discountPercent) / 100);
  return Math.min(promo.discountAmount ?? 0, dishesSum);
}

async function checkPromoCodeIn(db: Pick<Orm, 'select'>, input: PromoCheckInput): Promise<PromoCheckResult> {
  const promo = await findPromoCode(db, normalizePromoCode(input.code));
  if (!promo || !promo.active) return { ok: false, message: PROMO_NOT_FOUND_MESSAGE };
  if (promo.cookId !== null && promo.cookId !== input.cookId) return { ok: false, message: PROMO_OTHER_COOK_MESSAGE };
  if (promo.validFrom && input.now < promo.validFrom) return { ok: false, message: PROMO_NOT_STARTED_MESSAGE };
  if (promo.validTo && input.now > promo.validTo) return { ok: false, message: PROMO_EXPIRED_MESSAGE };
  if (await hasUsedPromoCode(db, promo.id, input.customerId)) return { ok: false, message: PROMO_ALREADY_USED_MESSAGE };
  if (input.dishesSum < promo.minSum) return { ok: false, message: promoMinSumMessage(promo.minSum) };
  return { ok: true, promoCodeId: promo.id, code: promo.code, discount: promoDiscount(promo, input.dishesSum) };
}

/**
 * Records the use in the checkout's transaction. A second use by the customer (two checkouts at
 * once included: the unique key makes the later one wait and find the first) is a 400 with
 * 'Вы уже использовали этот промокод', which rolls the checkout back.
 */
export async function recordPromoUse(tx: PromoDb, use: { promoCodeId: number; customerId: number; orderId: number; now: Date }): Promise<void> {
  if (!(await insertPromoUse(tx, use))) throw new ApiError('validation', { message: PROMO_ALREADY_USED_MESSAGE, errors: [PROMO_ALREADY_USED_MESSAGE] });
}

/** A cancelled order gives its promo code back to the customer; in the cancelling transaction. */
export async function releasePromoUse(tx: PromoDb, orderId: number): Promise<void> {
  await deletePromoUseOfOrder(tx, orderId);
}

export function createPromoService(orm: Orm) {
  return {
    /**
     * Whether the code applies to this customer's order from this cook now, and the discount; the
     * refusal's text is for people. Pass the checkout's transaction to read within it.
     */
    checkPromoCode: (input: PromoCheckInput, tx?: Pick<Orm, 'select'>): Promise<PromoCheckResult> => checkPromoCodeIn(tx ?? orm, input),
    recordPromoUse,
    releasePromoUse,
  };
}

export type PromoService = ReturnType<typeof createPromoService>;

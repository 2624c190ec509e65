// Promo codes and their uses in the database: a code by its normalised text, whether a customer
// has used it, the use itself (once per customer by the unique key even when checkouts race), and
// the codes usable now for the lists customers see.
import { and, asc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { promoCodes, promoCodeUses } from '../../db/schema.ts';

/** The orm or a transaction (the checkout's). */
export type PromoDb = Pick<Orm, 'select' | 'insert' | 'delete'>;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** `code` normalised (normalizePromoCode): codes are stored that way. */
export async function findPromoCode(db: Pick<Orm, 'select'>, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function hasUsedPromoCode(db: Pick<Orm, 'select'>, promoCodeId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoCodeUses.id })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.customerId, customerId)));
  return row !== undefined;
}

/** False when the customer already has a use of the code (a concurrent checkout waits for the first and then gets false). */
export async function insertPromoUse(db: PromoDb, use: { promoCodeId: number; customerId: number; orderId: number; now: Date }): Promise<boolean> {
  const inserted = await db
    .insert(promoCodeUses)
    .values({ promoCodeId: use.promoCodeId, customerId: use.customerId, orderId: use.orderId, createdAt: use.now })
    .onConflictDoNothing()
    .returning({ id: promoCodeUses.id });
  return inserted.length > 0;
}

export async function deletePromoUseOfOrder(db: PromoDb, orderId: number): Promise<void> {
  await db.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
}

/**
 * Codes usable at `now`: active and within their dates, for every cook or (given) that cook's own,
 * leaving out the ones the customer (given) has used; codes for every cook first, then by code.
 */
export async function listUsablePromoCodes(db: Pick<Orm, 'select'>, options: { now: Date; cookId?: number; customerId?: number }): Promise<PromoCodeRow[]> {
  const forCook: SQL | undefined =
    options.cookId !== undefined ? or(isNull(promoCodes.cookId), eq(promoCodes.cookId, options.cookId)) : isNull(promoCodes.cookId);
  const notUsed =
    options.customerId !== undefined
      ? notExists(
          db
            .select({ id: promoCodeUses.id })
            .from(promoCodeUses)
            .where(and(eq(promoCodeUses.promoCodeId, promoCodes.id), eq(promoCodeUses.customerId, options.customerId))),
        )
      : undefined;
  return db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.active, true),
        or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, options.now)),
        or(isNull(promoCodes.validTo), gt(promoCodes.validTo, options.now)),
        forCook,
        notUsed,
      ),
    )
    .orderBy(sql`${promoCodes.cookId} is not null`, asc(promoCodes.code));
}

// Promo codes and their uses in the database: a code by its normalised text, whether a customer
// has used it, and the use itself, once per customer by the unique key even when checkouts race.
import { and, eq } from 'drizzle-orm';
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

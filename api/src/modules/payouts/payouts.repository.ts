// Payouts in the database: the one payout a completed order gets (written inside the order's
// completing transaction, so both commit or neither; the unique order_id makes it once), a cook's
// payout and period totals, and the conditional status moves: a payout leaves 'pending' once,
// however many operators and adapter runs race for it.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cookPayoutDestinations, cooks, mainCities, orders, payouts } from '../../db/schema.ts';
import { computePayout, type PayoutRates } from './payout-arithmetic.ts';

/** The orm or one of its transactions (the orders module's, completing an order). */
export type PayoutsTx = Pick<Orm, 'select' | 'insert' | 'update'>;
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Writes the payout of a completed order inside the caller's transaction, with today's rates;
 * nothing when the order is not completed or already has one (a repeated call is harmless).
 */
export async function recordPayout(tx: PayoutsTx, orderId: number, rates: PayoutRates): Promise<void> {
  const [order] = await tx
    .select({
      cookId: orders.cookId,
      paymentType: orders.paymentType,
      dishesSum: orders.dishesSum,
      deliveryCost: orders.deliveryCost,
      discount: orders.discount,
      total: orders.total,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'completed')));
  if (!order?.completedAt) return;
  const figures = computePayout(order, rates);
  await tx
    .insert(payouts)
    .values({
      orderId,
      cookId: order.cookId,
      paymentType: order.paymentType,
      ...figures,
      commissionRate: rates.commissionRate,
      processingFeeRate: rates.processingFeeRate,
      completedAt: order.completedAt,
      createdAt: order.completedAt,
      updatedAt: order.completedAt,
    })
    .onConflictDoNothing({ target: payouts.orderId });
}

/** The order as a statement needs it: whose it is, its status, the cook's region's zone. */
export interface PayoutOrderInfo {
  orderId: number;
  status: string;
  cookUserId: number | null;
  timeZone: string;
}

export interface PayoutTotals {
  ordersCount: number;
  orderValue: number;
  commission: number;
  processingFee: number;
  receivedByCook: number;
  toPay: number;
  paid: number;
  pending: number;
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

export function createPayoutsRepository(db: Orm) {
  return {
    async findOrderInfo(orderId: number): Promise<PayoutOrderInfo | undefined> {
      const [row] = await db
        .select({ orderId: orders.id, status: orders.status, cookUserId: cooks.userId, timeZone: mainCities.timezone })
        .from(orders)
        .innerJoin(cooks, eq(cooks.id, orders.cookId))
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(eq(orders.id, orderId));
      return row;
    },

    /** The cook card the account runs, with its region's zone. */
    async findCookOfUser(userId: number): Promise<{ cookId: number; timeZone: string } | undefined> {
      const [row] = await db
        .select({ cookId: cooks.id, timeZone: mainCities.timezone })
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(eq(cooks.userId, userId));
      return row;
    },

    async findByOrder(orderId: number): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.orderId, orderId));
      return row;
    },

    async findPayout(id: number): Promise<(PayoutRow & { timeZone: string }) | undefined> {
      const [row] = await db
        .select({ payout: payouts, timeZone: mainCities.timezone })
        .from(payouts)
        .innerJoin(cooks, eq(cooks.id, payouts.cookId))
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(eq(payouts.id, id));
      return row && { ...row.payout, timeZone: row.timeZone };
    },

    /** A completed order that has no payout yet (completed before payouts existed): written now, once. */
    recordMissing: (orderId: number, rates: PayoutRates) => recordPayout(db, orderId, rates),

    /** Totals of the cook's payouts whose orders were completed in [from, to). */
    async totals(cookId: number, from: Date, to: Date): Promise<PayoutTotals> {
      const [row] = await db
        .select({
          ordersCount: sql<number>`count(*)::int`,
          orderValue: sumOf(payouts.orderValue),
          commission: sumOf(payouts.commission),
          processingFee: sumOf(payouts.processingFee),
          receivedByCook: sumOf(payouts.receivedByCook),
          toPay: sumOf(payouts.amount),
          paid: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)::int`,
          pending: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} <> 'paid'), 0)::int`,
        })
        .from(payouts)
        .where(and(eq(payouts.cookId, cookId), gte(payouts.completedAt, from), lt(payouts.completedAt, to)));
      return row ?? { ordersCount: 0, orderValue: 0, commission: 0, processingFee: 0, receivedByCook: 0, toPay: 0, paid: 0, pending: 0 };
    },

    /**
     * An operator marks it paid: from pending (never handed to YooKassa) or failed; undefined when
     * it had moved on, or the adapter holds it.
     */
    async markPaidByOperator(id: number, operatorId: number, now: Date): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set({ status: 'paid', paidAt: now, paidBy: 'operator', paidByUserId: operatorId, updatedAt: now })
        .where(and(eq(payouts.id, id), sql`(${payouts.status} = 'failed' or (${payouts.status} = 'pending' and ${payouts.idempotenceKey} is null))`))
        .returning();
      return row;
    },

    /**
     * Positive pending payouts of cooks with a payout destination, oldest first: what the adapter
     * sends (or asks about, when YooKassa has them already).
     */
    async listSendable(limit: number) {
      return db
        .select({ payout: payouts, payoutToken: cookPayoutDestinations.payoutToken })
        .from(payouts)
        .innerJoin(cookPayoutDestinations, eq(cookPayoutDestinations.cookId, payouts.cookId))
        .where(and(eq(payouts.status, 'pending'), sql`${payouts.amount} > 0`))
        .orderBy(asc(payouts.id))
        .limit(limit);
    },

    /** Commits the payout's Idempotence-Key before YooKassa is called; answers the key it has (an earlier run's, if any). */
    async claimIdempotenceKey(id: number, key: string): Promise<string | undefined> {
      await db
        .update(payouts)
        .set({ idempotenceKey: key })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'), isNull(payouts.idempotenceKey)));
      const [row] = await db.select({ key: payouts.idempotenceKey, status: payouts.status }).from(payouts).where(eq(payouts.id, id));
      return row?.status === 'pending' && row.key ? row.key : undefined;
    },

    async rememberProviderPayout(id: number, providerPayoutId: string, now: Date): Promise<void> {
      await db
        .update(payouts)
        .set({ providerPayoutId, updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'), isNull(payouts.providerPayoutId)));
    },

    /** YooKassa says it succeeded: pending → paid once. */
    async markPaidByProvider(id: number, providerPayoutId: string, now: Date): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set({ status: 'paid', paidAt: now, paidBy: 'yookassa', providerPayoutId, updatedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'), isNotNull(payouts.idempotenceKey)))
        .returning();
      return row;
    },

    /** YooKassa refused or canceled it: pending → failed once, with its reason (an operator pays it then). */
    async markFailed(id: number, reason: string, now: Date): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set({ status: 'failed', failureReason: reason, updatedAt: now })
        .where(and(eq(payouts.id, id), inArray(payouts.status, ['pending'])))
        .returning();
      return row;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;

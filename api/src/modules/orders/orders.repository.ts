// Orders (shared/design/architecture.md 8), so far only what reviews ask of them: which of a
// customer's completed orders from a cook still waits for a review. The orders issue builds on
// this module (its routes, the status transitions and their history) rather than starting anew.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { orders, reviews } from '../../db/schema.ts';

/** The orm or one of its transactions: the review's transaction reads through this too. */
export type OrdersDb = Pick<Orm, 'select'>;

export function createOrdersRepository(db: OrdersDb) {
  return {
    /** The customer's oldest completed order from the cook that has no review yet; undefined when none. */
    async findOrderAwaitingReview(customerId: number, cookId: number): Promise<{ id: number } | undefined> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.cookId, cookId),
            eq(orders.status, 'completed'),
            sql`not exists (select 1 from ${reviews} where ${reviews.orderId} = ${orders.id})`,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(1);
      return order;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

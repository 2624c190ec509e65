// The demo payouts' seed. It lives in orders rather than payouts: it places orders (insertOrder)
// and orders already depends on payouts, so a payouts step reaching back into orders would close a
// cycle between the two modules.
// Demo payouts (docs/decisions.md 'Payouts'): the README's cook gets two orders completed just
// now (one paid online, one paid on receipt, so the week's summary has something in it) from a
// demo reviewer, and every completed order of theirs gets its payout; those completed over a week
// ago are marked paid by the README's operator. Written once: a cook who has payouts is left as is.
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cooks, dishes, orders, payouts, users } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { MANUAL_PAYOUTS_SETTINGS, type PayoutRates, recordPayout } from '../payouts/index.ts';
import { insertOrder } from './orders.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function seedDemoPayouts(orm: Orm, rates: PayoutRates = MANUAL_PAYOUTS_SETTINGS.rates, now: Date = new Date()): Promise<void> {
  const [cook] = await orm.select({ id: cooks.id }).from(cooks).innerJoin(users, eq(users.id, cooks.userId)).where(eq(users.phone, DEMO_ACCOUNTS.cook.phone));
  if (!cook) return;
  const [existing] = await orm.select({ id: payouts.id }).from(payouts).where(eq(payouts.cookId, cook.id)).limit(1);
  if (existing) return;

  const demoPhones = Object.values(DEMO_ACCOUNTS).map((account) => account.phone);
  // Not the README customer: their completed orders are the ones waiting for their review.
  const [customer] = await orm
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(notInArray(users.phone, demoPhones), eq(users.isCook, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const [dish] = await orm
    .select({ id: dishes.id, name: dishes.name, price: dishes.price, cookingTime: dishes.cookingTime })
    .from(dishes)
    .where(and(eq(dishes.cookId, cook.id), eq(dishes.isHidden, false)))
    .orderBy(asc(dishes.id))
    .limit(1);
  const [operator] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.operator.phone));

  await orm.transaction(async (tx) => {
    if (customer && dish) {
      const recent = [
        { paymentType: 'online' as const, count: 3, completedAt: new Date(now.getTime() - 2 * HOUR_MS) },
        { paymentType: 'on_receipt' as const, count: 2, completedAt: new Date(now.getTime() - 5 * HOUR_MS) },
      ];
      for (const order of recent) {
        const placedAt = new Date(order.completedAt.getTime() - 3 * HOUR_MS);
        const orderId = await insertOrder(tx, {
          customerId: customer.id,
          cookId: cook.id,
          idempotencyKey: null,
          paymentType: order.paymentType,
          deliveryType: 'pickup',
          address: null,
          deliverFrom: new Date(order.completedAt.getTime() - HOUR_MS),
          deliverTo: order.completedAt,
          recipientName: customer.name || 'Покупатель',
          recipientPhone: '',
          commentForCook: '',
          commentForDelivery: '',
          preferences: [],
          deliveryCost: 0,
          discount: 0,
          promoCodeId: null,
          items: [{ dishId: dish.id, name: dish.name, price: dish.price, count: order.count, cookingTime: dish.cookingTime }],
          now: placedAt,
        });
        await tx
          .update(orders)
          .set({
            status: 'completed',
            acceptedAt: new Date(placedAt.getTime() + 10 * 60_000),
            completedAt: order.completedAt,
            paidAt: order.paymentType === 'online' ? placedAt : null,
            updatedAt: order.completedAt,
          })
          .where(eq(orders.id, orderId));
      }
    }
    const completed = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.cookId, cook.id), eq(orders.status, 'completed'), sql`${orders.completedAt} is not null`))
      .orderBy(desc(orders.completedAt));
    for (const order of completed) await recordPayout(tx, order.id, rates);
    // Older payouts were settled by the operator three days after the order.
    await tx
      .update(payouts)
      .set({
        status: 'paid',
        paidBy: 'operator',
        paidByUserId: operator?.id ?? null,
        paidAt: sql`${payouts.completedAt} + interval '3 days'`,
        updatedAt: sql`${payouts.completedAt} + interval '3 days'`,
      })
      .where(and(eq(payouts.cookId, cook.id), sql`${payouts.completedAt} < ${new Date(now.getTime() - 7 * DAY_MS)}`));
  });
}

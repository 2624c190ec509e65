// What the database says after a crash run, against what every client was answered: each
// answered order exists as that customer's order for that key (else lost), one order per customer
// (else duplicated), at most one payment per order in our table and at the fake YooKassa (else
// duplicated), no payment without its order, and the ordered dishes out of the basket.
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CheckoutResult } from '@povar/shared-kit/contracts';
import type { Orm } from '../../src/db/client.ts';
import { basketItems, fakeYookassaPayments, orderItems, orders, payments } from '../../src/db/schema.ts';
import type { Customer } from './customers.ts';

export interface ClientOutcome {
  customer: Customer;
  /** The 200 answer, when one came. */
  answer?: CheckoutResult;
  /** Why the client gave up: a 4xx, or no answer before the deadline. */
  failure?: string;
  attempts: number;
  /** Date.now() when the answer came. */
  answeredAt?: number;
}

export interface RunVerdict {
  answered: number;
  orders: number;
  onlineOrders: number;
  payments: number;
  /** Orders created before a kill and answered after it: a try cut off by the kill, answered by a retry with the key. */
  keptAcrossKill: number;
  /** Answers naming an order the database does not have as that customer's order for that key. */
  lost: number;
  /** Orders beyond the first per customer. */
  duplicatedOrders: number;
  /** Payment rows beyond the first per order, ours and the fake YooKassa's. */
  duplicatedPayments: number;
  /** Everything else that is wrong, said in words (client failures, orphans, leftovers, mismatches). */
  problems: string[];
}

/** `kills`: Date.now() of each kill -9. */
export async function verifyRun(orm: Orm, outcomes: ClientOutcome[], kills: number[]): Promise<RunVerdict> {
  const problems: string[] = [];
  const customerIds = outcomes.map((outcome) => outcome.customer.userId);

  const placed = await orm
    .select({
      id: orders.id,
      customerId: orders.customerId,
      cookId: orders.cookId,
      key: orders.idempotencyKey,
      paymentType: orders.paymentType,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.customerId, customerIds));
  const orderIds = placed.map((order) => order.id);
  const ordersById = new Map(placed.map((order) => [order.id, order]));
  const ordersOfCustomer = new Map<number, typeof placed>();
  for (const order of placed) ordersOfCustomer.set(order.customerId, [...(ordersOfCustomer.get(order.customerId) ?? []), order]);

  const lines = orderIds.length
    ? await orm
        .select({ orderId: orderItems.orderId, dishId: orderItems.dishId, count: orderItems.count })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
    : [];
  const paymentRows = orderIds.length
    ? await orm.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(inArray(payments.orderId, orderIds))
    : [];
  const providerOrderId = sql<string>`${fakeYookassaPayments.metadata}->>'orderId'`;
  const providerRows = await orm.select({ orderId: providerOrderId, rows: count() }).from(fakeYookassaPayments).groupBy(providerOrderId);
  const [orphans] = await orm.select({ rows: count() }).from(payments).leftJoin(orders, eq(orders.id, payments.orderId)).where(isNull(orders.id));
  const leftInBasket = await orm
    .select({ userId: basketItems.userId, dishId: basketItems.dishId })
    .from(basketItems)
    .where(inArray(basketItems.userId, customerIds));

  let lost = 0;
  let keptAcrossKill = 0;
  let duplicatedOrders = 0;
  let duplicatedPayments = 0;
  for (const { customer, answer, answeredAt, failure, attempts } of outcomes) {
    const own = ordersOfCustomer.get(customer.userId) ?? [];
    duplicatedOrders += Math.max(0, own.length - 1);
    if (failure) problems.push(`customer ${customer.index + 1}: no order answered after ${attempts} tries: ${failure}`);
    if (!answer) continue;
    const order = ordersById.get(answer.orderId);
    if (!order || order.customerId !== customer.userId || order.key !== customer.idempotencyKey || order.cookId !== customer.cookId) {
      lost += 1;
      problems.push(`customer ${customer.index + 1}: answered order ${answer.orderId}, which the database does not have as this customer's order for this key`);
      continue;
    }
    const created = order.createdAt.getTime();
    if (kills.some((kill) => created < kill && kill < (answeredAt ?? 0))) keptAcrossKill += 1;
    const ordered = lines
      .filter((line) => line.orderId === order.id)
      .map((line) => `${line.dishId}×${line.count}`)
      .sort()
      .join(',');
    const basket = customer.lines
      .map((line) => `${line.dishId}×${line.count}`)
      .sort()
      .join(',');
    if (ordered !== basket) problems.push(`order ${order.id}: lines ${ordered || 'none'}, the basket was ${basket}`);
    if (order.paymentType !== customer.paymentType) problems.push(`order ${order.id}: payment type ${order.paymentType}, asked ${customer.paymentType}`);
    const ownPayments = paymentRows.filter((payment) => payment.orderId === order.id);
    if (customer.paymentType === 'on_receipt' && ownPayments.length > 0)
      problems.push(`order ${order.id} is paid on receipt but has ${ownPayments.length} payment(s)`);
    if (answer.payment && !ownPayments.some((payment) => payment.id === answer.payment!.paymentId)) {
      problems.push(
        `order ${order.id}: answered payment ${answer.payment.paymentId}, the database has ${ownPayments.map((payment) => payment.id).join(', ') || 'none'}`,
      );
    }
  }
  for (const orderId of orderIds) duplicatedPayments += Math.max(0, paymentRows.filter((payment) => payment.orderId === orderId).length - 1);
  for (const { orderId, rows } of providerRows) if (ordersById.has(Number(orderId))) duplicatedPayments += Math.max(0, rows - 1);
  if (orphans && orphans.rows > 0) problems.push(`${orphans.rows} payment(s) without their order`);

  const orderedDishes = new Set(lines.flatMap((line) => (line.dishId === null ? [] : [`${ordersById.get(line.orderId)!.customerId}:${line.dishId}`])));
  const leftovers = leftInBasket.filter((row) => orderedDishes.has(`${row.userId}:${row.dishId}`)).length;
  if (leftovers > 0) problems.push(`${leftovers} ordered dish(es) still in a basket`);

  return {
    answered: outcomes.filter((outcome) => outcome.answer).length,
    orders: placed.length,
    onlineOrders: placed.filter((order) => order.paymentType === 'online').length,
    payments: paymentRows.length,
    keptAcrossKill,
    lost,
    duplicatedOrders,
    duplicatedPayments,
    problems,
  };
}

// Orders for any suite (first written for the orders and promo tests): the transition table as the design states it (written
// out apart from the code), the two parties of an order (a customer and a cook with an account),
// orders placed through insertOrder and put in any status, and reading what the product sent.
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_CANCEL_REASONS, type DeliveryType, type OrderActorRole, type OrderStatus, type PaymentType } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { type cooks, orders } from '../db/schema.ts';
import type { ApiSuite } from './helpers.ts';
import { insertCook, insertDish } from './cooks.ts';
import { bearer, signInAs } from './files.ts';
import { createOutboxRepository, type OutboxChannel } from '../modules/notifications/index.ts';
import { insertOrder, type NewOrder } from '../modules/orders/index.ts';

/** The orders module's own writer, for a suite that writes an order inside a transaction of its own (the promo checkout). */
export { insertOrder };

/**
 * Architecture 8 and docs/decisions.md 'Orders', one line per allowed move:
 * 'from → to: who' with '(pickup)' or '(delivery)' when only for that kind of order.
 */
export const EXPECTED_TRANSITIONS = [
  'awaiting_payment → new: system',
  'awaiting_payment → cancelled: system',
  'awaiting_payment → cancelled: customer',
  'new → accepted: cook',
  'new → cancelled: cook',
  'new → cancelled: customer',
  'new → cancelled: system',
  'accepted → cooking: cook',
  'accepted → cancelled: cook',
  'cooking → ready: cook',
  'cooking → cancelled: cook',
  'ready → delivering: cook (delivery)',
  'ready → completed: cook (pickup)',
  'ready → completed: customer',
  'delivering → completed: cook',
  'delivering → completed: customer',
] as const;

export function expectedAllowed(from: OrderStatus, to: OrderStatus, by: OrderActorRole, deliveryType: DeliveryType): boolean {
  return EXPECTED_TRANSITIONS.some((line) => {
    const match = /^(\w+) → (\w+): (\w+)(?: \((\w+)\))?$/.exec(line);
    if (!match) throw new Error(`unreadable line: ${line}`);
    const [, lineFrom, lineTo, lineBy, onlyFor] = match;
    return lineFrom === from && lineTo === to && lineBy === by && (!onlyFor || onlyFor === deliveryType);
  });
}

/** A valid reason of the side, so a refusal in a test is the table's and not the reason's. */
export const validReason = (side: 'customer' | 'cook') => ({ orderCancelReason: ORDER_CANCEL_REASONS[side][0].code });

export interface Party {
  id: number;
  phone: string;
  accessToken: string;
}

export interface Parties {
  customer: Party;
  cookUser: Party;
  cookId: number;
  dishId: number;
  stranger: Party;
}

/** A customer, a cook account running its own card with one dish (500 ₽, 45 min), and someone unrelated. */
export async function createParties(
  app: FastifyInstance,
  suite: ApiSuite,
  cookOverrides: Partial<Pick<typeof cooks.$inferInsert, 'deliveryCost' | 'address' | 'gender'>> = {},
): Promise<Parties> {
  const customer = await signInAs(app, suite);
  const cookUser = await signInAs(app, suite, 'cook');
  const stranger = await signInAs(app, suite, 'cook');
  const cookId = await insertCook(suite.database.orm, { name: 'Повар Заказов', userId: cookUser.id, ...cookOverrides });
  const dishId = await insertDish(suite.database.orm, cookId, 'supy', { name: 'Борщ', price: 50_000, cookingTime: 45 });
  return { customer, cookUser, cookId, dishId, stranger };
}

export const TEST_ADDRESS = {
  address: 'Тюмень, ул. Республики, 1',
  apartment: '12',
  entrance: '2',
  floor: '3',
  intercom: '12К',
  comment: 'Код домофона не работает',
  lat: 57.153,
  lon: 65.534,
};

/** An order of two borscht (and whatever `overrides` say) placed through insertOrder in its own transaction. */
export async function placeOrder(
  orm: Orm,
  parties: Pick<Parties, 'customer' | 'cookId' | 'dishId'>,
  overrides: Partial<Omit<NewOrder, 'customerId' | 'cookId'>> & { paymentType?: PaymentType; deliveryType?: DeliveryType } = {},
): Promise<number> {
  const deliveryType = overrides.deliveryType ?? 'pickup';
  return orm.transaction((tx) =>
    insertOrder(tx, {
      customerId: parties.customer.id,
      cookId: parties.cookId,
      idempotencyKey: null,
      paymentType: 'on_receipt',
      deliveryType,
      address: deliveryType === 'delivery' ? TEST_ADDRESS : null,
      deliverFrom: null,
      deliverTo: null,
      recipientName: 'Анна',
      recipientPhone: '+79990001122',
      commentForCook: '',
      commentForDelivery: '',
      preferences: [],
      deliveryCost: deliveryType === 'delivery' ? 15_000 : 0,
      discount: 0,
      promoCodeId: null,
      items: [{ dishId: parties.dishId, name: 'Борщ', price: 50_000, count: 2, cookingTime: 45 }],
      now: new Date(),
      ...overrides,
    }),
  );
}

/** Puts the order in a status directly, as a test's starting point (paid when it is past awaiting_payment and `paid`). */
export async function putInStatus(orm: Orm, orderId: number, status: OrderStatus, options: { paid?: boolean } = {}): Promise<void> {
  await orm
    .update(orders)
    .set({ status, paidAt: options.paid ? new Date() : null })
    .where(eq(orders.id, orderId));
}

export const readOrder = (app: FastifyInstance, orderId: number, party: Party) =>
  app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(party.accessToken) });

export const postStatus = (app: FastifyInstance, orderId: number, party: Party, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/status`, headers: bearer(party.accessToken), payload: body });

export const orderRow = async (orm: Orm, orderId: number) => {
  const [row] = await orm.select().from(orders).where(eq(orders.id, orderId));
  assert.ok(row, `order ${orderId} exists`);
  return row;
};

/**
 * The order notices to the recipient on the channel (not their sign-in codes), newest first,
 * once `enough` of them have been sent: notices go out after the answer.
 */
export async function waitForMessages(orm: Orm, channel: OutboxChannel, recipient: string, enough = 1) {
  const outbox = createOutboxRepository(orm);
  for (let waited = 0; waited < 5_000; waited += 20) {
    const messages = (await outbox.latest(50, { channel, recipient })).filter((message) => message.text.startsWith('Заказ №'));
    if (messages.length >= enough) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`${enough} ${channel} message(s) to ${recipient} within 5 s`);
}

/** Registers a device with a push token for the party (the web view's POST /api/device/register). */
export async function registerDevice(app: FastifyInstance, party: Party): Promise<string> {
  const pushToken = `push-${party.id}-${Math.random().toString(36).slice(2)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/device/register',
    headers: bearer(party.accessToken),
    payload: { requestId: pushToken, deviceId: `device-${party.id}-${Math.random().toString(36).slice(2)}` },
  });
  assert.equal(res.statusCode, 200, res.body);
  return pushToken;
}

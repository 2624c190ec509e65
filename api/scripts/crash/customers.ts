// The crash test's customers, written straight into the database while the API is stopped (200
// SMS sign-ins would meet the sign-in limits): a user, a basket of one demo cook's dishes and an
// access token signed as the auth module signs them; then a slot each from the public slots call.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cookSlotsResponseSchema, DEFAULT_COOK_SCHEDULE, SCHEDULE_LIMITS, type CheckoutRequest } from '@povar/shared-kit/contracts';
import type { DatabaseConfig, Orm } from '../../src/db/client.ts';
import { openSeededDatabase } from '../../src/seed/seed.ts';
import { basketItems, cookSchedules, cooks, dishes, users } from '../../src/db/schema.ts';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../src/modules/auth/index.ts';
import type { ApiProcess } from './api-process.ts';

export interface Customer {
  index: number;
  userId: number;
  accessToken: string;
  cookId: number;
  /** The basket: dishes of that one cook. */
  lines: { dishId: number; count: number }[];
  paymentType: CheckoutRequest['paymentType'];
  /** One key for every try of this customer's checkout. */
  idempotencyKey: string;
  /** The chosen slot's start (chooseSlots). */
  deliverFrom: string;
}

/** Far from the demo accounts' +7999…: +7955 and the customer's number. */
const phoneOf = (index: number) => `+7955${String(index).padStart(7, '0')}`;

/**
 * Makes `count` customers, spread round-robin over the active demo cooks, half paying online and
 * half on receipt. The cooks used take up to 200 orders a day (the default takes 10) and payment
 * on receipt, so every checkout can succeed and a refusal means a bug.
 */
export async function prepareCustomers(orm: Orm, options: { count: number; jwtSecret: string }): Promise<Customer[]> {
  const menu = await orm
    .select({ cookId: dishes.cookId, dishId: dishes.id })
    .from(dishes)
    .innerJoin(cooks, eq(cooks.id, dishes.cookId))
    .where(and(eq(cooks.isActive, true), eq(dishes.isHidden, false)))
    .orderBy(asc(dishes.cookId), asc(dishes.id));
  const dishesByCook = new Map<number, number[]>();
  for (const { cookId, dishId } of menu) dishesByCook.set(cookId, [...(dishesByCook.get(cookId) ?? []), dishId]);
  const cookIds = [...dishesByCook.keys()];
  if (cookIds.length === 0) throw new Error('the demo seed has no active cook with a visible dish');

  const now = new Date();
  const inserted = await orm
    .insert(users)
    .values(Array.from({ length: options.count }, (_, index) => ({ phone: phoneOf(index), name: `Покупатель ${index + 1}`, phoneVerified: true })))
    .returning({ id: users.id, phone: users.phone });
  const userIdByPhone = new Map(inserted.map((user) => [user.phone, user.id]));

  const customers: Customer[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const cookId = cookIds[index % cookIds.length]!;
    const menuOfCook = dishesByCook.get(cookId)!;
    const round = Math.floor(index / cookIds.length);
    // One dish, or two of the same cook for every other customer.
    const dishIds = [...new Set([menuOfCook[round % menuOfCook.length]!, ...(index % 2 ? [menuOfCook[(round + 1) % menuOfCook.length]!] : [])])];
    const userId = userIdByPhone.get(phoneOf(index))!;
    customers.push({
      index,
      userId,
      accessToken: await signAccessToken(
        { userId, familyId: randomUUID() },
        { secret: options.jwtSecret, issuedAt: now, ttlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS },
      ),
      cookId,
      lines: dishIds.map((dishId, line) => ({ dishId, count: 1 + ((index + line) % 3) })),
      paymentType: index % 2 === 0 ? 'online' : 'on_receipt',
      idempotencyKey: randomUUID(),
      deliverFrom: '',
    });
  }

  await orm
    .insert(basketItems)
    .values(
      customers.flatMap((customer) =>
        customer.lines.map((line) => ({ userId: customer.userId, dishId: line.dishId, count: line.count, addedAt: now, updatedAt: now })),
      ),
    );
  const usedCooks = [...new Set(customers.map((customer) => customer.cookId))];
  const roomySchedule = { ...DEFAULT_COOK_SCHEDULE, ordersPerDay: SCHEDULE_LIMITS.ordersPerDay.max, pickup: true, updatedAt: now };
  await orm
    .insert(cookSchedules)
    .values(usedCooks.map((cookId) => ({ cookId, ...roomySchedule })))
    .onConflictDoUpdate({ target: cookSchedules.cookId, set: { ordersPerDay: roomySchedule.ordersPerDay, pickup: true, updatedAt: now } });
  await orm.update(cooks).set({ payOnReceipt: true }).where(inArray(cooks.id, usedCooks));
  return customers;
}

/** Slots ending this far ahead stay bookable however long the run takes. */
const SLOT_MARGIN_MS = 2 * 60 * 60 * 1000;
/** Customers of one cook are spread over this many of its first slots. */
const SLOTS_SPREAD = 8;

/** Gives every customer a slot of its basket from GET /api/cooks/{id}/slots, as the checkout page does. */
export async function chooseSlots(baseUrl: string, customers: Customer[]): Promise<void> {
  const answers = new Map<string, Promise<string[]>>();
  const slotsFor = (cookId: number, dishIds: number[]) => {
    const query = `${cookId}?dishIds=${dishIds.join(',')}`;
    let answer = answers.get(query);
    if (!answer) {
      answer = fetch(`${baseUrl}/api/cooks/${cookId}/slots?dishIds=${dishIds.join(',')}`).then(async (response) => {
        if (response.status !== 200) throw new Error(`GET slots of cook ${cookId}: ${response.status} ${await response.text()}`);
        const { days } = cookSlotsResponseSchema.parse(await response.json()).data;
        const earliestOrderBy = Date.now() + SLOT_MARGIN_MS;
        return days
          .flatMap((day) => day.slots)
          .filter((slot) => Date.parse(slot.orderBy) >= earliestOrderBy)
          .map((slot) => slot.from);
      });
      answers.set(query, answer);
    }
    return answer;
  };
  for (const customer of customers) {
    const starts = await slotsFor(
      customer.cookId,
      customer.lines.map((line) => line.dishId),
    );
    if (starts.length === 0) throw new Error(`cook ${customer.cookId} offers no slot two hours ahead`);
    customer.deliverFrom = starts[customer.index % Math.min(starts.length, SLOTS_SPREAD)]!;
  }
}

/** The checkout a customer posts (every try the same body and key): pickup in the chosen slot. */
export function checkoutRequestOf(customer: Customer): CheckoutRequest {
  return {
    cookId: customer.cookId,
    idempotencyKey: customer.idempotencyKey,
    deliveryType: 'pickup',
    recipientName: `Покупатель ${customer.index + 1}`,
    recipientPhone: '+79123456789',
    deliverFrom: customer.deliverFrom,
    paymentType: customer.paymentType,
  };
}

const FIRST_START_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 60_000;

/**
 * A run's set-up on a fresh database: a first start of the API migrates, seeds and renders the
 * demo pictures; with it stopped, `count` customers are written in; then it starts again and each
 * customer picks a slot. Leaves the API running.
 */
export async function startWithCustomers(api: ApiProcess, database: DatabaseConfig, options: { count: number; jwtSecret: string }): Promise<Customer[]> {
  const first = await api.start(FIRST_START_TIMEOUT_MS);
  if (!first.ready) throw new Error(`the first start of the API failed (exit ${first.exitCode}):\n${first.output}`);
  await api.stop();
  const opened = await openSeededDatabase(database);
  let customers: Customer[];
  try {
    customers = await prepareCustomers(opened.orm, options);
  } finally {
    await opened.close();
  }
  const ready = await api.start(START_TIMEOUT_MS);
  if (!ready.ready) throw new Error(`the API did not start on the prepared database (exit ${ready.exitCode}):\n${ready.output}`);
  await chooseSlots(api.baseUrl, customers);
  return customers;
}

// Payments for any suite (first written for the payments tests): an app whose YooKassa client and fake reach it through
// app.inject (from 127.0.0.1, like the fake's loopback calls), a second service over the same
// database for calling startPayment and friends, orders made straight in the table, and counting ports.
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../app.ts';
import type { Orm } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';
import type { ApiSuite } from './helpers.ts';
import { signIn, TEST_AUTH } from './auth.ts';
import { insertCook } from './cooks.ts';
import {
  createPaymentsModule,
  type FetchLike,
  type PaymentPorts,
  type PaymentsConfig,
  type PaymentsService,
  resolvePaymentsConfig,
} from '../modules/payments/index.ts';

export const TEST_ORIGIN = 'http://povar.test';
export const TEST_SHOP = { shopId: '100500', secretKey: 'test_secret-of-the-test-shop' };
export const FAKE_API = '/api/fake-yookassa/v3';
export const NOTIFICATIONS_URL = '/api/payments/yookassa/notifications';
export const basicAuth = (shopId = TEST_SHOP.shopId, secretKey = TEST_SHOP.secretKey) => `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

/** fetch as app.inject: the path of the URL goes to the app, from 127.0.0.1. */
export function injectFetch(target: () => FastifyInstance): FetchLike {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const res = await target().inject({
      method: init.method as 'GET' | 'POST',
      url: `${pathname}${search}`,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
      remoteAddress: '127.0.0.1',
    });
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/** Ports that count their calls per order (the orders module's stand-in). */
export function countingPorts() {
  const succeeded: number[] = [];
  const canceled: number[] = [];
  const ports: PaymentPorts = {
    onPaymentSucceeded: async (orderId) => {
      succeeded.push(orderId);
    },
    onPaymentCanceled: async (orderId) => {
      canceled.push(orderId);
    },
  };
  return { ports, succeeded, canceled, count: (list: number[], orderId: number) => list.filter((id) => id === orderId).length };
}

export interface PaymentsHarness {
  app: FastifyInstance;
  /** A service over the same database and the same fake (as another replica would be), for the orders module's calls. */
  payments: PaymentsService;
  config: PaymentsConfig;
  /** Resolves when the test service's after-commit work (refunds recorded in a transaction) is done. */
  settled: () => Promise<void>;
}

/**
 * The API with the fake YooKassa reached through app.inject; `wrapFetch` may stand between the
 * test's service and the fake (to lose calls or answers).
 */
export async function buildPaymentsApp(
  t: TestContext,
  suite: ApiSuite,
  options: { ports?: Partial<PaymentPorts>; wrapFetch?: (fetch: FetchLike) => FetchLike } = {},
): Promise<PaymentsHarness> {
  let app: FastifyInstance | undefined;
  const fetch = injectFetch(() => {
    assert.ok(app, 'the app is built');
    return app;
  });
  const settings = { apiUrl: null, ...TEST_SHOP, selfUrl: `${TEST_ORIGIN}/api`, publicUrl: TEST_ORIGIN, fetch };
  app = await buildApiServer({ db: suite.database, auth: TEST_AUTH, payments: { ...settings, ports: options.ports } });
  const built = app;
  const config = resolvePaymentsConfig({ ...settings, fetch: options.wrapFetch ? options.wrapFetch(fetch) : fetch }, { publicUrl: TEST_ORIGIN });
  const module = createPaymentsModule({
    orm: suite.database.orm,
    config,
    ports: options.ports,
    selfUrl: () => `${TEST_ORIGIN}/api`,
    log: built.log,
    now: () => new Date(),
  });
  t.after(async () => {
    await module.settled();
    await built.close();
  });
  return { app: built, payments: module.service, config, settled: module.settled };
}

/** A signed-in customer: their id, token and phone. */
export async function customer(app: FastifyInstance, orm: Orm) {
  const { phone, tokens } = await signIn(app, () => new Date());
  const [user] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  assert.ok(user);
  return { id: user.id, token: tokens.accessToken };
}

/** An order waiting for online payment, written straight into the table. */
export async function insertOrder(orm: Orm, customerId: number, total = 123_450): Promise<number> {
  const cookId = await insertCook(orm);
  const [order] = await orm.insert(orders).values({ customerId, cookId, total, status: 'awaiting_payment' }).returning({ id: orders.id });
  assert.ok(order);
  return order.id;
}

export const startInput = (
  orderId: number,
  customerId: number,
  extra: { savePaymentMethod?: boolean; savedMethodId?: number; amountKopecks?: number } = {},
) => ({
  orderId,
  customerId,
  amountKopecks: extra.amountKopecks ?? 123_450,
  description: `Заказ №${orderId}`,
  returnUrl: `${TEST_ORIGIN}/order/${orderId}/payment`,
  ...extra,
});

/** What the fake's payment page form posts: 'Оплатить' or 'Отказаться'. */
export const pressButton = (app: FastifyInstance, confirmationUrl: string, action: 'pay' | 'refuse') =>
  app.inject({
    method: 'POST',
    url: new URL(confirmationUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

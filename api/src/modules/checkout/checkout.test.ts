// The checkout: a basket of one cook becomes one order with the database's
// prices, the slot re-checked and the dishes out of the basket; an online order is paid through
// the built-in fake YooKassa and becomes new; 50 identical checkouts at once are one order and
// one payment; every refusal is a 400 in Russian and changes nothing; the payment page reads only
// the customer's own order.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  basketResponseSchema,
  checkoutOptionsResponseSchema,
  checkoutResultResponseSchema,
  cookSlotsResponseSchema,
  orderResponseSchema,
  type CheckoutRequest,
} from '@povar/shared-kit/contracts';
import { cooks, orders, payments, promoCodes } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { insertCook, insertDish } from '../../test/cooks.ts';
import { bearer } from '../../test/files.ts';
import { createParties, type Parties, type Party } from '../../test/orders.ts';
import { buildPaymentsApp, pressButton } from '../../test/payments.ts';
import { buildApiServer } from '../../app.ts';
import { TEST_AUTH } from '../../test/auth.ts';

const key = () => crypto.randomUUID();

async function putInBasket(app: FastifyInstance, party: Party, dishId: number, count: number) {
  const res = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(party.accessToken), payload: { dishId, count } });
  assert.equal(res.statusCode, 200, res.body);
  return basketResponseSchema.parse(res.json()).data;
}

async function firstSlot(app: FastifyInstance, cookId: number, dishIds: number[]) {
  const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/slots?dishIds=${dishIds.join(',')}` });
  assert.equal(res.statusCode, 200, res.body);
  const slot = cookSlotsResponseSchema.parse(res.json()).data.days[0]?.slots[0];
  assert.ok(slot, 'the default schedule offers a slot this week');
  return slot;
}

const checkoutBody = (parties: Parties, deliverFrom: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  cookId: parties.cookId,
  idempotencyKey: key(),
  deliveryType: 'pickup',
  recipientName: 'Анна Петрова',
  recipientPhone: '+7 (912) 345-67-89',
  commentForCook: 'Поменьше соли',
  deliverFrom,
  paymentType: 'on_receipt',
  ...overrides,
});

const placeOrder = (app: FastifyInstance, party: Party, body: CheckoutRequest) =>
  app.inject({ method: 'POST', url: '/api/checkout', headers: bearer(party.accessToken), payload: body });

const placed = (res: Awaited<ReturnType<typeof placeOrder>>) => {
  assert.equal(res.statusCode, 200, res.body);
  return checkoutResultResponseSchema.parse(res.json()).data;
};

const refusal = (res: Awaited<ReturnType<typeof placeOrder>>) => {
  assert.equal(res.statusCode, 400, res.body);
  const body = res.json() as { success: boolean; errors: string[]; message: string };
  assert.equal(body.success, false);
  return [body.message, ...body.errors].join(' | ');
};

describeOnEachDatabase('checkout', (suite) => {
  const orm = () => suite.database.orm;

  test('a pay-on-receipt pickup order: prices from the database, the slot kept, the dishes out of the basket, the cook told', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    const otherCook = await insertCook(orm(), { name: 'Другой повар' });
    const otherDish = await insertDish(orm(), otherCook, 'supy');
    await putInBasket(app, parties.customer, parties.dishId, 2);
    await putInBasket(app, parties.customer, otherDish, 1);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);

    const options = await app.inject({ method: 'GET', url: `/api/checkout/${parties.cookId}`, headers: bearer(parties.customer.accessToken) });
    assert.equal(options.statusCode, 200, options.body);
    const offered = checkoutOptionsResponseSchema.parse(options.json()).data;
    assert.deepEqual([offered.pickup, offered.delivery, offered.payOnReceipt], [true, true, true]);
    assert.equal(offered.recipient.phone, parties.customer.phone);

    const result = placed(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from, { total: 1, price: 1 } as Partial<CheckoutRequest>)));
    assert.equal(result.status, 'new');
    assert.equal(result.total, 100_000, '2 × 500 ₽ as the database says, whatever the body claims');
    assert.equal(result.payment, null);

    const order = orderResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/${result.orderId}`, headers: bearer(parties.customer.accessToken) })).json(),
    ).data;
    assert.deepEqual(
      order.items.map((item) => [item.name, item.count, item.price]),
      [['Борщ', 2, 50_000]],
    );
    assert.equal(order.deliverFrom, slot.from);
    assert.equal(order.deliverTo, slot.to);
    assert.equal(order.recipientPhone, '+79123456789');
    assert.equal(order.commentForCook, 'Поменьше соли');
    assert.equal(order.timeZone, 'UTC+5', "the times are shown in the cook's region's zone (Tyumen)");

    const basket = basketResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/basket', headers: bearer(parties.customer.accessToken) })).json(),
    ).data;
    assert.deepEqual(
      basket.items.map((item) => item.cook.id),
      [otherCook],
      "only the other cook's basket is left",
    );
    const cookSees = await app.inject({ method: 'GET', url: '/api/orders/sales', headers: bearer(parties.cookUser.accessToken) });
    assert.ok((cookSees.json() as { data: { items: { id: number }[] } }).data.items.some((item) => item.id === result.orderId));
  });

  test('an online delivery order is paid on the fake YooKassa page and becomes new; a refused payment can be paid again', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite, { deliveryCost: 15_000 });
    await putInBasket(app, parties.customer, parties.dishId, 1);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);
    const address = { address: 'г Тюмень, ул Республики, д 14', apartment: '12', lat: 57.15, lon: 65.53 };

    const result = placed(
      await placeOrder(app, parties.customer, checkoutBody(parties, slot.from, { deliveryType: 'delivery', address, paymentType: 'online' })),
    );
    assert.equal(result.status, 'awaiting_payment');
    assert.equal(result.total, 65_000, 'dish 500 ₽ + delivery 150 ₽');
    assert.ok(result.payment?.confirmationUrl);

    const refused = await pressButton(app, result.payment.confirmationUrl, 'refuse');
    assert.ok(refused.statusCode < 400, refused.body);
    const stateAfterRefusal = await app.inject({ method: 'GET', url: `/api/orders/${result.orderId}/payment`, headers: bearer(parties.customer.accessToken) });
    assert.equal((stateAfterRefusal.json() as { data: { status: string } }).data.status, 'canceled');
    const again = await app.inject({ method: 'POST', url: `/api/orders/${result.orderId}/payment`, headers: bearer(parties.customer.accessToken) });
    assert.equal(again.statusCode, 200, again.body);
    const retry = (again.json() as { data: { confirmationUrl: string } }).data;

    const paid = await pressButton(app, retry.confirmationUrl, 'pay');
    assert.ok(paid.statusCode < 400, paid.body);
    const order = orderResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/orders/${result.orderId}`, headers: bearer(parties.customer.accessToken) })).json(),
    ).data;
    assert.equal(order.status, 'new');
    assert.ok(order.paidAt);
    assert.equal(order.address?.apartment, '12');

    const stranger = await app.inject({ method: 'GET', url: `/api/orders/${result.orderId}/payment`, headers: bearer(parties.stranger.accessToken) });
    assert.equal(stranger.statusCode, 404);
    const notAwaiting = await app.inject({ method: 'POST', url: `/api/orders/${result.orderId}/payment`, headers: bearer(parties.customer.accessToken) });
    assert.equal(notAwaiting.statusCode, 400);
  });

  test('without PUBLIC_URL the payment page and its way back point where the server listens (not :3000), whatever Host the request names', async (t) => {
    // No publicUrl and no payments settings: what the entry points build in development.
    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH });
    t.after(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    assert.notEqual(port, 3000);
    const listening = `http://127.0.0.1:${port}`;
    const parties = await createParties(app, suite);
    await putInBasket(app, parties.customer, parties.dishId, 1);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);

    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      // A visitor chooses these headers; the payment links must not follow them.
      headers: { ...bearer(parties.customer.accessToken), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: checkoutBody(parties, slot.from, { paymentType: 'online' }),
    });
    const result = placed(res);
    const confirmationUrl = result.payment?.confirmationUrl ?? '';
    assert.ok(confirmationUrl.startsWith(`${listening}/api/fake-yookassa/confirm/`), confirmationUrl);

    // The payer's browser posts 'Оплатить' on that page and is sent back to the order's payment page on this server.
    const paid = await fetch(confirmationUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    assert.equal(paid.status, 303, await paid.text());
    assert.equal(paid.headers.get('location'), `${listening}/order/${result.orderId}/payment`);
  });

  test('50 identical checkouts at once give one order and one payment', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    await putInBasket(app, parties.customer, parties.dishId, 3);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);
    const body = checkoutBody(parties, slot.from, { paymentType: 'online' });

    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(app, parties.customer, body)));
    const results = answers.map(placed);
    assert.equal(new Set(results.map((result) => result.orderId)).size, 1);
    const [orderCount] = await orm().select({ n: count() }).from(orders).where(eq(orders.customerId, parties.customer.id));
    assert.equal(orderCount?.n, 1);
    const orderId = results[0]!.orderId;
    const [paymentCount] = await orm().select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
    assert.equal(paymentCount?.n, 1);
    assert.equal(new Set(results.map((result) => result.payment?.paymentId)).size, 1);
  });

  test('a key is bound to its body: the same body again answers the first order, another body under it is 422 and makes nothing', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    await putInBasket(app, parties.customer, parties.dishId, 2);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);
    const body = checkoutBody(parties, slot.from);
    const first = placed(await placeOrder(app, parties.customer, body));

    // The basket is full again, so a second order could be made if the key let it through.
    await putInBasket(app, parties.customer, parties.dishId, 1);
    for (const changed of [{ commentForCook: 'Побольше соли' }, { recipientName: 'Иван Сидоров' }, { paymentType: 'online' as const }]) {
      const res = await placeOrder(app, parties.customer, { ...body, ...changed });
      assert.equal(res.statusCode, 422, res.body);
      const envelope = res.json() as { success: boolean; data: unknown; error: string; message: string; errors: string[] };
      assert.deepEqual(
        { success: envelope.success, data: envelope.data, error: envelope.error },
        { success: false, data: null, error: 'idempotency_key_reused' },
      );
      assert.match(envelope.message, /уже оформлен с другими данными/);
      assert.deepEqual(envelope.errors, [envelope.message]);
    }
    const [afterRefusals] = await orm().select({ n: count() }).from(orders).where(eq(orders.customerId, parties.customer.id));
    assert.equal(afterRefusals?.n, 1, 'nothing was created under the reused key');

    // The same body, its keys in another order and a default spelled out, is the same order.
    const reordered = Object.fromEntries(Object.entries({ ...body, commentForDelivery: '' }).reverse()) as CheckoutRequest;
    assert.equal(placed(await placeOrder(app, parties.customer, reordered)).orderId, first.orderId);
    const [afterRetry] = await orm().select({ n: count() }).from(orders).where(eq(orders.customerId, parties.customer.id));
    assert.equal(afterRetry?.n, 1);

    // Orders placed before the hash was kept still answer a retry to the same cook.
    await orm().update(orders).set({ idempotencyBodyHash: null }).where(eq(orders.id, first.orderId));
    assert.equal(placed(await placeOrder(app, parties.customer, { ...body, commentForCook: 'Другой комментарий' })).orderId, first.orderId);
  });

  test('refusals: empty basket, own dishes, no address, a slot outside the hours, pay on receipt off, a key reused for another cook, a promo code used twice', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    const slot = await firstSlot(app, parties.cookId, [parties.dishId]);

    assert.match(refusal(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from))), /В корзине нет блюд этого повара/);

    await putInBasket(app, parties.cookUser, parties.dishId, 1);
    assert.match(refusal(await placeOrder(app, parties.cookUser, checkoutBody(parties, slot.from))), /Нельзя заказать свои блюда/);

    await putInBasket(app, parties.customer, parties.dishId, 1);
    assert.match(refusal(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from, { deliveryType: 'delivery' }))), /Укажите адрес доставки/);

    const night = new Date(slot.from);
    night.setUTCHours(night.getUTCHours() - 12);
    assert.match(refusal(await placeOrder(app, parties.customer, checkoutBody(parties, night.toISOString()))), /недоступно|не успеет|не принимает/);

    await orm().update(cooks).set({ payOnReceipt: false }).where(eq(cooks.id, parties.cookId));
    assert.match(refusal(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from))), /только онлайн-оплату/);
    await orm().update(cooks).set({ payOnReceipt: true }).where(eq(cooks.id, parties.cookId));

    const code = `СТО${Math.floor(Math.random() * 1e6)}`;
    await orm().insert(promoCodes).values({ code, discountAmount: 10_000, minSum: 0 });
    const first = placed(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from, { promoCode: code.toLowerCase() })));
    assert.equal(first.total, 40_000, '500 ₽ − 100 ₽');

    const otherCook = await insertCook(orm());
    const otherDish = await insertDish(orm(), otherCook, 'supy');
    await putInBasket(app, parties.customer, parties.dishId, 1);
    await putInBasket(app, parties.customer, otherDish, 1);
    const reused = checkoutBody(parties, slot.from, { idempotencyKey: key() });
    placed(await placeOrder(app, parties.customer, reused));
    const otherSlot = await firstSlot(app, otherCook, [otherDish]);
    const reusedRes = await placeOrder(app, parties.customer, { ...reused, cookId: otherCook, deliverFrom: otherSlot.from });
    assert.equal(reusedRes.statusCode, 422, reusedRes.body);
    assert.match((reusedRes.json() as { message: string }).message, /уже оформлен/);

    await putInBasket(app, parties.customer, parties.dishId, 1);
    assert.match(refusal(await placeOrder(app, parties.customer, checkoutBody(parties, slot.from, { promoCode: code }))), /уже использовали/);

    const [left] = await orm()
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, parties.customer.id)));
    assert.equal(left?.n, 2, 'only the two accepted checkouts made orders');
    for (const bad of [
      {},
      { cookId: 'x' },
      { ...checkoutBody(parties, slot.from), recipientPhone: '123' },
      { ...checkoutBody(parties, slot.from), idempotencyKey: 'nope' },
    ]) {
      const res = await placeOrder(app, parties.customer, bad as CheckoutRequest);
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await app.inject({ method: 'POST', url: '/api/checkout', payload: checkoutBody(parties, slot.from) })).statusCode, 401);
  });
});

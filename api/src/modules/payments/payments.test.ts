// Payments: the Idempotence-Key is committed before YooKassa is called and a retry reuses
// it; parallel starts make one payment; notifications come only from YooKassa's addresses, are
// checked against the payment read again from YooKassa, and move a payment once; refunds happen
// at most once; saved cards belong to their owner. YooKassa is the built-in fake, reached
// through app.inject (and once over real HTTP with the default settings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  failureEnvelopeSchema,
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_PAID_MESSAGE,
  paymentNotificationResponseSchema,
  SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  savedPaymentMethodListResponseSchema,
} from '@povar/shared-kit/contracts';
import { buildApiServer } from '../../app.ts';
import { fakeYookassaPayments, fakeYookassaRefunds, orders, paymentRefunds, payments, savedPaymentMethods } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { resolvePaymentsConfig } from './payments.config.ts';
import { createPaymentsModule } from './payments.plugin.ts';
import {
  basicAuth,
  buildPaymentsApp,
  countingPorts,
  customer,
  FAKE_API,
  insertOrder,
  NOTIFICATIONS_URL,
  pressButton,
  startInput,
  TEST_SHOP,
} from '../../test/payments.ts';

const failsWith = (status: number, message?: string) => (error: unknown) => {
  assert.ok(error instanceof ApiError, String(error));
  assert.equal(error.statusCode, status);
  if (message) assert.equal(error.message, message);
  return true;
};

describeOnEachDatabase('payments', (suite) => {
  const orm = () => suite.database.orm;

  const paymentRows = (orderId: number) => orm().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const providerPaymentsOf = (orderId: number) =>
    orm()
      .select()
      .from(fakeYookassaPayments)
      .where(sql`${fakeYookassaPayments.metadata} ->> 'orderId' = ${String(orderId)}`);
  const providerIdOf = async (orderId: number) => {
    const [row] = await orm().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(sql`${payments.id} desc`).limit(1);
    assert.ok(row?.providerPaymentId, 'the provider answered the payment');
    return row.providerPaymentId;
  };
  /** The provider settles the payment, and the notification about it is lost. */
  const settleAtProviderSilently = (providerPaymentId: string) =>
    orm().update(fakeYookassaPayments).set({ status: 'succeeded', capturedAt: new Date() }).where(eq(fakeYookassaPayments.id, providerPaymentId));
  const providerPayment = async (app: FastifyInstance, providerPaymentId: string) => {
    const res = await app.inject({ method: 'GET', url: `${FAKE_API}/payments/${providerPaymentId}`, headers: { authorization: basicAuth() } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Record<string, unknown> & { amount: { value: string; currency: string }; status: string };
  };
  const notify = (app: FastifyInstance, body: unknown, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: NOTIFICATIONS_URL, payload: body as object, remoteAddress });
  const outcomeOf = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    assert.equal(res.statusCode, 200, res.body);
    return paymentNotificationResponseSchema.parse(res.json()).data.outcome;
  };

  test('the Idempotence-Key is committed before YooKassa is called; retries after a lost call and a lost answer reuse it and get the same payment', async (t) => {
    const seen: { key: string; committedStatus: string | undefined }[] = [];
    let network: 'drop-request' | 'drop-answer' | 'works' = 'drop-request';
    const { app, payments: service } = await buildPaymentsApp(t, suite, {
      wrapFetch: (fetch) => async (url, init) => {
        if (init.method !== 'POST' || !url.endsWith('/v3/payments')) return fetch(url, init);
        const key = init.headers['idempotence-key'] ?? '';
        const [row] = await orm().select().from(payments).where(eq(payments.idempotenceKey, key));
        seen.push({ key, committedStatus: row?.status });
        if (network === 'drop-request') throw new Error('connection reset before the request left');
        const response = await fetch(url, init);
        if (network === 'drop-answer') throw new Error('connection reset before the answer came');
        return response;
      },
    });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);

    await assert.rejects(service.startPayment(startInput(orderId, user.id)), failsWith(503));
    const [pending] = await paymentRows(orderId);
    assert.equal(pending?.status, 'creating');
    assert.equal(pending?.providerPaymentId, null);
    assert.deepEqual(await providerPaymentsOf(orderId), [], 'nothing reached YooKassa');

    network = 'drop-answer';
    await assert.rejects(service.startPayment(startInput(orderId, user.id)), failsWith(503));
    assert.equal((await providerPaymentsOf(orderId)).length, 1, 'YooKassa made the payment; we never heard');
    assert.equal((await paymentRows(orderId))[0]?.status, 'creating');

    network = 'works';
    const state = await service.startPayment(startInput(orderId, user.id));
    assert.equal(state.status, 'pending');
    assert.match(state.confirmationUrl ?? '', /^http:\/\/povar\.test\/api\/fake-yookassa\/confirm\//);

    assert.equal(seen.length, 3);
    assert.ok(
      seen.every((call) => call.key === pending?.idempotenceKey),
      'every try carried the committed key',
    );
    assert.ok(
      seen.every((call) => call.committedStatus === 'creating'),
      'the key was in the database before each call',
    );
    const provider = await providerPaymentsOf(orderId);
    assert.equal(provider.length, 1, 'one payment at YooKassa');
    const rows = await paymentRows(orderId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.providerPaymentId, provider[0]?.id);
  });

  test('a payment whose answer was lost is recognised by the attempt id in its metadata when its notification comes first', async (t) => {
    const counting = countingPorts();
    let loseAnswers = true;
    const { app, payments: service } = await buildPaymentsApp(t, suite, {
      ports: counting.ports,
      wrapFetch: (fetch) => async (url, init) => {
        const response = await fetch(url, init);
        if (loseAnswers && init.method === 'POST') throw new Error('connection reset before the answer came');
        return response;
      },
    });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await assert.rejects(service.startPayment(startInput(orderId, user.id)), failsWith(503));
    const [atProvider] = await providerPaymentsOf(orderId);
    assert.ok(atProvider);
    const [attempt] = await paymentRows(orderId);
    assert.deepEqual(atProvider.metadata, { orderId: String(orderId), paymentId: String(attempt?.id) });

    // The payer got there anyway (YooKassa's page), and YooKassa's notification comes before our retry.
    const paid = await pressButton(app, `http://povar.test/api/fake-yookassa/confirm/${atProvider.id}`, 'pay');
    assert.equal(paid.statusCode, 303);
    const [row] = await paymentRows(orderId);
    assert.deepEqual([row?.status, row?.providerPaymentId], ['succeeded', atProvider.id]);
    assert.equal(counting.count(counting.succeeded, orderId), 1);

    loseAnswers = false;
    assert.equal((await service.startPayment(startInput(orderId, user.id))).status, 'succeeded');
    assert.equal((await providerPaymentsOf(orderId)).length, 1);
  });

  test('50 parallel starts of one order give one payment row and one payment at YooKassa', async (t) => {
    const { app, payments: service } = await buildPaymentsApp(t, suite);
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    const states = await Promise.all(Array.from({ length: 50 }, () => service.startPayment(startInput(orderId, user.id))));
    assert.equal(new Set(states.map((state) => state.paymentId)).size, 1);
    assert.equal(new Set(states.map((state) => state.confirmationUrl)).size, 1);
    assert.ok(states.every((state) => state.status === 'pending'));
    assert.equal((await paymentRows(orderId)).length, 1);
    assert.equal((await providerPaymentsOf(orderId)).length, 1);
  });

  test('the payment page shows the amount, the description, Оплатить and Отказаться; paying notifies us once and sends the browser back', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    const state = await service.startPayment(startInput(orderId, user.id));
    assert.ok(state.confirmationUrl);

    const page = await app.inject({ method: 'GET', url: new URL(state.confirmationUrl).pathname });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    for (const text of ['Оплатить', 'Отказаться', '1\u00a0234,50\u00a0₽', `Заказ №${orderId}`, 'Повар рядом']) assert.ok(page.body.includes(text), text);
    assert.doesNotMatch(page.body, /<script/i);

    const paid = await pressButton(app, state.confirmationUrl, 'pay');
    assert.equal(paid.statusCode, 303);
    assert.equal(paid.headers.location, `http://povar.test/order/${orderId}/payment`);
    assert.equal((await paymentRows(orderId))[0]?.status, 'succeeded', 'the notification arrived before the browser went back');
    assert.equal(counting.count(counting.succeeded, orderId), 1);

    assert.equal((await pressButton(app, state.confirmationUrl, 'pay')).statusCode, 303);
    assert.equal((await pressButton(app, state.confirmationUrl, 'refuse')).statusCode, 303);
    assert.equal(counting.count(counting.succeeded, orderId), 1, 'a second press changes nothing');
    assert.equal(counting.count(counting.canceled, orderId), 0);
    assert.match((await app.inject({ method: 'GET', url: new URL(state.confirmationUrl).pathname })).body, /Заказ оплачен/);

    assert.deepEqual(await service.syncPayment(orderId), { ...state, status: 'succeeded', confirmationUrl: null });
    assert.deepEqual(
      await service.startPayment(startInput(orderId, user.id)),
      { ...state, status: 'succeeded', confirmationUrl: null },
      'a paid order is not paid again',
    );
    assert.equal((await providerPaymentsOf(orderId)).length, 1);
  });

  test('refusing cancels the payment (onPaymentCanceled once); paying again is a new attempt with a new key', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    const first = await service.startPayment(startInput(orderId, user.id));
    assert.ok(first.confirmationUrl);
    const refused = await pressButton(app, first.confirmationUrl, 'refuse');
    assert.equal(refused.statusCode, 303);
    assert.equal(refused.headers.location, `http://povar.test/order/${orderId}/payment`);
    assert.equal((await service.syncPayment(orderId))?.status, 'canceled');
    assert.equal(counting.count(counting.canceled, orderId), 1);
    assert.equal(counting.count(counting.succeeded, orderId), 0);
    assert.match((await app.inject({ method: 'GET', url: new URL(first.confirmationUrl).pathname })).body, /Оплата отменена/);

    const second = await service.startPayment(startInput(orderId, user.id));
    assert.notEqual(second.paymentId, first.paymentId);
    assert.equal(second.status, 'pending');
    assert.notEqual(second.confirmationUrl, first.confirmationUrl);
    const rows = await paymentRows(orderId);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['canceled', 'pending'],
    );
    assert.notEqual(rows[0]?.idempotenceKey, rows[1]?.idempotenceKey);
  });

  test('the same notification 10 times (at once, then again) gives one transition', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await service.startPayment(startInput(orderId, user.id));
    const providerId = await providerIdOf(orderId);
    await settleAtProviderSilently(providerId);
    const notification = { type: 'notification', event: 'payment.succeeded', object: await providerPayment(app, providerId) };

    const outcomes = (await Promise.all(Array.from({ length: 10 }, () => notify(app, notification)))).map(outcomeOf);
    assert.deepEqual(outcomes.sort(), ['applied', ...Array<string>(9).fill('unchanged')]);
    for (let i = 0; i < 10; i += 1) assert.equal(outcomeOf(await notify(app, notification)), 'unchanged');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
    assert.equal((await paymentRows(orderId))[0]?.status, 'succeeded');
  });

  test('a notification from an address YooKassa does not send from is refused (403) and changes nothing; YooKassa’s own addresses are heard', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await service.startPayment(startInput(orderId, user.id));
    const providerId = await providerIdOf(orderId);
    await settleAtProviderSilently(providerId);
    const notification = { type: 'notification', event: 'payment.succeeded', object: await providerPayment(app, providerId) };

    for (const remoteAddress of ['203.0.113.7', '185.71.78.1', '10.0.0.1', '2001:db8::1']) {
      const res = await notify(app, notification, remoteAddress);
      assert.equal(res.statusCode, 403, remoteAddress);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'forbidden');
    }
    const spoofed = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_URL,
      payload: notification,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '185.71.76.1' },
    });
    assert.equal(spoofed.statusCode, 403, 'X-Forwarded-For counts only behind a trusted proxy');
    const garbage = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_URL,
      payload: '{"not json',
      remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(garbage.statusCode, 403, 'a stranger is refused before its body is read');
    assert.equal((await paymentRows(orderId))[0]?.status, 'pending');
    assert.equal(counting.count(counting.succeeded, orderId), 0);

    assert.equal(outcomeOf(await notify(app, notification, '77.75.156.11')), 'applied');
    assert.equal(outcomeOf(await notify(app, notification, '2a02:5180::10')), 'unchanged');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
  });

  test('a forged notification (status or amount unlike what YooKassa answers, an unknown payment) is ignored and changes nothing', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await service.startPayment(startInput(orderId, user.id));
    const providerId = await providerIdOf(orderId);
    const pending = await providerPayment(app, providerId);

    const claimsPaid = { type: 'notification', event: 'payment.succeeded', object: { ...pending, status: 'succeeded', paid: true } };
    assert.equal(outcomeOf(await notify(app, claimsPaid)), 'ignored', 'YooKassa says it is still pending');

    await settleAtProviderSilently(providerId);
    const succeeded = await providerPayment(app, providerId);
    const cheaper = { type: 'notification', event: 'payment.succeeded', object: { ...succeeded, amount: { value: '1.00', currency: 'RUB' } } };
    assert.equal(outcomeOf(await notify(app, cheaper)), 'ignored', 'the amount is not what YooKassa holds');
    const canceled = { type: 'notification', event: 'payment.canceled', object: { ...succeeded, status: 'canceled' } };
    assert.equal(outcomeOf(await notify(app, canceled)), 'ignored', 'YooKassa says it succeeded');
    const unknown = { type: 'notification', event: 'payment.succeeded', object: { ...succeeded, id: '2f9a6c1e-000f-5000-8000-000000000000' } };
    assert.equal(outcomeOf(await notify(app, unknown)), 'ignored', 'YooKassa does not know it');
    // YooKassa and the notification agree, but on another amount than our order's.
    await orm().update(fakeYookassaPayments).set({ amount: 100 }).where(eq(fakeYookassaPayments.id, providerId));
    const otherAmount = await providerPayment(app, providerId);
    assert.equal(
      outcomeOf(await notify(app, { type: 'notification', event: 'payment.succeeded', object: otherAmount })),
      'ignored',
      'not what our order costs',
    );
    await orm().update(fakeYookassaPayments).set({ amount: 123_450 }).where(eq(fakeYookassaPayments.id, providerId));

    const [row] = await paymentRows(orderId);
    assert.equal(row?.status, 'pending');
    assert.equal(counting.count(counting.succeeded, orderId), 0);
    assert.equal(counting.count(counting.canceled, orderId), 0);

    assert.equal(outcomeOf(await notify(app, { type: 'notification', event: 'payment.succeeded', object: succeeded })), 'applied');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
  });

  test('a malformed notification from YooKassa’s address is a 400 envelope', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const bodies: unknown[] = [
      {},
      { type: 'notification', event: 'payment.exploded', object: { id: 'x', status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } } },
      { type: 'notification', event: 'payment.succeeded', object: { id: 'x', status: 'succeeded', amount: { value: 'NaN', currency: 'RUB' } } },
      { type: 'notification', event: 'payment.succeeded', object: { id: 'x'.repeat(1000), status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } } },
      // Found by the fuzzer: an id no URL can carry (a lone surrogate) was answered 503 "YooKassa unavailable".
      { type: 'notification', event: 'payment.waiting_for_capture', object: { id: 'а\ud800', status: '', amount: { value: '0', currency: 'ааа' } } },
      { type: 'notification', event: 'payment.succeeded', object: { id: '../refunds/x', status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } } },
      [],
    ];
    for (const body of bodies) {
      const res = await notify(app, body, '185.71.76.5');
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'validation');
    }
    const broken = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_URL,
      payload: '{"type": ',
      remoteAddress: '185.71.76.5',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(broken.statusCode, 400);
  });

  test('a lost notification is caught up by syncPayment, once', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await service.startPayment(startInput(orderId, user.id));
    await settleAtProviderSilently(await providerIdOf(orderId));
    assert.equal((await paymentRows(orderId))[0]?.status, 'pending');
    assert.equal((await service.syncPayment(orderId))?.status, 'succeeded');
    assert.equal((await service.syncPayment(orderId))?.status, 'succeeded');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
    assert.equal(await service.syncPayment(await insertOrder(orm(), user.id)), null, 'an order without payments has no state');
  });

  test('only the customer’s own order waiting for payment can be paid', async (t) => {
    const { app, payments: service } = await buildPaymentsApp(t, suite);
    const owner = await customer(app, orm());
    const stranger = await customer(app, orm());
    const orderId = await insertOrder(orm(), owner.id);
    await assert.rejects(service.startPayment(startInput(orderId, stranger.id)), failsWith(404));
    await assert.rejects(service.startPayment(startInput(2_000_000_000, owner.id)), failsWith(404));
    await assert.rejects(service.startPayment(startInput(orderId, owner.id, { amountKopecks: 0 })), failsWith(400));
    await orm().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    await assert.rejects(service.startPayment(startInput(orderId, owner.id)), failsWith(400, ORDER_NOT_AWAITING_PAYMENT_MESSAGE));
    assert.deepEqual(await paymentRows(orderId), []);
  });

  test('a refund is made at most once: repeated and parallel calls share one refund and one key', async (t) => {
    const { app, payments: service } = await buildPaymentsApp(t, suite);
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);
    await assert.rejects(service.refundPayment(orderId), failsWith(400, ORDER_NOT_PAID_MESSAGE));
    const state = await service.startPayment(startInput(orderId, user.id));
    assert.ok(state.confirmationUrl);
    await assert.rejects(service.refundPayment(orderId), failsWith(400, ORDER_NOT_PAID_MESSAGE), 'not paid yet');
    await pressButton(app, state.confirmationUrl, 'pay');

    const refunds = await Promise.all(Array.from({ length: 10 }, () => service.refundPayment(orderId)));
    assert.equal(new Set(refunds.map((refund) => refund.refundId)).size, 1);
    assert.ok(refunds.every((refund) => refund.status === 'succeeded' && refund.amount === 123_450));
    assert.deepEqual(await service.refundPayment(orderId), refunds[0]);

    const providerId = await providerIdOf(orderId);
    assert.equal((await orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, state.paymentId))).length, 1);
    assert.equal((await orm().select().from(fakeYookassaRefunds).where(eq(fakeYookassaRefunds.paymentId, providerId))).length, 1, 'YooKassa refunded once');
    const [atProvider] = await orm().select().from(fakeYookassaPayments).where(eq(fakeYookassaPayments.id, providerId));
    assert.equal(atProvider?.refundedAmount, 123_450);
  });

  test('a refund whose answer was lost goes through later with the same key; one recorded in the orders transaction goes after its commit, never after a rollback', async (t) => {
    let dropRefunds = true;
    const refundKeys: string[] = [];
    const {
      app,
      payments: service,
      settled,
    } = await buildPaymentsApp(t, suite, {
      wrapFetch: (fetch) => async (url, init) => {
        if (init.method !== 'POST' || !url.endsWith('/v3/refunds')) return fetch(url, init);
        refundKeys.push(init.headers['idempotence-key'] ?? '');
        const response = await fetch(url, init);
        if (dropRefunds) throw new Error('connection reset before the answer came');
        return response;
      },
    });
    const user = await customer(app, orm());
    const paidOrder = async () => {
      const orderId = await insertOrder(orm(), user.id);
      const state = await service.startPayment(startInput(orderId, user.id));
      assert.ok(state.confirmationUrl);
      await pressButton(app, state.confirmationUrl, 'pay');
      return { orderId, paymentId: state.paymentId, providerId: await providerIdOf(orderId) };
    };
    const providerRefunds = (providerId: string) => orm().select().from(fakeYookassaRefunds).where(eq(fakeYookassaRefunds.paymentId, providerId));

    const lost = await paidOrder();
    await assert.rejects(service.refundPayment(lost.orderId), failsWith(503));
    const [creating] = await orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, lost.paymentId));
    assert.equal(creating?.status, 'creating');
    dropRefunds = false;
    assert.equal(await service.completePendingRefunds(), 1);
    const [done] = await orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, lost.paymentId));
    assert.equal(done?.status, 'succeeded');
    assert.deepEqual(refundKeys, [creating?.idempotenceKey, creating?.idempotenceKey]);
    assert.equal((await providerRefunds(lost.providerId)).length, 1);

    const committed = await paidOrder();
    await orm().transaction(async (tx) => {
      await service.recordRefund(committed.orderId, tx);
    });
    const rolledBack = await paidOrder();
    await assert.rejects(
      orm().transaction(async (tx) => {
        await service.recordRefund(rolledBack.orderId, tx);
        throw new Error('the cancellation failed');
      }),
      /the cancellation failed/,
    );
    await settled();
    assert.equal((await orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, committed.paymentId)))[0]?.status, 'succeeded');
    assert.equal((await providerRefunds(committed.providerId)).length, 1);
    assert.deepEqual(await orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, rolledBack.paymentId)), []);
    assert.deepEqual(await providerRefunds(rolledBack.providerId), []);
  });

  test('saved cards: kept when asked, the first one default; paying with one needs no confirmation; only the owner sees and changes them', async (t) => {
    const counting = countingPorts();
    const { app, payments: service } = await buildPaymentsApp(t, suite, { ports: counting.ports });
    const owner = await customer(app, orm());
    const stranger = await customer(app, orm());
    const list = async (token: string) => {
      const res = await app.inject({ method: 'GET', url: '/api/profiles/payment-types', headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      return savedPaymentMethodListResponseSchema.parse(res.json()).data.items;
    };
    const payAndSave = async () => {
      const orderId = await insertOrder(orm(), owner.id);
      const state = await service.startPayment(startInput(orderId, owner.id, { savePaymentMethod: true }));
      assert.ok(state.confirmationUrl);
      assert.match((await app.inject({ method: 'GET', url: new URL(state.confirmationUrl).pathname })).body, /Карта будет сохранена/);
      await pressButton(app, state.confirmationUrl, 'pay');
    };

    assert.deepEqual(await list(owner.token), []);
    await payAndSave();
    const [first] = await list(owner.token);
    assert.deepEqual({ ...first, id: 0, createdAt: '' }, { id: 0, title: 'Bank card *4242', last4: '4242', cardType: 'Mir', isDefault: true, createdAt: '' });
    await payAndSave();
    const two = await list(owner.token);
    assert.equal(two.length, 2);
    assert.deepEqual(
      two.map((card) => card.isDefault),
      [true, false],
      'the first card stays the default',
    );
    const second = two[1];
    assert.ok(first && second);

    assert.deepEqual(await list(stranger.token), [], 'no one else sees them');
    for (const [method, url] of [
      ['POST', `/api/profiles/payment-types/${second.id}/default`],
      ['DELETE', `/api/profiles/payment-types/${first.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${stranger.token}` } });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json().errors, [SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE]);
      assert.equal((await app.inject({ method, url })).statusCode, 401, 'signed out');
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/profiles/payment-types' })).statusCode, 401);
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/api/profiles/payment-types/abc', headers: { authorization: `Bearer ${owner.token}` } })).statusCode,
      400,
    );
    assert.deepEqual(await list(owner.token), two, "the stranger's tries changed nothing");

    const madeDefault = await app.inject({
      method: 'POST',
      url: `/api/profiles/payment-types/${second.id}/default`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    assert.equal(madeDefault.statusCode, 200);
    assert.deepEqual(
      savedPaymentMethodListResponseSchema.parse(madeDefault.json()).data.items.map((card) => [card.id, card.isDefault]),
      [
        [second.id, true],
        [first.id, false],
      ],
    );

    const strangersOrder = await insertOrder(orm(), stranger.id);
    await assert.rejects(
      service.startPayment(startInput(strangersOrder, stranger.id, { savedMethodId: second.id })),
      failsWith(404, SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE),
    );

    const orderId = await insertOrder(orm(), owner.id);
    const oneClick = await service.startPayment(startInput(orderId, owner.id, { savedMethodId: second.id }));
    assert.deepEqual({ status: oneClick.status, confirmationUrl: oneClick.confirmationUrl }, { status: 'succeeded', confirmationUrl: null }, 'paid at once');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
    const [row] = await paymentRows(orderId);
    assert.equal(row?.savedMethodId, second.id);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/profiles/payment-types/${second.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(
      savedPaymentMethodListResponseSchema.parse(deleted.json()).data.items.map((card) => [card.id, card.isDefault]),
      [[first.id, true]],
      'the remaining card becomes the default',
    );
    const defaults = await orm()
      .select()
      .from(savedPaymentMethods)
      .where(and(eq(savedPaymentMethods.userId, owner.id), eq(savedPaymentMethods.isDefault, true)));
    assert.equal(defaults.length, 1);
  });

  test('with the default settings the fake is reached over real HTTP on the address the API listens on', async (t) => {
    const counting = countingPorts();
    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH, payments: { apiUrl: null, ...TEST_SHOP, ports: counting.ports } });
    t.after(() => app.close());
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const config = resolvePaymentsConfig({ apiUrl: null, ...TEST_SHOP }, { publicUrl: address });
    const module = createPaymentsModule({ orm: orm(), config, ports: counting.ports, selfUrl: () => `${address}/api`, log: app.log, now: () => new Date() });
    t.after(module.settled);
    const user = await customer(app, orm());
    const orderId = await insertOrder(orm(), user.id);

    const state = await module.service.startPayment(startInput(orderId, user.id));
    assert.ok(state.confirmationUrl);
    const pageUrl = `${address}${new URL(state.confirmationUrl).pathname}`;
    const page = await fetch(pageUrl);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Оплатить/);
    const paid = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    assert.equal(paid.status, 303);
    assert.equal((await paymentRows(orderId))[0]?.status, 'succeeded', 'the notification came over loopback HTTP and was checked over it');
    assert.equal(counting.count(counting.succeeded, orderId), 1);
  });
});

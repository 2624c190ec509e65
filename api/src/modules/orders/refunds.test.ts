// A paid order that is cancelled gets its money back, once: the whole app (orders, payments and
// the built-in fake YooKassa reached through app.inject), cancelled by the customer or by the
// cook; a second cancel and replayed YooKassa notifications add no refund; the customer reads
// about the refund once; unpaid and pay-on-receipt orders are not refunded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderResponseSchema, paymentNotificationResponseSchema, type Order } from '@povar/shared-kit/contracts';
import { fakeYookassaRefunds, paymentRefunds, payments } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { createOutboxRepository } from '../notifications/index.ts';
import { basicAuth, buildPaymentsApp, type PaymentsHarness, FAKE_API, NOTIFICATIONS_URL, pressButton, startInput } from '../../test/payments.ts';
import { createParties, orderRow, placeOrder, postStatus, readOrder, validReason, type Parties } from '../../test/orders.ts';

const REFUND_SMS = 'Возврат оформлен. Деньги вернутся в течение 10 рабочих дней.';

describeOnEachDatabase('orders: refunds of paid orders', (suite) => {
  const orm = () => suite.database.orm;

  const until = async <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail(`${what} within 5 s`);
  };

  const okOrder = (res: Awaited<ReturnType<FastifyInstance['inject']>>): Order => {
    assert.equal(res.statusCode, 200, res.body);
    return orderResponseSchema.parse(res.json()).data;
  };

  /** An online order of two borscht (1 000 ₽), paid on the fake's page; answers it once the payment moved it to 'new'. */
  const paidOrder = async ({ app, payments: service }: PaymentsHarness, parties: Parties) => {
    const orderId = await placeOrder(orm(), parties, { paymentType: 'online' });
    const state = await service.startPayment(startInput(orderId, parties.customer.id, { amountKopecks: (await orderRow(orm(), orderId)).total }));
    assert.ok(state.confirmationUrl);
    assert.equal((await pressButton(app, state.confirmationUrl, 'pay')).statusCode, 303);
    await until(
      'the order paid',
      () => orderRow(orm(), orderId),
      (row) => row.status === 'new',
    );
    return { orderId, paymentId: state.paymentId };
  };

  const refundsOf = (paymentId: number) => orm().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  const providerRefundsOf = async (paymentId: number) => {
    const [payment] = await orm().select().from(payments).where(eq(payments.id, paymentId));
    assert.ok(payment?.providerPaymentId);
    return orm().select().from(fakeYookassaRefunds).where(eq(fakeYookassaRefunds.paymentId, payment.providerPaymentId));
  };
  const refundSucceeded = (paymentId: number) =>
    until(
      'the refund through YooKassa',
      () => refundsOf(paymentId),
      (rows) => rows[0]?.status === 'succeeded',
    );

  const fromYookassa = async (app: FastifyInstance, path: string) => {
    const res = await app.inject({ method: 'GET', url: `${FAKE_API}${path}`, headers: { authorization: basicAuth() } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as object;
  };
  const notify = async (app: FastifyInstance, event: string, object: object) => {
    const res = await app.inject({ method: 'POST', url: NOTIFICATIONS_URL, payload: { type: 'notification', event, object }, remoteAddress: '127.0.0.1' });
    assert.equal(res.statusCode, 200, res.body);
    return paymentNotificationResponseSchema.parse(res.json()).data.outcome;
  };

  /** The order notices the customer got by SMS that speak of a refund (they have no device: every notice goes by SMS). */
  const refundMessagesTo = async (phone: string, orderId: number) =>
    (await createOutboxRepository(orm()).latest(100, { channel: 'sms', recipient: phone })).filter(
      (message) => message.text.startsWith(`Заказ №${orderId}`) && message.text.includes('Возврат'),
    );

  test('cancelled by the customer: one refund of the whole payment at YooKassa, shown on the order; a second cancel and replayed notifications add none; one SMS', async (t) => {
    const harness = await buildPaymentsApp(t, suite);
    const { app } = harness;
    const parties = await createParties(app, suite);
    const { orderId, paymentId } = await paidOrder(harness, parties);
    assert.equal(okOrder(await readOrder(app, orderId, parties.customer)).refund, null, 'nothing to refund yet');

    const [first, second] = await Promise.all([
      postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') }),
      postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') }),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 400]);
    const [refund] = await refundSucceeded(paymentId);
    assert.equal(refund?.amount, 100_000);
    assert.ok(refund?.providerRefundId);
    assert.equal((await postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') })).statusCode, 400, 'cancelled already');

    // YooKassa delivers its notifications again (the payment's and the refund's): nothing new.
    const payment = (await orm().select().from(payments).where(eq(payments.id, paymentId)))[0];
    assert.ok(payment?.providerPaymentId);
    assert.equal(await notify(app, 'payment.succeeded', await fromYookassa(app, `/payments/${payment.providerPaymentId}`)), 'unchanged');
    const refundAtProvider = await fromYookassa(app, `/refunds/${refund.providerRefundId}`);
    assert.deepEqual(await Promise.all([notify(app, 'refund.succeeded', refundAtProvider), notify(app, 'refund.succeeded', refundAtProvider)]), [
      'unchanged',
      'unchanged',
    ]);
    assert.equal(await harness.payments.completePendingRefunds(), 0, 'nothing left to send');

    assert.equal((await refundsOf(paymentId)).length, 1);
    assert.equal((await providerRefundsOf(paymentId)).length, 1, 'YooKassa refunded once');
    const seen = okOrder(await readOrder(app, orderId, parties.customer));
    assert.equal(seen.status, 'cancelled');
    assert.deepEqual(seen.refund, {
      state: 'succeeded',
      stateLabel: 'выполнен',
      amount: 100_000,
      title: 'Возврат оформлен',
      note: 'Деньги вернутся в течение 10 рабочих дней',
    });
    assert.deepEqual(okOrder(await readOrder(app, orderId, parties.cookUser)).refund?.amount, 100_000, 'the cook sees the money went back too');

    await app.close(); // waits for the notices it queued
    const messages = await refundMessagesTo(parties.customer.phone, orderId);
    assert.deepEqual(
      messages.map((message) => message.text),
      [`Заказ №${orderId} отменён. ${REFUND_SMS}`],
      'the customer is told once',
    );
  });

  test('cancelled by the cook (accepted, then cancelled): one refund; the customer is told once, with the reason', async (t) => {
    const harness = await buildPaymentsApp(t, suite);
    const { app } = harness;
    const parties = await createParties(app, suite);
    const { orderId, paymentId } = await paidOrder(harness, parties);
    okOrder(await postStatus(app, orderId, parties.cookUser, { status: 'accepted' }));
    okOrder(await postStatus(app, orderId, parties.cookUser, { status: 'cancelled', ...validReason('cook') }));
    assert.equal((await postStatus(app, orderId, parties.cookUser, { status: 'cancelled', ...validReason('cook') })).statusCode, 400);
    assert.equal((await postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') })).statusCode, 400);
    await refundSucceeded(paymentId);
    assert.equal((await refundsOf(paymentId)).length, 1);
    assert.equal((await providerRefundsOf(paymentId)).length, 1);
    assert.equal(okOrder(await readOrder(app, orderId, parties.customer)).refund?.state, 'succeeded');

    await app.close();
    const messages = await refundMessagesTo(parties.customer.phone, orderId);
    assert.equal(messages.length, 1, messages.map((message) => message.text).join(' | '));
    assert.match(messages[0]?.text ?? '', new RegExp(`^Заказ №${orderId}: повар отменил заказ\\. Причина: .+\\. ${REFUND_SMS}$`));
  });

  test('paid after it was cancelled (the payment page left open in another tab): the money goes back once, and the customer is told why, once', async (t) => {
    const harness = await buildPaymentsApp(t, suite);
    const { app, payments: service } = harness;
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(orm(), parties, { paymentType: 'online' });
    const started = await service.startPayment(startInput(orderId, parties.customer.id, { amountKopecks: (await orderRow(orm(), orderId)).total }));
    assert.ok(started.confirmationUrl);
    okOrder(await postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') }));
    assert.equal((await pressButton(app, started.confirmationUrl, 'pay')).statusCode, 303);

    const [refund] = await refundSucceeded(started.paymentId);
    assert.equal(refund?.amount, (await orderRow(orm(), orderId)).total);
    const payment = (await orm().select().from(payments).where(eq(payments.id, started.paymentId)))[0];
    assert.ok(payment?.providerPaymentId);
    assert.equal(await notify(app, 'payment.succeeded', await fromYookassa(app, `/payments/${payment.providerPaymentId}`)), 'unchanged');
    assert.equal((await refundsOf(started.paymentId)).length, 1);
    assert.equal((await providerRefundsOf(started.paymentId)).length, 1, 'YooKassa refunded once');
    const seen = okOrder(await readOrder(app, orderId, parties.customer));
    assert.equal(seen.status, 'cancelled');
    assert.equal(seen.refund?.title, 'Возврат оформлен');

    await app.close();
    assert.deepEqual(
      (await refundMessagesTo(parties.customer.phone, orderId)).map((message) => message.text),
      [`Заказ №${orderId} был отменён до того, как пришла оплата. ${REFUND_SMS}`],
    );
  });

  test('unpaid orders are not refunded: an online order cancelled before paying, a pay-on-receipt order cancelled by the cook', async (t) => {
    const { app, payments: service } = await buildPaymentsApp(t, suite);
    const parties = await createParties(app, suite);
    const unpaid = await placeOrder(orm(), parties, { paymentType: 'online' });
    const started = await service.startPayment(startInput(unpaid, parties.customer.id, { amountKopecks: 100_000 }));
    okOrder(await postStatus(app, unpaid, parties.customer, { status: 'cancelled', ...validReason('customer') }));
    const onReceipt = await placeOrder(orm(), parties, { paymentType: 'on_receipt' });
    okOrder(await postStatus(app, onReceipt, parties.cookUser, { status: 'cancelled', ...validReason('cook') }));

    for (const [orderId, party] of [
      [unpaid, parties.customer],
      [onReceipt, parties.customer],
    ] as const) {
      assert.equal(okOrder(await readOrder(app, orderId, party)).refund, null);
    }
    assert.deepEqual(await refundsOf(started.paymentId), []);
    await app.close();
    assert.deepEqual(await refundMessagesTo(parties.customer.phone, unpaid), []);
    assert.deepEqual(await refundMessagesTo(parties.customer.phone, onReceipt), []);
    const cookNotice = (await createOutboxRepository(orm()).latest(100, { channel: 'sms', recipient: parties.customer.phone })).find((message) =>
      message.text.startsWith(`Заказ №${onReceipt}:`),
    );
    assert.ok(cookNotice && !cookNotice.text.includes('Деньги'), 'no word of money the customer never paid');
  });
});

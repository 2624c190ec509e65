// Orders through the API (docs/decisions.md, 'Orders'): every move of every side from every status as the
// design allows it and no other, strangers refused like unknown orders, one winner of two changes
// at once, the history, cancel reasons, refunds of paid orders through the port, notices to the
// other side, stale orders cancelled by the system, and the lists of both sides.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COOKS_ONLY_MESSAGE,
  DEFAULT_COOK_SCHEDULE,
  DELIVERY_TYPES,
  ORDER_CHANGED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_STATUSES,
  orderActionUnavailableMessage,
  orderListResponseSchema,
  orderResponseSchema,
  type Order,
  type OrderStatus,
  maskPhone,
} from '@povar/shared-kit/contracts';
import { buildApiServer } from '../../app.ts';
import { cookSchedules, orders, orderStatusHistory } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { bearer, signInAs } from '../../test/files.ts';
import { noRefund, ordersServiceFor, STALE_ORDER_SWEEP_MS, type RefundOrderPort } from './index.ts';
import { developmentApiSettings, readConfig } from '../../config.ts';
import { createOrdersRepository } from './orders.repository.ts';
import {
  createParties,
  expectedAllowed,
  orderRow,
  placeOrder,
  postStatus,
  putInStatus,
  readOrder,
  registerDevice,
  TEST_ADDRESS,
  validReason,
  waitForMessages,
  type Parties,
} from '../../test/orders.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const okOrder = (res: Awaited<ReturnType<FastifyInstance['inject']>>): Order => {
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  return orderResponseSchema.parse(res.json()).data;
};

/** An orders service over the suite's database, as the payments module would hold one. */
const serviceFor = (suite: ApiSuite, refundOrder: RefundOrderPort = noRefund, now = () => new Date()) =>
  ordersServiceFor(suite.database.orm, {
    now,
    sms: { provider: 'outbox' },
    payoutRates: developmentApiSettings().payouts.rates,
    log: { warn: () => undefined, error: () => undefined },
    refundOrder,
  });

/** A refund port that remembers which orders it refunded. */
function refundSpy() {
  const refunded: number[] = [];
  const port: RefundOrderPort = async (orderId) => {
    refunded.push(orderId);
  };
  return { refunded, port };
}

describeOnEachDatabase('orders: status changes', (suite) => {
  const orm = () => suite.database.orm;

  test('every status × side × target × delivery type through the route: allowed moves answer the order, every other one is refused', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    let allowedCount = 0;
    for (const deliveryType of DELIVERY_TYPES) {
      for (const from of ORDER_STATUSES) {
        for (const side of ['customer', 'cook'] as const) {
          for (const to of ORDER_STATUSES) {
            const orderId = await placeOrder(orm(), parties, { deliveryType });
            await putInStatus(orm(), orderId, from);
            const res = await postStatus(app, orderId, side === 'customer' ? parties.customer : parties.cookUser, { status: to, ...validReason(side) });
            const what = `${from} → ${to} by ${side} (${deliveryType})`;
            if (expectedAllowed(from, to, side, deliveryType)) {
              allowedCount += 1;
              const order = okOrder(res);
              assert.equal(order.status, to, what);
              assert.equal((await orderRow(orm(), orderId)).status, to, what);
            } else {
              assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
              assert.equal(res.json().error, 'conflict', what);
              assert.deepEqual(res.json().errors, [orderActionUnavailableMessage(from)], what);
              assert.equal((await orderRow(orm(), orderId)).status, from, `${what}: unchanged`);
            }
          }
        }
      }
    }
    // The design's lines for people: 11 for both kinds of order, one only for a pickup, one only for a delivery.
    assert.equal(allowedCount, 11 * 2 + 2);
  });

  test('a stranger (another cook, too) and a guest get nothing: the same 404 as an unknown order, and nothing changes', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(orm(), parties);
    const notFound = { success: false, data: null, errors: [ORDER_NOT_FOUND_MESSAGE], message: ORDER_NOT_FOUND_MESSAGE, error: 'not_found' };
    for (const status of ORDER_STATUSES) {
      const res = await postStatus(app, orderId, parties.stranger, { status, ...validReason('cook') });
      assert.equal(res.statusCode, 404, res.body);
      assert.deepEqual(res.json(), notFound);
    }
    const read = await readOrder(app, orderId, parties.stranger);
    assert.equal(read.statusCode, 404);
    assert.deepEqual(read.json(), notFound);
    assert.deepEqual((await readOrder(app, 2_000_000_000, parties.customer)).json(), notFound, 'an unknown order reads the same');
    assert.equal((await app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode, 401);
    assert.equal((await app.inject({ method: 'POST', url: `/api/orders/${orderId}/status`, payload: { status: 'accepted' } })).statusCode, 401);
    assert.equal((await orderRow(orm(), orderId)).status, 'new');
    for (const bad of ['abc', '0', '1.5'])
      assert.equal((await app.inject({ method: 'GET', url: `/api/orders/${bad}`, headers: bearer(parties.customer.accessToken) })).statusCode, 400);
  });

  test('two changes at once: one wins, the other is told the order moved; one history row for the change', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    for (let round = 0; round < 3; round++) {
      const orderId = await placeOrder(orm(), parties);
      const [cancel, accept] = await Promise.all([
        postStatus(app, orderId, parties.customer, { status: 'cancelled', ...validReason('customer') }),
        postStatus(app, orderId, parties.cookUser, { status: 'accepted' }),
      ]);
      const answers = [cancel, accept];
      const winners = answers.filter((res) => res.statusCode === 200);
      assert.equal(winners.length, 1, answers.map((res) => res.body).join('\n'));
      const loser = answers.find((res) => res.statusCode !== 200);
      assert.equal(loser?.statusCode, 400);
      assert.equal(loser?.json().error, 'conflict');
      assert.ok(
        [ORDER_CHANGED_MESSAGE, orderActionUnavailableMessage('cancelled'), orderActionUnavailableMessage('accepted')].includes(loser?.json().message),
        loser?.body,
      );
      const history = await orm().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
      assert.equal(history.length, 2, 'the creation and the one change that won');
      assert.equal((await orderRow(orm(), orderId)).status, winners[0] === cancel ? 'cancelled' : 'accepted');
    }

    // The same move twice at once: applied once.
    const orderId = await placeOrder(orm(), parties);
    const both = await Promise.all([0, 1].map(() => postStatus(app, orderId, parties.cookUser, { status: 'accepted' })));
    assert.deepEqual(both.map((res) => res.statusCode).sort(), [200, 400]);
    assert.equal((await orm().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).length, 2);
  });

  test('the history records every move with who made it and why; the order answers it oldest first with labels', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(orm(), parties, { deliveryType: 'delivery' });
    for (const status of ['accepted', 'cooking', 'ready', 'delivering'] as const) okOrder(await postStatus(app, orderId, parties.cookUser, { status }));
    const order = okOrder(await postStatus(app, orderId, parties.customer, { status: 'completed' }));
    assert.deepEqual(
      order.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actorRole, entry.toStatusLabel]),
      [
        [null, 'new', 'customer', 'Новый'],
        ['new', 'accepted', 'cook', 'Принят'],
        ['accepted', 'cooking', 'cook', 'Готовится'],
        ['cooking', 'ready', 'cook', 'Готов'],
        ['ready', 'delivering', 'cook', 'В пути'],
        ['delivering', 'completed', 'customer', 'Выполнен'],
      ],
    );
    assert.equal(order.statusLabel, 'Выполнен');
    assert.ok(order.acceptedAt && order.completedAt);
    assert.deepEqual(order.actions, []);
    const rows = await orm().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
    assert.deepEqual(
      rows.map((row) => row.actorUserId),
      [parties.customer.id, parties.cookUser.id, parties.cookUser.id, parties.cookUser.id, parties.cookUser.id, parties.customer.id],
    );

    // A completed order is one the customer may review.
    const cookPage = await app.inject({ method: 'GET', url: `/api/cooks/${parties.cookId}`, headers: bearer(parties.customer.accessToken) });
    assert.equal(cookPage.json().data.canAddReview, true);
  });

  test('cancel reasons: required, from the side’s own list, a text for «Другое»; kept on the order and in the history', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(orm(), parties);
    const refusals: [Record<string, unknown>, string][] = [
      [{ status: 'cancelled' }, 'Укажите причину отмены'],
      [{ status: 'cancelled', orderCancelReason: '' }, 'Укажите причину отмены'],
      [{ status: 'cancelled', orderCancelReason: 'changed_mind' }, 'Выберите причину отмены из списка'],
      [{ status: 'cancelled', orderCancelReason: 'not_accepted' }, 'Выберите причину отмены из списка'],
      [{ status: 'cancelled', orderCancelReason: 'other' }, 'Опишите причину отмены'],
      [{ status: 'cancelled', orderCancelReason: 'other', exactlyOrderCancelReason: '   ' }, 'Опишите причину отмены'],
      [{ status: 'cancelled', orderCancelReason: 'other', exactlyOrderCancelReason: 'x'.repeat(501) }, 'Не больше 500 символов'],
      [{ status: 'cancelled', orderCancelReason: 42 }, 'Выберите причину отмены из списка'],
      [{ status: 'eaten' }, 'Укажите новый статус заказа'],
      [{}, 'Укажите новый статус заказа'],
    ];
    for (const [body, message] of refusals) {
      const res = await postStatus(app, orderId, parties.cookUser, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(res.json().errors, [message], JSON.stringify(body));
    }
    assert.equal((await orderRow(orm(), orderId)).status, 'new');

    const declined = okOrder(
      await postStatus(app, orderId, parties.cookUser, { status: 'cancelled', orderCancelReason: 'other', exactlyOrderCancelReason: '  Уехала на дачу  ' }),
    );
    assert.equal(declined.cancelledBy, 'cook');
    assert.equal(declined.orderCancelReason, 'other');
    assert.equal(declined.orderCancelReasonLabel, 'Другое');
    assert.equal(declined.exactlyOrderCancelReason, 'Уехала на дачу');
    assert.deepEqual(declined.history.at(-1), {
      fromStatus: 'new',
      toStatus: 'cancelled',
      toStatusLabel: 'Отменён',
      actorRole: 'cook',
      at: declined.history.at(-1)?.at,
      orderCancelReason: 'other',
      orderCancelReasonLabel: 'Другое',
      exactlyOrderCancelReason: 'Уехала на дачу',
    });

    // A customer's reason of their own list; a reason on a move that is not a cancellation is not kept.
    const second = await placeOrder(orm(), parties);
    const accepted = okOrder(
      await postStatus(app, second, parties.cookUser, { status: 'accepted', orderCancelReason: 'no_time', exactlyOrderCancelReason: 'ignored' }),
    );
    assert.equal(accepted.orderCancelReason, null);
    assert.equal(accepted.history.at(-1)?.orderCancelReason, null);
    const third = await placeOrder(orm(), parties);
    const byCustomer = okOrder(await postStatus(app, third, parties.customer, { status: 'cancelled', orderCancelReason: 'long_wait' }));
    assert.deepEqual([byCustomer.cancelledBy, byCustomer.orderCancelReasonLabel, byCustomer.exactlyOrderCancelReason], ['customer', 'Долгое ожидание', null]);
  });

  test('cancelling a paid order calls the refund port once, in the cancelling transaction; unpaid and pay-on-receipt orders are not refunded', async (t) => {
    const spy = refundSpy();
    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH, orders: { refundOrder: spy.port } });
    t.after(() => app.close());
    const parties = await createParties(app, suite);
    const payments = serviceFor(suite);

    const paid = await placeOrder(orm(), parties, { paymentType: 'online' });
    assert.equal((await payments.markOrderPaid(paid)).outcome, 'paid');
    okOrder(await postStatus(app, paid, parties.cookUser, { status: 'accepted' }));
    const [first, second] = await Promise.all([
      postStatus(app, paid, parties.cookUser, { status: 'cancelled', ...validReason('cook') }),
      postStatus(app, paid, parties.cookUser, { status: 'cancelled', ...validReason('cook') }),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 400]);
    assert.deepEqual(spy.refunded, [paid], 'refunded once');

    const unpaid = await placeOrder(orm(), parties, { paymentType: 'online' });
    okOrder(await postStatus(app, unpaid, parties.customer, { status: 'cancelled', ...validReason('customer') }));
    const onReceipt = await placeOrder(orm(), parties, { paymentType: 'on_receipt' });
    okOrder(await postStatus(app, onReceipt, parties.customer, { status: 'cancelled', ...validReason('customer') }));
    assert.deepEqual(spy.refunded, [paid]);

    // A refund that cannot be recorded leaves the order as it was.
    const failing = await buildApiServer({
      db: suite.database,
      auth: TEST_AUTH,
      orders: {
        refundOrder: async () => {
          throw new Error('payments are down');
        },
      },
    });
    t.after(() => failing.close());
    const another = await placeOrder(orm(), parties, { paymentType: 'online' });
    await payments.markOrderPaid(another);
    const res = await postStatus(failing, another, parties.customer, { status: 'cancelled', ...validReason('customer') });
    assert.equal(res.statusCode, 500);
    assert.equal((await orderRow(orm(), another)).status, 'new');
    assert.equal((await orm().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, another))).length, 2);
  });
});

describeOnEachDatabase('orders: payments and the system', (suite) => {
  const orm = () => suite.database.orm;

  test('markOrderPaid: awaiting_payment → new exactly once (also when reported twice at once); paidAt set; a cancelled order asks for a refund', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const payments = serviceFor(suite);
    const orderId = await placeOrder(orm(), parties, { paymentType: 'online' });
    assert.equal((await orderRow(orm(), orderId)).status, 'awaiting_payment');

    const outcomes = await Promise.all([payments.markOrderPaid(orderId), payments.markOrderPaid(orderId)]);
    assert.deepEqual(outcomes.map((outcome) => outcome.outcome).sort(), ['already_paid', 'paid']);
    const row = await orderRow(orm(), orderId);
    assert.equal(row.status, 'new');
    assert.ok(row.paidAt);
    assert.equal((await payments.markOrderPaid(orderId)).outcome, 'already_paid');
    const history = await orm().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
    assert.deepEqual(
      history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actorRole, entry.actorUserId]),
      [
        [null, 'awaiting_payment', 'customer', parties.customer.id],
        ['awaiting_payment', 'new', 'system', null],
      ],
    );

    const cancelledFirst = await placeOrder(orm(), parties, { paymentType: 'online' });
    assert.equal((await payments.cancelUnpaidOrder(cancelledFirst)).outcome, 'cancelled');
    assert.equal((await payments.cancelUnpaidOrder(cancelledFirst)).outcome, 'already_cancelled');
    assert.equal((await payments.markOrderPaid(cancelledFirst)).outcome, 'cancelled', 'the money came too late: refund it');
    assert.equal((await payments.cancelUnpaidOrder(orderId)).outcome, 'not_awaiting_payment', 'a paid order is not cancelled as unpaid');
    const onReceipt = await placeOrder(orm(), parties, { paymentType: 'on_receipt' });
    assert.equal((await payments.markOrderPaid(onReceipt)).outcome, 'not_awaiting_payment');
    assert.equal((await payments.markOrderPaid(2_000_000_000)).outcome, 'not_found');
    const cancelled = await orderRow(orm(), cancelledFirst);
    assert.deepEqual([cancelled.cancelledBy, cancelled.orderCancelReason], ['system', 'not_paid']);
  });

  test("in the payments module's transaction: nothing is announced until it calls announce, and its rollback undoes the change", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const cookToken = await registerDevice(app, parties.cookUser);
    const payments = serviceFor(suite);
    const orderId = await placeOrder(orm(), parties, { paymentType: 'online' });

    await assert.rejects(
      orm().transaction(async (tx) => {
        assert.equal((await payments.markOrderPaid(orderId, tx)).outcome, 'paid');
        throw new Error('the payment record failed');
      }),
    );
    assert.equal((await orderRow(orm(), orderId)).status, 'awaiting_payment');

    const result = await orm().transaction((tx) => payments.markOrderPaid(orderId, tx));
    assert.equal(result.outcome, 'paid');
    await payments.notificationsSettled();
    assert.equal((await waitForMessages(orm(), 'push', cookToken, 0)).length, 0, 'not announced by markOrderPaid with a transaction');
    if (result.outcome === 'paid') payments.announce(result.change);
    const [push] = await waitForMessages(orm(), 'push', cookToken);
    assert.equal(push?.text, `Заказ №${orderId}: новый заказ. Примите или отклоните его`);
  });

  test('stale orders: unpaid for 30 min and new orders not accepted in 2 h or by the slot are cancelled by the system (paid ones refunded); others are left', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const spy = refundSpy();
    const sweeper = serviceFor(suite, spy.port);
    const at = new Date();
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const place = (overrides: Parameters<typeof placeOrder>[2]) => placeOrder(orm(), parties, overrides);

    const unpaidLong = await place({ paymentType: 'online', now: ago(31 * MINUTE_MS) });
    const unpaidRecent = await place({ paymentType: 'online', now: ago(29 * MINUTE_MS) });
    const newLong = await place({ paymentType: 'on_receipt', now: ago(2 * HOUR_MS + MINUTE_MS) });
    const newRecent = await place({ paymentType: 'on_receipt', now: ago(HOUR_MS), deliverFrom: new Date(at.getTime() + HOUR_MS) });
    const slotStarted = await place({ paymentType: 'on_receipt', now: ago(20 * MINUTE_MS), deliverFrom: ago(MINUTE_MS) });
    const paidLong = await place({ paymentType: 'online', now: ago(5 * HOUR_MS) });
    await orm()
      .update(orders)
      .set({ status: 'new', paidAt: ago(2 * HOUR_MS + MINUTE_MS) })
      .where(eq(orders.id, paidLong));
    // Placed long ago but paid only an hour ago: the cook's two hours run from the payment.
    const paidRecently = await place({ paymentType: 'online', now: ago(5 * HOUR_MS) });
    await orm()
      .update(orders)
      .set({ status: 'new', paidAt: ago(HOUR_MS) })
      .where(eq(orders.id, paidRecently));
    const acceptedLong = await place({ paymentType: 'on_receipt', now: ago(10 * HOUR_MS) });
    await putInStatus(orm(), acceptedLong, 'accepted');

    const cancelled = await sweeper.cancelStaleOrders(at);
    const ours = [unpaidLong, unpaidRecent, newLong, newRecent, slotStarted, paidLong, paidRecently, acceptedLong];
    assert.deepEqual(
      cancelled.filter((id) => ours.includes(id)).sort((a, b) => a - b),
      [unpaidLong, newLong, slotStarted, paidLong].sort((a, b) => a - b),
    );
    for (const [id, reason] of [
      [unpaidLong, 'not_paid'],
      [newLong, 'not_accepted'],
      [slotStarted, 'not_accepted'],
      [paidLong, 'not_accepted'],
    ] as const) {
      const row = await orderRow(orm(), id);
      assert.deepEqual([row.status, row.cancelledBy, row.orderCancelReason], ['cancelled', 'system', reason], `order ${id}`);
    }
    for (const [id, status] of [
      [unpaidRecent, 'awaiting_payment'],
      [newRecent, 'new'],
      [paidRecently, 'new'],
      [acceptedLong, 'accepted'],
    ] as const) {
      assert.equal((await orderRow(orm(), id)).status, status, `order ${id} left as it was`);
    }
    assert.deepEqual(spy.refunded, [paidLong], 'only the paid one is refunded');
    assert.deepEqual(await sweeper.cancelStaleOrders(at), [], 'a second sweep finds nothing');

    const customerView = okOrder(await readOrder(app, newLong, parties.customer));
    assert.deepEqual([customerView.cancelledBy, customerView.orderCancelReasonLabel], ['system', 'Повар не подтвердил заказ']);
    assert.equal(customerView.history.at(-1)?.actorRole, 'system');
  });

  test('the sweep runs on its timer while the server is up and stops with it; off in an app built without a configuration', async () => {
    assert.equal(developmentApiSettings().orders.staleSweepEveryMs, 0);
    assert.equal(readConfig({}).api.orders.staleSweepEveryMs, STALE_ORDER_SWEEP_MS);
    assert.equal(readConfig({ ORDER_SWEEP_INTERVAL_MS: '5000' }).api.orders.staleSweepEveryMs, 5000);
    assert.throws(() => readConfig({ ORDER_SWEEP_INTERVAL_MS: 'soon' }), /ORDER_SWEEP_INTERVAL_MS must be a whole number of milliseconds/);

    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH, orders: { staleSweepEveryMs: 20 } });
    try {
      const parties = await createParties(app, suite);
      const stale = await placeOrder(orm(), parties, { paymentType: 'online', now: new Date(Date.now() - HOUR_MS) });
      for (let waited = 0; waited < 5_000 && (await orderRow(orm(), stale)).status !== 'cancelled'; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal((await orderRow(orm(), stale)).status, 'cancelled');
    } finally {
      await app.close();
    }
  });
});

describeOnEachDatabase('orders: notices to the other side', (suite) => {
  const orm = () => suite.database.orm;

  test("the cook's moves reach the customer's devices; a new order and a cancellation also go by SMS; without a device, SMS", async (t) => {
    // Closed by hand halfway: closing waits for the notices it queued.
    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const customerPush = await registerDevice(app, parties.customer);
    const cookPush = await registerDevice(app, parties.cookUser);

    const orderId = await placeOrder(orm(), parties);
    const checkout = serviceFor(suite);
    await checkout.announceOrderCreated(orderId);
    const newOrderText = `Заказ №${orderId}: новый заказ. Примите или отклоните его`;
    assert.equal((await waitForMessages(orm(), 'push', cookPush))[0]?.text, newOrderText);
    assert.equal((await waitForMessages(orm(), 'sms', parties.cookUser.phone))[0]?.text, newOrderText, 'urgent: by SMS too');

    okOrder(await postStatus(app, orderId, parties.cookUser, { status: 'accepted' }));
    const [accepted] = await waitForMessages(orm(), 'push', customerPush);
    assert.equal(accepted?.text, `Заказ №${orderId}: повар принял заказ`);
    assert.equal(accepted?.subject, `Заказ №${orderId}`);
    okOrder(await postStatus(app, orderId, parties.cookUser, { status: 'cooking' }));
    okOrder(await postStatus(app, orderId, parties.cookUser, { status: 'ready' }));
    const pushes = await waitForMessages(orm(), 'push', customerPush, 3);
    assert.deepEqual(pushes.map((message) => message.text).slice(0, 3), [
      `Заказ №${orderId} готов, можно забирать`,
      `Заказ №${orderId}: повар начал готовить`,
      `Заказ №${orderId}: повар принял заказ`,
    ]);
    await app.close();
    assert.equal((await waitForMessages(orm(), 'sms', parties.customer.phone, 0)).length, 0, 'a customer with the app gets no SMS for these');
    assert.equal((await waitForMessages(orm(), 'push', cookPush)).length, 1, 'the cook is not told of their own moves');

    // A customer cancels: the cook hears by push and SMS. A customer without a device hears by SMS.
    const second = await suite.build(t, { auth: TEST_AUTH });
    const other = await placeOrder(orm(), parties);
    okOrder(await postStatus(second, other, parties.customer, { status: 'cancelled', ...validReason('customer') }));
    const cancelText = `Заказ №${other}: покупатель отменил заказ`;
    assert.equal((await waitForMessages(orm(), 'push', cookPush, 2))[0]?.text, cancelText);
    assert.equal((await waitForMessages(orm(), 'sms', parties.cookUser.phone, 2))[0]?.text, cancelText);

    const appless = await createParties(second, suite);
    const third = await placeOrder(orm(), appless);
    okOrder(await postStatus(second, third, appless.cookUser, { status: 'accepted' }));
    assert.equal((await waitForMessages(orm(), 'sms', appless.customer.phone))[0]?.text, `Заказ №${third}: повар принял заказ`);
  });
});

describeOnEachDatabase('orders: what each side sees', (suite) => {
  const orm = () => suite.database.orm;

  test('one order: items, sums, delivery, comments, preferences; the customer’s contacts only for the cook; the actions of each side', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite, { deliveryCost: 15_000 });
    const preferences = await createOrdersRepository(orm()).findTastePreferences(['bez-glyutena', 'ostroe', 'no-such']);
    const deliverFrom = new Date('2031-03-01T07:00:00Z');
    const orderId = await placeOrder(orm(), parties, {
      deliveryType: 'delivery',
      paymentType: 'online',
      deliverFrom,
      deliverTo: new Date('2031-03-01T08:00:00Z'),
      commentForCook: 'Поменьше соли',
      commentForDelivery: 'Позвонить за 10 минут',
      preferences,
      discount: 5_000,
      items: [
        { dishId: parties.dishId, name: 'Борщ', price: 50_000, count: 2, cookingTime: 45 },
        { dishId: parties.dishId, name: 'Пампушки', price: 12_550, count: 1, cookingTime: 20 },
      ],
    });
    await serviceFor(suite).markOrderPaid(orderId);

    const asCustomer = okOrder(await readOrder(app, orderId, parties.customer));
    assert.equal(asCustomer.viewerRole, 'customer');
    assert.equal(asCustomer.customer, null);
    assert.deepEqual(asCustomer.cook, { id: parties.cookId, name: 'Повар Заказов', avatar: null, gender: null });
    assert.equal(asCustomer.pickup, null, 'a delivery has no pickup place');
    assert.deepEqual(asCustomer.items, [
      { dishId: parties.dishId, name: 'Борщ', price: 50_000, count: 2, sum: 100_000, cookingTime: 45 },
      { dishId: parties.dishId, name: 'Пампушки', price: 12_550, count: 1, sum: 12_550, cookingTime: 20 },
    ]);
    assert.deepEqual([asCustomer.dishesSum, asCustomer.deliveryCost, asCustomer.discount, asCustomer.total], [112_550, 15_000, 5_000, 122_550]);
    assert.deepEqual(asCustomer.address, TEST_ADDRESS);
    assert.deepEqual(
      [asCustomer.deliveryType, asCustomer.deliveryTypeLabel, asCustomer.paymentType, asCustomer.paymentTypeLabel],
      ['delivery', 'Доставка', 'online', 'Онлайн'],
    );
    assert.equal(asCustomer.deliverFrom, deliverFrom.toISOString());
    assert.deepEqual(asCustomer.preferences, [
      { slug: 'ostroe', title: 'Острое' },
      { slug: 'bez-glyutena', title: 'Без глютена' },
    ]);
    assert.deepEqual(
      [asCustomer.commentForCook, asCustomer.commentForDelivery, asCustomer.recipientName, asCustomer.recipientPhone],
      ['Поменьше соли', 'Позвонить за 10 минут', 'Анна', '+79990001122'],
    );
    assert.deepEqual([asCustomer.status, asCustomer.statusLabel], ['new', 'Новый']);
    assert.ok(asCustomer.paidAt);
    assert.deepEqual(
      asCustomer.actions.map((action) => [action.status, action.label, action.requiresReason]),
      [['cancelled', 'Отменить заказ', true]],
    );
    assert.deepEqual(
      asCustomer.actions[0]?.cancelReasons.map((reason) => reason.label),
      ['Передумал', 'Долгое ожидание', 'Ошибся при оформлении', 'Другое'],
    );

    const asCook = okOrder(await readOrder(app, orderId, parties.cookUser));
    assert.equal(asCook.viewerRole, 'cook');
    // An account without a name is known to the cook by the order's recipient; its phone only masked.
    assert.deepEqual(asCook.customer, { name: 'Анна', phone: maskPhone(parties.customer.phone) });
    assert.ok(!asCook.customer?.phone.includes(parties.customer.phone.slice(5, 10)));
    assert.deepEqual(
      asCook.actions.map((action) => action.status),
      ['accepted', 'cancelled'],
    );
    assert.equal(asCook.actions[1]?.cancelReasons[0]?.label, 'Повар не может приготовить');
  });

  test('a pickup order tells its customer and its cook where to collect it and the cook’s hours that day; nobody else learns the address', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite, { address: 'ул. Мельникайте, 100', gender: 'female' });
    // Sundays 10:00–18:00, Mondays closed; Tyumen is UTC+5.
    await orm()
      .insert(cookSchedules)
      .values({
        cookId: parties.cookId,
        weeklyHours: { ...DEFAULT_COOK_SCHEDULE.weeklyHours, 7: { from: '10:00', to: '18:00' }, 1: null },
        leadMinutes: 60,
        slotMinutes: 60,
        ordersPerDay: 10,
        pickup: true,
        delivery: true,
        deliveryRadiusKm: 10,
        updatedAt: new Date(),
      });
    // Sunday 2 March 2031, 00:30 in Tyumen (Saturday 19:30 UTC): the cook's local day decides.
    const sundayPickup = await placeOrder(orm(), parties, { deliverFrom: new Date('2031-03-01T19:30:00Z'), deliverTo: new Date('2031-03-01T20:30:00Z') });
    const expected = { address: 'ул. Мельникайте, 100', hours: { from: '10:00', to: '18:00' } };

    const asCustomer = okOrder(await readOrder(app, sundayPickup, parties.customer));
    assert.deepEqual(asCustomer.pickup, expected);
    assert.deepEqual(asCustomer.cook.gender, 'female');
    assert.deepEqual(okOrder(await readOrder(app, sundayPickup, parties.cookUser)).pickup, expected);

    const mondayPickup = await placeOrder(orm(), parties, { deliverFrom: new Date('2031-03-03T05:00:00Z'), deliverTo: new Date('2031-03-03T06:00:00Z') });
    assert.deepEqual(
      okOrder(await readOrder(app, mondayPickup, parties.customer)).pickup,
      { address: expected.address, hours: null },
      'a closed day has no hours',
    );
    const delivery = await placeOrder(orm(), parties, { deliveryType: 'delivery', deliverFrom: new Date('2031-03-01T19:30:00Z') });
    assert.equal(okOrder(await readOrder(app, delivery, parties.customer)).pickup, null);

    // A cook who never saved a schedule hands over during the default hours.
    const plain = await createParties(app, suite, { address: 'ул. Ленина, 5' });
    const plainPickup = await placeOrder(orm(), plain, { deliverFrom: new Date('2031-03-03T05:00:00Z') });
    assert.deepEqual(okOrder(await readOrder(app, plainPickup, plain.customer)).pickup, { address: 'ул. Ленина, 5', hours: { from: '09:00', to: '21:00' } });
    assert.equal(okOrder(await readOrder(app, plainPickup, plain.customer)).cook.gender, null);

    // Strangers (another customer, another cook) and guests get the unknown order's 404, without the address.
    const otherCustomer = await signInAs(app, suite);
    for (const headers of [bearer(otherCustomer.accessToken), bearer(parties.stranger.accessToken), {}]) {
      const res = await app.inject({ method: 'GET', url: `/api/orders/${sundayPickup}`, headers });
      assert.ok(res.statusCode === 404 || res.statusCode === 401, res.body);
      assert.doesNotMatch(res.body, /Мельникайте/);
    }
    const othersList = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(otherCustomer.accessToken) });
    assert.doesNotMatch(othersList.body, /Мельникайте/);
    const strangersSales = await app.inject({ method: 'GET', url: '/api/orders/sales', headers: bearer(parties.stranger.accessToken) });
    assert.doesNotMatch(strangersSales.body, /Мельникайте/);
    // In the lists of its own two parties it is there.
    const mine = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(parties.customer.accessToken) });
    assert.deepEqual(orderListResponseSchema.parse(mine.json()).data.items.find((order) => order.id === sundayPickup)?.pickup, expected);
  });

  test('lists: the customer’s own orders newest first, paged; the cook’s sales newest placed first (not by number), unpaid left out; cooks only', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const otherCustomer = await createParties(app, suite);
    const slot = (hours: number) => new Date(Date.UTC(2031, 0, 1, hours));
    const base = Date.now();
    const at = (minutes: number) => new Date(base + minutes * MINUTE_MS);

    const acceptedLate = await placeOrder(orm(), parties, { deliverFrom: slot(15), now: at(1) });
    await putInStatus(orm(), acceptedLate, 'accepted');
    const completed = await placeOrder(orm(), parties, { deliverFrom: slot(9), now: at(2) });
    await putInStatus(orm(), completed, 'completed');
    const newLate = await placeOrder(orm(), parties, { deliverFrom: slot(18), now: at(3) });
    const cookingEarly = await placeOrder(orm(), parties, { deliverFrom: slot(11), now: at(4) });
    await putInStatus(orm(), cookingEarly, 'cooking');
    const unpaid = await placeOrder(orm(), parties, { paymentType: 'online', deliverFrom: slot(8), now: at(5) });
    const newEarly = await placeOrder(orm(), parties, { deliverFrom: slot(10), now: at(6) });
    const cancelled = await placeOrder(orm(), parties, { deliverFrom: slot(12), now: at(7) });
    await putInStatus(orm(), cancelled, 'cancelled');
    // Someone else's order from the same cook, and the other customer's own.
    const fromSomeoneElse = await placeOrder(orm(), { ...parties, customer: otherCustomer.customer }, { deliverFrom: slot(13), now: at(8) });
    const elsewhere = await placeOrder(orm(), otherCustomer, { now: at(9) });
    // Written last but placed first (an order carried over from elsewhere): its number is the highest, its date the oldest.
    const backdated = await placeOrder(orm(), { ...parties, customer: otherCustomer.customer }, { deliverFrom: slot(20), now: at(-60) });

    const list = async (path: string, party: { accessToken: string }, query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/orders${path}${query}`, headers: bearer(party.accessToken) });
      assert.equal(res.statusCode, 200, res.body);
      return orderListResponseSchema.parse(res.json()).data;
    };

    const mine = await list('', parties.customer);
    assert.deepEqual(
      mine.items.map((order) => order.id),
      [cancelled, newEarly, unpaid, cookingEarly, newLate, completed, acceptedLate],
    );
    assert.deepEqual(mine.pagination, { page: 1, perPage: 20, total: 7, lastPage: 1 });
    assert.ok(mine.items.every((order) => order.viewerRole === 'customer' && order.customer === null));
    const pageTwo = await list('', parties.customer, '?page=2&perPage=3');
    assert.deepEqual(
      pageTwo.items.map((order) => order.id),
      [cookingEarly, newLate, completed],
    );
    assert.deepEqual(pageTwo.pagination, { page: 2, perPage: 3, total: 7, lastPage: 3 });
    assert.deepEqual(
      (await list('', otherCustomer.customer)).items.map((order) => order.id),
      [elsewhere, fromSomeoneElse, backdated],
    );

    const sales = await list('/sales', parties.cookUser);
    assert.deepEqual(
      sales.items.map((order) => order.id),
      [fromSomeoneElse, cancelled, newEarly, cookingEarly, newLate, completed, acceptedLate, backdated],
    );
    assert.ok(sales.items.every((order) => order.viewerRole === 'cook' && order.customer !== null));
    assert.equal(sales.pagination.total, 8);
    const salesPageTwo = await list('/sales', parties.cookUser, '?page=2&perPage=3');
    assert.deepEqual(
      salesPageTwo.items.map((order) => order.id),
      [cookingEarly, newLate, completed],
    );
    assert.deepEqual(
      (await list('/sales', otherCustomer.cookUser)).items.map((order) => order.id),
      [elsewhere],
    );
    assert.deepEqual((await list('/sales', parties.stranger)).items, [], 'a cook without a card of theirs in these orders sees none of them');

    const notCook = await app.inject({ method: 'GET', url: '/api/orders/sales', headers: bearer(parties.customer.accessToken) });
    assert.equal(notCook.statusCode, 404);
    assert.deepEqual(notCook.json().errors, [COOKS_ONLY_MESSAGE]);
    assert.equal((await app.inject({ method: 'GET', url: '/api/orders' })).statusCode, 401);
    for (const query of ['?page=0', '?perPage=51', '?page=x']) {
      const res = await app.inject({ method: 'GET', url: `/api/orders${query}`, headers: bearer(parties.customer.accessToken) });
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().errors[0], /[а-я]/);
    }
  });

  test('insertOrder: sums worked out, the status from the payment type, one order per retry key per customer', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const repository = createOrdersRepository(orm());
    const online = await placeOrder(orm(), parties, { paymentType: 'online', idempotencyKey: 'checkout-1', deliveryType: 'delivery', discount: 10_000 });
    const row = await orderRow(orm(), online);
    assert.deepEqual([row.status, row.dishesSum, row.deliveryCost, row.discount, row.total], ['awaiting_payment', 100_000, 15_000, 10_000, 105_000]);
    // Placed here without the checkout's body hash, as orders from before the hash were.
    assert.deepEqual(await repository.findOrderByIdempotencyKey(parties.customer.id, 'checkout-1'), { id: online, status: 'awaiting_payment', bodyHash: null });
    assert.equal(await repository.findOrderByIdempotencyKey(parties.customer.id, 'checkout-2'), undefined);

    await assert.rejects(placeOrder(orm(), parties, { idempotencyKey: 'checkout-1' }), 'the same key again is refused by the unique index');
    const otherCustomer = await createParties(app, suite);
    await placeOrder(orm(), { ...parties, customer: otherCustomer.customer }, { idempotencyKey: 'checkout-1' });
    await assert.rejects(placeOrder(orm(), parties, { items: [] }), /at least one dish/);
    await assert.rejects(placeOrder(orm(), parties, { discount: 100_001 }), 'a discount above the dishes breaks a check');
  });
});

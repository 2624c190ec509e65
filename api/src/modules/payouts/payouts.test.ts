// Payouts through the API (docs/decisions.md 'Payouts'): completing an order writes exactly one
// payout (also when both sides complete it at once), the statement in kopecks for the order's cook
// only, the week's and month's totals on the region's clock, an operator marking a payout paid, and
// the YooKassa payouts adapter against the built-in fake: the key committed before the call, a lost
// answer repeated with the same key, only positive payouts of cooks with a destination sent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COOKS_ONLY_MESSAGE,
  DISCOUNT_PAYOUT_NOTE,
  ON_RECEIPT_PAYOUT_NOTE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYOUT_ALREADY_PAID_MESSAGE,
  PAYOUT_IN_PROVIDER_MESSAGE,
  PAYOUT_NOT_READY_MESSAGE,
  payoutStatementResponseSchema,
  payoutSummaryResponseSchema,
  type PayoutStatement,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cookPayoutDestinations, fakeYookassaPayouts, orders, payouts } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { insertCook } from '../../test/cooks.ts';
import { bearer, signInAs } from '../../test/files.ts';
import { placeOrder, postStatus, putInStatus, createParties, type Parties, type Party } from '../../test/orders.ts';
import { injectFetch } from '../../test/payments.ts';
import type { FetchLike } from '../payments/index.ts';
import { resolvePayoutsConfig } from './payouts.config.ts';
import { createPayoutsModule } from './payouts.plugin.ts';
import { periodAround } from './payouts.service.ts';

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

const statementOf = (res: Reply): PayoutStatement => {
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  return payoutStatementResponseSchema.parse(res.json()).data;
};

const readStatement = (app: FastifyInstance, orderId: number, party?: Party) =>
  app.inject({ method: 'GET', url: `/api/payouts/orders/${orderId}`, headers: party ? bearer(party.accessToken) : {} });

const readSummary = (app: FastifyInstance, party: Party, period: string) =>
  app.inject({ method: 'GET', url: `/api/payouts/summary?period=${period}`, headers: bearer(party.accessToken) });

const markPaid = (app: FastifyInstance, payoutId: number, party: Party) =>
  app.inject({ method: 'POST', url: `/api/payouts/${payoutId}/mark-paid`, headers: bearer(party.accessToken) });

const payoutRows = (orm: Orm, orderId: number) => orm.select().from(payouts).where(eq(payouts.orderId, orderId));

/** An order placed and brought to the step before completion; the cook completes a pickup it handed over. */
async function readyOrder(suite: ApiSuite, parties: Parties, overrides: Parameters<typeof placeOrder>[2] = {}) {
  const orderId = await placeOrder(suite.database.orm, parties, overrides);
  const paid = overrides.paymentType === 'online';
  await putInStatus(suite.database.orm, orderId, overrides.deliveryType === 'delivery' ? 'delivering' : 'ready', { paid });
  return orderId;
}

async function completedOrder(app: FastifyInstance, suite: ApiSuite, parties: Parties, overrides: Parameters<typeof placeOrder>[2] = {}) {
  const orderId = await readyOrder(suite, parties, overrides);
  const res = await postStatus(app, orderId, parties.cookUser, { status: 'completed' });
  assert.equal(res.statusCode, 200, res.body);
  return orderId;
}

function expectFailure(res: Reply, status: number, message?: string) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json();
  assert.equal(body.success, false);
  if (message) assert.equal(body.message, message);
}

describeOnEachDatabase('payouts', (suite) => {
  test('completing an order writes its payout once; the cook reads the statement line by line', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await readyOrder(suite, parties);
    assert.equal((await payoutRows(suite.database.orm, orderId)).length, 0, 'nothing before completion');
    expectFailure(await readStatement(app, orderId, parties.cookUser), 404, PAYOUT_NOT_READY_MESSAGE);

    assert.equal((await postStatus(app, orderId, parties.cookUser, { status: 'completed' })).statusCode, 200);
    const rows = await payoutRows(suite.database.orm, orderId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.commissionRate, 1500);

    // Two borscht at 500 ₽ paid to the cook on receipt: the commission is owed, the payout negative.
    const statement = statementOf(await readStatement(app, orderId, parties.cookUser));
    assert.deepEqual(
      statement.lines.map((line) => [line.label, line.amount]),
      [
        ['Стоимость заказа', 100_000],
        ['Комиссия сервиса (15%)', -15_000],
        ['Получено от покупателя при получении', -100_000],
      ],
    );
    assert.equal(statement.amount, -15_000);
    assert.equal(statement.status, 'pending');
    assert.equal(statement.statusLabel, 'Ожидает удержания');
    assert.equal(statement.paidAt, null);
    assert.equal(statement.timeZone, 'UTC+5');
    assert.deepEqual(statement.notes, [ON_RECEIPT_PAYOUT_NOTE]);
    // Read again: the same payout, nothing new written.
    assert.equal(statementOf(await readStatement(app, orderId, parties.cookUser)).id, statement.id);
    assert.equal((await payoutRows(suite.database.orm, orderId)).length, 1);
  });

  test('an online delivery with a promo code: the cook is paid on the full price less the commission', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await completedOrder(app, suite, parties, { paymentType: 'online', deliveryType: 'delivery', discount: 10_000 });
    const statement = statementOf(await readStatement(app, orderId, parties.cookUser));
    // 2 × 500 ₽ + 150 ₽ delivery = 1 150 ₽; 15 % = 172,50 ₽; the 100 ₽ discount is the service's.
    assert.deepEqual(
      statement.lines.map((line) => [line.kind, line.amount]),
      [
        ['order_value', 115_000],
        ['commission', -17_250],
      ],
    );
    assert.equal(statement.amount, 97_750);
    assert.equal(statement.discount, 10_000);
    assert.equal(statement.statusLabel, 'Ожидает выплаты');
    assert.deepEqual(statement.notes, [DISCOUNT_PAYOUT_NOTE]);
  });

  test('both sides completing at once: one wins, one payout', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    for (let round = 0; round < 3; round += 1) {
      const orderId = await readyOrder(suite, parties, { paymentType: 'online' });
      const answers = await Promise.all([
        postStatus(app, orderId, parties.cookUser, { status: 'completed' }),
        postStatus(app, orderId, parties.customer, { status: 'completed' }),
      ]);
      assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 400]);
      assert.equal((await payoutRows(suite.database.orm, orderId)).length, 1);
    }
  });

  test("the statement is the order's cook's only: another cook and the customer get 404, a guest 401", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await completedOrder(app, suite, parties);
    expectFailure(await readStatement(app, orderId, parties.stranger), 404, ORDER_NOT_FOUND_MESSAGE);
    expectFailure(await readStatement(app, orderId, parties.customer), 404, COOKS_ONLY_MESSAGE);
    expectFailure(await readStatement(app, orderId), 401);
    expectFailure(await readStatement(app, 2_000_000_000, parties.cookUser), 404, ORDER_NOT_FOUND_MESSAGE);
    expectFailure(await app.inject({ method: 'GET', url: '/api/payouts/orders/abc', headers: bearer(parties.cookUser.accessToken) }), 400);
    expectFailure(await readSummary(app, parties.customer, 'week'), 404, COOKS_ONLY_MESSAGE);
    expectFailure(await readSummary(app, parties.cookUser, 'year'), 400);
  });

  test('a completed order from before payouts existed gets its payout when first read', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(suite.database.orm, parties, { paymentType: 'online' });
    await putInStatus(suite.database.orm, orderId, 'completed', { paid: true });
    assert.equal((await payoutRows(suite.database.orm, orderId)).length, 0);
    // completed_at is what the period counts by; the order written straight has none, so set it.
    await suite.database.orm.update(orders).set({ completedAt: new Date() }).where(eq(orders.id, orderId));
    const statements = await Promise.all([0, 1].map(() => readStatement(app, orderId, parties.cookUser)));
    assert.equal(statementOf(statements[0]!).id, statementOf(statements[1]!).id);
    assert.equal((await payoutRows(suite.database.orm, orderId)).length, 1);
  });

  test("the week's and month's totals count orders completed in them on the region's clock", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orm = suite.database.orm;
    const online = await completedOrder(app, suite, parties, { paymentType: 'online' }); // 1 000 ₽ → 850 ₽
    const onReceipt = await completedOrder(app, suite, parties); // 1 000 ₽ → −150 ₽
    const lastWeek = await completedOrder(app, suite, parties, { paymentType: 'online' });
    const week = periodAround('week', new Date(), 'UTC+5');
    // A minute before this week's Monday on the cook's clock: last week (and maybe this month).
    await orm
      .update(payouts)
      .set({ completedAt: new Date(week.start.getTime() - 60_000) })
      .where(eq(payouts.orderId, lastWeek));
    // The first minute of Monday on the cook's clock (Sunday evening in UTC) is this week.
    await orm.update(payouts).set({ completedAt: week.start }).where(eq(payouts.orderId, onReceipt));
    const [onlinePayout] = await payoutRows(orm, online);
    const operator = await signInAs(app, suite, 'operator');
    assert.equal((await markPaid(app, onlinePayout!.id, operator)).statusCode, 200);

    const summary = payoutSummaryResponseSchema.parse((await readSummary(app, parties.cookUser, 'week')).json()).data;
    assert.deepEqual(summary, {
      period: 'week',
      from: week.from,
      to: week.to,
      timeZone: 'UTC+5',
      ordersCount: 2,
      orderValue: 200_000,
      commission: 30_000,
      processingFee: 0,
      receivedByCook: 100_000,
      toPay: 70_000,
      paid: 85_000,
      pending: -15_000,
    });
    const month = payoutSummaryResponseSchema.parse((await readSummary(app, parties.cookUser, 'month')).json()).data;
    const monthPeriod = periodAround('month', new Date(), 'UTC+5');
    assert.equal(month.from, monthPeriod.from);
    const lastWeekInMonth = new Date(week.start.getTime() - 60_000) >= monthPeriod.start;
    assert.equal(month.ordersCount, lastWeekInMonth ? 3 : 2);
    // The default period is the week; another cook sees only their own (none).
    assert.equal(
      payoutSummaryResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/payouts/summary', headers: bearer(parties.cookUser.accessToken) })).json(),
      ).data.period,
      'week',
    );
    await insertCook(orm, { userId: parties.stranger.id });
    assert.equal(payoutSummaryResponseSchema.parse((await readSummary(app, parties.stranger, 'week')).json()).data.ordersCount, 0);
  });

  test('an operator marks a payout paid once; a cook may not', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const orderId = await completedOrder(app, suite, parties, { paymentType: 'online' });
    const [row] = await payoutRows(suite.database.orm, orderId);
    const operator = await signInAs(app, suite, 'operator');
    expectFailure(await markPaid(app, row!.id, parties.cookUser), 404);
    expectFailure(await app.inject({ method: 'POST', url: `/api/payouts/${row!.id}/mark-paid` }), 401);
    expectFailure(await markPaid(app, 2_000_000_000, operator), 404);

    const marked = statementOf(await markPaid(app, row!.id, operator));
    assert.equal(marked.status, 'paid');
    assert.equal(marked.paidBy, 'operator');
    assert.equal(marked.statusLabel, 'Выплачено');
    expectFailure(await markPaid(app, row!.id, operator), 400, PAYOUT_ALREADY_PAID_MESSAGE);
    const [after] = await payoutRows(suite.database.orm, orderId);
    assert.equal(after?.paidByUserId, operator.id);
    const statement = statementOf(await readStatement(app, orderId, parties.cookUser));
    assert.equal(statement.status, 'paid');
    assert.equal(statement.paidAt, after?.paidAt?.toISOString());
  });

  test('the YooKassa adapter pays positive payouts through the fake, the key committed before the call', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const orm = suite.database.orm;
    const parties = await createParties(app, suite);
    const seenKeys: { key: string; committed: string | null | undefined }[] = [];
    let loseNextAnswer = false;
    const viaApp = injectFetch(() => app);
    // Between the adapter and the fake: notes the key the database holds when the call goes out; may lose an answer.
    const fetch: FetchLike = async (url, init) => {
      if (init.method === 'POST') {
        const [row] = await orm
          .select({ key: payouts.idempotenceKey })
          .from(payouts)
          .where(eq(payouts.idempotenceKey, init.headers['idempotence-key'] ?? ''));
        seenKeys.push({ key: init.headers['idempotence-key'] ?? '', committed: row?.key });
      }
      const answer = await viaApp(url, init);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error('connection reset');
      }
      return answer;
    };
    const config = resolvePayoutsConfig({ provider: 'yookassa', selfUrl: 'http://povar.test/api', fetch, sweepEveryMs: 0 });
    const adapter = createPayoutsModule({ orm, config, selfUrl: () => 'http://povar.test/api', log: app.log, now: () => new Date() });

    const online = await completedOrder(app, suite, parties, { paymentType: 'online' });
    const onReceipt = await completedOrder(app, suite, parties);
    // Without a destination nothing is sent: an operator pays that cook.
    assert.deepEqual(await adapter.sendPendingPayouts(), { paid: [], failed: [], pending: [] });

    await orm.insert(cookPayoutDestinations).values({ cookId: parties.cookId, payoutToken: 'payout-token-of-the-test-card', title: 'Карта Мир *4242' });
    loseNextAnswer = true;
    const [payout] = await payoutRows(orm, online);
    assert.deepEqual(await adapter.sendPendingPayouts(), { paid: [], failed: [], pending: [payout!.id] });
    const [waiting] = await payoutRows(orm, online);
    assert.equal(waiting?.status, 'pending');
    assert.ok(waiting?.idempotenceKey);
    // The operator may not pay it by hand while YooKassa may have it.
    const operator = await signInAs(app, suite, 'operator');
    expectFailure(await markPaid(app, payout!.id, operator), 400, PAYOUT_IN_PROVIDER_MESSAGE);

    // The next run repeats the request with the same key: YooKassa answers the same payout.
    assert.deepEqual(await adapter.sendPendingPayouts(), { paid: [payout!.id], failed: [], pending: [] });
    assert.equal(seenKeys.length, 2);
    for (const seen of seenKeys) assert.equal(seen.committed, waiting.idempotenceKey, 'the key was in the database before the call');
    assert.equal(seenKeys[0]?.key, seenKeys[1]?.key);
    const [fakeCount] = await orm.select({ total: count() }).from(fakeYookassaPayouts).where(eq(fakeYookassaPayouts.idempotenceKey, waiting.idempotenceKey));
    assert.equal(fakeCount?.total, 1);

    const [paid] = await payoutRows(orm, online);
    assert.equal(paid?.status, 'paid');
    assert.equal(paid?.paidBy, 'yookassa');
    assert.match(paid?.providerPayoutId ?? '', /^po-/);
    const [negative] = await payoutRows(orm, onReceipt);
    assert.equal(negative?.status, 'pending', 'a negative payout is never sent');
    assert.equal(negative?.idempotenceKey, null);
    // Nothing left to send.
    assert.deepEqual(await adapter.sendPendingPayouts(), { paid: [], failed: [], pending: [] });
    const statement = statementOf(await readStatement(app, online, parties.cookUser));
    assert.equal(statement.paidBy, 'yookassa');
  });

  test('the fake YooKassa payouts refuses wrong credentials and a reused key with another body', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const config = resolvePayoutsConfig({ provider: 'yookassa' });
    const auth = (secret: string) => `Basic ${Buffer.from(`${config.agentId}:${secret}`).toString('base64')}`;
    const post = (secret: string, key: string, value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/fake-yookassa/v3/payouts',
        headers: { authorization: auth(secret), 'idempotence-key': key, 'content-type': 'application/json' },
        payload: { amount: { value, currency: 'RUB' }, payout_token: 'token' },
      });
    assert.equal((await post('wrong', 'k-1', '10.00')).statusCode, 401);
    const first = await post(config.secretKey, 'k-1', '10.00');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().status, 'succeeded');
    assert.equal((await post(config.secretKey, 'k-1', '10.00')).json().id, first.json().id);
    const other = await post(config.secretKey, 'k-1', '11.00');
    assert.equal(other.statusCode, 400);
    assert.equal(other.json().code, 'invalid_request');
  });
});

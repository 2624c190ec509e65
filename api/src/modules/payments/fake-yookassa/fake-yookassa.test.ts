// The fake YooKassa speaks YooKassa's protocol: Basic auth, Idempotence-Key (same key and body:
// the same object; same key, other body: 400), YooKassa's error objects, saved cards paying at
// once, refunds within the payment, and its state in its own tables.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { describeOnEachDatabase } from '../../../test/helpers.ts';
import { basicAuth, buildPaymentsApp, FAKE_API, pressButton } from '../../../test/payments.ts';

const paymentBody = (extra: Record<string, unknown> = {}) => ({
  amount: { value: '250.00', currency: 'RUB' },
  capture: true,
  confirmation: { type: 'redirect', return_url: 'http://povar.test/order/1/payment' },
  description: 'Заказ №1',
  metadata: { orderId: '1' },
  ...extra,
});

describeOnEachDatabase('fake YooKassa', (suite) => {
  const post = (app: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${FAKE_API}${path}`, payload: body as object, headers: { authorization: basicAuth(), ...headers } });
  const errorOf = (res: Awaited<ReturnType<FastifyInstance['inject']>>, status: number) => {
    assert.equal(res.statusCode, status, res.body);
    const body = res.json() as { type: string; code: string; parameter?: string; id: string };
    assert.equal(body.type, 'error');
    assert.ok(body.id);
    return body;
  };

  test('Basic auth: without credentials or with a wrong secret every call is 401 invalid_credentials', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const calls = [
      { method: 'POST' as const, url: `${FAKE_API}/payments`, payload: paymentBody(), headers: { 'idempotence-key': 'k-auth-1' } },
      { method: 'GET' as const, url: `${FAKE_API}/payments/anything` },
      {
        method: 'POST' as const,
        url: `${FAKE_API}/refunds`,
        payload: { payment_id: 'x', amount: { value: '1.00', currency: 'RUB' } },
        headers: { 'idempotence-key': 'k-auth-2' },
      },
    ];
    for (const call of calls) {
      for (const authorization of [undefined, basicAuth('100500', 'wrong'), basicAuth('100501'), 'Bearer token', 'Basic !!!']) {
        const res = await app.inject({ ...call, headers: { ...call.headers, ...(authorization ? { authorization } : {}) } });
        assert.equal(errorOf(res, 401).code, 'invalid_credentials', `${call.method} ${call.url} ${authorization}`);
      }
    }
  });

  test('Idempotence-Key: required; the same key and body answer the same payment, the same key with another body is 400', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    assert.equal(errorOf(await post(app, '/payments', paymentBody()), 400).parameter, 'Idempotence-Key');
    assert.equal(errorOf(await post(app, '/payments', paymentBody(), { 'idempotence-key': 'k'.repeat(65) }), 400).code, 'invalid_request');

    const key = `k-${Date.now()}-${Math.random()}`;
    const first = await post(app, '/payments', paymentBody(), { 'idempotence-key': key });
    assert.equal(first.statusCode, 200, first.body);
    const payment = first.json();
    assert.equal(payment.status, 'pending');
    assert.equal(payment.paid, false);
    assert.deepEqual(payment.amount, { value: '250.00', currency: 'RUB' });
    assert.deepEqual(payment.metadata, { orderId: '1' });
    assert.match(payment.confirmation.confirmation_url, /^http:\/\/povar\.test\/api\/fake-yookassa\/confirm\//);

    // The same request written in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(paymentBody()).reverse());
    const again = await post(app, '/payments', reordered, { 'idempotence-key': key });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, payment.id);

    const other = await post(app, '/payments', paymentBody({ amount: { value: '1.00', currency: 'RUB' } }), { 'idempotence-key': key });
    assert.equal(errorOf(other, 400).code, 'invalid_request');

    const read = await app.inject({ method: 'GET', url: `${FAKE_API}/payments/${payment.id}`, headers: { authorization: basicAuth() } });
    assert.deepEqual(read.json(), payment);
    assert.equal(
      errorOf(await app.inject({ method: 'GET', url: `${FAKE_API}/payments/no-such-id`, headers: { authorization: basicAuth() } }), 404).code,
      'not_found',
    );
  });

  test('invalid payments are refused with YooKassa’s 400 and the parameter named', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const cases: [Record<string, unknown>, string][] = [
      [paymentBody({ amount: { value: '0.00', currency: 'RUB' } }), 'amount.value'],
      [paymentBody({ amount: { value: '12.345', currency: 'RUB' } }), 'amount.value'],
      [paymentBody({ amount: { value: '10.00', currency: 'USD' } }), 'amount.currency'],
      [paymentBody({ capture: false }), 'capture'],
      [paymentBody({ confirmation: undefined }), 'confirmation'],
      [paymentBody({ confirmation: { type: 'redirect', return_url: 'javascript:alert(1)' } }), 'confirmation.return_url'],
      [paymentBody({ payment_method_id: 'not-a-saved-card' }), 'payment_method_id'],
      [paymentBody({ description: 'д'.repeat(129) }), 'description'],
    ];
    for (const [body, parameter] of cases) {
      const res = await post(app, '/payments', body, { 'idempotence-key': `bad-${parameter}-${Math.random()}` });
      const error = errorOf(res, 400);
      assert.equal(error.code, 'invalid_request', parameter);
      assert.equal(error.parameter, parameter);
    }
    const broken = await app.inject({
      method: 'POST',
      url: `${FAKE_API}/payments`,
      payload: '{"amount": ',
      headers: { authorization: basicAuth(), 'content-type': 'application/json', 'idempotence-key': 'broken-json' },
    });
    assert.equal(errorOf(broken, 400).code, 'invalid_request');
    assert.equal(errorOf(await app.inject({ method: 'GET', url: `${FAKE_API}/nothing-here`, headers: { authorization: basicAuth() } }), 404).code, 'not_found');
  });

  test('saving the card gives a saved payment_method that later pays at once; refunds stay within the payment, once per key', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const created = (await post(app, '/payments', paymentBody({ save_payment_method: true }), { 'idempotence-key': `save-${Math.random()}` })).json();
    const paid = await pressButton(app, created.confirmation.confirmation_url, 'pay');
    assert.equal(paid.statusCode, 303);
    const payment = (await app.inject({ method: 'GET', url: `${FAKE_API}/payments/${created.id}`, headers: { authorization: basicAuth() } })).json();
    assert.equal(payment.status, 'succeeded');
    assert.equal(payment.paid, true);
    assert.equal(payment.confirmation, undefined);
    assert.deepEqual(
      { ...payment.payment_method, id: undefined },
      {
        type: 'bank_card',
        id: undefined,
        saved: true,
        title: 'Bank card *4242',
        card: { first6: '220220', last4: '4242', expiry_month: '12', expiry_year: '2030', card_type: 'Mir' },
      },
    );

    const oneClick = await post(app, '/payments', paymentBody({ payment_method_id: payment.payment_method.id }), {
      'idempotence-key': `again-${Math.random()}`,
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    assert.equal(oneClick.json().status, 'succeeded');
    assert.equal(oneClick.json().payment_method.id, payment.payment_method.id);

    const notSaved = (await post(app, '/payments', paymentBody(), { 'idempotence-key': `plain-${Math.random()}` })).json();
    await pressButton(app, notSaved.confirmation.confirmation_url, 'pay');
    const plain = (await app.inject({ method: 'GET', url: `${FAKE_API}/payments/${notSaved.id}`, headers: { authorization: basicAuth() } })).json();
    assert.equal(plain.payment_method.saved, false);
    const reuse = await post(app, '/payments', paymentBody({ payment_method_id: plain.payment_method.id }), { 'idempotence-key': `reuse-${Math.random()}` });
    assert.equal(errorOf(reuse, 400).parameter, 'payment_method_id', 'an unsaved card cannot pay again');

    const refundKey = `refund-${Math.random()}`;
    const part = { payment_id: created.id, amount: { value: '200.00', currency: 'RUB' } };
    const refund = await post(app, '/refunds', part, { 'idempotence-key': refundKey });
    assert.equal(refund.statusCode, 200, refund.body);
    assert.equal(refund.json().status, 'succeeded');
    assert.equal((await post(app, '/refunds', part, { 'idempotence-key': refundKey })).json().id, refund.json().id, 'the same key: the same refund');
    assert.equal(
      errorOf(await post(app, '/refunds', { ...part, amount: { value: '100.00', currency: 'RUB' } }, { 'idempotence-key': refundKey }), 400).code,
      'invalid_request',
    );
    assert.equal(
      errorOf(await post(app, '/refunds', part, { 'idempotence-key': `more-${Math.random()}` }), 400).parameter,
      'amount.value',
      'only 50.00 is left',
    );
    const rest = await post(app, '/refunds', { ...part, amount: { value: '50.00', currency: 'RUB' } }, { 'idempotence-key': `rest-${Math.random()}` });
    assert.equal(rest.statusCode, 200);
    const refunded = (await app.inject({ method: 'GET', url: `${FAKE_API}/payments/${created.id}`, headers: { authorization: basicAuth() } })).json();
    assert.deepEqual(refunded.refunded_amount, { value: '250.00', currency: 'RUB' });
    assert.equal(refunded.refundable, false);
    const readRefund = await app.inject({ method: 'GET', url: `${FAKE_API}/refunds/${refund.json().id}`, headers: { authorization: basicAuth() } });
    assert.deepEqual(readRefund.json(), refund.json());

    const pending = (await post(app, '/payments', paymentBody(), { 'idempotence-key': `pending-${Math.random()}` })).json();
    assert.equal(
      errorOf(await post(app, '/refunds', { ...part, payment_id: pending.id }, { 'idempotence-key': `early-${Math.random()}` }), 400).parameter,
      'payment_id',
    );
  });

  test('the payment page: an unknown payment is 404, a button other than pay or refuse is 400 and changes nothing', async (t) => {
    const { app } = await buildPaymentsApp(t, suite);
    const unknown = await app.inject({ method: 'GET', url: '/api/fake-yookassa/confirm/no-such-payment' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /Платёж не найден/);
    const created = (await post(app, '/payments', paymentBody(), { 'idempotence-key': `page-${Math.random()}` })).json();
    const path = new URL(created.confirmation.confirmation_url).pathname;
    const bad = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=steal' });
    assert.equal(bad.statusCode, 400);
    assert.match((await app.inject({ method: 'GET', url: path })).body, /Оплатить/, 'still waiting');
  });
});

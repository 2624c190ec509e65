// The text rule: a NUL or another C0 control character in any text is a 400 envelope
// naming the field, wherever it arrives, and nothing already saved changes. Each case below answered
// 500 before the rule (PostgreSQL refuses NUL), found by hand or by the fuzzer (openapi-fuzz.test.ts).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { controlCharacterMessage, failureEnvelopeSchema, findForbiddenControlCharacter } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { cookWithCard, uploadedImageId, validForm } from '../test/cabinet.ts';
import { categoryId, insertDish } from '../test/cooks.ts';
import { bearer, buildWithFiles, multipart, signInAs } from '../test/files.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';

const SERVED_CITY = 956;
const NUL = '\u0000';

/** Every row of every table, hashed: "nothing saved changed" without naming the tables a route touches. */
async function databaseFingerprint(orm: Orm): Promise<string> {
  // Both drivers answer { rows }; the union type of the two clients does not say so.
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) => ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql.raw(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  const hashes: string[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hash: string | null }>(sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM ${name} t`));
    hashes.push(`${name}:${row?.hash ?? 'empty'}`);
  }
  return hashes.join('\n');
}

function assertRefused(res: { statusCode: number; body: string }, field: string) {
  assert.equal(res.statusCode, 400, res.body);
  const body = failureEnvelopeSchema.parse(JSON.parse(res.body));
  assert.equal(body.error, 'validation');
  assert.deepEqual(body.errors, [controlCharacterMessage(field)]);
}

const place = (overrides: Record<string, unknown> = {}) => ({
  address: 'Тюмень, ул. Республики, 1',
  fiasId: randomUUID(),
  mainCityId: SERVED_CITY,
  lat: '57.153033',
  lon: '65.534328',
  ...overrides,
});

test('the rule: C0 control characters but tab, LF and CR, in texts and keys at any depth', () => {
  assert.equal(findForbiddenControlCharacter({ a: 'строка\tс\nпереводом\r' }), null);
  assert.equal(findForbiddenControlCharacter({ a: [{ b: `x${NUL}` }] }), 'a.0.b');
  assert.equal(findForbiddenControlCharacter({ a: { [`k${NUL}`]: 1 } }), 'a');
  for (const code of [0, 1, 8, 11, 12, 14, 27, 31]) assert.equal(findForbiddenControlCharacter(String.fromCharCode(code)), '', `U+${code.toString(16)}`);
  assert.equal(findForbiddenControlCharacter('\u007f\u202e\u200f'), null, 'DEL and direction marks are not C0');
  assert.equal(findForbiddenControlCharacter(Buffer.from([0])), null, 'bytes are not text');
  let deep: unknown = `x${NUL}`;
  for (let level = 0; level < 100_000; level++) deep = [deep];
  assert.equal(findForbiddenControlCharacter(deep)?.split('.').length, 100_000, 'deep nesting is walked without recursion');
});

describeOnEachDatabase('hostile text refused before it reaches the database', (suite) => {
  test('a NUL in the query, the path, a JSON body or a form answers 400 naming the field, and nothing saved changes', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const orm = suite.database.orm;
    const customer = await signInAs(app, suite, 'customer');
    const cook = await cookWithCard(app, suite);
    const asCustomer = bearer(customer.accessToken);
    const asCook = bearer(cook.accessToken);

    // Things already saved that a refused request must leave as they are.
    const named = await app.inject({ method: 'POST', url: '/api/profiles/change-data', headers: asCustomer, payload: { name: 'Анна' } });
    assert.equal(named.statusCode, 200, named.body);
    const saved = await app.inject({ method: 'POST', url: '/api/profiles/addresses', headers: asCustomer, payload: place({ comment: 'Домофон не работает' }) });
    assert.equal(saved.statusCode, 200, saved.body);
    const addressId = saved.json().data.id as number;
    const dishId = await insertDish(orm, cook.cookId, 'supy', { name: 'Борщ' });
    const categoryOfDish = await categoryId(orm, 'supy');
    const imageId = await uploadedImageId(app, cook);
    // A dish in the basket, so the checkout gets as far as saving the order.
    const basket = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: asCustomer, payload: { dishId, count: 1 } });
    assert.equal(basket.statusCode, 200, basket.body);
    // A completed order, so the review form is read at all.
    await orm.insert(orders).values({ customerId: customer.id, cookId: cook.cookId, status: 'completed', total: 150_000, completedAt: new Date() });

    const cases: Array<{ name: string; field: string; request: InjectOptions }> = [
      { name: 'catalogue dishes search', field: 'q', request: { method: 'GET', url: '/api/catalog/dishes?q=%00' } },
      { name: 'catalogue cooks search', field: 'q', request: { method: 'GET', url: '/api/catalog/cooks?q=%D0%B1%D0%BE%D1%80%D1%89%00' } },
      { name: 'catalogue search', field: 'q', request: { method: 'GET', url: '/api/catalog/search?q=%00%D0%B0%D0%B1' } },
      { name: "the cook's own dishes search", field: 'search', request: { method: 'GET', url: '/api/profiles/dishes?search=%00', headers: asCook } },
      { name: 'the dev outbox filter', field: 'recipient', request: { method: 'GET', url: '/api/dev/outbox?recipient=%00' } },
      { name: 'a path parameter', field: 'slug', request: { method: 'GET', url: '/api/geo/main-cities-by-slug/tyumen%00' } },
      {
        name: 'profile name (JSON)',
        field: 'name',
        request: { method: 'POST', url: '/api/profiles/change-data', headers: asCustomer, payload: { name: `Анна${NUL}` } },
      },
      { name: 'profile name (form)', field: 'name', request: formRequest('/api/profiles/change-data', asCustomer, { name: `Анна${NUL}` }) },
      {
        name: 'new address',
        field: 'address',
        request: { method: 'POST', url: '/api/profiles/addresses', headers: asCustomer, payload: place({ address: `Тюмень${NUL}` }) },
      },
      {
        name: 'address update',
        field: 'comment',
        request: { method: 'POST', url: `/api/profiles/addresses/${addressId}`, headers: asCustomer, payload: place({ comment: `код 12${NUL}` }) },
      },
      {
        name: "a guest's address",
        field: 'entrance',
        request: { method: 'POST', url: '/api/guest/addresses', headers: { 'session-id': randomUUID() }, payload: place({ entrance: `2${NUL}` }) },
      },
      {
        name: 'new dish name',
        field: 'name',
        request: { method: 'POST', url: '/api/profiles/dishes', headers: asCook, payload: validForm(categoryOfDish, [imageId], { name: `Борщ${NUL}` }) },
      },
      {
        name: 'dish description',
        field: 'preview_text',
        request: {
          method: 'PUT',
          url: `/api/profiles/dishes/${dishId}`,
          headers: asCook,
          payload: validForm(categoryOfDish, [imageId], { preview_text: `Наваристый${NUL}` }),
        },
      },
      {
        name: 'review text (form)',
        field: 'reviewText',
        request: formRequest(`/api/cooks/${cook.cookId}/reviews`, asCustomer, { rating: '5', reviewText: `Вкусно${NUL}` }),
      },
      {
        name: "the cook's answer to a review",
        field: 'text',
        request: { method: 'POST', url: '/api/reviews/1/answer', headers: asCook, payload: { text: `Спасибо${NUL}` } },
      },
      {
        name: 'chat message text (form)',
        field: 'text',
        request: formRequest('/api/chat/message', asCustomer, { chatUserId: String(cook.userId), text: `Здравствуйте${NUL}` }),
      },
      {
        name: 'checkout comment',
        field: 'commentForCook',
        request: { method: 'POST', url: '/api/checkout', headers: asCustomer, payload: checkoutBody(cook.cookId, { commentForCook: `Без лука${NUL}` }) },
      },
      {
        name: 'promo code check',
        field: 'code',
        request: { method: 'POST', url: '/api/orders/promo-check', headers: asCustomer, payload: { code: `PROMO${NUL}`, cookId: cook.cookId } },
      },
      {
        name: 'device registration',
        field: 'requestId',
        request: {
          method: 'POST',
          url: '/api/device/register',
          headers: asCustomer,
          payload: { requestId: `r${NUL}`, deviceId: 'device-1', platform: 'android' },
        },
      },
      {
        name: 'compilation title',
        field: 'title',
        request: { method: 'POST', url: '/api/profiles/compilations', headers: asCook, payload: { title: `Супы${NUL}`, dishIds: [dishId] } },
      },
      {
        name: 'a key of a JSON body (refused by the rule, not by the field)',
        field: 'address',
        request: { method: 'POST', url: '/api/profiles/addresses', headers: asCustomer, payload: place({ address: { [`x${NUL}`]: 1 } }) },
      },
      {
        name: 'another control character (ESC)',
        field: 'name',
        request: { method: 'POST', url: '/api/profiles/change-data', headers: asCustomer, payload: { name: 'Анна\u001b[31m' } },
      },
    ];

    const before = await databaseFingerprint(orm);
    for (const { name, field, request } of cases) {
      await t.test(name, async () => {
        assertRefused(await app.inject(request), field);
      });
    }
    assert.equal(await databaseFingerprint(orm), before, 'no refused request changed the database');

    const profile = await app.inject({ method: 'GET', url: '/api/profiles/user', headers: asCustomer });
    assert.equal(profile.json().data.name, 'Анна');
    const addresses = await app.inject({ method: 'GET', url: '/api/profiles/addresses', headers: asCustomer });
    assert.equal(addresses.json().data.find((address: { id: number }) => address.id === addressId).comment, 'Домофон не работает');
  });

  test('tab, LF and CR stay allowed in texts', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const customer = await signInAs(app, suite, 'customer');
    const res = await app.inject({
      method: 'POST',
      url: '/api/profiles/change-data',
      headers: bearer(customer.accessToken),
      payload: { about: 'Строка\tодна\r\nи вторая\n' },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});

/** A whole order form, pickup and pay on receipt, with `overrides`. */
const checkoutBody = (cookId: number, overrides: Record<string, unknown>) => ({
  cookId,
  idempotencyKey: randomUUID(),
  deliveryType: 'pickup',
  recipientName: 'Анна',
  recipientPhone: '+79990000001',
  deliverFrom: new Date(Date.now() + 86_400_000).toISOString(),
  paymentType: 'on_receipt',
  ...overrides,
});

function formRequest(url: string, headers: Record<string, string>, fields: Record<string, string>): InjectOptions {
  const body = multipart(fields);
  return { method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload };
}

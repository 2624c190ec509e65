// 'Сообщить мне': the e-mail and region are kept once; bad input gets the Russian envelope.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { callbackRequests } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';

const save = (body: unknown) => ({ method: 'POST' as const, url: '/api/popup/callback/save', payload: body as object });

describeOnEachDatabase('popup: callback requests', (suite) => {
  test('a region-notify request is stored once, e-mail lower-cased', async (t) => {
    const app = await suite.build(t);
    const body = { type: 'region-notify', email: 'Anna@Example.ru', regionSlug: 'kurgan' };
    const first = await app.inject(save(body));
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { success: true, data: { saved: true }, errors: [], message: '', error: null });
    assert.equal((await app.inject(save({ ...body, email: 'anna@example.ru' }))).statusCode, 200);

    const rows = await suite.database.orm
      .select()
      .from(callbackRequests)
      .where(sql`${callbackRequests.regionSlug} = 'kurgan'`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.email, 'anna@example.ru');
    assert.equal(rows[0]?.type, 'region-notify');
  });

  test('an unknown city is kept too: people ask for it', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject(save({ type: 'region-notify', email: 'ivan@example.ru', regionSlug: 'atlantis' }));
    assert.equal(res.statusCode, 200);
  });

  test('a city we already serve is refused with a Russian explanation', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject(save({ type: 'region-notify', email: 'ivan@example.ru', regionSlug: 'tyumen' }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, ['Мы уже работаем в этом городе — заказывайте!']);
  });

  test('a missing or malformed e-mail gets the spec 5 message', async (t) => {
    const app = await suite.build(t);
    const empty = await app.inject(save({ type: 'region-notify', email: '', regionSlug: 'kurgan' }));
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, ['Поле E-mail обязательно для заполнения']);
    assert.equal(empty.json().error, 'validation');

    const malformed = await app.inject(save({ type: 'region-notify', email: 'not-an-address', regionSlug: null }));
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json().errors, ['Поле E-mail должно быть действительным электронным адресом']);
  });

  test('an unknown request type or a bad region slug is a 400, never a 500', async (t) => {
    const app = await suite.build(t);
    for (const body of [
      { type: 'something-else', email: 'a@b.ru' },
      { type: 'region-notify', email: 'a@b.ru', regionSlug: '../etc' },
      { type: 'region-notify', email: 'a@b.ru', regionSlug: 'x'.repeat(100_000) },
      'not json at all',
    ]) {
      const res = await app.inject(save(body));
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
      assert.equal(res.json().success, false);
    }
  });
});

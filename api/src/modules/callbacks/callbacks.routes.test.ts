// 'Сообщить мне' and 'Стать поваром': the contact and region are kept once; bad input gets the Russian envelope.
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

    const rows = await suite.database.orm.select().from(callbackRequests).where(sql`${callbackRequests.regionSlug} = 'kurgan'`);
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

  test('a missing or malformed e-mail gets the Russian message', async (t) => {
    const app = await suite.build(t);
    const empty = await app.inject(save({ type: 'region-notify', email: '', regionSlug: 'kurgan' }));
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, ['Поле E-mail обязательно для заполнения']);
    assert.equal(empty.json().error, 'validation');

    const malformed = await app.inject(save({ type: 'region-notify', email: 'not-an-address', regionSlug: null }));
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json().errors, ['Поле E-mail должно быть действительным электронным адресом']);
  });

  test('an unknown request type, a bad region slug or a body that is not JSON is refused, never a 500', async (t) => {
    const app = await suite.build(t);
    for (const body of [
      { type: 'something-else', email: 'a@b.ru' },
      { type: 'region-notify', email: 'a@b.ru', regionSlug: '../etc' },
      { type: 'region-notify', email: 'a@b.ru', regionSlug: 'x'.repeat(100_000) },
    ]) {
      const res = await app.inject(save(body));
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
      assert.equal(res.json().success, false);
    }
    // Plain text is not a form this call reads: 415, in the envelope.
    const text = await app.inject(save('not json at all'));
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().success, false);
  });

  test('a cook lead is stored with the phone normalised, once per phone and city', async (t) => {
    const app = await suite.build(t);
    const body = { type: 'cook-lead', name: '  Анна Петрова ', phone: '+7 (912) 345-67-89', regionSlug: 'omsk' };
    const first = await app.inject(save(body));
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { success: true, data: { saved: true }, errors: [], message: '', error: null });
    // The same person again, writing the number another way: still one lead.
    assert.equal((await app.inject(save({ ...body, phone: '8 912 345 67 89' }))).statusCode, 200);

    const rows = await suite.database.orm
      .select()
      .from(callbackRequests)
      .where(sql`${callbackRequests.type} = 'cook-lead' and ${callbackRequests.regionSlug} = 'omsk'`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.phone, '+79123456789');
    assert.equal(rows[0]?.name, 'Анна Петрова');
    assert.equal(rows[0]?.email, '');
  });

  test('a cook lead for a city we do not serve, or do not know, is kept like any other', async (t) => {
    const app = await suite.build(t);
    for (const regionSlug of ['kurgan', 'atlantis', 'tyumen']) {
      const res = await app.inject(save({ type: 'cook-lead', name: 'Иван', phone: '9001112233', regionSlug }));
      assert.equal(res.statusCode, 200, regionSlug);
    }
    const rows = await suite.database.orm.select().from(callbackRequests).where(sql`${callbackRequests.phone} = '+79001112233'`);
    assert.deepEqual(rows.map((row) => row.regionSlug).sort(), ['atlantis', 'kurgan', 'tyumen']);
  });

  test('a cook lead with a bad phone is a 400 with the Russian message', async (t) => {
    const app = await suite.build(t);
    for (const phone of ['12345', '+380501234567', '+7 (912) 345-67-8', 'позвоните мне']) {
      const res = await app.inject(save({ type: 'cook-lead', name: 'Анна', phone, regionSlug: 'tyumen' }));
      assert.equal(res.statusCode, 400, phone);
      assert.deepEqual(res.json(), {
        success: false,
        data: null,
        errors: ['Поле Телефон некорректно'],
        message: 'Проверьте правильность заполнения полей',
        error: 'validation',
      });
    }
    const empty = await app.inject(save({ type: 'cook-lead', name: 'Анна', phone: '', regionSlug: 'tyumen' }));
    assert.deepEqual(empty.json().errors, ['Поле Телефон обязательно для заполнения']);
  });

  test('a cook lead without a name, with a too short or too long one, or without a city gets one message per field', async (t) => {
    const app = await suite.build(t);
    const lead = { type: 'cook-lead', name: 'Анна', phone: '9123456789', regionSlug: 'tyumen' };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...lead, name: '   ' }, ['Поле Имя обязательно для заполнения']],
      [{ ...lead, name: 'А' }, ['Поле Имя должно быть не короче 2 символов']],
      [{ ...lead, name: 'А'.repeat(101) }, ['Поле Имя не может быть длиннее 100 символов']],
      [{ type: 'cook-lead', name: 'Анна', phone: '9123456789' }, ['Поле Город обязательно для заполнения']],
      [{ ...lead, regionSlug: '../etc' }, ['Поле Город некорректно']],
      [{ type: 'cook-lead' }, ['Поле Имя обязательно для заполнения', 'Поле Телефон обязательно для заполнения', 'Поле Город обязательно для заполнения']],
    ];
    for (const [body, errors] of cases) {
      const res = await app.inject(save(body));
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
      assert.deepEqual(res.json().errors, errors);
    }
    const rows = await suite.database.orm
      .select()
      .from(callbackRequests)
      .where(sql`${callbackRequests.phone} = '+79123456789' and ${callbackRequests.regionSlug} = 'tyumen'`);
    assert.equal(rows.length, 0);
  });
});

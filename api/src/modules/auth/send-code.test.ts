// POST /api/auth/send-code: mobile numbers only, persisted per-phone and per-IP limits, hashed codes, one answer for everyone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authCodes, smsLimitEvents, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshIp, freshPhone, lastCodeFor, movableClock, sendCode, TEST_AUTH } from '../../test/auth.ts';

const MINUTE = 60_000;

describeOnEachDatabase('auth: send-code', (suite) => {
  test('sends a 6-digit code by SMS through the outbox and keeps only its hash', async (t) => {
    const clock = movableClock('2026-01-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    const res = await sendCode(app, phone.replace('+7', '8 '), clock.now(), freshIp());
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, data: { sent: true, retryAfter: 60 }, errors: [], message: '', error: null });

    const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data.messages;
    const sms = outbox.find((m: { recipient: string }) => m.recipient === phone);
    assert.equal(sms.channel, 'sms');
    assert.match(sms.text, /^Код для входа в «Повар рядом»: \d{6}\. Никому его не сообщайте\.$/);

    const code = await lastCodeFor(app, phone);
    const [row] = await suite.database.orm.select().from(authCodes).where(eq(authCodes.phone, phone));
    assert.ok(row);
    assert.ok(!row.codeHash.includes(code), 'the code is not stored in clear');
    assert.match(row.codeHash, /^scrypt\$/);
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 10 * MINUTE);
    assert.ok(!res.body.includes(code) && !res.body.includes(row.codeHash));
  });

  test('a number that is not a +7 9xx mobile is a 400 in Russian and no SMS goes out', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    for (const phone of ['+7 (812) 345-67-89', '+7 495 123 45 67']) {
      const res = await sendCode(app, phone, new Date(), freshIp());
      assert.equal(res.statusCode, 400, phone);
      assert.deepEqual(res.json(), {
        success: false,
        data: null,
        errors: ['Укажите номер мобильного телефона'],
        message: 'Проверьте правильность заполнения полей',
        error: 'validation',
      });
    }
    for (const phone of ['12345', '+380501234567', '', 'позвоните мне']) {
      const res = await sendCode(app, phone, new Date(), freshIp());
      assert.equal(res.statusCode, 400, phone);
      assert.equal(res.json().error, 'validation');
    }
  });

  test('createdAt and signature are checked for form, and bad input is never a 500', async (t) => {
    const clock = movableClock('2026-01-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    const skewed = await sendCode(app, phone, new Date(clock.now().getTime() + 11 * MINUTE), freshIp());
    assert.equal(skewed.statusCode, 400);
    assert.deepEqual(skewed.json().errors, ['Проверьте дату и время на устройстве']);
    // Epoch seconds and milliseconds are dates too.
    const seconds = await sendCode(app, phone, clock.now(), freshIp(), { createdAt: Math.floor(clock.now().getTime() / 1000) });
    assert.equal(seconds.statusCode, 200, seconds.body);
    for (const extra of [
      { createdAt: 'вчера' },
      { createdAt: null },
      { signature: '' },
      { signature: 'x'.repeat(513) },
      { signature: 42 },
      { type: 'admin' },
    ]) {
      const res = await sendCode(app, freshPhone(), clock.now(), freshIp(), extra);
      assert.equal(res.statusCode, 400, JSON.stringify(extra));
      assert.equal(res.json().success, false);
      assert.match(res.json().errors[0], /[а-яА-Я]/);
    }
  });

  test('per phone: one send a minute, with the wait in the 429', async (t) => {
    const clock = movableClock('2026-01-03T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200);
    clock.advance(20_000);
    const again = await sendCode(app, phone, clock.now(), freshIp());
    assert.equal(again.statusCode, 429);
    assert.deepEqual(again.json(), {
      success: false,
      data: null,
      errors: ['Слишком много запросов. Попробуйте через 40 сек.'],
      message: 'Слишком много запросов. Попробуйте через 40 сек.',
      error: 'rate_limited',
    });
    clock.advance(40_000);
    assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200);
  });

  test('per phone: at most 5 sends in 10 minutes and 10 a day', async (t) => {
    const clock = movableClock('2026-01-04T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200, `send ${i + 1}`);
      clock.advance(61_000);
    }
    // 5 minutes 5 seconds after the first: the sixth waits for it to leave the 10-minute window.
    const sixth = await sendCode(app, phone, clock.now(), freshIp());
    assert.equal(sixth.statusCode, 429);
    assert.deepEqual(sixth.json().errors, ['Слишком много запросов. Попробуйте через 295 сек.']);

    clock.advance(10 * MINUTE);
    for (let i = 0; i < 5; i++) {
      assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200, `send ${i + 6}`);
      clock.advance(2 * MINUTE + 1000);
    }
    clock.advance(30 * MINUTE);
    const eleventh = await sendCode(app, phone, clock.now(), freshIp());
    assert.equal(eleventh.statusCode, 429, 'the eleventh send of the day');
    // A day after the first send the allowance comes back.
    clock.advance(24 * 60 * MINUTE);
    assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200);
  });

  test('per IP: at most 10 sends an hour, whatever the phones', async (t) => {
    const clock = movableClock('2026-01-05T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) assert.equal((await sendCode(app, freshPhone(), clock.now(), ip)).statusCode, 200, `send ${i + 1}`);
    const phone = freshPhone();
    assert.equal((await sendCode(app, phone, clock.now(), ip)).statusCode, 429);
    // The refused send spent nothing: the phone may still ask from elsewhere.
    assert.equal((await sendCode(app, phone, clock.now(), freshIp())).statusCode, 200);
    clock.advance(60 * MINUTE + 1000);
    assert.equal((await sendCode(app, freshPhone(), clock.now(), ip)).statusCode, 200);
  });

  test('the limits survive a restart: they live in the database', async (t) => {
    const clock = movableClock('2026-01-06T10:00:00Z');
    const phone = freshPhone();
    const ip = freshIp();
    const first = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    assert.equal((await sendCode(first, phone, clock.now(), ip)).statusCode, 200);
    await first.close();

    const second = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    assert.equal((await sendCode(second, phone, clock.now(), freshIp())).statusCode, 429);
    const rows = await suite.database.orm
      .select()
      .from(smsLimitEvents)
      .where(eq(smsLimitEvents.key, `phone:${phone}`));
    assert.equal(rows.length, 1);

    // Sends recorded long before the restart (rows with past timestamps) count as well.
    const busyIp = freshIp();
    await suite.database.orm
      .insert(smsLimitEvents)
      .values(Array.from({ length: 10 }, (_, i) => ({ key: `ip:${busyIp}`, at: new Date(clock.now().getTime() - (i + 1) * 5 * 60_000) })));
    assert.equal((await sendCode(second, freshPhone(), clock.now(), busyIp)).statusCode, 429);
  });

  test('a phone with an account and one without get the very same answer', async (t) => {
    const clock = movableClock('2026-01-07T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const known = freshPhone();
    await suite.database.orm.insert(users).values({ phone: known, phoneVerified: true, name: 'Анна' });
    const unknown = freshPhone();
    const a = await sendCode(app, known, clock.now(), freshIp());
    const b = await sendCode(app, unknown, clock.now(), freshIp());
    assert.equal(a.statusCode, 200);
    assert.equal(a.statusCode, b.statusCode);
    assert.equal(a.body, b.body);
    assert.equal(a.headers['content-length'], b.headers['content-length']);
  });

  test('the dev outbox lists the latest messages newest first, and is absent in production', async (t) => {
    const clock = movableClock('2026-01-08T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const [older, newer] = [freshPhone(), freshPhone()];
    await sendCode(app, older, clock.now(), freshIp());
    clock.advance(1000);
    await sendCode(app, newer, clock.now(), freshIp());
    const messages = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data.messages as { recipient: string }[];
    assert.ok(messages.length <= 50);
    assert.deepEqual(
      messages.filter((m) => m.recipient === older || m.recipient === newer).map((m) => m.recipient),
      [newer, older],
    );

    const production = await suite.build(t, { production: true, auth: TEST_AUTH });
    const res = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'not_found');
  });
});

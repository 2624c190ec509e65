// Password guessing (sign-in and change-password's current password): per phone 5 wrong in 15
// minutes, per IP 20 an hour, then 429 in Russian; kept in the database, so a restart changes
// nothing; an unknown phone and a wrong password are answered alike throughout.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsLimitEvents, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { hashSecret } from './secrets.ts';
import { freshIp, freshPhone, lastCodeFor, login, movableClock, sendCode, TEST_AUTH } from '../../test/auth.ts';

const MINUTE = 60_000;
const WRONG = ['Неверный телефон или пароль'];

const changePassword = (app: FastifyInstance, accessToken: string, body: Record<string, unknown>, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profiles/change-password',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: body,
  });

describeOnEachDatabase('auth: password guess limits', (suite) => {
  async function accountWithPassword(password = 'верный-пароль') {
    const phone = freshPhone();
    await suite.database.orm.insert(users).values({ phone, passwordHash: await hashSecret(password), phoneVerified: true });
    return phone;
  }

  test('per phone: 5 wrong passwords in 15 minutes, then 429 with the wait in minutes, even for the right password', async (t) => {
    const clock = movableClock('2026-06-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = await accountWithPassword();
    for (let i = 0; i < 5; i++) {
      const res = await login(app, { phone, password: `не тот ${i}` }, freshIp());
      assert.equal(res.statusCode, 400, `try ${i + 1}`);
      assert.deepEqual(res.json().errors, WRONG);
      clock.advance(MINUTE);
    }
    const limited = await login(app, { phone, password: 'верный-пароль' }, freshIp());
    assert.equal(limited.statusCode, 429);
    // The first wrong try leaves the window 15 minutes after it: 10 minutes from now.
    assert.deepEqual(limited.json(), {
      success: false,
      data: null,
      errors: ['Слишком много попыток. Попробуйте через 10 мин.'],
      message: 'Слишком много попыток. Попробуйте через 10 мин.',
      error: 'rate_limited',
    });
    // Sign-in by SMS code is another door and stays open (its codes have their own limits).
    await sendCode(app, phone, clock.now(), freshIp());
    assert.equal((await login(app, { phone, code: await lastCodeFor(app, phone) }, freshIp())).statusCode, 200);
    clock.advance(10 * MINUTE + 1000);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, freshIp())).statusCode, 200);
  });

  test('a right password does not count: any number of sign-ins, and wrong tries before them stay counted', async (t) => {
    const clock = movableClock('2026-06-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = await accountWithPassword();
    const ip = freshIp();
    for (let i = 0; i < 8; i++) assert.equal((await login(app, { phone, password: 'верный-пароль' }, ip)).statusCode, 200);
    for (let i = 0; i < 4; i++) assert.equal((await login(app, { phone, password: 'не тот' }, ip)).statusCode, 400);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, ip)).statusCode, 200);
    assert.equal((await login(app, { phone, password: 'не тот' }, ip)).statusCode, 400);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, ip)).statusCode, 429);
  });

  test('an unknown phone gets the same answers as a wrong password, 429 included', async (t) => {
    const clock = movableClock('2026-06-03T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const known = await accountWithPassword();
    const unknown = freshPhone();
    for (let i = 0; i < 6; i++) {
      const a = await login(app, { phone: known, password: 'не тот' }, freshIp());
      const b = await login(app, { phone: unknown, password: 'не тот' }, freshIp());
      assert.equal(a.statusCode, i < 5 ? 400 : 429);
      assert.equal(a.statusCode, b.statusCode);
      assert.equal(a.body, b.body);
    }
  });

  test('per IP: 20 wrong passwords an hour whatever the phones; other addresses are not held back', async (t) => {
    const clock = movableClock('2026-06-04T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      assert.equal((await login(app, { phone: freshPhone(), password: 'не тот' }, ip)).statusCode, 400, `try ${i + 1}`);
      clock.advance(MINUTE);
    }
    const phone = await accountWithPassword();
    const limited = await login(app, { phone, password: 'верный-пароль' }, ip);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json().errors, ['Слишком много попыток. Попробуйте через 40 мин.']);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, freshIp())).statusCode, 200);
    clock.advance(40 * MINUTE + 1000);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, ip)).statusCode, 200);
  });

  test("change-password: a wrong current password counts against the account's phone, shared with sign-in", async (t) => {
    const clock = movableClock('2026-06-05T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: { ...TEST_AUTH, accessTokenTtlSeconds: 3600 } });
    const phone = await accountWithPassword();
    const { accessToken } = (await login(app, { phone, password: 'верный-пароль' }, freshIp())).json().data;
    const body = (current: string) => ({ current_password: current, password: 'новый-пароль', password_confirmation: 'новый-пароль' });
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(app, accessToken, body('не тот'), freshIp());
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, ['Неверный текущий пароль']);
    }
    for (let i = 0; i < 2; i++) assert.equal((await login(app, { phone, password: 'не тот' }, freshIp())).statusCode, 400);
    const limited = await changePassword(app, accessToken, body('верный-пароль'), freshIp());
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().error, 'rate_limited');
    assert.match(limited.json().errors[0], /^Слишком много попыток\. Попробуйте через \d+ мин\.$/);
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, freshIp())).statusCode, 429);
    // The refused change changed nothing.
    clock.advance(15 * MINUTE);
    assert.equal((await changePassword(app, accessToken, body('верный-пароль'), freshIp())).statusCode, 200);
  });

  test('the counts survive a restart: they live in the database', async (t) => {
    const clock = movableClock('2026-06-06T10:00:00Z');
    const phone = await accountWithPassword();
    const first = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    for (let i = 0; i < 5; i++) assert.equal((await login(first, { phone, password: 'не тот' }, freshIp())).statusCode, 400);
    await first.close();

    const second = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    assert.equal((await login(second, { phone, password: 'верный-пароль' }, freshIp())).statusCode, 429);
    const rows = await suite.database.orm
      .select()
      .from(smsLimitEvents)
      .where(like(smsLimitEvents.key, `password-phone:${phone}`));
    assert.equal(rows.length, 5);
  });
});

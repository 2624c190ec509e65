// Restoring a password by e-mail: POST /api/auth/reset-by-email answers the same for every address
// and mails a one-hour, single-use link; POST /api/auth/reset-password sets the password,
// ends every session and signs the device in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTokens, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { hashSecret, hashToken } from './secrets.ts';
import {
  freshEmail,
  freshIp,
  freshPhone,
  lettersTo,
  linkToken,
  login,
  movableClock,
  readOutbox,
  refresh,
  assertRefreshCookie,
  sessionOf,
  settleLetters,
  TEST_AUTH,
} from '../../test/auth.ts';

const MINUTE = 60_000;
const INVALID_LINK = ['Ссылка для восстановления пароля недействительна или устарела'];

const resetByEmail = (app: FastifyInstance, email: string, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-by-email', remoteAddress: ip, payload: { email } });
const resetPassword = (app: FastifyInstance, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body });
const currentUser = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${accessToken}` } });

describeOnEachDatabase('auth: restoring the password by e-mail', (suite) => {
  /** An account with a password and a confirmed address; its phone and address. */
  async function account(options: { emailVerified?: boolean; email?: string } = {}) {
    const phone = freshPhone();
    const email = options.email ?? freshEmail();
    await suite.database.orm
      .insert(users)
      .values({ phone, email, emailVerified: options.emailVerified ?? true, passwordHash: await hashSecret('старый-пароль'), phoneVerified: true });
    return { phone, email };
  }

  test('a known address gets a link to the site with the token and the address; only its hash is stored', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH, publicUrl: 'https://povar.example/' });
    const { phone, email } = await account({ email: `Анна+${Date.now()}@Example.test`.replace('Анна', 'anna') });
    const lower = email.toLowerCase();
    // Any writing of the address: it is compared lower-cased.
    const res = await resetByEmail(app, ` ${email.toUpperCase()} `);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, data: { sent: true }, errors: [], message: '', error: null });
    assert.equal(res.headers['cache-control'], 'no-store');

    const [letter, ...more] = await lettersTo(app, suite.database.orm, lower);
    assert.equal(more.length, 0);
    assert.equal(letter?.subject, 'Восстановление пароля в «Повар рядом»');
    assert.ok(letter?.text.includes(`+7 *** ***-**-${phone.slice(-2)}`), 'the letter names the account by a masked phone');
    const link = new URL(letter!.text.match(/https:\/\/\S+/)![0]);
    assert.equal(link.origin, 'https://povar.example');
    assert.equal(link.pathname, '/');
    assert.equal(link.searchParams.get('email'), lower);
    const token = linkToken(letter, 'token');
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);

    const [row] = await suite.database.orm
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    assert.equal(row?.purpose, 'reset-password');
    assert.ok(row);
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 60 * MINUTE);
    const stored = await suite.database.orm.select().from(emailTokens);
    assert.ok(
      stored.every((token_) => !JSON.stringify(token_).includes(token)),
      'the token is not stored in clear',
    );
  });

  test('known, unknown and unconfirmed addresses get the very same answer; only the confirmed one gets a letter', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const known = await account();
    const unconfirmed = await account({ emailVerified: false });
    const unknown = freshEmail();
    const answers = [];
    for (const email of [known.email, unknown, unconfirmed.email]) {
      const started = process.hrtime.bigint();
      const res = await resetByEmail(app, email);
      answers.push({ res, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    }
    for (const { res } of answers) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, answers[0]!.res.body);
      assert.equal(res.headers['content-length'], answers[0]!.res.headers['content-length']);
    }
    // The lookup and the letter happen after the answer, so no answer waits for them.
    assert.ok(
      answers.every(({ ms }) => ms < 1000),
      JSON.stringify(answers.map(({ ms }) => ms)),
    );
    await settleLetters(app, suite.database.orm);
    assert.equal((await readOutbox(app, { recipient: known.email })).length, 1);
    assert.equal((await readOutbox(app, { recipient: unknown })).length, 0);
    assert.equal((await readOutbox(app, { recipient: unconfirmed.email })).length, 0, 'an unconfirmed address cannot take an account');
  });

  test('the link sets the password, ends every session, signs this device in, and works once', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { phone, email } = await account();
    const other = sessionOf(await login(app, { phone, password: 'старый-пароль' }, freshIp()));
    await resetByEmail(app, email);
    const token = linkToken((await lettersTo(app, suite.database.orm, email))[0], 'token');

    const res = await resetPassword(app, { email, token, password: 'новый-пароль', password_confirmation: 'новый-пароль' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const pair = sessionOf(res);
    assertRefreshCookie(res);
    assert.equal((await currentUser(app, pair.accessToken)).json().data.phone, phone);
    assert.equal((await refresh(app, pair.refreshToken)).statusCode, 200, 'the new session renews from its cookie');
    assert.equal((await refresh(app, other.refreshToken)).statusCode, 401, 'the other session ended');
    assert.equal((await currentUser(app, other.accessToken)).statusCode, 401);
    assert.equal((await login(app, { phone, password: 'новый-пароль' }, freshIp())).statusCode, 200);
    assert.equal((await login(app, { phone, password: 'старый-пароль' }, freshIp())).statusCode, 400);

    const again = await resetPassword(app, { email, token, password: 'третий-пароль', password_confirmation: 'третий-пароль' });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, INVALID_LINK);
  });

  test('a link dies after an hour, with a newer link, with another address, or when the account changed its address', async (t) => {
    const clock = movableClock('2026-05-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const body = (email: string, token: string) => ({ email, token, password: 'новый-пароль', password_confirmation: 'новый-пароль' });
    const expectInvalid = async (payload: Record<string, unknown>, why: string) => {
      const res = await resetPassword(app, payload);
      assert.equal(res.statusCode, 400, why);
      assert.deepEqual(res.json(), { success: false, data: null, errors: INVALID_LINK, message: INVALID_LINK[0], error: 'validation' }, why);
    };

    const late = await account();
    await resetByEmail(app, late.email);
    const lateToken = linkToken((await lettersTo(app, suite.database.orm, late.email))[0], 'token');
    clock.advance(60 * MINUTE + 1000);
    await expectInvalid(body(late.email, lateToken), 'expired');

    const replaced = await account();
    await resetByEmail(app, replaced.email);
    const first = linkToken((await lettersTo(app, suite.database.orm, replaced.email))[0], 'token');
    await resetByEmail(app, replaced.email);
    const letters = await lettersTo(app, suite.database.orm, replaced.email);
    assert.equal(letters.length, 2);
    const second = linkToken(letters[0], 'token');
    await expectInvalid(body(replaced.email, first), 'an older link');
    await expectInvalid(body(freshEmail(), second), 'the token of another address');
    await expectInvalid(body(replaced.email, 'x'.repeat(43)), 'a made-up token');

    const moved = await account();
    await resetByEmail(app, moved.email);
    const movedToken = linkToken((await lettersTo(app, suite.database.orm, moved.email))[0], 'token');
    await suite.database.orm.update(users).set({ email: freshEmail() }).where(eq(users.phone, moved.phone));
    await expectInvalid(body(moved.email, movedToken), 'the account has another address now');

    assert.equal((await resetPassword(app, body(replaced.email, second))).statusCode, 200, 'the newest link still works');
  });

  test('the new password follows the rules of change-password; bad input is a Russian 400 and spends nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { email } = await account();
    await resetByEmail(app, email);
    const token = linkToken((await lettersTo(app, suite.database.orm, email))[0], 'token');
    const cases: [Record<string, unknown>, string][] = [
      [{ email, token, password: 'корот', password_confirmation: 'корот' }, 'Поле Пароль должно быть не короче 8 символов'],
      [{ email, token, password: 'новый-пароль', password_confirmation: 'другой-пароль' }, 'Поле Пароль не совпадает с другим полем'],
      [{ email, token, password_confirmation: 'новый-пароль' }, 'Поле Пароль обязательно для заполнения'],
      [{ email, password: 'новый-пароль', password_confirmation: 'новый-пароль' }, 'Поле token обязательно для заполнения'],
      [
        { email: 'не адрес', token, password: 'новый-пароль', password_confirmation: 'новый-пароль' },
        'Поле E-mail должно быть действительным электронным адресом',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await resetPassword(app, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(res.json().errors.includes(error), `${error} in ${res.body}`);
    }
    for (const payload of [{}, { email: 42 }, { email: '' }]) {
      const res = await resetByEmail(app, payload.email as string);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().errors[0], /[а-яА-Я]/);
    }
    // The link survived the refused attempts.
    assert.equal((await resetPassword(app, { email, token, password: 'новый-пароль', password_confirmation: 'новый-пароль' })).statusCode, 200);
  });

  test('letters per address: 3 an hour, per IP: 10 an hour, and past them the answer does not change', async (t) => {
    const clock = movableClock('2026-05-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { email } = await account();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await resetByEmail(app, email)).body);
    assert.equal(new Set(answers).size, 1);
    assert.equal((await lettersTo(app, suite.database.orm, email)).length, 3);

    const ip = freshIp();
    const targets = await Promise.all(Array.from({ length: 11 }, () => account()));
    for (const target of targets) assert.equal((await resetByEmail(app, target.email, ip)).statusCode, 200);
    await settleLetters(app, suite.database.orm);
    const mailed = await Promise.all(targets.map(async (target) => (await readOutbox(app, { recipient: target.email })).length));
    assert.deepEqual(mailed, [...Array(10).fill(1), 0]);

    clock.advance(60 * MINUTE + 1000);
    await resetByEmail(app, email);
    assert.equal((await lettersTo(app, suite.database.orm, email)).length, 4, 'an hour later the address may ask again');
  });
});

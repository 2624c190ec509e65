// Confirming a phone with a 'verify' code: the code rules of sign-in, and a phone of another account refused with nothing changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authCodes, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshIp, freshPhone, lastCodeFor, movableClock, refresh, sendCode, sessionOf, signIn, TEST_AUTH } from '../../test/auth.ts';

const MINUTE = 60_000;
const WRONG_CODE = ['Неверный или устаревший код'];
const TAKEN = ['Этот номер уже привязан к другому аккаунту'];

const verifyPhone = (app: FastifyInstance, accessToken: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-phone',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: body as Record<string, unknown>,
  });

/** Sends a 'verify' code to the phone and reads it from the outbox. */
async function verifyCodeFor(app: FastifyInstance, phone: string, at: Date): Promise<string> {
  const sent = await sendCode(app, phone, at, freshIp(), { type: 'verify' });
  assert.equal(sent.statusCode, 200, sent.body);
  return lastCodeFor(app, phone);
}

describeOnEachDatabase('auth: verify-phone', (suite) => {
  test('a verify code moves the signed-in user to the new phone, verified; the code works once', async (t) => {
    const clock = movableClock('2026-03-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { phone: oldPhone, tokens } = await signIn(app, clock.now);
    const phone = freshPhone();
    const code = await verifyCodeFor(app, phone, clock.now());

    const res = await verifyPhone(app, tokens.accessToken, { phone: phone.replace('+7', '8'), code, type: 'verify' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.phone, phone);
    assert.equal(res.json().data.phoneVerified, true);
    const [row] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.equal(row?.phoneVerified, true);
    assert.equal((await suite.database.orm.select().from(users).where(eq(users.phone, oldPhone))).length, 0);

    const again = await verifyPhone(app, tokens.accessToken, { phone, code, type: 'verify' });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, WRONG_CODE);
  });

  test('needs a signed-in user, a verify code (not a sign-in one) and a live one', async (t) => {
    const clock = movableClock('2026-03-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    const phone = freshPhone();

    const code = await verifyCodeFor(app, phone, clock.now());
    const anonymous = await verifyPhone(app, undefined, { phone, code, type: 'verify' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().success, false);

    // A sign-in code for the phone does not confirm it.
    clock.advance(MINUTE);
    await sendCode(app, phone, clock.now(), freshIp());
    const authCode = await lastCodeFor(app, phone);
    // Access tokens live a minute in these tests: a refresh keeps the user signed in.
    const fresh = sessionOf(await refresh(app, tokens.refreshToken));
    assert.deepEqual((await verifyPhone(app, fresh.accessToken, { phone, code: authCode, type: 'verify' })).json().errors, WRONG_CODE);

    // Ten minutes after it was sent the verify code is dead.
    clock.advance(10 * MINUTE);
    const later = sessionOf(await refresh(app, fresh.refreshToken));
    assert.deepEqual((await verifyPhone(app, later.accessToken, { phone, code, type: 'verify' })).json().errors, WRONG_CODE);
  });

  test('five wrong codes kill the code, the right one included', async (t) => {
    const clock = movableClock('2026-03-03T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    const phone = freshPhone();
    const code = await verifyCodeFor(app, phone, clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verifyPhone(app, tokens.accessToken, { phone, code: wrong, type: 'verify' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, WRONG_CODE);
    }
    const [codeRow] = await suite.database.orm.select().from(authCodes).where(eq(authCodes.phone, phone));
    assert.equal(codeRow?.attempts, 5);
    assert.deepEqual((await verifyPhone(app, tokens.accessToken, { phone, code, type: 'verify' })).json().errors, WRONG_CODE);
    assert.equal((await suite.database.orm.select().from(users).where(eq(users.phone, phone))).length, 0);
  });

  test('a phone of another account: 400 in Russian, nothing changed, the code still unspent', async (t) => {
    const clock = movableClock('2026-03-04T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { phone: ownPhone, tokens } = await signIn(app, clock.now);
    const otherPhone = freshPhone();
    await suite.database.orm.insert(users).values({ phone: otherPhone, phoneVerified: true });
    const code = await verifyCodeFor(app, otherPhone, clock.now());

    const res = await verifyPhone(app, tokens.accessToken, { phone: otherPhone, code, type: 'verify' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().success, false);
    assert.deepEqual(res.json().errors, TAKEN);
    assert.equal((await suite.database.orm.select().from(users).where(eq(users.phone, ownPhone))).length, 1);
    assert.equal((await suite.database.orm.select().from(users).where(eq(users.phone, otherPhone))).length, 1);
    const [codeRow] = await suite.database.orm.select().from(authCodes).where(eq(authCodes.phone, otherPhone));
    assert.equal(codeRow?.usedAt, null);
    assert.equal(codeRow?.attempts, 0);
  });

  test('bad bodies get the envelope with a Russian message', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    for (const body of [
      {},
      { phone: freshPhone() },
      { phone: freshPhone(), code: '12' },
      { phone: '+74951234567', code: '123456' },
      { phone: freshPhone(), code: '123456', type: 'auth' },
    ]) {
      const res = await verifyPhone(app, tokens.accessToken, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().success, false);
      assert.match(res.json().errors[0], /[а-яА-Я]/);
    }
  });
});

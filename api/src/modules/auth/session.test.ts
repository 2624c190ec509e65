// Sign-in, token refresh and logout, and the signed-in user behind the Bearer token.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authCodes, refreshTokens, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { hashSecret, hashToken } from './secrets.ts';
import { freshIp, freshPhone, lastCodeFor, login, movableClock, refresh, sendCode, sessionOf, signIn, TEST_AUTH } from '../../test/auth.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

const MINUTE = 60_000;
const WRONG_CODE = ['Неверный или устаревший код'];
const profile = (app: Parameters<typeof login>[0], accessToken?: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/user', headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });

describeOnEachDatabase('auth: sessions', (suite) => {
  test('the first sign-in by code creates the user once, with the phone verified', async (t) => {
    const clock = movableClock('2026-02-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    await sendCode(app, phone, clock.now(), freshIp());
    const first = await login(app, { phone: phone.replace('+7', '8'), code: await lastCodeFor(app, phone) });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-store');
    const { accessToken, refreshToken } = sessionOf(first);
    assert.ok(accessToken.split('.').length === 3 && refreshToken.length >= 43);
    assert.deepEqual(Object.keys(first.json().data), ['accessToken'], 'the refresh token is in the cookie only');

    clock.advance(2 * MINUTE);
    await sendCode(app, phone, clock.now(), freshIp());
    assert.equal((await login(app, { phone, code: await lastCodeFor(app, phone) })).statusCode, 200);
    const rows = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.phoneVerified, true);
    assert.equal(rows[0]?.role, 'customer');
    // Two sign-ins, two sessions; only hashes are stored.
    const tokens = await suite.database.orm.select().from(refreshTokens).where(eq(refreshTokens.userId, rows[0]!.id));
    assert.equal(new Set(tokens.map((row) => row.familyId)).size, 2);
    assert.ok(tokens.some((row) => row.tokenHash === hashToken(refreshToken)));
  });

  test('a code works once, and not after 10 minutes', async (t) => {
    const clock = movableClock('2026-02-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    await sendCode(app, phone, clock.now(), freshIp());
    const code = await lastCodeFor(app, phone);
    assert.equal((await login(app, { phone, code })).statusCode, 200);
    const again = await login(app, { phone, code });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, WRONG_CODE);

    clock.advance(MINUTE);
    await sendCode(app, phone, clock.now(), freshIp());
    const late = await lastCodeFor(app, phone);
    clock.advance(10 * MINUTE + 1000);
    assert.deepEqual((await login(app, { phone, code: late })).json().errors, WRONG_CODE);
  });

  test('five wrong codes kill the code, the right one included', async (t) => {
    const clock = movableClock('2026-02-03T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const phone = freshPhone();
    await sendCode(app, phone, clock.now(), freshIp());
    const code = await lastCodeFor(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await login(app, { phone, code: wrong });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, WRONG_CODE);
    }
    const [row] = await suite.database.orm.select().from(authCodes).where(eq(authCodes.phone, phone));
    assert.equal(row?.attempts, 5);
    assert.equal((await login(app, { phone, code })).statusCode, 400);
    // A new code starts afresh.
    clock.advance(MINUTE);
    await sendCode(app, phone, clock.now(), freshIp());
    assert.equal((await login(app, { phone, code: await lastCodeFor(app, phone) })).statusCode, 200);
  });

  test('a password sign-in; a wrong password and an unknown phone get the same answer', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const phone = freshPhone();
    await suite.database.orm.insert(users).values({ phone, passwordHash: await hashSecret('Пароль-123'), phoneVerified: true });
    const ok = await login(app, { phone, password: 'Пароль-123' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(ok.json().data.accessToken);

    const wrong = await login(app, { phone, password: 'не тот' });
    const unknown = await login(app, { phone: freshPhone(), password: 'Пароль-123' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.body, unknown.body);
    assert.deepEqual(wrong.json().errors, ['Неверный телефон или пароль']);

    for (const body of [{ phone }, { phone, code: '123', password: 'x' }, { phone, code: 'abcdef' }, {}, { phone: 'нет', password: 'x' }]) {
      const res = await login(app, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().errors[0], /[а-яА-Я]/);
    }
  });

  test('refresh rotates: a new pair in the same family, the old token marked used', async (t) => {
    const clock = movableClock('2026-02-04T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    clock.advance(5000);
    const res = await refresh(app, tokens.refreshToken);
    assert.equal(res.statusCode, 200, res.body);
    const next = sessionOf(res);
    assert.notEqual(next.refreshToken, tokens.refreshToken);
    assert.notEqual(next.accessToken, tokens.accessToken);
    const [old] = await suite.database.orm
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)));
    const [fresh] = await suite.database.orm
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next.refreshToken)));
    assert.ok(old?.usedAt && fresh && !fresh.usedAt);
    assert.equal(old.familyId, fresh.familyId);
    assert.equal(old.replacedBy, fresh.id);
    assert.ok(!res.body.includes(old.successorSeed!));
    assert.equal((await profile(app, next.accessToken)).statusCode, 200);
  });

  test('a repeat within 10 s gets the very same pair (racing tabs)', async (t) => {
    const clock = movableClock('2026-02-05T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    const [a, b] = await Promise.all([refresh(app, tokens.refreshToken), refresh(app, tokens.refreshToken)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.deepEqual(sessionOf(a), sessionOf(b));
    clock.advance(9000);
    const later = await refresh(app, tokens.refreshToken);
    assert.equal(later.statusCode, 200);
    assert.deepEqual(sessionOf(later), sessionOf(a));
    // The successor itself still rotates normally.
    assert.equal((await refresh(app, sessionOf(a).refreshToken)).statusCode, 200);
  });

  test('a reuse after the grace revokes the whole family: the newest token fails too', async (t) => {
    const clock = movableClock('2026-02-06T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    const next = sessionOf(await refresh(app, tokens.refreshToken));
    clock.advance(11_000);
    const replay = await refresh(app, tokens.refreshToken);
    assert.equal(replay.statusCode, 401);
    assert.deepEqual(replay.json(), {
      success: false,
      data: null,
      errors: ['Необходимо войти в аккаунт'],
      message: 'Необходимо войти в аккаунт',
      error: 'unauthorized',
    });
    assert.equal((await refresh(app, next.refreshToken)).statusCode, 401);
    assert.equal((await profile(app, next.accessToken)).statusCode, 401, 'the session is over for its access tokens too');
  });

  test('unknown, malformed, missing and expired refresh cookies are a 401 envelope that clears the cookie, never a 500', async (t) => {
    const clock = movableClock('2026-02-07T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const unknown = await refresh(app, 'no-such-token-no-such-token');
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value, '', 'a dead token is cleared');
    for (const cookie of ['', 'x'.repeat(5000), 'not a token!', '%00%00']) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
      assert.equal(res.statusCode, 401, cookie.slice(0, 20));
      assert.equal(res.json().error, 'unauthorized');
    }
    // The old way, the token in the body, is not read any more.
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: (await signIn(app, clock.now)).tokens.refreshToken },
    });
    assert.equal(inBody.statusCode, 401);
    const { tokens } = await signIn(app, clock.now);
    clock.advance(31 * 24 * 60 * MINUTE);
    assert.equal((await refresh(app, tokens.refreshToken)).statusCode, 401);
  });

  test('logout answers 204, revokes the session by refresh cookie or Bearer, clears the cookie, and leaks nothing without one', async (t) => {
    const clock = movableClock('2026-02-08T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const byRefresh = (await signIn(app, clock.now)).tokens;
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE]: byRefresh.refreshToken }, payload: {} });
    assert.equal(out.statusCode, 204);
    assert.equal(out.body, '');
    const cleared = out.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    assert.equal(cleared?.value, '');
    assert.equal(cleared?.path, '/api/auth');
    assert.ok(cleared?.expires && cleared.expires.getTime() <= Date.now(), 'the browser drops it at once');
    assert.equal((await refresh(app, byRefresh.refreshToken)).statusCode, 401);

    const byBearer = (await signIn(app, clock.now)).tokens;
    const bearerOut = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${byBearer.accessToken}`, 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(bearerOut.statusCode, 204);
    assert.equal((await refresh(app, byBearer.refreshToken)).statusCode, 401);
    assert.equal((await profile(app, byBearer.accessToken)).statusCode, 401);

    for (const request of [{ cookies: { [REFRESH_COOKIE]: 'unknown-unknown-unknown' } }, { headers: { authorization: 'Bearer forged.token.here' } }, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', ...request });
      assert.equal(res.statusCode, 204, JSON.stringify(request));
    }
  });

  test('/profiles/user answers the User fields with a valid token, 401 without one or with an expired one', async (t) => {
    const clock = movableClock('2026-02-09T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: { ...TEST_AUTH, accessTokenTtlSeconds: 2 } });
    const { phone, tokens } = await signIn(app, clock.now);
    const res = await profile(app, tokens.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const user = res.json().data;
    assert.deepEqual(Object.keys(user).sort(), [
      'about',
      'address',
      'avatar',
      'cookData',
      'email',
      'emailVerified',
      'id',
      'isCook',
      'isOperator',
      'name',
      'phone',
      'phoneVerified',
      'registerDate',
      'unreadMessagesCount',
    ]);
    assert.equal(user.phone, phone);
    assert.equal(user.phoneVerified, true);
    assert.equal(user.isCook, false);
    assert.equal(user.cookData, null);
    assert.equal(user.address, null);
    assert.equal(user.unreadMessagesCount, 0);
    assert.equal(user.registerDate, clock.now().toISOString());

    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Basic ${tokens.accessToken}` }]) {
      const denied = await app.inject({ method: 'GET', url: '/api/profiles/user', headers });
      assert.equal(denied.statusCode, 401, JSON.stringify(headers));
      assert.equal(denied.json().error, 'unauthorized');
    }
    // Signed with another secret: not ours.
    const other = await suite.build(t, { now: clock.now, auth: { jwtSecret: 'another-secret-another-secret-another' } });
    assert.equal((await profile(other, tokens.accessToken)).statusCode, 401);

    clock.advance(3000);
    const expired = await profile(app, tokens.accessToken);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().message, 'Необходимо войти в аккаунт');
  });
});

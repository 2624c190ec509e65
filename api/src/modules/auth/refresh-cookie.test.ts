// The refresh token lives in an HttpOnly cookie: every call that opens or rotates a session sets
// it, refresh reads nothing else, logout clears it, and no other site's page can use it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { hashSecret } from './secrets.ts';
import {
  assertRefreshCookie,
  freshIp,
  freshPhone,
  lastCodeFor,
  login,
  movableClock,
  refresh,
  sendCode,
  sessionOf,
  signIn,
  TEST_AUTH,
} from '../../test/auth.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

const profile = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${accessToken}` } });

describeOnEachDatabase('auth: the refresh cookie', (suite) => {
  test('sign-up, code sign-in, password sign-in, refresh and password change all set the cookie and answer only the access token', async (t) => {
    const clock = movableClock('2026-03-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: { ...TEST_AUTH, refreshTokenTtlSeconds: 7 * 24 * 3600 } });
    const expected = { maxAge: 7 * 24 * 3600 };
    const phone = freshPhone();
    await sendCode(app, phone, clock.now(), freshIp());
    // The first code sign-in creates the account (sign-up).
    const signUp = await login(app, { phone, code: await lastCodeFor(app, phone) });
    assertRefreshCookie(signUp, expected);
    assert.deepEqual(Object.keys(signUp.json().data), ['accessToken']);

    clock.advance(2 * 60_000);
    await sendCode(app, phone, clock.now(), freshIp());
    const codeSignIn = await login(app, { phone, code: await lastCodeFor(app, phone) });
    const codeToken = assertRefreshCookie(codeSignIn, expected);

    const renewed = await refresh(app, codeToken);
    const renewedToken = assertRefreshCookie(renewed, expected);
    assert.notEqual(renewedToken, codeToken, 'rotated');
    assert.deepEqual(Object.keys(renewed.json().data), ['accessToken']);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/profiles/change-password',
      headers: { authorization: `Bearer ${renewed.json().data.accessToken}` },
      payload: { password: 'новый-пароль', password_confirmation: 'новый-пароль' },
    });
    const changedToken = assertRefreshCookie(changed, expected);
    assert.equal((await refresh(app, renewedToken)).statusCode, 401, 'the password change ended the old session');

    const byPassword = await login(app, { phone, password: 'новый-пароль' }, freshIp());
    assertRefreshCookie(byPassword, expected);
    assert.equal((await refresh(app, changedToken)).statusCode, 200, 'the changed session still renews');
  });

  test('Secure in production and on https behind a trusted proxy; left off on plain-http development', async (t) => {
    const phone = freshPhone();
    await suite.database.orm.insert(users).values({ phone, passwordHash: await hashSecret('пароль-1'), phoneVerified: true });
    // Production has no dev inbox for codes: a password sign-in.
    const production = await suite.build(t, { production: true, auth: TEST_AUTH, publicUrl: 'https://povar.example' });
    const signedIn = await login(production, { phone, password: 'пароль-1' }, freshIp());
    const inProduction = assertRefreshCookie(signedIn, { secure: true });
    const rotated = await refresh(production, inProduction, { origin: 'https://povar.example', 'sec-fetch-site': 'same-origin' });
    assertRefreshCookie(rotated, { secure: true });

    const behindProxy = await suite.build(t, { trustProxy: true, auth: TEST_AUTH });
    const overHttps = await login(behindProxy, { phone, password: 'пароль-1' }, freshIp(), { 'x-forwarded-proto': 'https' });
    assertRefreshCookie(overHttps, { secure: true });
    const overHttp = await login(behindProxy, { phone, password: 'пароль-1' }, freshIp());
    assertRefreshCookie(overHttp, { secure: false });
  });

  test('refresh reads the cookie, from the site only: other sites are refused before the token is spent', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH, publicUrl: 'https://povar.example' });
    const { tokens } = await signIn(app, () => new Date());
    const foreignHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ];
    for (const headers of foreignHeaders) {
      const res = await refresh(app, tokens.refreshToken, headers);
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.deepEqual(res.json().errors, ['Продлить сессию можно только со страниц сайта']);
      assert.equal(res.cookies.length, 0, 'the cookie is left alone');
    }
    // Nothing was spent: the page itself still renews, from the public origin or the host it came to.
    const fromSite = await refresh(app, tokens.refreshToken, { 'sec-fetch-site': 'same-origin', origin: 'https://povar.example' });
    const next = assertRefreshCookie(fromSite);
    const fromHost = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: next },
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    });
    assertRefreshCookie(fromHost);
    assert.equal((await profile(app, fromHost.json().data.accessToken)).statusCode, 200);
  });

  test("a cross-site logout does not end the session; the site's logout does and clears the cookie", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: tokens.refreshToken },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: {},
    });
    assert.equal(forged.statusCode, 204);
    const next = sessionOf(await refresh(app, tokens.refreshToken));

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: next.refreshToken },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(out.statusCode, 204);
    const cleared = out.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    assert.equal(cleared?.value, '');
    assert.equal(cleared?.path, '/api/auth');
    assert.equal(cleared?.httpOnly, true);
    assert.equal((await refresh(app, next.refreshToken)).statusCode, 401);
    assert.equal((await profile(app, next.accessToken)).statusCode, 401);
  });

  test('tabs sharing one cookie: racing renewals get one successor, a replay after the grace ends the family', async (t) => {
    const clock = movableClock('2026-03-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const { tokens } = await signIn(app, clock.now);
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(app, tokens.refreshToken)));
    const sessions = answers.map((answer) => sessionOf(answer));
    for (const session of sessions) assert.deepEqual(session, sessions[0], 'every tab ends up with the same cookie and access token');
    clock.advance(5_000);
    const second = sessionOf(await refresh(app, sessions[0]!.refreshToken));
    clock.advance(11_000);
    // The cookie of a tab that slept past the grace with the first token: theft, and all of it dies.
    assert.equal((await refresh(app, tokens.refreshToken)).statusCode, 401);
    assert.equal((await refresh(app, second.refreshToken)).statusCode, 401);
    assert.equal((await profile(app, second.accessToken)).statusCode, 401);
  });
});

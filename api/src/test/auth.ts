// Accounts for any suite (first written for the auth tests): a movable clock, fresh phones, IPs and e-mails, and reading codes and letters from the dev outbox.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DEFAULT_REFRESH_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from '../modules/auth/index.ts';

/** For suites that set a password straight into the users table, or send the refresh cookie themselves. */
export { hashSecret } from '../modules/auth/index.ts';
export { REFRESH_COOKIE };

/** A clock tests move by hand; each one starts far from the others so their windows never meet. */
export function movableClock(start: string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let sequence = 0;
/** A +7 9xx number no other test uses (the suite shares one database). */
// +7 998…: outside the demo accounts' +7 999 000-00-0x, whatever the process id.
export const freshPhone = () => `+7998${String(process.pid % 1000).padStart(3, '0')}${String(++sequence).padStart(4, '0')}`;
let ipSequence = 0;
export const freshIp = () => `10.${process.pid % 250}.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

export const TEST_AUTH = { jwtSecret: 'test-secret-test-secret-test-secret-42', accessTokenTtlSeconds: 60 };

export function sendCode(app: FastifyInstance, phone: string, at: Date, ip = '127.0.0.1', extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/send-code',
    remoteAddress: ip,
    payload: { createdAt: at.toISOString(), type: 'auth', phone, signature: 'web-test', ...extra },
  });
}

/** The code in the latest SMS to the phone, read as a person trying the product would. */
export async function lastCodeFor(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  assert.equal(res.statusCode, 200);
  const message = (res.json().data.messages as { recipient: string; text: string }[]).find((m) => m.recipient === phone);
  const code = message?.text.match(/\d{6}/)?.[0];
  assert.ok(code, `an SMS with a code went to ${phone}`);
  return code;
}

export const login = (app: FastifyInstance, body: Record<string, unknown>, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers, payload: body });

interface InjectedCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

/** The refresh token the answer set in its cookie ('' when it cleared it), or undefined when it set none. */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
}

/** The session an answer opened: the access token from the body, the refresh token from the cookie. */
export function sessionOf(res: { json(): { data: { accessToken: string } }; cookies: { name: string; value: string }[] }) {
  const refreshToken = refreshCookieOf(res);
  assert.ok(refreshToken, 'the answer sets the refresh cookie');
  return { accessToken: res.json().data.accessToken, refreshToken };
}

/**
 * What every answer that opens or rotates a session must look like: the refresh token in an
 * HttpOnly, SameSite=Strict cookie on /api/auth living as long as the token, and nowhere in the body.
 */
export function assertRefreshCookie(
  res: { statusCode: number; body: string; cookies: InjectedCookie[] },
  expected: { secure?: boolean; maxAge?: number } = {},
): string {
  assert.equal(res.statusCode, 200, res.body);
  const cookies = res.cookies.filter((cookie) => cookie.name === REFRESH_COOKIE);
  assert.equal(cookies.length, 1, 'one refresh cookie');
  const [cookie] = cookies as [InjectedCookie];
  assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(cookie.httpOnly, true, 'HttpOnly: no script reads it');
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/api/auth');
  assert.equal(cookie.maxAge, expected.maxAge ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS);
  assert.equal(cookie.secure ?? false, expected.secure ?? false);
  assert.ok(!res.body.includes(cookie.value), 'the refresh token is not in the body');
  assert.doesNotMatch(res.body, /refresh/i);
  return cookie.value;
}

/** A refresh as the site's page sends it: the cookie, from the same origin. */
export const refresh = (app: FastifyInstance, token: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: token }, headers });

/** Signs a new phone in by SMS code, as a visitor of an address of their own; the pair (refresh token read from the cookie) and the phone. */
export async function signIn(app: FastifyInstance, now: () => Date) {
  const phone = freshPhone();
  const ip = freshIp();
  assert.equal((await sendCode(app, phone, now(), ip)).statusCode, 200);
  const res = await login(app, { phone, code: await lastCodeFor(app, phone) }, ip);
  assert.equal(res.statusCode, 200, res.body);
  return { phone, tokens: sessionOf(res) };
}

let emailSequence = 0;
/** An address no other test uses. */
export const freshEmail = () => `user${process.pid}.${++emailSequence}@example.test`;

export interface OutboxEntry {
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** The dev inbox, newest first, optionally narrowed. */
export async function readOutbox(app: FastifyInstance, query: { channel?: string; recipient?: string } = {}): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.messages;
}

/**
 * Waits until the work queued after earlier answers has run. Restore letters are sent after the
 * answer, one task at a time; a restore for a marker account queued now is sent last, so once
 * its letter is in the outbox everything queued before it is done.
 */
export async function settleLetters(app: FastifyInstance, orm: Orm): Promise<void> {
  const marker = freshEmail();
  await orm.insert(users).values({ phone: freshPhone(), email: marker, emailVerified: true });
  const res = await app.inject({ method: 'POST', url: '/api/auth/reset-by-email', remoteAddress: freshIp(), payload: { email: marker } });
  assert.equal(res.statusCode, 200, res.body);
  for (let waited = 0; waited < 10_000; waited += 20) {
    if ((await readOutbox(app, { channel: 'email', recipient: marker })).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('the work queued after the answers did not finish in 10 s');
}

/** The letters to the address (newest first) once the queued work has run. */
export async function lettersTo(app: FastifyInstance, orm: Orm, email: string): Promise<OutboxEntry[]> {
  await settleLetters(app, orm);
  return readOutbox(app, { channel: 'email', recipient: email });
}

/** The token of a link in a letter: `?token=…` (restore) or `?confirm-email=…` (confirmation). */
export function linkToken(letter: OutboxEntry | undefined, parameter: 'token' | 'confirm-email'): string {
  const link = letter?.text.match(/https?:\/\/\S+/)?.[0];
  assert.ok(link, 'the letter holds a link');
  const token = new URL(link).searchParams.get(parameter);
  assert.ok(token, `the link has ${parameter}`);
  return token;
}

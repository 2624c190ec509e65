// Shared by the auth tests: a movable clock, fresh phones and addresses, and reading codes from the dev outbox.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

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
export const freshPhone = () => `+7999${String(process.pid % 1000).padStart(3, '0')}${String(++sequence).padStart(4, '0')}`;
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

export const login = (app: FastifyInstance, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
export const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

/** Signs a new phone in by SMS code; the pair and the phone. */
export async function signIn(app: FastifyInstance, now: () => Date) {
  const phone = freshPhone();
  assert.equal((await sendCode(app, phone, now(), freshIp())).statusCode, 200);
  const res = await login(app, { phone, code: await lastCodeFor(app, phone) });
  assert.equal(res.statusCode, 200, res.body);
  return { phone, tokens: res.json().data as { accessToken: string; refreshToken: string } };
}

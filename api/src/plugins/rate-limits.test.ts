// Per-address limits: the anonymous forms and sign-in calls have a strict allowance, every other
// call a loose shared one; past either the answer is the envelope's 429 with Retry-After.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildApiServer } from '../app.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';
import { ANONYMOUS_WRITES, DEFAULT_RATE_LIMITS, readRateLimits } from './rate-limits.ts';

const HOUR = 60 * 60_000;
const regionNotify = (n: number) => ({ type: 'region-notify', email: `visitor${n}@example.ru`, regionSlug: 'kurgan' });
const cookLead = (n: number) => ({ type: 'cook-lead', name: 'Анна Петрова', phone: `+7912345${String(n).padStart(4, '0')}`, regionSlug: 'omsk' });
const post = (payload: object, remoteAddress: string) => ({ method: 'POST' as const, url: '/api/popup/callback/save', payload, remoteAddress });

function assertTooMany(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, windowSeconds: number) {
  assert.equal(res.statusCode, 429);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= windowSeconds, `Retry-After ${res.headers['retry-after']} within the window`);
  assert.deepEqual(res.json(), {
    success: false,
    data: null,
    errors: ['Слишком много запросов с вашего адреса. Попробуйте позже'],
    message: 'Слишком много запросов с вашего адреса. Попробуйте позже',
    error: 'rate_limited',
  });
}

describeOnEachDatabase('per-address rate limits', (suite) => {
  test("the 'Сообщить мне' form: the post past the allowance is a 429, another address still gets through", async (t) => {
    const app = await suite.build(t, { rateLimits: { anonymousWrites: { max: 3, windowMs: HOUR } } });
    for (let n = 0; n < 3; n += 1) assert.equal((await app.inject(post(regionNotify(n), '198.51.100.10'))).statusCode, 200);
    assertTooMany(await app.inject(post(regionNotify(3), '198.51.100.10')), 3600);
    // Refused before it is read: bad input from the same address is refused the same way.
    assertTooMany(await app.inject(post({ type: 'nonsense' }, '198.51.100.10')), 3600);
    assert.equal((await app.inject(post(regionNotify(4), '198.51.100.11'))).statusCode, 200);
  });

  test('the for-cooks form and the sign-in calls are anonymous writes too; each call counts on its own', async (t) => {
    const app = await suite.build(t, { rateLimits: { anonymousWrites: { max: 2, windowMs: HOUR } } });
    const from = '203.0.113.20';
    assert.equal((await app.inject(post(cookLead(1), from))).statusCode, 200);
    assert.equal((await app.inject(post(cookLead(2), from))).statusCode, 200);
    assertTooMany(await app.inject(post(cookLead(3), from)), 3600);
    // Password sign-in: wrong passwords are 400s until the strict allowance, then 429 from the limit itself.
    const login = () =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { phone: '+79990001122', password: 'not-the-password' } });
    assert.notEqual((await login()).statusCode, 429);
    assert.notEqual((await login()).statusCode, 429);
    assertTooMany(await login(), 3600);
  });

  test('every other call shares one loose allowance per address', async (t) => {
    const app = await suite.build(t, { rateLimits: { everyRoute: { max: 4, windowMs: 60_000 } } });
    const from = { remoteAddress: '192.0.2.30' };
    assert.equal((await app.inject({ method: 'GET', url: '/api/geo/main-cities', ...from })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/site-settings', ...from })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/geo/main-cities', ...from })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/banners', ...from })).statusCode, 200);
    assertTooMany(await app.inject({ method: 'GET', url: '/api/geo/main-cities', ...from }), 60);
    assert.equal((await app.inject({ method: 'GET', url: '/api/geo/main-cities', remoteAddress: '192.0.2.31' })).statusCode, 200);
    // The anonymous forms keep their own count: the loose one being spent does not close them.
    assert.equal((await app.inject(post(regionNotify(50), '192.0.2.30'))).statusCode, 200);
  });

  test("YooKassa's notifications are not counted: its few addresses deliver every shop's", async (t) => {
    const app = await suite.build(t, { rateLimits: { everyRoute: { max: 1, windowMs: 60_000 } } });
    const notify = () =>
      app.inject({ method: 'POST', url: '/api/payments/yookassa/notifications', remoteAddress: '185.71.76.1', payload: { type: 'notification' } });
    for (let n = 0; n < 3; n += 1) assert.notEqual((await notify()).statusCode, 429);
  });

  test('a flood of refusals is logged once per address, not once per request', async (t) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApiServer({ db: suite.database, logger: { level: 'warn', stream }, rateLimits: { everyRoute: { max: 1, windowMs: 60_000 } } });
    t.after(() => app.close());
    for (let n = 0; n < 6; n += 1) await app.inject({ method: 'GET', url: '/api/site-settings', remoteAddress: '192.0.2.40' });
    await app.inject({ method: 'GET', url: '/api/site-settings', remoteAddress: '192.0.2.41' });
    await app.inject({ method: 'GET', url: '/api/site-settings', remoteAddress: '192.0.2.41' });
    const refusals = lines
      .map((line) => JSON.parse(line) as { msg: string; ip?: string })
      .filter((record) => record.msg.startsWith('per-address limit reached'));
    assert.deepEqual(
      refusals.map((record) => record.ip),
      ['192.0.2.40', '192.0.2.41'],
    );
  });

  test('0 turns a rule off, explicitly', async (t) => {
    const app = await suite.build(t, { rateLimits: { everyRoute: { max: 0, windowMs: 60_000 }, anonymousWrites: { max: 0, windowMs: HOUR } } });
    for (let n = 0; n < 30; n += 1) assert.equal((await app.inject(post(regionNotify(100 + n), '198.51.100.99'))).statusCode, 200);
  });
});

test('the limits come from RATE_LIMIT_PER_MINUTE and RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR, defaults far past a person', () => {
  assert.deepEqual(readRateLimits({}), DEFAULT_RATE_LIMITS);
  assert.ok(DEFAULT_RATE_LIMITS.everyRoute.max >= 1000 && DEFAULT_RATE_LIMITS.everyRoute.windowMs === 60_000);
  assert.deepEqual(readRateLimits({ RATE_LIMIT_PER_MINUTE: '50', RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR: '0' }), {
    everyRoute: { max: 50, windowMs: 60_000 },
    anonymousWrites: { max: 0, windowMs: HOUR },
  });
  for (const bad of ['-1', '1.5', 'many']) {
    assert.throws(() => readRateLimits({ RATE_LIMIT_PER_MINUTE: bad }), /RATE_LIMIT_PER_MINUTE must be a whole number/);
  }
  assert.ok(ANONYMOUS_WRITES.includes('/popup/callback/save'));
});

// What an operator watches: /api/metrics (off unless configured, behind its token), the liveness and
// readiness probes (ready turns false while the server drains), and error reports that reach Sentry
// without personal data.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, test, type TestContext } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApiServer, openDatabase } from '../app.ts';
import { DATABASE_TARGETS, describeOnEachDatabase } from '../test/helpers.ts';
import { flushErrorReports, startErrorReporting, stopErrorReporting } from './error-reporting.ts';
import { readOpsConfig } from './ops-config.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const asPrometheus = { authorization: `Bearer ${TOKEN}` };

/** A series' value in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

test('the operator settings: metrics and Sentry are off unless their variable is set, and a short metrics token is refused', () => {
  assert.deepEqual(readOpsConfig({}), { errorReporting: null, metrics: null });
  const config = readOpsConfig({ SENTRY_DSN: 'https://key@sentry.example/1', APP_ENV: 'production', METRICS_TOKEN: TOKEN });
  assert.equal(config.metrics?.token, TOKEN);
  assert.equal(config.errorReporting?.environment, 'production');
  assert.match(config.errorReporting?.release ?? '', /^api@\d+\.\d+\.\d+/);
  assert.equal(readOpsConfig({ SENTRY_DSN: 'https://key@sentry.example/1', SENTRY_RELEASE: 'api@abc123' }).errorReporting?.release, 'api@abc123');
  assert.throws(() => readOpsConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN must be 16 or more characters/);
});

describeOnEachDatabase('Operator endpoints', (suite) => {
  const build = async (t: TestContext, metrics?: { token: string } | false) => {
    const app = await buildApiServer({ db: suite.database, metrics });
    t.after(() => app.close());
    return app;
  };

  test('/api/metrics is not there by default (404)', async (t) => {
    const saved = process.env.METRICS_TOKEN;
    delete process.env.METRICS_TOKEN;
    t.after(() => {
      if (saved !== undefined) process.env.METRICS_TOKEN = saved;
    });
    const app = await build(t);
    const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: asPrometheus });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'not_found');
  });

  test('with a token, /api/metrics answers Prometheus only: 401 without the token or with another one', async (t) => {
    const app = await build(t, { token: TOKEN });
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-0000000' }, { authorization: TOKEN }]) {
      const res = await app.inject({ method: 'GET', url: '/api/metrics', headers });
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.equal(res.json().error, 'unauthorized');
      assert.doesNotMatch(res.body, /http_request_duration_seconds/);
    }
    const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: asPrometheus });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.body, /^process_cpu_user_seconds_total /m);
  });

  test('requests are counted and timed per route pattern, not per URL; pool, sockets and caches are reported', async (t) => {
    const app = await build(t, { token: TOKEN });
    const cooks = await app.inject({ method: 'GET', url: '/api/cooks/1' });
    await app.inject({ method: 'GET', url: '/api/cooks/2' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });

    const text = (await app.inject({ method: 'GET', url: '/api/metrics', headers: asPrometheus })).body;
    const count = (route: string, status: number) => sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: String(status) });
    assert.equal(count('/api/cooks/:id', cooks.statusCode), 2);
    assert.equal(count('/api/health', 200), 1);
    assert.equal(count('unmatched', 404), 1);
    assert.doesNotMatch(text, /cooks\/1"|no-such-thing/, 'raw URLs never become labels');
    assert.doesNotMatch(text, /route="\/api\/metrics"/, 'the scrape itself is not counted');
    assert.ok((sample(text, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' }) ?? 0) >= 1);

    const driver = suite.database.driver;
    assert.ok((sample(text, 'db_pool_connections', { driver, state: 'total' }) ?? 0) >= 1, 'the database holds a connection');
    if (driver === 'postgres') assert.equal(typeof sample(text, 'db_pool_connections', { driver, state: 'idle' }), 'number');
    assert.equal(sample(text, 'realtime_sockets_open', {}) ?? Number(text.match(/^realtime_sockets_open (\d+)/m)?.[1]), 0);
    assert.match(text, /^# TYPE cache_lookups_total counter/m);
    assert.ok((Number(text.match(/^nodejs_array_buffers_bytes (\d+)/m)?.[1]) || 0) > 0, 'the main thread’s buffers');
    // The embedded database's worker, by part; PostgreSQL runs in processes of its own.
    const wasm = sample(text, 'pglite_worker_memory_bytes', { part: 'wasm_memory' });
    if (driver === 'pglite') {
      assert.ok((wasm ?? 0) > 0 && (sample(text, 'pglite_worker_memory_bytes', { part: 'heap_used' }) ?? 0) > 0, 'the PGlite worker’s memory');
    } else assert.equal(wasm, undefined);
  });

  test('live and ready answer 200 while the database answers and its migrations are applied', async (t) => {
    const app = await build(t, false);
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.deepEqual(res.json().data, { status: 'ok' }, url);
    }
  });

  test('ready turns false (503) as soon as the server starts closing', async (t) => {
    const app = await buildApiServer({ db: suite.database, metrics: false });
    t.after(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ready = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health/ready`);
    assert.equal(ready.status, 200);

    // A balancer's probe whose request is still arriving when the stop begins: its answer is the drain's.
    const probe = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    await once(probe, 'connect');
    let answer = '';
    probe.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    probe.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    probe.write('\r\n');
    await once(probe, 'end');
    await closing;
    assert.match(answer, /^HTTP\/1\.1 503 /);
    assert.equal(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error, 'unavailable');
  });
});

/** A stand-in for Sentry on loopback: it keeps every envelope it is sent. */
async function startFakeSentry(t: TestContext | undefined) {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  t?.after(close);
  return { dsn: `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`, envelopes, close };
}

for (const target of DATABASE_TARGETS) {
  describe(`Error reports to Sentry [${target.label}]`, () => {
    let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
    before(async () => {
      sentry = await startFakeSentry(undefined);
      startErrorReporting({ dsn: sentry.dsn, release: 'api@test-release', environment: 'test' });
    });
    after(async () => {
      await stopErrorReporting();
      await sentry.close();
    });

    test('a 500 reaches Sentry with its route, release and environment, and without phone, e-mail or token', async (t) => {
      const scratch = await target.createScratchDatabase();
      const db = await openDatabase(scratch.config);
      const app = await buildApiServer({ db, metrics: false });
      t.after(async () => {
        await app.close();
        await db.close();
        await scratch.drop();
      });
      // A table gone under the running API (a botched manual change): the sign-in's query fails, its text carrying the phone.
      await db.orm.execute(sql`alter table sms_limit_events rename to sms_limit_events_gone`);

      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/send-code?email=anna.petrova@example.ru&token=secret-query-token-42',
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-access-token.sig' },
        payload: { createdAt: new Date().toISOString(), type: 'auth', phone: '+7 (912) 345-67-89', signature: 'web-test' },
      });
      assert.equal(res.statusCode, 500);
      await flushErrorReports();

      const event = sentry.envelopes.find((envelope) => envelope.includes('"route":"/api/auth/send-code"'));
      assert.ok(event, `an event of the failed route arrived (got ${sentry.envelopes.length} envelopes)`);
      assert.match(event, /"release":"api@test-release"/);
      assert.match(event, /"environment":"test"/);
      assert.match(event, /"status":"500"/);
      // The failed query's text arrived, its values masked.
      assert.match(event, /Failed query/);
      // Ids, trace ids and clock readings are random digits and hex: '912' may stand in them by chance.
      // (Unix times of these years start with 1; a phone's digits with 7 or 9, and stay checked.)
      const told = event.replace(/"[0-9a-f]{16,}"/g, '"<id>"').replace(/\b1[6-9]\d{8}(\d{3})?(\.\d+)?\b|\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');
      for (const secret of [
        '912',
        '9123456789',
        '345-67-89',
        'anna.petrova',
        'example.ru',
        'secret-query-token-42',
        'secret-access-token',
        'eyJhbGciOiJIUzI1NiJ9',
      ]) {
        assert.ok(!told.includes(secret), `the event does not contain ${secret}`);
      }
    });

    test('a client error (4xx) is no report', async (t) => {
      const app = await buildApiServer({ pgliteDir: 'memory://', metrics: false });
      t.after(() => app.close());
      const before = sentry.envelopes.length;
      const res = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: 'не телефон' } });
      assert.equal(res.statusCode, 400);
      await flushErrorReports();
      assert.equal(sentry.envelopes.length, before);
    });
  });
}

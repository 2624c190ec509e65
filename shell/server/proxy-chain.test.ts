// Who decides a visitor's address: the web server believes X-Forwarded-For only from the proxies
// TRUST_PROXY names and tells the API the address it decided, replacing the visitor's headers; the
// API believes only the web server. Shown with the API as a process of its own behind the web
// server (the compose layout), with a stand-in API that shows what arrives, and in one process.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@povar/api';
import { readServerConfig } from './config.ts';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { buildWebServer } from './web-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

let apps: AppsRoot;
before(() => {
  apps = makeAppsRoot();
});
after(() => apps?.remove());

/** Ports nobody listens on, all different (held open together while they are picked). */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Every process a test started, stopped after it whether or not it came up. */
const started: ChildProcess[] = [];

/** The API's first start migrates and seeds PGlite (pictures included): minutes on a busy 2-core machine. */
const START_DEADLINE_MS = 300_000;

/** Starts a TypeScript entry point as its own process and waits until `readyPath` answers. */
async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<{ origin: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', TRUST_PROXY: '', LOG_LEVEL: 'silent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${origin}${readyPath}`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return { origin, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not answer ${readyPath} within ${START_DEADLINE_MS / 1000} s:\n${output}`);
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('compose layout: the web server and the API as two processes', () => {
  let web: Awaited<ReturnType<typeof startProcess>> | undefined;
  let webBehindProxy: Awaited<ReturnType<typeof startProcess>> | undefined;

  before(async () => {
    // All three start at once: the web servers need the API only when a request comes.
    const [apiPort = 0, webPort = 0, webBehindProxyPort = 0] = await freePorts(3);
    const webEnv = { API_UPSTREAM: `http://127.0.0.1:${apiPort}`, APPS_ROOT: apps.dir };
    [, web, webBehindProxy] = await Promise.all([
      // The API believes only the web server's network (here the loopback it listens on), as
      // docker-compose.yml's TRUST_PROXY names the web service's subnet. It talks to a real YooKassa
      // (an address nobody answers at), so only YooKassa's own addresses may deliver notifications.
      startProcess(
        'api/src/server.ts',
        {
          PGLITE_DIR: 'memory://',
          TRUST_PROXY: '127.0.0.1',
          YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
          YOOKASSA_SHOP_ID: '100500',
          YOOKASSA_SECRET_KEY: 'test_not_a_real_key',
        },
        '/api/geo/main-cities',
        apiPort,
      ),
      // Visitors reach this one directly: nobody's X-Forwarded-For is believed (compose's default).
      startProcess('shell/server/main.ts', webEnv, '/remotes.json', webPort),
      // This one sits behind a TLS terminator on this machine, which it trusts.
      startProcess('shell/server/main.ts', { ...webEnv, TRUST_PROXY: '127.0.0.1' }, '/remotes.json', webBehindProxyPort),
    ]);
  });

  after(async () => {
    await Promise.all(started.map(stopProcess));
  });

  const phone = (n: number) => `+7996${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const sendCode = (origin: string, n: number, forwardedFor: string) =>
    fetch(`${origin}/api/auth/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ createdAt: new Date().toISOString(), type: 'auth', phone: phone(n), signature: 'proxy-chain-test' }),
    });
  const notifyPayment = (origin: string, forwardedFor: string) =>
    fetch(`${origin}/api/payments/yookassa/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: '2f8e1b7c-000f-5000-8000-1a2b3c4d5e6f' } }),
    });

  test('the per-IP SMS limit counts the real client, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await sendCode(web!.origin, n, `198.51.100.${n + 1}, 185.71.76.${n + 1}`)).status);
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  test('a forged YooKassa address in X-Forwarded-For is refused by the allow-list', async () => {
    for (const forged of ['185.71.76.1', '77.75.156.11', '10.0.0.1, 185.71.76.1']) {
      const res = await notifyPayment(web!.origin, forged);
      assert.equal(res.status, 403, forged);
      assert.equal(((await res.json()) as { error: string }).error, 'forbidden');
    }
  });

  test('behind a proxy the web server trusts, its X-Forwarded-For is passed on: visitors counted apart, YooKassa let through', async () => {
    for (let n = 100; n < 111; n += 1) assert.equal((await sendCode(webBehindProxy!.origin, n, `192.0.2.${n - 99}`)).status, 200);
    // Past the sender check (403) to the body's own check: the address reached the API intact.
    const fromYookassa = await notifyPayment(webBehindProxy!.origin, '185.71.76.1');
    assert.notEqual(fromYookassa.status, 403, await fromYookassa.text());
  });
});

describe('what the web server tells the API service', () => {
  let upstream: Server;
  let upstreamPort: number;
  const received: { url: string; headers: IncomingHttpHeaders }[] = [];
  const servers: FastifyInstance[] = [];

  before(async () => {
    upstream = createServer((request, response) => {
      received.push({ url: request.url ?? '', headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ success: true, data: [], errors: [], message: '', error: null }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await new Promise((resolve) => upstream?.close(resolve));
  });

  const proxiedServer = async (env: Record<string, string> = {}) => {
    const server = await buildWebServer({
      config: { ...readServerConfig({ API_UPSTREAM: `http://127.0.0.1:${upstreamPort}`, ...env }), appsRoot: apps.dir },
      apiReads: { ttlMs: 0 },
    });
    servers.push(server);
    return server;
  };
  const lastCallTo = (url: string) => [...received].reverse().find((call) => call.url === url);

  test("trusting nobody: the visitor's forwarding headers are replaced by the socket's address, scheme and host", async () => {
    const server = await proxiedServer();
    await server.inject({
      method: 'GET',
      url: '/api/site-settings',
      remoteAddress: '203.0.113.9',
      headers: {
        host: 'povar.example',
        'x-forwarded-for': '185.71.76.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=185.71.76.1;proto=https;host=evil.example',
      },
    });
    const call = lastCallTo('/api/site-settings');
    assert.ok(call, 'the call reached the API');
    assert.equal(call.headers['x-forwarded-for'], '203.0.113.9');
    assert.equal(call.headers['x-forwarded-proto'], 'http');
    assert.equal(call.headers['x-forwarded-host'], 'povar.example');
    assert.equal(call.headers.forwarded, undefined);
  });

  test('trusting a front proxy: the address, scheme and host it names, as one address (never a list the visitor began)', async () => {
    const server = await proxiedServer({ TRUST_PROXY: '203.0.113.0/24' });
    await server.inject({
      method: 'GET',
      url: '/api/banners',
      remoteAddress: '203.0.113.9',
      headers: { host: 'internal:3000', 'x-forwarded-for': '185.71.76.1, 198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'povar.example' },
    });
    const call = lastCallTo('/api/banners');
    assert.ok(call, 'the call reached the API');
    // The front proxy appended the visitor it saw (198.51.100.4); what the visitor wrote before it is not believed.
    assert.equal(call.headers['x-forwarded-for'], '198.51.100.4');
    assert.equal(call.headers['x-forwarded-proto'], 'https');
    assert.equal(call.headers['x-forwarded-host'], 'povar.example');
  });

  test("a page's own API reads go out under its visitor's address", async () => {
    const server = await proxiedServer();
    received.length = 0;
    const page = await server.inject({ method: 'GET', url: '/tyumen/menu', remoteAddress: '198.51.100.77', headers: { 'x-forwarded-for': '185.71.76.1' } });
    assert.ok(page.statusCode === 200 || page.statusCode === 404, String(page.statusCode));
    const reads = received.filter((call) => call.url.startsWith('/api/'));
    assert.ok(reads.length > 0, 'the page read the API');
    for (const read of reads) assert.equal(read.headers['x-forwarded-for'], '198.51.100.77', read.url);
  });
});

describe('one process (npm start): the API sees what the web server decided', () => {
  let db: Database;
  before(async () => {
    db = await openDatabase({ pgliteDir: 'memory://' });
  });
  after(async () => {
    await db?.close();
  });

  test('a forged YooKassa address is refused; the socket address is what counts', async (t) => {
    const server = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: apps.dir } });
    t.after(() => server.close());
    const res = await server.inject({
      method: 'POST',
      url: '/api/payments/yookassa/notifications',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '185.71.76.1' },
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } },
    });
    assert.equal(res.statusCode, 403);
  });

  test("the per-address limit counts a page's API reads as its visitor's, not as one shared server address", async (t) => {
    const server = await buildWebServer({
      db,
      config: { ...readServerConfig({}), appsRoot: apps.dir },
      apiReads: { ttlMs: 0 },
      rateLimits: { everyRoute: { max: 6, windowMs: 60_000 } },
    });
    t.after(() => server.close());
    const pageFrom = (remoteAddress: string) => server.inject({ method: 'GET', url: '/tyumen/menu', remoteAddress });
    const apiFrom = (remoteAddress: string) => server.inject({ method: 'GET', url: '/api/site-settings', remoteAddress });
    // A crawler asks for pages until its own allowance is spent by the reads they make.
    for (let n = 0; n < 6; n += 1) await pageFrom('198.51.100.1');
    const crawler = await apiFrom('198.51.100.1');
    assert.equal(crawler.statusCode, 429);
    assert.ok(Number(crawler.headers['retry-after']) > 0);
    assert.equal(crawler.json().error, 'rate_limited');
    // Another visitor is untouched: the reads were not charged to a shared address.
    assert.equal((await apiFrom('198.51.100.2')).statusCode, 200);
    assert.equal((await apiFrom('127.0.0.1')).statusCode, 200);
  });
});

// Security headers on what a browser gets from the web server: a page, an API answer, a public
// picture and a document, in development and in production.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStorage, openDatabase, type Database } from '@povar/api';
import { readServerConfig } from './config.ts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';
import { contentSecurityPolicy, originOf } from './security-headers.ts';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { buildWebServer } from './web-server.ts';

let db: Database;
let apps: AppsRoot;
let filesDir: string;
let app: FastifyInstance;
let production: FastifyInstance;

before(async () => {
  apps = makeAppsRoot();
  filesDir = mkdtempSync(path.join(tmpdir(), 'povar-headers-'));
  const storage = createLocalFileStorage(path.join(filesDir, 'public'), path.join(filesDir, 'private'));
  await storage.writePublic('tests/dish.webp', Buffer.from('RIFF0000WEBPVP8 '));
  await storage.writePublic('tests/offer.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  db = await openDatabase({ pgliteDir: 'memory://', demoData: { demoAccounts: true } });
  const remotes = { mf_cook: 'https://cdn.povar.example/cook/mf-manifest.json' };
  app = await buildWebServer({
    db,
    storage,
    config: { ...readServerConfig({}), remotes: { ...readServerConfig({}).remotes, ...remotes }, appsRoot: apps.dir },
  });
  production = await buildWebServer({
    db,
    storage,
    config: { ...readServerConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://povar-ryadom.ru' }), appsRoot: apps.dir },
  });
});

after(async () => {
  await app?.close();
  await production?.close();
  await db?.close();
  apps?.remove();
  rmSync(filesDir, { recursive: true, force: true });
});

const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );

const ANSWERS = [
  ['a page', '/tyumen/menu', /^text\/html/],
  ['an API answer', '/api/geo/main-cities', /^application\/json/],
  ['a public picture', '/api/files/tests/dish.webp', /^image\/webp/],
  ['a document', '/api/files/tests/offer.pdf', /^application\/pdf/],
] as const;

describe('security headers', () => {
  for (const [what, url, type] of ANSWERS) {
    test(`${what} (${url}): nosniff, no framing, a strict referrer and a policy with no inline script`, async () => {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, res.body.slice(0, 200));
      assert.match(String(res.headers['content-type']), type);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      const policy = directives(res.headers['content-security-policy'] as string);
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
      assert.ok(!(policy.get('script-src') ?? []).includes("'unsafe-inline'"), 'no inline script');
      assert.ok(!(policy.get('default-src') ?? []).includes("'unsafe-inline'"));
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS outside production');
    });
  }

  test("a page's scripts come from this site and the remotes map's origins only; geolocation for this site alone", async () => {
    const res = await app.inject({ method: 'GET', url: '/tyumen/' });
    const policy = directives(res.headers['content-security-policy'] as string);
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://cdn.povar.example']);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.ok(policy.get('img-src')?.includes('https://tile.openstreetmap.org'), 'the map tiles');
    assert.equal(res.headers['permissions-policy'], 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()');
    // Everything the shell needs at start is JSON in the first HTML, not a script that runs.
    assert.doesNotMatch(res.body, /<script>/);
    assert.doesNotMatch(res.body, /<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/);
  });

  test('pictures may be shown on other sites (mail, image search); API answers may not be read by them', async () => {
    const picture = await app.inject({ method: 'GET', url: '/api/files/tests/dish.webp' });
    assert.equal(picture.headers['cross-origin-resource-policy'], 'cross-origin');
    const json = await app.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assert.equal(json.headers['cross-origin-resource-policy'], 'same-site');
    assert.deepEqual(directives(json.headers['content-security-policy'] as string).get('default-src'), ["'none'"]);
  });

  test('production adds HSTS to pages and API answers', async () => {
    for (const url of ['/tyumen/', '/api/geo/main-cities', '/api/files/tests/dish.webp']) {
      const res = await production.inject({ method: 'GET', url });
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url);
    }
  });
});

test("the apps' scripts and styles carry nosniff and their cross-origin policy, not the page's headers again", async () => {
  for (const server of [app, production]) {
    for (const url of ['/shell/main.js', '/mf/mf-catalog/remoteEntry.js', '/mf/mf-catalog/790.cf0610f262.css']) {
      const res = await server.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-site', url);
      for (const header of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'strict-transport-security',
        'x-xss-protection',
      ]) {
        assert.equal(res.headers[header], undefined, `${url}: ${header}`);
      }
      // A stylesheet's own fetches (url()) follow its referrer policy; a script's follow the page's.
      assert.equal(res.headers['referrer-policy'], url.endsWith('.css') ? 'strict-origin-when-cross-origin' : undefined, url);
    }
  }
});

describe('the page policy', () => {
  test('allows Sentry and Metrika only when they are configured', () => {
    const bare = contentSecurityPolicy({ remotes: {}, mapTileUrl: 'none', sentryDsn: null, metrikaId: null, production: true });
    assert.deepEqual(bare['connect-src'], ["'self'"]);
    assert.deepEqual(bare['script-src'], ["'self'"]);
    const configured = contentSecurityPolicy({
      remotes: {},
      mapTileUrl: 'none',
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
      metrikaId: '123',
      production: true,
    });
    assert.ok(configured['connect-src']?.includes('https://o1.ingest.sentry.io'));
    assert.ok(configured['script-src']?.includes('https://mc.yandex.ru'));
  });

  test("turns a tile template's host placeholder into a wildcard, and refuses what is not an http(s) origin", () => {
    assert.equal(originOf('https://{s}.tile.example.org/{z}/{x}/{y}.png'), 'https://*.tile.example.org');
    assert.equal(originOf('/tiles/{z}/{x}/{y}.png'), null);
    assert.equal(originOf('javascript:alert(1)'), null);
    assert.equal(originOf('https://tiles-{s}.example.org/{z}.png'), null);
  });
});

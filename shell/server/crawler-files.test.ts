// robots.txt in and out of production (read the way crawlers read it), the sitemap index and the sitemaps of a region and
// of the region-less pages (parsed as XML, absolute addresses), unknown files, the API's noindex header.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { openDatabase, type Database } from '@povar/api';
import type { SeoSitemap } from '@povar/shared-kit/contracts';
import { readServerConfig } from './config.ts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { buildWebServer } from './web-server.ts';

const ORIGIN = 'https://povar-ryadom.ru';

let db: Database;
let apps: AppsRoot;
let production: FastifyInstance;
let development: FastifyInstance;

before(async () => {
  apps = makeAppsRoot();
  db = await openDatabase({ pgliteDir: 'memory://', demoData: { demoAccounts: true } });
  production = await buildWebServer({ db, config: { ...readServerConfig({ ...PRODUCTION_ENV, PUBLIC_URL: ORIGIN }), appsRoot: apps.dir } });
  development = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: apps.dir } });
});

after(async () => {
  await production?.close();
  await development?.close();
  await db?.close();
  apps?.remove();
});

/**
 * Whether a crawler may fetch a path under the '*' group, the way Google and Yandex decide: the
 * longest matching rule wins, Allow on a tie; '*' matches anything, '$' ends the path.
 */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const [, directive, value] = /^(Allow|Disallow):\s*(.*)$/.exec(line) ?? [];
    if (!directive || value === undefined || value === '') continue;
    const pattern = new RegExp(
      `^${value
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\\\$$/, '$')}`,
    );
    if (!pattern.test(path)) continue;
    const allow = directive === 'Allow';
    if (value.length > best.length || (value.length === best.length && allow)) best = { length: value.length, allow };
  }
  return best.allow;
}

describe('robots.txt', () => {
  test('production: public pages and the catalogue calls open, private pages, search and filters closed, sitemap named', async () => {
    const res = await production.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; charset=utf-8/);
    const robots = res.body;
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Sitemap: https:\/\/povar-ryadom\.ru\/sitemap\.xml$/m);
    assert.match(robots, /^Clean-param: sort&order&dish$/m, 'Yandex folds sorted listings and dish popups into the listing');
    assert.doesNotMatch(robots, /^Host:/m);
    for (const path of [
      '/tyumen/',
      '/tyumen/menu',
      '/tyumen/menu/supy/page-2',
      '/tyumen/menu/detail/12',
      '/tyumen/cooks/detail/5/reviews',
      '/tyumen/menu?sort=price&order=asc',
      '/tyumen/menu?dish=12',
      '/docs/faq',
      '/for-cooks',
      '/shell/main.js',
      '/mf/mf-catalog/remoteEntry.js',
      '/api/catalog/dishes?cityId=956',
      '/api/files/demo/plate-640.webp',
      '/sitemaps/tyumen.xml',
    ]) {
      assert.ok(allowed(robots, path), `${path} is open`);
    }
    for (const path of [
      '/profile',
      '/profile/address',
      '/orders',
      '/orders/sales',
      '/order/5',
      '/order/success/5',
      '/api/docs',
      '/tyumen/menu?q=борщ',
      '/tyumen/menu?sort=price&q=борщ',
      '/tyumen/menu?categories=supy',
      '/tyumen/menu?sort=price&priceMin=100',
      '/tyumen/cooks?specialities=vypechka-i-deserty',
    ]) {
      assert.ok(!allowed(robots, path), `${path} is closed`);
    }
  });

  test('outside production everything is closed', async () => {
    const res = await development.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'User-agent: *\nDisallow: /\n');
    assert.ok(!allowed(res.body, '/tyumen/'));
  });
});

const xmlOf = (body: string) => Readable.from([body]);

describe('sitemaps', () => {
  test('/sitemap.xml is an index of a sitemap per served region and one for the pages without a region', async () => {
    const res = await production.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.match(res.body, /^<\?xml version="1\.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    const entries = await parseSitemapIndex(xmlOf(res.body));
    assert.deepEqual(
      entries.map((entry) => entry.url),
      ['tyumen', 'ekaterinburg', 'omsk', 'pages'].map((name) => `${ORIGIN}/sitemaps/${name}.xml`),
    );
  });

  test("a region's sitemap lists the API's addresses as absolute URLs with their dates", async () => {
    const res = await production.inject({ method: 'GET', url: '/sitemaps/tyumen.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.match(res.body, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const items = await parseSitemap(xmlOf(res.body));
    const api = (await production.inject({ method: 'GET', url: '/api/seo/sitemap?mainCityId=956' })).json<{ data: SeoSitemap }>().data;
    assert.equal(items.length, api.urls.length);
    assert.ok(items.length > 600, `${items.length} addresses`);
    assert.ok(
      items.every((item) => item.url.startsWith(`${ORIGIN}/tyumen/`)),
      'absolute, in the region',
    );
    assert.deepEqual(
      items.slice(0, 4).map((item) => item.url),
      [`${ORIGIN}/tyumen/`, `${ORIGIN}/tyumen/menu`, `${ORIGIN}/tyumen/cooks`, `${ORIGIN}/tyumen/cooks-map`],
    );
    const dish = api.urls.find((entry) => entry.path.startsWith('/tyumen/menu/detail/'));
    assert.ok(dish?.lastmod);
    const dishItem = items.find((item) => item.url === `${ORIGIN}${dish.path}`);
    assert.equal(dishItem?.lastmod, dish.lastmod);
    assert.ok(items.some((item) => item.url === `${ORIGIN}/tyumen/menu/supy`));
  });

  test('the pages sitemap: the landing pages and every /docs page', async () => {
    const res = await production.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    assert.equal(res.statusCode, 200);
    const urls = (await parseSitemap(xmlOf(res.body))).map((item) => item.url);
    for (const path of [
      '/for-cooks',
      '/download-app',
      '/docs/faq',
      '/docs/about',
      '/docs/profile/useful/rules',
      '/docs/legal/privacy-policy',
      '/docs/legal/user-agreement',
      '/docs/legal/public-offer',
    ]) {
      assert.ok(urls.includes(`${ORIGIN}${path}`), path);
    }
    // The eleven /docs pages and the footer's three legal documents.
    assert.equal(urls.filter((url) => url.startsWith(`${ORIGIN}/docs/`)).length, 14);
  });

  test("without a public origin the sitemaps name the request's own", async () => {
    const index = await development.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'povar.test:8080' } });
    assert.ok((await parseSitemapIndex(xmlOf(index.body))).every((entry) => entry.url.startsWith('http://povar.test:8080/sitemaps/')));
    const omsk = await development.inject({ method: 'GET', url: '/sitemaps/omsk.xml', headers: { host: 'povar.test:8080' } });
    assert.ok((await parseSitemap(xmlOf(omsk.body))).every((item) => item.url.startsWith('http://povar.test:8080/omsk/')));
  });

  test('an unknown region or file name is a 404', async () => {
    for (const url of [
      '/sitemaps/kurgan.xml',
      '/sitemaps/nowhere.xml',
      '/sitemaps/Tyumen.xml',
      '/sitemaps/tyumen.txt',
      '/sitemaps/tyumen',
      '/sitemaps/%2e%2e%2fpackage.json',
    ]) {
      const res = await production.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /<urlset/, url);
    }
  });
});

describe('sitemaps from an API service', () => {
  let upstream: Server;
  let proxied: FastifyInstance;
  let failing = true;
  const sitemapCalls: string[] = [];

  before(async () => {
    upstream = createServer((request, response) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/api/geo/main-cities')
        return send(200, { success: true, data: [{ id: 1, slug: 'kazan', name: 'Казань' }], errors: [], message: '', error: null });
      sitemapCalls.push(request.url ?? '');
      if (failing) return send(500, { success: false, data: null, errors: ['Внутренняя ошибка'], message: 'Внутренняя ошибка', error: 'internal' });
      return send(200, {
        success: true,
        data: {
          urls: [
            { path: '/kazan/', lastmod: '2026-11-01T10:00:00.000Z' },
            { path: '/kazan/menu', lastmod: null },
          ],
        },
        errors: [],
        message: '',
        error: null,
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxied = await buildWebServer({
      config: { ...readServerConfig({ API_UPSTREAM: `http://127.0.0.1:${port}`, PUBLIC_ORIGIN: ORIGIN }), appsRoot: apps.dir },
    });
  });

  after(async () => {
    await proxied?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('a failing API: 503 with Retry-After, not an empty sitemap; once it answers, the sitemap is kept for the next crawler', async () => {
    const failed = await proxied.inject({ method: 'GET', url: '/sitemaps/kazan.xml' });
    assert.equal(failed.statusCode, 503);
    assert.equal(failed.headers['retry-after'], '600');
    failing = false;
    const res = await proxied.inject({ method: 'GET', url: '/sitemaps/kazan.xml' });
    assert.equal(res.statusCode, 200);
    const items = await parseSitemap(xmlOf(res.body));
    assert.deepEqual(
      items.map((item) => [item.url, item.lastmod]),
      [
        [`${ORIGIN}/kazan/`, '2026-11-01T10:00:00.000Z'],
        [`${ORIGIN}/kazan/menu`, undefined],
      ],
    );
    assert.equal((await proxied.inject({ method: 'GET', url: '/sitemaps/kazan.xml' })).body, res.body);
    assert.deepEqual(sitemapCalls, ['/api/seo/sitemap?mainCityId=1', '/api/seo/sitemap?mainCityId=1'], 'the third crawler got the kept file');
  });
});

describe("the API's own answers", () => {
  test('say noindex, except the pictures', async () => {
    const res = await production.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assert.equal(res.headers['x-robots-tag'], 'noindex');
    assert.equal((await production.inject({ method: 'GET', url: '/api/catalog/dishes?cityId=956' })).headers['x-robots-tag'], 'noindex');
    assert.equal((await production.inject({ method: 'GET', url: '/tyumen/' })).headers['x-robots-tag'], undefined, 'pages use the meta tag');
    assert.equal((await production.inject({ method: 'GET', url: '/api/files/demo/missing.webp' })).headers['x-robots-tag'], undefined);
  });
});

// The one-process web server, through Fastify's inject: URL rules as HTTP redirects, the
// document of every page, the API beside it, the remotes map and the static files.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApiServer, createLocalFileStorage, openDatabase, type Database } from '@povar/api';
import { readServerConfig } from './config.ts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';
import { HASHED_CHUNK, HASHED_CHUNK_NAME, MANIFEST, makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { buildWebServer, remoteToPreload } from './web-server.ts';

/** The region index's title from the SEO call (SEO page type 'main'). */
const HOME_TITLE = '<title>Домашняя еда на заказ в Тюмени | Повар рядом</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let db: Database;
let apps: AppsRoot;
let app: FastifyInstance;
let production: FastifyInstance;

before(async () => {
  apps = makeAppsRoot();
  db = await openDatabase({ pgliteDir: 'memory://', demoData: { demoAccounts: true } });
  app = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: apps.dir } });
  production = await buildWebServer({
    db,
    config: { ...readServerConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://povar-ryadom.ru' }), appsRoot: apps.dir },
  });
});

after(async () => {
  await app?.close();
  await production?.close();
  await db?.close();
  apps?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The boot data the document inlines for the shell. */
function bootOf(html: string): {
  region: { slug: string } | null;
  regionError: boolean;
  mainCities: { slug: string; name: string }[];
  remotes: Record<string, string>;
} {
  const json = /<script type="application\/json" id="povar-boot">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the document carries boot data');
  return JSON.parse(json).boot;
}
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('URL rules as HTTP redirects', () => {
  test("'/' goes to the default region's index", async () => {
    const res = await get('/');
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/tyumen/');
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('a region-less page goes to its twin in the region of the povar-region cookie, query kept', async () => {
    const res = await get('/menu?sort=price', { cookie: 'povar-region=omsk' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/omsk/menu?sort=price');
    assert.equal((await get('/', { cookie: 'povar-region=ekaterinburg' })).headers.location, '/ekaterinburg/');
  });

  test('a cookie naming no served region is ignored', async () => {
    for (const cookie of ['povar-region=nowhere', 'povar-region=kurgan', 'povar-region=../etc', 'povar-region=']) {
      const res = await get('/cooks/detail/5', { cookie });
      assert.equal(res.statusCode, 302, cookie);
      assert.equal(res.headers.location, '/tyumen/cooks/detail/5', cookie);
    }
  });

  test('a trailing slash is removed for good, query kept', async () => {
    const res = await get('/tyumen/menu/?page=2&sort=price');
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/tyumen/menu?page=2&sort=price');
  });

  test('a region index gets its slash for good', async () => {
    const res = await get('/tyumen');
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/tyumen/');
  });
});

/**
 * The open-redirect cases (docs/architecture.md, 'Serving') as sent with `curl --path-as-is`: each path normalises to
 * '//evil.com' or '/\evil.com' (dot segments, a backslash, a tab or newline the URL parser drops)
 * or carries an encoded slash or backslash. A location, when there is one, is on this site.
 */
const sameSiteLocation = (location: unknown) => typeof location === 'string' && (/^\/[^/\\]/.test(location) || location.startsWith('https://povar-ryadom.ru/'));

describe('no redirect leaves the site', () => {
  /**
   * Sent as curl sends it, on a socket: inject's own URL parsing would read '/\host' and a raw
   * tab between the slashes as a host and hand the server '/' instead.
   */
  const overSocket = async (server: FastifyInstance, url: string) => {
    if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data.split('\r\n\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
    const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    return { statusCode, location: /^location: (.*)$/im.exec(head)?.[1] };
  };
  const byInject = async (server: FastifyInstance, url: string) => {
    const res = await server.inject({ method: 'GET', url });
    return { statusCode: res.statusCode, location: res.headers.location };
  };

  // 404: the normalised path is '//host' or names no route. 400: Node's HTTP parser refuses a raw tab or newline.
  const cases: [name: string, url: string, status: number, send: typeof byInject][] = [
    ['a dot segment before a double slash', '/.//evil.com/', 404, byInject],
    ['a dot-dot segment before a double slash', '/a/..//evil.com/', 404, byInject],
    ['a dot segment before a backslash', '/./\\evil.com/', 404, byInject],
    ['a double slash', '//evil.com/', 404, byInject],
    ['a double slash without a trailing one', '//evil.com', 404, byInject],
    ['three slashes', '///evil.com/', 404, byInject],
    ['a slash and a backslash', '/\\evil.com/', 404, overSocket],
    ['an encoded dot segment', '/%2e//evil.com/', 404, byInject],
    ['encoded slashes', '/%2F%2Fevil.com/', 404, byInject],
    ['a dot segment before encoded slashes', '/./%2F%2Fevil.com/', 404, byInject],
    ['an encoded backslash', '/%5Cevil.com/', 404, byInject],
    ['a slash and an encoded backslash', '/%2F%5Cevil.com/', 404, byInject],
    ['a double slash and an encoded backslash', '/.//%5Cevil.com/', 404, byInject],
    ['an encoded tab', '/%09/evil.com/', 404, byInject],
    ['an encoded newline', '/%0A/evil.com/', 404, byInject],
    ['a tab after a dot segment (inject drops it)', '/.\t//evil.com/', 404, byInject],
    ['a raw tab between the slashes', '/\t/evil.com/', 400, overSocket],
    ['a raw tab after a dot segment', '/.\t//evil.com/', 400, overSocket],
    ['a raw newline between the slashes', '/\n/evil.com/', 400, overSocket],
  ];
  for (const [name, url, status, send] of cases) {
    test(`${name} (${JSON.stringify(url)}): ${status}, no location`, async () => {
      for (const server of [app, production]) {
        const res = await send(server, url);
        assert.equal(res.statusCode, status, url);
        assert.equal(res.location, undefined, url);
      }
    });
  }

  test('a double slash before one of our paths collapses to one slash, on the site', async () => {
    for (const [url, status, location] of [
      ['/.//tyumen/menu/', 301, '/tyumen/menu'],
      ['//tyumen/menu?sort=price', 301, '/tyumen/menu?sort=price'],
      ['/a/..//tyumen', 301, '/tyumen/'],
      ['//tyumen/', 301, '/tyumen/'],
      ['//menu', 302, '/tyumen/menu'],
    ] as const) {
      const res = await get(url);
      assert.equal(res.statusCode, status, url);
      assert.equal(res.headers.location, location, url);
      assert.ok(sameSiteLocation(res.headers.location), url);
    }
  });

  test('an unknown path with a trailing slash is a 404 as it is, not a redirect', async () => {
    const res = await get('/tyumen/nothing-here/');
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers.location, undefined);
  });
});

describe('absolute URLs and the Host header', () => {
  const evil = { host: 'evil.com' };

  test('production with PUBLIC_ORIGIN: the canonical is on the public origin whatever the Host', async () => {
    const res = await production.inject({ method: 'GET', url: '/omsk/cooks', headers: evil });
    assert.equal(res.statusCode, 200);
    assert.equal(canonicalOf(res.body), 'https://povar-ryadom.ru/omsk/cooks');
    assert.doesNotMatch(res.body, /evil\.com/);
  });

  test('production without PUBLIC_ORIGIN: no canonical, and evil.com nowhere in the pages, robots.txt or sitemaps', async () => {
    // Production refuses to start without PUBLIC_URL (config.ts); the web server still writes no absolute URL without one.
    const bare = await buildWebServer({ db, config: { ...readServerConfig(PRODUCTION_ENV), publicOrigin: undefined, appsRoot: apps.dir } });
    try {
      const page = await bare.inject({ method: 'GET', url: '/omsk/cooks', headers: evil });
      assert.equal(page.statusCode, 200);
      assert.equal(canonicalOf(page.body), undefined);
      assert.doesNotMatch(page.body, /evil\.com/);
      const paged = await bare.inject({ method: 'GET', url: '/omsk/cooks/page-2', headers: evil });
      assert.doesNotMatch(paged.body, /evil\.com|rel="(prev|next)"/);

      const robots = await bare.inject({ method: 'GET', url: '/robots.txt', headers: evil });
      assert.equal(robots.statusCode, 200);
      assert.doesNotMatch(robots.body, /evil\.com|^Sitemap:/m);
      assert.match(robots.body, /^Disallow: \/profile$/m, 'the rules are still there');

      for (const url of ['/sitemap.xml', '/sitemaps/tyumen.xml', '/sitemaps/pages.xml']) {
        const res = await bare.inject({ method: 'GET', url, headers: evil });
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /evil\.com/, url);
      }
    } finally {
      await bare.close();
    }
  });

  test("development without PUBLIC_ORIGIN: the request's origin still serves", async () => {
    const res = await get('/tyumen/', evil);
    assert.equal(canonicalOf(res.body), 'http://evil.com/tyumen/');
  });
});

describe('the document of a page', () => {
  test('the region index: 200, its SEO title naming the city, noindex outside production, canonical', async () => {
    const res = await get('/tyumen/');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.ok(res.body.includes(HOME_TITLE), 'title');
    assert.equal(robotsOf(res.body), 'noindex, nofollow');
    // Without PUBLIC_ORIGIN, the origin the request came to (inject's default host).
    assert.equal(canonicalOf(res.body), 'http://localhost:80/tyumen/');
  });

  test('production pages are indexable, with the public origin in the canonical', async () => {
    const res = await production.inject({ method: 'GET', url: '/omsk/cooks?page=2' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>[^<]*Омск[^<]*\| Повар рядом<\/title>/);
    assert.equal(robotsOf(res.body), 'index, follow');
    assert.equal(canonicalOf(res.body), 'https://povar-ryadom.ru/omsk/cooks', 'the query is not part of the canonical');
  });

  test("pages with an SEO page type carry their own description and the 'Вопросы и ответы' block with FAQPage JSON-LD", async () => {
    const home = await get('/tyumen/');
    assert.match(home.body, /<meta name="description" content="[^"]*Тюмени[^"]*"/);
    assert.match(home.body, /<section id="app-faq"[^>]*><h2 id="app-faq-title">Вопросы и ответы<\/h2><details/);
    assert.match(home.body, /"@type":"FAQPage"/);

    const soups = await get('/tyumen/menu/supy');
    assert.match(soups.body, /<title>Супы[^<]*Тюмени[^<]*<\/title>/);

    const dishes = await db.orm.execute(
      sql`select d.id, d.name from dishes d join cooks c on c.id = d.cook_id where not d.is_hidden and c.is_active and c.main_city_id = 956 limit 1`,
    );
    const dish = (dishes as unknown as { rows: { id: number; name: string }[] }).rows[0];
    assert.ok(dish);
    const dishPage = await get(`/tyumen/menu/detail/${dish.id}`);
    assert.ok(dishPage.body.includes(`<title>${dish.name}`), 'the dish page is titled by its dish');

    // Routes outside the page types keep the route table's title and have no FAQ.
    const map = await get('/tyumen/cooks-map');
    assert.ok(map.body.includes('<title>Повара на карте — Тюмень</title>'));
    assert.doesNotMatch(map.body, /app-faq/);
    const missing = await get('/tyumen/nope/deeper/path');
    assert.doesNotMatch(missing.body, /app-faq/);
  });

  test('inlines the region, the served cities, the remotes map and the crawler links', async () => {
    const res = await get('/omsk/menu');
    const boot = bootOf(res.body);
    assert.equal(boot.region?.slug, 'omsk');
    assert.equal(boot.regionError, false);
    assert.deepEqual(
      boot.mainCities.map((city) => city.slug),
      ['tyumen', 'ekaterinburg', 'omsk'],
    );
    assert.equal(boot.remotes.mf_catalog, '/mf/mf-catalog/mf-manifest.json');
    assert.match(
      res.body,
      /<nav hidden aria-label="Города"><a href="\/tyumen\/">Тюмень<\/a><a href="\/ekaterinburg\/">Екатеринбург<\/a><a href="\/omsk\/">Омск<\/a><\/nav>/,
    );
  });

  test("a page without a region carries the visitor's region", async () => {
    const res = await get('/profile', { cookie: 'povar-region=omsk' });
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes('<title>Настройки профиля — Повар рядом</title>'));
    assert.equal(bootOf(res.body).region?.slug, 'omsk');
  });

  for (const path of ['/nowhere-city/', '/kurgan/', '/chelyabinsk/menu']) {
    test(`${path}: 404 with the region error for the shell, not indexable`, async () => {
      const res = await production.inject({ method: 'GET', url: path });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      const boot = bootOf(res.body);
      assert.equal(boot.regionError, true);
      assert.equal(boot.region, null);
      assert.ok(res.body.includes('<title>Сервис ещё недоступен в данном регионе — Повар рядом</title>'));
      assert.equal(robotsOf(res.body), 'noindex, nofollow');
      assert.equal(canonicalOf(res.body), undefined);
    });
  }

  test('an unknown path: 404, no canonical, no region error', async () => {
    const res = await production.inject({ method: 'GET', url: '/tyumen/garbage' });
    assert.equal(res.statusCode, 404);
    assert.ok(res.body.includes('<title>Страница не найдена — Повар рядом</title>'));
    assert.equal(canonicalOf(res.body), undefined);
    assert.equal(robotsOf(res.body), 'noindex, nofollow');
    assert.equal(bootOf(res.body).regionError, false);
  });

  test('a route whose parameters fail validation is a 404', async () => {
    assert.equal((await get('/tyumen/cooks/detail/abc')).statusCode, 404);
    assert.equal((await get('/tyumen/menu/page-0')).statusCode, 404);
  });

  test('HEAD is answered like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/tyumen/' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
  });

  test('other methods on a page path: 404 without a document', async () => {
    for (const url of ['/tyumen/menu', '/nowhere/at/all']) {
      const res = await app.inject({ method: 'POST', url, payload: { a: 1 } });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, 'Page not found');
      assert.doesNotMatch(res.body, /<html/);
    }
  });
});

describe('the API beside the pages', () => {
  test('/api/geo/main-cities answers the envelope', async () => {
    const res = await get('/api/geo/main-cities');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json();
    assert.equal(body.success, true);
    assert.deepEqual(
      body.data.map((city: { slug: string }) => city.slug),
      ['tyumen', 'ekaterinburg', 'omsk'],
    );
  });

  test('an unknown API path answers the 404 envelope, not a page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/unknown' });
      assert.equal(res.statusCode, 404, method);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.data, null);
      assert.doesNotMatch(res.body, /<html/);
    }
  });

  test("a browser's public read is kept and marked for caches, compressed once, and revalidated with a 304", async () => {
    // What browsers send: the server's own compression must not hide the answer from the API's cache.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const url = '/api/catalog/dishes?lon=65.534328&lat=57.153033&sort=price';
    const first = await get(url, browser);
    const second = await get(url, browser);
    for (const res of [first, second]) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers['cache-control']), /^public, /);
      assert.match(String(res.headers.etag), /^"[\w-]+\.br"$/);
      assert.equal(res.headers.vary, 'accept-encoding');
      assert.equal(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).success, true, 'compressed once, not twice');
    }
    assert.equal(second.headers.etag, first.headers.etag);
    const revalidated = await get(url, { ...browser, 'if-none-match': String(first.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
  });

  test('an unknown region slug answers the API 404 envelope', async () => {
    const res = await get('/api/geo/main-cities-by-slug/kurgan');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'region_not_found');
  });
});

describe('images of the API', () => {
  test('the API serves its images from the files directory it is given, cached for good', async () => {
    const filesDir = mkdtempSync(path.join(tmpdir(), 'povar-web-files-'));
    mkdirSync(path.join(filesDir, 'demo'));
    const picture = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2e9e44' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(filesDir, 'demo', 'plate-640.webp'), picture);
    const withFiles = await buildWebServer({ db, storage: createLocalFileStorage(filesDir), config: { ...readServerConfig({}), appsRoot: apps.dir } });
    try {
      const res = await withFiles.inject({ method: 'GET', url: '/api/files/demo/plate-640.webp' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], IMMUTABLE);
      assert.deepEqual(res.rawPayload, picture);
      assert.equal((await withFiles.inject({ method: 'GET', url: '/api/files/demo/missing.webp' })).statusCode, 404);
    } finally {
      await withFiles.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});

describe('malformed URLs', () => {
  test('a page URL that cannot be decoded: 400 in plain Russian text, not a document', async () => {
    for (const url of ['/tyumen/%E0%A4%A', '/tyumen/cooks/%']) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      assert.equal(res.body, 'Некорректный адрес страницы');
    }
  });

  test('an API URL that cannot be decoded: the 400 envelope', async () => {
    const res = await get('/api/geo/main-cities-by-slug/%E0%A4%A');
    assert.equal(res.statusCode, 400);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), {
      success: false,
      data: null,
      errors: ['Некорректный адрес запроса'],
      message: 'Некорректный адрес запроса',
      error: 'validation',
    });
  });
});

describe('remotes map and static files', () => {
  test('/remotes.json lists the six containers and is never cached', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.json(), {
      mf_catalog: '/mf/mf-catalog/mf-manifest.json',
      mf_cook: '/mf/mf-cook/mf-manifest.json',
      mf_basket_checkout: '/mf/mf-basket-checkout/mf-manifest.json',
      mf_profile: '/mf/mf-profile/mf-manifest.json',
      mf_cook_cabinet: '/mf/mf-cook-cabinet/mf-manifest.json',
      mf_chat: '/mf/mf-chat/mf-manifest.json',
    });
  });

  test("a remote's manifest and entry revalidate every time", async () => {
    const manifest = await get('/mf/mf-catalog/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.body, MANIFEST);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['x-content-type-options'], 'nosniff');

    const entry = await get('/mf/mf-catalog/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  test('a hashed chunk is immutable for a year, and may be loaded from other origins', async () => {
    const res = await get(`/mf/mf-catalog/${HASHED_CHUNK_NAME}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, HASHED_CHUNK);
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal((await get('/mf/mf-catalog/790.cf0610f262.css')).headers['cache-control'], IMMUTABLE);
  });

  test("the shell's own files are served under /shell/", async () => {
    const res = await get('/shell/main.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  test('a missing file is a 404', async () => {
    assert.equal((await get('/mf/mf-catalog/99.0000000000.js')).statusCode, 404);
    assert.equal((await get('/mf/mf-chat/mf-manifest.json')).statusCode, 404);
  });

  test('text is compressed with brotli or gzip when the browser asks', async () => {
    const br = await get(`/mf/mf-catalog/${HASHED_CHUNK_NAME}`, { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), HASHED_CHUNK);

    const gzip = await get(`/mf/mf-catalog/${HASHED_CHUNK_NAME}`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), HASHED_CHUNK);

    const plain = await get(`/mf/mf-catalog/${HASHED_CHUNK_NAME}`);
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  test('pages are compressed too', async () => {
    const page = await get('/tyumen/', { 'accept-encoding': 'br' });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.ok(brotliDecompressSync(page.rawPayload).toString().includes(HOME_TITLE));
  });
});

describe('with API_UPSTREAM: the API runs as its own service', () => {
  let upstream: Server;
  let proxied: FastifyInstance;
  const upstreamCalls: string[] = [];

  before(async () => {
    // A stand-in API service that serves Kazan only.
    upstream = createServer((request, response) => {
      upstreamCalls.push(`${request.method} ${request.url}`);
      const served = request.url === '/api/geo/main-cities';
      response.writeHead(served ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify(
          served
            ? { success: true, data: [{ id: 1, slug: 'kazan', name: 'Казань' }], errors: [], message: '', error: null }
            : { success: false, data: null, errors: ['Not found'], message: 'Not found', error: 'not_found' },
        ),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxied = await buildWebServer({
      config: { ...readServerConfig({ API_UPSTREAM: `http://127.0.0.1:${port}` }), appsRoot: apps.dir },
    });
  });

  after(async () => {
    await proxied?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('sends /api to the API service', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data[0].slug, 'kazan');
    assert.ok(upstreamCalls.includes('GET /api/geo/main-cities'));

    const missing = await proxied.inject({ method: 'GET', url: '/api/unknown' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().success, false);
  });

  test('pages take the served regions from the API service', async () => {
    const kazan = await proxied.inject({ method: 'GET', url: '/kazan/' });
    assert.equal(kazan.statusCode, 200);
    assert.ok(kazan.body.includes('<title>Повар рядом — домашняя еда от поваров, Казань</title>'));
    assert.equal((await proxied.inject({ method: 'GET', url: '/tyumen/' })).statusCode, 404);
  });

  test('without a database or an API service the server does not start', async () => {
    await assert.rejects(buildWebServer({ config: { ...readServerConfig({}), appsRoot: apps.dir } }), {
      message: 'The web server needs a database or API_UPSTREAM',
    });
  });
});

describe('the refresh cookie through the web server', () => {
  let sequence = 0;
  /** Signs a fresh phone in by SMS code through `server`; the login answer. */
  async function signInThrough(server: FastifyInstance) {
    // +7 996: apart from the phones of the other describes here (the per-phone SMS limits are shared).
    const phone = `+7996${String(process.pid % 1000).padStart(3, '0')}${String(++sequence).padStart(4, '0')}`;
    const sent = await server.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { createdAt: new Date().toISOString(), type: 'auth', phone, signature: 'web-test' },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const outbox = await server.inject({ method: 'GET', url: '/api/dev/outbox', query: { recipient: phone } });
    const code = /\d{6}/.exec(outbox.json().data.messages[0]?.text ?? '')?.[0];
    assert.ok(code);
    const login = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, code } });
    assert.equal(login.statusCode, 200, login.body);
    return login;
  }
  const refreshCookie = (res: { cookies: { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string }[] }) =>
    res.cookies.find((cookie) => cookie.name === 'povar-refresh');
  /** The page's own refresh call, as chromium sends it from `origin`. */
  const refreshFrom = (server: FastifyInstance, origin: string, token: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { host: new URL(origin).host, origin, 'sec-fetch-site': 'same-origin' },
      cookies: { 'povar-refresh': token },
    });

  function assertSessionCookie(res: Parameters<typeof refreshCookie>[0] & { body: string }): string {
    const cookie = refreshCookie(res);
    assert.ok(cookie?.value, 'the answer sets the refresh cookie');
    assert.equal(cookie.path, '/api/auth');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.ok(!res.body.includes(cookie.value), 'never in the body');
    return cookie.value;
  }

  test('npm start (one process): sign-in sets it on /api/auth, the page renews from it, logout clears it', async () => {
    const token = assertSessionCookie(await signInThrough(app));
    const renewed = await refreshFrom(app, 'http://127.0.0.1:3000', token);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const next = assertSessionCookie(renewed);
    assert.notEqual(next, token);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { 'povar-refresh': next },
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    assert.equal(out.statusCode, 204);
    assert.equal(refreshCookie(out)?.value, '');
    assert.equal((await refreshFrom(app, 'http://127.0.0.1:3000', next)).statusCode, 401);
  });

  describe('with API_UPSTREAM', () => {
    let api: FastifyInstance;
    let proxied: FastifyInstance;
    before(async () => {
      api = await buildApiServer({ db, trustProxy: true });
      await api.listen({ port: 0, host: '127.0.0.1' });
      const { port } = api.server.address() as AddressInfo;
      proxied = await buildWebServer({ config: { ...readServerConfig({ API_UPSTREAM: `http://127.0.0.1:${port}` }), appsRoot: apps.dir } });
    });
    after(async () => {
      await proxied?.close();
      await api?.close();
    });

    test("Set-Cookie comes back through the proxy on the same path, and the page's host is what the API checks", async () => {
      const token = assertSessionCookie(await signInThrough(proxied));
      // A phone on the LAN opening the dev server: the API sees that host, not its own.
      const renewed = await refreshFrom(proxied, 'http://192.168.1.20:3000', token);
      assert.equal(renewed.statusCode, 200, renewed.body);
      const next = assertSessionCookie(renewed);
      const foreign = await proxied.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { 'povar-refresh': next },
      });
      assert.equal(foreign.statusCode, 401);
      assert.equal(refreshCookie(foreign), undefined);
      const out = await proxied.inject({ method: 'POST', url: '/api/auth/logout', cookies: { 'povar-refresh': next }, payload: {} });
      assert.equal(out.statusCode, 204);
      assert.equal(refreshCookie(out)?.value, '');
      assert.equal((await refreshFrom(proxied, 'http://192.168.1.20:3000', next)).statusCode, 401);
    });
  });
});

describe("the page's remote, preloaded", () => {
  test("a page names its remote's manifest (fetch) and entry (script) in the head; a 404 names none", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const menu = head((await get('/tyumen/menu')).body);
    const manifest = bootOf((await get('/tyumen/menu')).body).remotes.mf_catalog;
    assert.ok(manifest);
    assert.ok(menu.includes(`<link rel="preload" as="fetch" href="${manifest}" crossorigin />`), menu);
    assert.ok(menu.includes(`<link rel="preload" as="script" href="${manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js')}" />`), menu);
    const chats = head((await get('/profile/chat')).body);
    assert.ok(chats.includes('as="script" href="/mf/mf-chat/remoteEntry.js"'), 'another route, its own remote');
    assert.doesNotMatch(head((await get('/tyumen/no-such-page')).body), /rel="preload" as="(fetch|script)"/);
  });

  test("the benchmark's one-bundle shell carries the remotes: nothing of theirs is preloaded", async () => {
    const oneBundle = makeAppsRoot();
    oneBundle.write('shell/dist/one-bundle.json', '{"remotesBuiltIn":true}');
    const server = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: oneBundle.dir } });
    try {
      const page = await server.inject({ method: 'GET', url: '/tyumen/menu' });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body.slice(0, page.body.indexOf('</head>')), /rel="preload" as="(fetch|script)"/);
    } finally {
      await server.close();
      oneBundle.remove();
    }
  });

  test('a remote served from elsewhere keeps its origin', () => {
    assert.deepEqual(remoteToPreload({ mf_catalog: 'https://cdn.povar.test/mf/mf-catalog/mf-manifest.json' }, 'mf-catalog'), {
      manifest: 'https://cdn.povar.test/mf/mf-catalog/mf-manifest.json',
      entry: 'https://cdn.povar.test/mf/mf-catalog/remoteEntry.js',
    });
    assert.equal(remoteToPreload({}, 'mf-catalog'), null);
  });
});

describe('TRUST_PROXY', () => {
  const sendCodeFrom = (server: FastifyInstance, phone: string, forwardedFor: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { createdAt: new Date().toISOString(), type: 'auth', phone, signature: 'web-test' },
    });
  const phone = (n: number) => `+7997${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;

  test('unset: a visitor naming a new address in X-Forwarded-For each time still meets the per-IP SMS limit of 10 codes an hour', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await sendCodeFrom(app, phone(n), `198.51.100.${n + 1}`)).statusCode);
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  test("set: the proxy's X-Forwarded-For names the visitor, so visitors behind one proxy are counted apart", async () => {
    const behindProxy = await buildWebServer({ db, config: { ...readServerConfig({ TRUST_PROXY: 'true' }), appsRoot: apps.dir } });
    try {
      for (let n = 0; n < 11; n += 1) assert.equal((await sendCodeFrom(behindProxy, phone(100 + n), `192.0.2.${n + 1}`)).statusCode, 200);
    } finally {
      await behindProxy.close();
    }
  });

  test('reads true, false and a list of proxies', () => {
    assert.equal(readServerConfig({}).trustProxy, false);
    assert.equal(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(readServerConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy, '10.0.0.0/8,127.0.0.1');
  });
});

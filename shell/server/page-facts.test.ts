// The page's own crawler links, pagination, 404s and robots exceptions in the first HTML, per page type, on the demo data
// (PGlite) through inject; and the page without them when the API fails or is slow.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@povar/api';
import type { CookList, DishList, HomePage } from '@povar/shared-kit/contracts';
import { HOME_BANNER_SIZES } from '@povar/shared-kit/routes';
import { readServerConfig } from './config.ts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { buildWebServer } from './web-server.ts';

const ORIGIN = 'https://povar-ryadom.ru';
const NOT_FOUND_TITLE = '<title>Страница не найдена — Повар рядом</title>';

let db: Database;
let apps: AppsRoot;
let production: FastifyInstance;
let development: FastifyInstance;
/** A Tyumen cook whose reviews count the suite sets to zero before any page asks for it. */
let cookWithoutReviews: number;

before(async () => {
  apps = makeAppsRoot();
  db = await openDatabase({ pgliteDir: 'memory://', demoData: { demoAccounts: true } });
  const rows = await select<{ id: number }>(sql`select id from cooks where main_city_id = 956 and is_active order by id desc limit 1`);
  cookWithoutReviews = rows[0]!.id;
  await db.orm.execute(sql`update cooks set reviews_count = 0 where id = ${cookWithoutReviews}`);
  production = await buildWebServer({ db, config: { ...readServerConfig({ ...PRODUCTION_ENV, PUBLIC_URL: ORIGIN }), appsRoot: apps.dir } });
  development = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: apps.dir } });
});

after(async () => {
  await production?.close();
  await development?.close();
  await db?.close();
  apps?.remove();
});

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

const page = (url: string) => production.inject({ method: 'GET', url });
async function api<T>(url: string): Promise<T> {
  const res = await production.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json<{ data: T }>().data;
}

interface Link {
  href: string;
  text: string;
  rel: string | null;
}
/** The hidden navs of a document by their aria-label. */
function navsOf(html: string): Map<string, Link[]> {
  const navs = new Map<string, Link[]>();
  for (const [, label, body] of html.matchAll(/<nav hidden aria-label="([^"]+)">(.*?)<\/nav>/g)) {
    const links = [...body!.matchAll(/<a href="([^"]+)"(?: rel="(prev|next)")?>([^<]*)<\/a>/g)].map(([, href, rel, text]) => ({
      href: href!,
      text: text!,
      rel: rel ?? null,
    }));
    navs.set(label!, links);
  }
  return navs;
}
const hrefs = (html: string, label: string) =>
  navsOf(html)
    .get(label)
    ?.map((link) => link.href);
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const headLink = (html: string, rel: 'prev' | 'next') => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];

function assertNotFound(res: { statusCode: number; body: string }, label: string) {
  assert.equal(res.statusCode, 404, label);
  assert.ok(res.body.includes(NOT_FOUND_TITLE), `${label}: not-found title`);
  assert.equal(robotsOf(res.body), 'noindex, nofollow', label);
  assert.equal(canonicalOf(res.body), undefined, label);
  assert.doesNotMatch(res.body, /app-faq/, `${label}: no FAQ on a 404`);
  assert.deepEqual([...navsOf(res.body).keys()], ['Города'], `${label}: only the region links`);
}

describe('links of the region pages', () => {
  test("every region page links the region's index, menu, cooks and map", async () => {
    for (const url of ['/omsk/', '/omsk/menu', '/omsk/cooks-map', '/omsk/cooks/filter']) {
      assert.deepEqual(hrefs((await page(url)).body, 'Разделы города'), ['/omsk/', '/omsk/menu', '/omsk/cooks', '/omsk/cooks-map'], url);
    }
    // A page without a region has no region sections to link.
    assert.equal(hrefs((await page('/docs/faq')).body, 'Разделы города'), undefined);
  });

  test("the region index: the region's dish categories with dishes and the first dishes of the menu, no pagination", async () => {
    const res = await page('/tyumen/');
    const list = await api<DishList>('/api/catalog/dishes?cityId=956');
    const withDishes = await select<{ slug: string }>(sql`
      select distinct dc.slug from dishes d join cooks c on c.id = d.cook_id join dish_categories dc on dc.id = d.category_id
      where c.main_city_id = 956 and c.is_active and not d.is_hidden`);
    assert.deepEqual(hrefs(res.body, 'Категории блюд')?.sort(), withDishes.map((row) => `/tyumen/menu/${row.slug}`).sort());
    assert.deepEqual(
      hrefs(res.body, 'Блюда'),
      list.items.map((dish) => `/tyumen/menu/detail/${dish.id}`),
    );
    assert.equal(navsOf(res.body).get('Блюда')?.[0]?.text, list.items[0]?.name);
    assert.equal(hrefs(res.body, 'Соседние страницы'), undefined);
    assert.equal(headLink(res.body, 'next'), undefined);
  });

  test("the region index preloads its first banner's webp renditions with the page's sizes; the menu preloads nothing", async () => {
    const home = await api<HomePage>('/api/index?cityId=956');
    const first = home.blocks[0];
    assert.equal(first?.type, 'banners');
    const image = first.type === 'banners' ? first.items[0]?.image : undefined;
    const body = (await page('/tyumen/')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    const preload = /<link rel="preload" as="image" type="image\/webp" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(head);
    assert.ok(preload, 'a preload in the head');
    const widths = [...(image?.sources ?? [])].sort((a, b) => a.width - b.width);
    assert.equal(preload[1], widths.map((source) => `${source.webp} ${source.width}w`).join(', '));
    assert.equal(preload[2], HOME_BANNER_SIZES);
    assert.doesNotMatch((await page('/tyumen/menu')).body, /rel="preload" as="image"/);
  });

  test("the menu and its pages: that page's dishes, rel prev/next in the links and in the head", async () => {
    const first = await page('/tyumen/menu');
    const list = await api<DishList>('/api/catalog/dishes?cityId=956&page=1');
    assert.ok(list.pagination.lastPage >= 4, 'the demo menu has several pages');
    assert.deepEqual(
      hrefs(first.body, 'Блюда'),
      list.items.map((dish) => `/tyumen/menu/detail/${dish.id}`),
    );
    assert.deepEqual(navsOf(first.body).get('Соседние страницы'), [{ href: '/tyumen/menu/page-2', text: 'Следующая страница', rel: 'next' }]);
    assert.equal(headLink(first.body, 'next'), `${ORIGIN}/tyumen/menu/page-2`);
    assert.equal(headLink(first.body, 'prev'), undefined);

    const second = await page('/tyumen/menu/page-2');
    assert.deepEqual(hrefs(second.body, 'Соседние страницы'), ['/tyumen/menu', '/tyumen/menu/page-3'], 'page 1 is the listing itself');
    assert.equal(headLink(second.body, 'prev'), `${ORIGIN}/tyumen/menu`);

    const third = await page('/tyumen/menu/page-3');
    const third_ = await api<DishList>('/api/catalog/dishes?cityId=956&page=3');
    assert.deepEqual(
      hrefs(third.body, 'Блюда'),
      third_.items.map((dish) => `/tyumen/menu/detail/${dish.id}`),
      'the page of the address, not the first',
    );
    assert.equal(canonicalOf(third.body), `${ORIGIN}/tyumen/menu/page-3`);

    const last = await page(`/tyumen/menu/page-${list.pagination.lastPage}`);
    assert.equal(last.statusCode, 200);
    assert.equal(headLink(last.body, 'next'), undefined);
    assert.equal(headLink(last.body, 'prev'), `${ORIGIN}/tyumen/menu/page-${list.pagination.lastPage - 1}`);
    assertNotFound(await page(`/tyumen/menu/page-${list.pagination.lastPage + 1}`), 'a page past the last');
  });

  test('a category: its own dishes and pages; a main-page compilation lists too; an unknown slug is a 404', async () => {
    const soups = await page('/tyumen/menu/supy');
    assert.equal(soups.statusCode, 200);
    const list = await api<DishList>('/api/catalog/dishes?cityId=956&category=supy');
    assert.ok(list.items.length > 0 && list.items.every((dish) => dish.category.slug === 'supy'));
    assert.deepEqual(
      hrefs(soups.body, 'Блюда'),
      list.items.map((dish) => `/tyumen/menu/detail/${dish.id}`),
    );
    assert.ok(hrefs(soups.body, 'Категории блюд')?.includes('/tyumen/menu/salaty'));
    if (list.pagination.lastPage > 1) {
      assert.equal(headLink(soups.body, 'next'), `${ORIGIN}/tyumen/menu/supy/page-2`);
      assert.deepEqual(hrefs((await page('/tyumen/menu/supy/page-2')).body, 'Соседние страницы')?.[0], '/tyumen/menu/supy');
    }

    const [compilation] = await select<{ slug: string }>(sql`
      select c.slug from compilations c join home_compilations h on h.compilation_id = c.id
      where h.main_city_id = 957 and c.cook_id is null order by h.sort_order limit 1`);
    assert.ok(compilation);
    const tea = await page(`/ekaterinburg/menu/${compilation.slug}`);
    assert.equal(tea.statusCode, 200);
    assert.ok((hrefs(tea.body, 'Блюда') ?? []).length > 0, 'the compilation lists its dishes');

    assertNotFound(await page('/tyumen/menu/no-such-thing'), 'an unknown category');
    assertNotFound(await page('/tyumen/cooks/no-such-thing'), 'an unknown cook category');
  });

  test("the cooks listing: that page's cooks, cook categories and pages", async () => {
    const res = await page('/tyumen/cooks');
    const list = await api<CookList>('/api/catalog/cooks?cityId=956');
    assert.deepEqual(
      hrefs(res.body, 'Повара'),
      list.items.map((cook) => `/tyumen/cooks/detail/${cook.id}`),
    );
    assert.equal(navsOf(res.body).get('Повара')?.[0]?.text, list.items[0]?.name);
    const categories = list.filters.categories!.items.filter((item) => item.total > 0);
    assert.deepEqual(
      hrefs(res.body, 'Повара по специализации'),
      categories.map((item) => `/tyumen/cooks/${item.slug}`),
    );
    assert.equal(headLink(res.body, 'next'), `${ORIGIN}/tyumen/cooks/page-2`);

    const category = await page(`/tyumen/cooks/${categories[0]!.slug}`);
    const inCategory = await api<CookList>(`/api/catalog/cooks?cityId=956&category=${categories[0]!.slug}`);
    assert.deepEqual(
      hrefs(category.body, 'Повара'),
      inCategory.items.map((cook) => `/tyumen/cooks/detail/${cook.id}`),
    );
  });
});

describe('cook and dish pages', () => {
  test("a cook page: the cook's tabs and visible dishes; a cook of another region points its canonical there", async () => {
    const [cook] = await select<{ id: number }>(sql`select id from cooks where main_city_id = 958 and is_active and reviews_count > 0 order by id limit 1`);
    assert.ok(cook);
    const res = await page(`/omsk/cooks/detail/${cook.id}`);
    assert.equal(res.statusCode, 200);
    assert.equal(robotsOf(res.body), 'index, follow');
    assert.deepEqual(hrefs(res.body, 'Страницы повара'), [
      `/omsk/cooks/detail/${cook.id}`,
      `/omsk/cooks/detail/${cook.id}/reviews`,
      `/omsk/cooks/detail/${cook.id}/about`,
    ]);
    const visible = await select<{ id: number }>(sql`select id from dishes where cook_id = ${cook.id} and not is_hidden`);
    assert.ok(visible.length > 0);
    assert.deepEqual(hrefs(res.body, 'Блюда повара')?.sort(), visible.map((dish) => `/omsk/menu/detail/${dish.id}`).sort());

    // The same cook under Tyumen's address: the page answers, but its canonical address is Omsk's.
    const elsewhere = await page(`/tyumen/cooks/detail/${cook.id}/about`);
    assert.equal(elsewhere.statusCode, 200);
    assert.equal(canonicalOf(elsewhere.body), `${ORIGIN}/omsk/cooks/detail/${cook.id}/about`);
    assert.ok(hrefs(elsewhere.body, 'Блюда повара')?.every((href) => href.startsWith('/omsk/')));
  });

  test('a reviews route with zero reviews is noindex but followed; with reviews it is indexable; outside production nothing is', async () => {
    const empty = await page(`/tyumen/cooks/detail/${cookWithoutReviews}/reviews`);
    assert.equal(empty.statusCode, 200);
    assert.equal(robotsOf(empty.body), 'noindex, follow');
    assert.ok(!hrefs(empty.body, 'Страницы повара')?.some((href) => href.endsWith('/reviews')), "no 'Отзывы' link to a tab without reviews");
    // The cook's other tabs stay indexable.
    assert.equal(robotsOf((await page(`/tyumen/cooks/detail/${cookWithoutReviews}`)).body), 'index, follow');

    const [reviewed] = await select<{ id: number }>(sql`select id from cooks where main_city_id = 956 and is_active and reviews_count > 0 order by id limit 1`);
    assert.ok(reviewed);
    assert.equal(robotsOf((await page(`/tyumen/cooks/detail/${reviewed.id}/reviews`)).body), 'index, follow');
    const dev = await development.inject({ method: 'GET', url: `/tyumen/cooks/detail/${reviewed.id}/reviews` });
    assert.equal(robotsOf(dev.body), 'noindex, nofollow', 'non-production is never indexed');
  });

  test('an unknown or inactive cook is a 404 with the not-found title', async () => {
    const [inactive] = await select<{ id: number }>(sql`select id from cooks where main_city_id = 956 and not is_active limit 1`);
    assert.ok(inactive);
    for (const url of [
      `/tyumen/cooks/detail/${inactive.id}`,
      '/tyumen/cooks/detail/2000000000',
      '/tyumen/cooks/detail/2000000000/reviews',
      '/tyumen/cooks/detail/2000000000/about',
    ]) {
      assertNotFound(await page(url), url);
    }
  });

  test('a dish page links its cook and its category, in the region of its cook', async () => {
    const [dish] = await select<{ id: number; cook_id: number; cook_name: string; slug: string; title: string }>(sql`
      select d.id, d.cook_id, c.name as cook_name, dc.slug, dc.title from dishes d join cooks c on c.id = d.cook_id
      join dish_categories dc on dc.id = d.category_id where c.main_city_id = 957 and c.is_active and not d.is_hidden order by d.id limit 1`);
    assert.ok(dish);
    const res = await page(`/ekaterinburg/menu/detail/${dish.id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(navsOf(res.body).get('О блюде'), [
      { href: `/ekaterinburg/cooks/detail/${dish.cook_id}`, text: dish.cook_name, rel: null },
      { href: `/ekaterinburg/menu/${dish.slug}`, text: dish.title, rel: null },
    ]);
    assert.equal(canonicalOf(res.body), `${ORIGIN}/ekaterinburg/menu/detail/${dish.id}`);
    assert.equal(canonicalOf((await page(`/omsk/menu/detail/${dish.id}`)).body), `${ORIGIN}/ekaterinburg/menu/detail/${dish.id}`);
  });

  test('an unknown or hidden dish is a 404 with the not-found title', async () => {
    const [hidden] = await select<{ id: number }>(sql`select id from dishes where is_hidden limit 1`);
    assert.ok(hidden);
    assertNotFound(await page(`/tyumen/menu/detail/${hidden.id}`), 'hidden dish');
    assertNotFound(await page('/tyumen/menu/detail/99999999'), 'unknown dish');
  });
});

describe('pages without a region', () => {
  test('a /docs page takes its title and description from the content API; an unknown one is a 404', async () => {
    const faq = await page('/docs/faq');
    const text = await api<{ title: string; description: string }>('/api/text-pages/get-by-url?url=/docs/faq');
    assert.equal(faq.statusCode, 200);
    assert.ok(faq.body.includes(`<title>${text.title} — Повар рядом</title>`));
    assert.ok(faq.body.includes(`<meta name="description" content="${text.description}" />`));
    assert.equal(canonicalOf(faq.body), `${ORIGIN}/docs/faq`);
    const rules = await page('/docs/profile/useful/rules');
    assert.match(rules.body, /<title>Правила для поваров — Повар рядом<\/title>/);
    assert.doesNotMatch(rules.body, /<title>Документы/);
    assertNotFound(await page('/docs/no-such-page'), 'unknown docs page');
  });

  test('the cooks landing and the app page have their own titles and descriptions', async () => {
    const forCooks = await page('/for-cooks');
    assert.ok(forCooks.body.includes('<title>Станьте поваром и продавайте домашнюю еду | Повар рядом</title>'));
    assert.match(forCooks.body, /<meta name="description" content="Готовите вкусно\?[^"]+" \/>/);
    // Its layout has no header: the styles must not keep room for one.
    assert.match(forCooks.body, /<body data-layout="landing">/);
    const app = await page('/download-app');
    assert.ok(app.body.includes('<title>Приложение «Повар рядом» для iPhone и Android | Повар рядом</title>'));
    assert.match(app.body, /<meta name="description" content="Заказывайте домашнюю еду[^"]+" \/>/);
  });
});

describe('when the API fails or is slow', () => {
  let upstream: Server;
  let proxied: FastifyInstance;
  let proxiedConfig: ReturnType<typeof readServerConfig>;
  let catalogMode: 'slow' | 'failing' | 'ok' = 'slow';
  const catalogCalls: string[] = [];

  before(async () => {
    // A stand-in API service: Tyumen is served; the catalogue is slow, failing or quick.
    upstream = createServer((request, response) => {
      const url = request.url ?? '';
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (url === '/api/geo/main-cities')
        return send(200, { success: true, data: [{ id: 956, slug: 'tyumen', name: 'Тюмень' }], errors: [], message: '', error: null });
      if (url.startsWith('/api/catalog/cooks')) {
        catalogCalls.push(url);
        if (catalogMode === 'failing')
          return send(500, { success: false, data: null, errors: ['Внутренняя ошибка'], message: 'Внутренняя ошибка', error: 'internal' });
        const listing = {
          category: null,
          items: [],
          pagination: { page: 1, perPage: 24, total: 0, lastPage: 1 },
          filters: {},
          sorts: [],
          sort: { field: 'rating', order: 'desc' },
        };
        const answer = () =>
          send(200, { success: true, data: { ...listing, items: [{ ...COOK_CARD, id: 41, name: 'Анна' }] }, errors: [], message: '', error: null });
        if (catalogMode === 'slow') return void setTimeout(answer, 400);
        return answer();
      }
      return send(404, { success: false, data: null, errors: ['Not found'], message: 'Not found', error: 'not_found' });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxiedConfig = { ...readServerConfig({ API_UPSTREAM: `http://127.0.0.1:${port}` }), appsRoot: apps.dir };
    proxied = await buildWebServer({ config: proxiedConfig, apiReads: { timeoutMs: 100 } });
  });

  after(async () => {
    await proxied?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('a slow catalogue: the page answers at the time limit without its links, and the late answer serves the next visitor', async () => {
    catalogMode = 'slow';
    const started = Date.now();
    const res = await proxied.inject({ method: 'GET', url: '/tyumen/cooks' });
    assert.equal(res.statusCode, 200);
    assert.ok(Date.now() - started < 350, `answered in ${Date.now() - started} ms`);
    assert.equal(hrefs(res.body, 'Повара'), undefined);
    assert.deepEqual(hrefs(res.body, 'Разделы города'), ['/tyumen/', '/tyumen/menu', '/tyumen/cooks', '/tyumen/cooks-map']);

    await new Promise((resolve) => setTimeout(resolve, 450));
    const later = await proxied.inject({ method: 'GET', url: '/tyumen/cooks' });
    assert.deepEqual(hrefs(later.body, 'Повара'), ['/tyumen/cooks/detail/41']);
    assert.equal(catalogCalls.length, 1, 'the second page came from the cache');
  });

  test('a failing catalogue: the page still answers 200 without its links, and the failure is not kept', async () => {
    catalogMode = 'failing';
    const res = await proxied.inject({ method: 'GET', url: '/tyumen/cooks/page-2' });
    assert.equal(res.statusCode, 200);
    assert.equal(hrefs(res.body, 'Повара'), undefined);
    catalogMode = 'ok';
    assert.deepEqual(hrefs((await proxied.inject({ method: 'GET', url: '/tyumen/cooks/page-2' })).body, 'Повара'), ['/tyumen/cooks/detail/41']);
  });

  test('a failing catalogue: a crawler gets a bare 503 to come back later, never the page; a person gets the page', async (t) => {
    const crawlers = [
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ];
    // Patient, so a loaded machine does not turn the failing answer into a timeout (a slow API is no failure).
    const patient = await buildWebServer({ config: proxiedConfig, apiReads: { timeoutMs: 10_000 } });
    t.after(() => patient.close());
    catalogMode = 'failing';
    for (const agent of crawlers) {
      const res = await patient.inject({ method: 'GET', url: '/tyumen/cooks/page-3', headers: { 'user-agent': agent } });
      assert.equal(res.statusCode, 503, agent);
      assert.equal(res.headers['retry-after'], '120');
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      assert.doesNotMatch(res.body, /<html|Что-то пошло не так/);
    }
    // A person's browser (Yandex Browser included) gets the page, which tries again itself.
    const person = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.0.0 Safari/537.36';
    assert.equal((await patient.inject({ method: 'GET', url: '/tyumen/cooks/page-3', headers: { 'user-agent': person } })).statusCode, 200);
  });
});

const COOK_CARD = {
  avatar: null,
  speciality: null,
  experience: 3,
  address: 'Тюмень',
  about: '',
  registerDate: '2026-01-01T00:00:00.000Z',
  distance: null,
  passportVerified: true,
  sanitaryVerified: true,
  workAvailableAt: null,
  rating: 4.8,
  reviewsCount: 3,
  deliveryCost: 0,
  delivers: true,
  mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
};

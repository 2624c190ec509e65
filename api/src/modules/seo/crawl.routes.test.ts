// What crawlers are shown, over HTTP on the seeded demo data: a region's sitemap addresses and dates, the region-less pages, a cook page's facts; validation and unknown subjects.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { failureEnvelopeSchema, seoCookPageResponseSchema, seoSitemapResponseSchema, type SeoSitemap } from '@povar/shared-kit/contracts';
import { matchRoute } from '@povar/shared-kit/routes';
import { cooks, dishCategories, dishes, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';

async function sitemap(app: FastifyInstance, url: string): Promise<SeoSitemap> {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, res.body);
  return seoSitemapResponseSchema.parse(res.json()).data;
}

async function failure(app: FastifyInstance, url: string, status: number) {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  return failureEnvelopeSchema.parse(res.json());
}

describeOnEachDatabase('SEO crawl API', (suite) => {
  test("a region's sitemap: its listings, categories with dishes, every active cook and every visible dish, each once, with dates", async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const { urls } = await sitemap(app, '/api/seo/sitemap?mainCityId=956');
    const paths = urls.map((entry) => entry.path);
    assert.equal(new Set(paths).size, paths.length, 'no address twice');
    for (const path of paths) {
      const match = matchRoute(path);
      assert.ok(match, `${path} is a route`);
      assert.equal(match.region, 'tyumen', path);
    }
    assert.deepEqual(paths.slice(0, 4), ['/tyumen/', '/tyumen/menu', '/tyumen/cooks', '/tyumen/cooks-map']);

    const listed = and(eq(cooks.mainCityId, 956), eq(cooks.isActive, true), eq(dishes.isHidden, false));
    const visibleDishes = await orm
      .select({ id: dishes.id, createdAt: dishes.createdAt })
      .from(dishes)
      .innerJoin(cooks, eq(cooks.id, dishes.cookId))
      .where(listed)
      .orderBy(asc(dishes.id));
    const dishEntries = urls.filter((entry) => matchRoute(entry.path)?.route.name === 'PRODUCT');
    assert.deepEqual(
      dishEntries.map((entry) => entry.path),
      visibleDishes.map((dish) => `/tyumen/menu/detail/${dish.id}`),
    );
    assert.equal(dishEntries[0]?.lastmod, visibleDishes[0]?.createdAt.toISOString(), "a dish's date is when it was added");

    const activeCooks = await orm
      .select({ id: cooks.id, reviewsCount: cooks.reviewsCount })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, 956), eq(cooks.isActive, true)))
      .orderBy(asc(cooks.id));
    assert.deepEqual(
      urls.filter((entry) => matchRoute(entry.path)?.route.name === 'COOK').map((entry) => entry.path),
      activeCooks.map((cook) => `/tyumen/cooks/detail/${cook.id}`),
    );
    const [inactive] = await orm
      .select({ id: cooks.id })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, 956), eq(cooks.isActive, false)))
      .limit(1);
    assert.ok(inactive, 'the demo data has an inactive cook');
    assert.ok(!paths.some((path) => path.startsWith(`/tyumen/cooks/detail/${inactive.id}`)), 'an inactive cook has no page');
    // Reviews tabs only where there are reviews (a tab with none is noindex).
    assert.deepEqual(
      urls.filter((entry) => matchRoute(entry.path)?.route.name === 'COOK_REVIEWS').map((entry) => entry.path),
      activeCooks.filter((cook) => cook.reviewsCount > 0).map((cook) => `/tyumen/cooks/detail/${cook.id}/reviews`),
    );

    const withDishes = await orm
      .selectDistinct({ slug: dishCategories.slug })
      .from(dishes)
      .innerJoin(cooks, eq(cooks.id, dishes.cookId))
      .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
      .where(listed);
    const cookCategories = paths.filter((path) => matchRoute(path)?.route.name === 'COOKS_CATEGORY').map((path) => path.split('/').at(-1));
    assert.deepEqual(cookCategories.sort(), withDishes.map((row) => row.slug).sort(), 'every category with dishes here, and only those');
    for (const slug of cookCategories) assert.ok(paths.includes(`/tyumen/menu/${slug}`), slug);
    // The region's main-page compilations are listings too.
    const compilationPaths = paths.filter((path) => matchRoute(path)?.route.name === 'MENU_CATEGORY' && !cookCategories.includes(path.split('/').at(-1)));
    assert.ok(compilationPaths.length > 0, 'main-page compilations are listed');

    for (const entry of urls.filter((item) => item.lastmod !== null)) assert.ok(!Number.isNaN(Date.parse(entry.lastmod ?? '')), entry.path);
    assert.ok(urls[0]?.lastmod, 'the region index has a date');
  });

  test('a hidden dish leaves the sitemap; other regions list only their own', async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const [dish] = await orm
      .select({ id: dishes.id })
      .from(dishes)
      .innerJoin(cooks, eq(cooks.id, dishes.cookId))
      .where(and(eq(cooks.mainCityId, 958), eq(cooks.isActive, true), eq(dishes.isHidden, false)))
      .limit(1);
    assert.ok(dish);
    const path = `/omsk/menu/detail/${dish.id}`;
    const omsk = await sitemap(app, '/api/seo/sitemap?mainCityId=958');
    assert.ok(omsk.urls.some((entry) => entry.path === path));
    assert.ok(omsk.urls.every((entry) => entry.path.startsWith('/omsk/')));
    await orm.update(dishes).set({ isHidden: true }).where(eq(dishes.id, dish.id));
    t.after(() => orm.update(dishes).set({ isHidden: false }).where(eq(dishes.id, dish.id)));
    // Hidden straight in the database: the cached sitemap hears of it a moment later.
    assert.ok(await eventually(async () => !(await sitemap(app, '/api/seo/sitemap?mainCityId=958')).urls.some((entry) => entry.path === path)));
  });

  test('the region-less pages: the cooks landing, the app page and every /docs page with its date', async (t) => {
    const app = await suite.build(t);
    const { urls } = await sitemap(app, '/api/seo/sitemap/pages');
    const paths = urls.map((entry) => entry.path);
    assert.deepEqual(paths.slice(0, 2), ['/for-cooks', '/download-app']);
    for (const path of [
      '/docs/faq',
      '/docs/about',
      '/docs/profile/useful/rules',
      '/docs/legal/privacy-policy',
      '/docs/legal/user-agreement',
      '/docs/legal/public-offer',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    // The eleven region-less pages and the footer's three legal documents.
    assert.equal(urls.filter((entry) => entry.path.startsWith('/docs/')).length, 14);
    for (const entry of urls.filter((item) => item.path.startsWith('/docs/'))) assert.ok(entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)), entry.path);
  });

  test('a cook page: the region, the reviews count and the visible dishes; an unknown or inactive cook is not_found', async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const [cook] = await orm
      .select({ id: cooks.id, name: cooks.name, reviewsCount: cooks.reviewsCount })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, 957), eq(cooks.isActive, true)))
      .limit(1);
    assert.ok(cook);
    const res = await app.inject({ method: 'GET', url: `/api/seo/cook-page?id=${cook.id}` });
    assert.equal(res.statusCode, 200, res.body);
    const page = seoCookPageResponseSchema.parse(res.json()).data;
    assert.equal(page.name, cook.name);
    assert.equal(page.reviewsCount, cook.reviewsCount);
    assert.deepEqual(page.mainCity, { id: 957, slug: 'ekaterinburg', name: 'Екатеринбург' });
    const visible = await orm
      .select({ id: dishes.id })
      .from(dishes)
      .where(and(eq(dishes.cookId, cook.id), eq(dishes.isHidden, false)));
    assert.deepEqual(
      page.dishes.map((dish) => dish.id).sort((a, b) => a - b),
      visible.map((dish) => dish.id).sort((a, b) => a - b),
    );
    assert.ok(page.dishes.every((dish) => dish.name && dish.category.slug && dish.category.title));

    const [inactive] = await orm.select({ id: cooks.id }).from(cooks).where(eq(cooks.isActive, false)).limit(1);
    assert.ok(inactive);
    for (const id of [inactive.id, 2_000_000_000]) {
      const body = await failure(app, `/api/seo/cook-page?id=${id}`, 404);
      assert.equal(body.error, 'not_found');
      assert.equal(body.message, 'Повар не найден');
    }
  });

  test('bad parameters are a 400 envelope in Russian; an unserved or unknown region is region_not_found', async (t) => {
    const app = await suite.build(t);
    for (const url of [
      '/api/seo/sitemap',
      '/api/seo/sitemap?mainCityId=abc',
      '/api/seo/sitemap?mainCityId=0',
      '/api/seo/sitemap?mainCityId=99999999999',
      '/api/seo/cook-page',
      '/api/seo/cook-page?id=-1',
      '/api/seo/cook-page?id=1.5',
    ]) {
      const body = await failure(app, url, 400);
      assert.equal(body.error, 'validation', url);
      assert.match(body.errors.join(' '), /[а-яё]/i, `${url}: ${body.errors.join(' ')}`);
    }
    const [unserved] = await suite.database.orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.isServed, false)).limit(1);
    assert.ok(unserved);
    for (const id of [unserved.id, 999_999]) assert.equal((await failure(app, `/api/seo/sitemap?mainCityId=${id}`, 404)).error, 'region_not_found');
  });
});

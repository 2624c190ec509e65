// Public reads over HTTP as a CDN, a browser and a second API instance see them: cache headers,
// ETag and 304 on each, nothing personal in a shared answer, one database trip for a burst of
// identical requests, and a cook's change reaching the cached answers of every instance.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { cookPageResponseSchema, dishListResponseSchema } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { cooks, favoriteCooks } from '../db/schema.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';
import { signInAs } from '../test/files.ts';
import { PUBLIC_CACHE_CONTROL } from './public-cache.ts';

const TYUMEN = 'lon=65.534328&lat=57.153033';

/** One URL for each public read (every route declared with `config.publicRead`). */
const PUBLIC_READS: Record<string, string> = {
  listCatalogDishes: `/api/catalog/dishes?${TYUMEN}&sort=distance`,
  listCatalogCooks: '/api/catalog/cooks?category=supy',
  getCatalogDish: '/api/catalog/dishes/1',
  searchCatalog: '/api/catalog/search?q=борщ',
  getCookPage: '/api/cooks/1',
  listCookReviews: '/api/cooks/1/reviews',
  listMapCooks: `/api/map/cooks?${TYUMEN}`,
  getHomePage: '/api/index?cityId=956',
  listBanners: '/api/banners?cityId=956',
  listPromoCardCompilations: '/api/promo-cards-compilations?cityId=956',
  getMainPromoCategory: '/api/main-promo-category?cityId=956',
  getSiteSettings: '/api/site-settings',
  getTextPageByUrl: '/api/text-pages/get-by-url?url=profile/useful/rules',
  getSeoPageData: '/api/seo/page-data?mainCityId=956&url=/menu',
  getSeoRegionSitemap: '/api/seo/sitemap?mainCityId=956',
  getSeoPagesSitemap: '/api/seo/sitemap/pages',
  getSeoCookPage: '/api/seo/cook-page?id=1',
  listMainCities: '/api/geo/main-cities',
  getMainCityBySlug: '/api/geo/main-cities-by-slug/tyumen',
  getMainCityById: '/api/geo/main-cities-by-id/956',
};

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Counts the statements the app sends to its database (drizzle calls its driver's query() once per statement). */
function countStatements(orm: Orm): { readonly count: number; stop(): void } {
  // drizzle keeps its driver's client (the pg pool) as $client, outside the Orm type.
  const client = (orm as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const counter = {
    count: 0,
    stop: () => {
      client.query = original;
    },
  };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.count += 1;
    return original.apply(this, args);
  };
  return counter;
}

describeOnEachDatabase('public reads: HTTP caching and the in-memory cache', (suite) => {
  test('each public read is cacheable by a CDN, with a strong ETag that answers 304', async (t) => {
    const app = await suite.build(t);
    for (const [operation, url] of Object.entries(PUBLIC_READS)) {
      const first = await get(app, url);
      assert.equal(first.statusCode, 200, `${operation}: ${first.body.slice(0, 300)}`);
      assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL, operation);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]{20,}"$/, `${operation}: a strong ETag`);

      const again = await get(app, url, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304, operation);
      assert.equal(again.body, '', `${operation}: a 304 has no body`);
      assert.equal(again.headers.etag, etag, operation);
      // A stale tag (a browser's copy from before a change) gets the whole answer again.
      const stale = await get(app, url, { 'if-none-match': '"an-older-answer"' });
      assert.equal(stale.statusCode, 200, operation);
      assert.equal(stale.body, first.body, operation);
      assert.equal(stale.headers.etag, etag, `${operation}: the same answer, the same tag`);
    }
  });

  test("a browser's answer comes compressed as it accepts, made once and kept: each encoding its own ETag and 304", async (t) => {
    const app = await suite.build(t);
    const url = `/api/catalog/dishes?${TYUMEN}&sort=price`;
    const plain = await get(app, url);
    assert.equal(plain.headers['content-encoding'], undefined, 'a client that asks for nothing gets plain JSON');
    assert.equal(plain.headers.vary, 'accept-encoding', 'a shared cache keeps the encodings apart');

    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const reads = countStatements(suite.database.orm);
    const br = await get(app, url, browser);
    const brAgain = await get(app, url, browser);
    const gzip = await get(app, url, { 'accept-encoding': 'gzip' });
    reads.stop();
    assert.equal(reads.count, 0, 'every form comes from the answer in memory');
    assert.equal(br.headers['content-encoding'], 'br', 'brotli is preferred when both are accepted');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, `${br.rawPayload.length} compressed bytes of ${plain.rawPayload.length}`);
    assert.deepEqual(brAgain.rawPayload, br.rawPayload);
    for (const answer of [br, gzip]) {
      assert.equal(answer.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      assert.equal(answer.headers.vary, 'accept-encoding');
    }
    const tags = [plain, br, gzip].map((answer) => String(answer.headers.etag));
    assert.equal(new Set(tags).size, 3, `a strong ETag names bytes: ${tags.join(' ')}`);

    const revalidated = await get(app, url, { ...browser, 'if-none-match': tags[1]! });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
    // The plain form's tag does not confirm a compressed copy, nor the other way round.
    assert.equal((await get(app, url, { ...browser, 'if-none-match': tags[0]! })).statusCode, 200);
    assert.equal((await get(app, url, { 'if-none-match': tags[1]! })).statusCode, 200);

    // The request that reads the database is answered compressed too.
    const fresh = await get(app, `/api/catalog/dishes?${TYUMEN}&sort=rating`, browser);
    assert.equal(fresh.headers['content-encoding'], 'br');
    assert.equal(JSON.parse(brotliDecompressSync(fresh.rawPayload).toString()).success, true);
    // Answers too small to gain from compression go plain.
    const small = await get(app, '/api/geo/main-cities-by-slug/tyumen', browser);
    assert.ok(small.rawPayload.length < 1024 && small.headers.etag !== undefined, 'a small public read');
    assert.equal(small.headers['content-encoding'], undefined);
  });

  test('no shared answer carries what belongs to one viewer', async (t) => {
    const app = await suite.build(t);
    const viewer = await signInAs(app, suite, 'customer');
    await suite.database.orm.insert(favoriteCooks).values({ userId: viewer.id, cookId: 1, createdAt: new Date() });

    const anonymous = await get(app, '/api/cooks/1');
    assert.equal(anonymous.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    assert.equal(anonymous.headers.vary, 'accept-encoding, Authorization', 'a shared cache keeps signed-in callers apart');
    assert.equal(cookPageResponseSchema.parse(anonymous.json()).data.cookData.isFavorite, false);

    // Asked right after, by someone signed in: their own answer, never the cached anonymous one, never kept.
    const own = await get(app, '/api/cooks/1', { authorization: `Bearer ${viewer.accessToken}` });
    assert.equal(own.statusCode, 200);
    assert.equal(cookPageResponseSchema.parse(own.json()).data.cookData.isFavorite, true);
    assert.equal(own.headers['cache-control'], 'no-store');
    assert.equal(own.headers.etag, undefined);
    const anonymousAgain = await get(app, '/api/cooks/1');
    assert.equal(cookPageResponseSchema.parse(anonymousAgain.json()).data.cookData.isFavorite, false);

    // Errors and private answers are not marked public.
    const missing = await get(app, '/api/catalog/dishes/999999');
    assert.equal(missing.statusCode, 404);
    assert.notEqual(missing.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    const basket = await app.inject({ method: 'GET', url: '/api/basket', headers: { authorization: `Bearer ${viewer.accessToken}` } });
    assert.notEqual(basket.headers['cache-control'], PUBLIC_CACHE_CONTROL);
  });

  test('100 identical requests arriving together cost the database one read', async (t) => {
    const app = await suite.build(t);
    // The first listing also reads the regions and categories every listing then finds in memory.
    assert.equal((await get(app, '/api/catalog/dishes?sort=price&category=deserty')).statusCode, 200);
    // What one read of this listing costs, on a listing of its own (nothing cached).
    const single = countStatements(suite.database.orm);
    assert.equal((await get(app, '/api/catalog/dishes?sort=price&category=supy')).statusCode, 200);
    single.stop();
    assert.ok(single.count > 0);

    const burst = countStatements(suite.database.orm);
    const url = '/api/catalog/dishes?sort=price&category=salaty';
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(app, url)));
    burst.stop();
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
    assert.equal(new Set(answers.map((answer) => answer.body)).size, 1, 'everyone got the same answer');
    assert.equal(burst.count, single.count, 'statements for 100 requests: those of one');

    const later = countStatements(suite.database.orm);
    assert.equal((await get(app, url)).body, answers[0]!.body);
    later.stop();
    assert.equal(later.count, 0, 'answered from memory');
  });

  test('a dish its cook hides leaves the cached listings of every API instance within a second', async (t) => {
    const writer = await suite.build(t);
    const reader = await suite.build(t);
    const orm = suite.database.orm;
    const listing = `/api/catalog/dishes?${TYUMEN}&sort=distance`;
    const idsOn = async (app: FastifyInstance) => dishListResponseSchema.parse((await get(app, listing)).json()).data.items.map((item) => item.id);
    const dish = dishListResponseSchema.parse((await get(reader, listing)).json()).data.items[0]!;
    // Its cook, run from an account this test signs in with.
    const cook = await signInAs(writer, suite, 'cook');
    await orm.update(cooks).set({ userId: cook.id }).where(eq(cooks.id, dish.cook.id));
    assert.ok((await idsOn(reader)).includes(dish.id), 'listed, and now cached by the reader');
    const cachedTag = (await get(reader, listing)).headers.etag;

    const hidden = await writer.inject({
      method: 'POST',
      url: `/api/profiles/dishes/${dish.id}/hide`,
      headers: { authorization: `Bearer ${cook.accessToken}` },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    // The writer's own next read already misses it: the change was heard before the hide answered.
    assert.ok(!(await idsOn(writer)).includes(dish.id), 'gone on the instance that wrote');

    const deadline = Date.now() + 1_000;
    let ids = await idsOn(reader);
    while (ids.includes(dish.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ids = await idsOn(reader);
    }
    assert.ok(!ids.includes(dish.id), 'gone on the other instance within a second');
    const fresh = await get(reader, listing, { 'if-none-match': String(cachedTag) });
    assert.equal(fresh.statusCode, 200, "a browser's copy from before the change is not confirmed");
  });
});

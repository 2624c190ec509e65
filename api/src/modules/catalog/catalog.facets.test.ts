// The catalogue's copies and counts kept by triggers: a cook's move, pause or new region reaches their dishes in the
// listing; the totals and filter counts stay exact as dishes change; a text search past the live-count cap says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dishListQuerySchema } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, dishCategories, dishes, dishPreferences, mainCities, tastePreferences } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { createCatalogRepository, LIVE_COUNT_CAP } from './catalog.repository.ts';
import { createServedRegions, readServedRegions } from '../geo/index.ts';
import { createCatalogService } from './catalog.service.ts';

const TYUMEN = 956;
const FAR_FROM_EVERY_COOK = { lat: 57.02, lon: 65.2 };

function catalogueOf(orm: Orm) {
  const service = createCatalogService({ catalog: createCatalogRepository(orm), regions: createServedRegions(() => readServedRegions(orm)) });
  return (query: Record<string, string>) => service.listDishes(dishListQuerySchema.parse(query));
}

async function rows<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await orm.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The dish_facet_counts table as it stands, and as counting every dish again would make it. */
async function countsAndRecount(orm: Orm) {
  const kept = await rows<{ key: string; dishes: number }>(
    orm,
    sql`select concat_ws('/', main_city_id, category_id, preference_ids::text, price) as key, dishes from dish_facet_counts order by 1`,
  );
  const recounted = await rows<{ key: string; dishes: number }>(
    orm,
    sql`select concat_ws('/', c.main_city_id, d.category_id, coalesce((select array_agg(p.preference_id order by p.preference_id) from dish_preferences p where p.dish_id = d.id), '{}')::text, d.price) as key,
               count(*)::int as dishes
          from dishes d join cooks c on c.id = d.cook_id
         where c.is_active and not d.is_hidden
         group by 1 order by 1`,
  );
  return { kept: kept.map((row) => `${row.key}=${row.dishes}`), recounted: recounted.map((row) => `${row.key}=${row.dishes}`) };
}

/** What the region's unfiltered listing must say, counted from the dishes and their cooks directly. */
async function liveFigures(orm: Orm, regionId: number) {
  const listed = sql`c.is_active and not d.is_hidden and c.main_city_id = ${regionId}`;
  const [totals = { total: 0, cheapest: 0, dearest: 0 }] = await rows<{ total: number; cheapest: number; dearest: number }>(
    orm,
    sql`select count(*)::int as total, min(d.price)::int as cheapest, max(d.price)::int as dearest from dishes d join cooks c on c.id = d.cook_id where ${listed}`,
  );
  const byCategory = await rows<{ slug: string; total: number }>(
    orm,
    sql`select k.slug, count(*)::int as total from dishes d join cooks c on c.id = d.cook_id join dish_categories k on k.id = d.category_id where ${listed} group by k.slug`,
  );
  const byPreference = await rows<{ slug: string; total: number }>(
    orm,
    sql`select t.slug, count(*)::int as total from dishes d join cooks c on c.id = d.cook_id join dish_preferences p on p.dish_id = d.id
          join taste_preferences t on t.id = p.preference_id where ${listed} group by t.slug`,
  );
  const bySlug = (list: { slug: string; total: number }[]) => Object.fromEntries(list.map((row) => [row.slug, row.total]));
  return { totals, byCategory: bySlug(byCategory), byPreference: bySlug(byPreference) };
}

describeOnEachDatabase('catalogue copies and counts', (suite) => {
  test("a cook's move, pause and new region reach their dishes in the listing", async (t) => {
    const orm = suite.database.orm;
    const listDishes = catalogueOf(orm);
    const [ekaterinburg] = await orm
      .select({ id: mainCities.id, lat: mainCities.lat, lon: mainCities.lon })
      .from(mainCities)
      .where(eq(mainCities.slug, 'ekaterinburg'));
    assert.ok(ekaterinburg);
    const [cook] = await orm
      .select({ id: cooks.id, lat: cooks.lat, lon: cooks.lon, visibleDishes: sql<number>`count(*)::int` })
      .from(cooks)
      .innerJoin(dishes, and(eq(dishes.cookId, cooks.id), eq(dishes.isHidden, false)))
      .where(and(eq(cooks.mainCityId, TYUMEN), eq(cooks.isActive, true)))
      .groupBy(cooks.id)
      .orderBy(cooks.id)
      .limit(1);
    assert.ok(cook && cook.visibleDishes > 0);
    t.after(() => orm.update(cooks).set({ lat: cook.lat, lon: cook.lon, mainCityId: TYUMEN, isActive: true }).where(eq(cooks.id, cook.id)));
    const from = (point: { lat: number; lon: number }, cityId?: number) => ({
      lat: String(point.lat),
      lon: String(point.lon),
      sort: 'distance',
      perPage: '48',
      ...(cityId ? { cityId: String(cityId) } : {}),
    });
    const cookIds = (answer: Awaited<ReturnType<typeof listDishes>>) => answer.items.map((item) => item.cook.id);

    const before = await listDishes(from(FAR_FROM_EVERY_COOK));
    assert.notEqual(before.items[0]?.cook.id, cook.id);

    // Moved to the far point: their dishes come first, at no distance.
    await orm.update(cooks).set(FAR_FROM_EVERY_COOK).where(eq(cooks.id, cook.id));
    const moved = await listDishes(from(FAR_FROM_EVERY_COOK));
    assert.deepEqual(cookIds(moved).slice(0, cook.visibleDishes), Array(cook.visibleDishes).fill(cook.id));
    assert.equal(moved.items[0]?.distance, 0);
    assert.equal(moved.pagination.total, before.pagination.total);

    // Paused: gone from the listing and its total.
    await orm.update(cooks).set({ isActive: false }).where(eq(cooks.id, cook.id));
    const paused = await listDishes(from(FAR_FROM_EVERY_COOK));
    assert.ok(!cookIds(paused).includes(cook.id));
    assert.equal(paused.pagination.total, before.pagination.total - cook.visibleDishes);

    // Back at work in another region: listed there, nearest to its centre, and no longer in Tyumen.
    await orm.update(cooks).set({ isActive: true, mainCityId: ekaterinburg.id, lat: ekaterinburg.lat, lon: ekaterinburg.lon }).where(eq(cooks.id, cook.id));
    const inTyumen = await listDishes(from(FAR_FROM_EVERY_COOK, TYUMEN));
    assert.ok(!cookIds(inTyumen).includes(cook.id));
    assert.equal(inTyumen.pagination.total, before.pagination.total - cook.visibleDishes);
    const inEkaterinburg = await listDishes(from(ekaterinburg));
    assert.equal(inEkaterinburg.items[0]?.cook.id, cook.id);
    assert.equal(inEkaterinburg.pagination.total, (await liveFigures(orm, ekaterinburg.id)).totals.total);
  });

  test('the totals and filter counts stay exact as a dish is added, hidden, repriced, re-tagged and deleted', async (t) => {
    const orm = suite.database.orm;
    const listDishes = catalogueOf(orm);
    const [cook] = await orm
      .select({ id: cooks.id })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, TYUMEN), eq(cooks.isActive, true)))
      .orderBy(cooks.id)
      .limit(1);
    const [soups] = await orm.select({ id: dishCategories.id }).from(dishCategories).where(eq(dishCategories.slug, 'supy'));
    const [salads] = await orm.select({ id: dishCategories.id }).from(dishCategories).where(eq(dishCategories.slug, 'salaty'));
    const preferenceIds = new Map(
      (await orm.select({ id: tastePreferences.id, slug: tastePreferences.slug }).from(tastePreferences)).map((row) => [row.slug, row.id]),
    );
    assert.ok(cook && soups && salads);

    const assertExact = async (step: string) => {
      const { kept, recounted } = await countsAndRecount(orm);
      assert.deepEqual(kept, recounted, `${step}: the kept counts are what counting again gives`);
      const live = await liveFigures(orm, TYUMEN);
      const answer = await listDishes({ cityId: String(TYUMEN) });
      assert.equal(answer.pagination.total, live.totals.total, `${step}: total`);
      assert.equal(answer.pagination.totalIsCapped, false, step);
      const shown = (name: 'categories' | 'preferences') =>
        Object.fromEntries((answer.filters[name]?.items ?? []).filter((item) => item.total > 0).map((item) => [item.slug, item.total]));
      assert.deepEqual(shown('categories'), live.byCategory, `${step}: per category`);
      assert.deepEqual(shown('preferences'), live.byPreference, `${step}: per preference`);
      assert.ok(answer.filters.categories?.items.every((item) => !item.totalIsCapped));
      const range = answer.filters.price?.range;
      assert.deepEqual([range?.min, range?.max], [Math.floor(live.totals.cheapest / 100), Math.ceil(live.totals.dearest / 100)], `${step}: price range`);
      const vegetarian = await listDishes({ cityId: String(TYUMEN), preferences: 'vegetarianskoe,bez-glyutena', priceMax: '700' });
      const [expected] = await rows<{ total: number }>(
        orm,
        sql`select count(*)::int as total from dishes d join cooks c on c.id = d.cook_id
             where c.is_active and not d.is_hidden and c.main_city_id = ${TYUMEN} and d.price <= 70000
               and (select count(*) from dish_preferences p join taste_preferences t on t.id = p.preference_id
                     where p.dish_id = d.id and t.slug in ('vegetarianskoe', 'bez-glyutena')) = 2`,
      );
      assert.equal(vegetarian.pagination.total, expected?.total, `${step}: two preferences and a price bound`);
    };

    await assertExact('the demo data');
    const [added] = await orm
      .insert(dishes)
      .values({ cookId: cook.id, categoryId: soups.id, name: 'Суп для подсчёта', weight: 500, cookingTime: 30, price: 123_400 })
      .returning({ id: dishes.id });
    assert.ok(added);
    t.after(() => orm.delete(dishes).where(eq(dishes.id, added.id)));
    await orm
      .insert(dishPreferences)
      .values(['vegetarianskoe', 'bez-glyutena'].map((slug) => ({ dishId: added.id, preferenceId: preferenceIds.get(slug) ?? 0 })));
    await assertExact('a dish added with two preferences');
    const afterAdding = await listDishes({ cityId: String(TYUMEN), priceMin: '1234', priceMax: '1234' });
    assert.ok(afterAdding.pagination.total >= 1);

    await orm.update(dishes).set({ price: 45_600 }).where(eq(dishes.id, added.id));
    await assertExact('repriced');
    assert.equal((await listDishes({ cityId: String(TYUMEN), priceMin: '1234', priceMax: '1234' })).pagination.total, afterAdding.pagination.total - 1);

    await orm
      .delete(dishPreferences)
      .where(and(eq(dishPreferences.dishId, added.id), eq(dishPreferences.preferenceId, preferenceIds.get('bez-glyutena') ?? 0)));
    await assertExact('one preference taken off');

    await orm.update(dishes).set({ isHidden: true }).where(eq(dishes.id, added.id));
    await assertExact('hidden');
    await orm.update(dishes).set({ isHidden: false, categoryId: salads.id }).where(eq(dishes.id, added.id));
    await assertExact('shown again in another category');

    await orm.delete(dishes).where(eq(dishes.id, added.id));
    await assertExact('deleted');
  });

  test('a text search matching more dishes than the live count reaches says its counts are capped', async (t) => {
    const orm = suite.database.orm;
    const listDishes = catalogueOf(orm);
    const [cook] = await orm
      .select({ id: cooks.id, lat: cooks.lat, lon: cooks.lon })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, TYUMEN), eq(cooks.isActive, true)))
      .limit(1);
    const [pastry] = await orm.select({ id: dishCategories.id }).from(dishCategories).where(eq(dishCategories.slug, 'vypechka'));
    assert.ok(pastry && cook);
    const inserted = await orm
      .insert(dishes)
      .values(
        Array.from({ length: LIVE_COUNT_CAP + 50 }, (_, index) => ({
          cookId: cook.id,
          categoryId: pastry.id,
          name: `Кулебяка праздничная №${index + 1}`,
          weight: 900,
          cookingTime: 90,
          price: 60_000 + index * 100,
        })),
      )
      .returning({ id: dishes.id });
    const ids = inserted.map((row) => row.id);
    t.after(() => orm.delete(dishes).where(inArray(dishes.id, ids)));
    const search = { q: 'кулебяка', cityId: String(TYUMEN) };
    const atTheCook = { ...search, lat: String(cook.lat), lon: String(cook.lon) };

    // Counted near the visitor (all of them at the cook's door) and from the region's centre alike.
    for (const query of [atTheCook, search]) {
      const capped = await listDishes(query);
      const label = JSON.stringify(query);
      assert.deepEqual([capped.pagination.total, capped.pagination.totalIsCapped], [LIVE_COUNT_CAP, true], label);
      assert.equal(capped.pagination.lastPage, Math.ceil(LIVE_COUNT_CAP / capped.pagination.perPage), label);
      assert.equal(capped.items.length, capped.pagination.perPage, label);
      const pastryTag = capped.filters.categories?.items.find((item) => item.slug === 'vypechka');
      assert.deepEqual([pastryTag?.total, pastryTag?.totalIsCapped], [LIVE_COUNT_CAP, true], label);
      assert.ok(
        capped.filters.preferences?.items.every((item) => item.totalIsCapped),
        label,
      );
    }
    const nearest = await listDishes({ ...atTheCook, sort: 'distance' });
    assert.deepEqual(
      nearest.items.map((item) => [item.cook.id, item.distance]),
      Array(nearest.pagination.perPage).fill([cook.id, 0]),
    );

    // Hidden down to a few: counted to the end, so exact again.
    await orm
      .update(dishes)
      .set({ isHidden: true })
      .where(inArray(dishes.id, ids.slice(7)));
    for (const query of [atTheCook, search]) {
      const exact = await listDishes(query);
      assert.deepEqual([exact.pagination.total, exact.pagination.totalIsCapped], [7, false]);
      assert.ok(exact.filters.categories?.items.every((item) => !item.totalIsCapped));
    }
  });
});

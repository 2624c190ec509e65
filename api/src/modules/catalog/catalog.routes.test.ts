// The catalogue over HTTP on the seeded demo data: filter totals, every sort both ways, distance, region and hidden-dish isolation, validation, search and detail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  catalogSearchResponseSchema,
  cookListResponseSchema,
  dishDetailResponseSchema,
  dishListResponseSchema,
  failureEnvelopeSchema,
  type CookCard,
  type DishCard,
  type SortField,
} from '@povar/shared-kit/contracts';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/client.ts';
import { cooks, dishCategories, dishes, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { createCatalogRepository, type CookSelection, type DishSelection } from './catalog.repository.ts';

const TYUMEN_CENTRE = { lat: 57.153033, lon: 65.534328 };
const AT_CENTRE = `lon=${TYUMEN_CENTRE.lon}&lat=${TYUMEN_CENTRE.lat}`;

async function listDishes(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/catalog/dishes?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return dishListResponseSchema.parse(res.json()).data;
}

async function listCooks(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/catalog/cooks?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return cookListResponseSchema.parse(res.json()).data;
}

/** Every dish of a listing, page by page at the largest page size. */
async function allDishes(app: FastifyInstance, query: string): Promise<DishCard[]> {
  const items: DishCard[] = [];
  for (let page = 1; ; page += 1) {
    const data = await listDishes(app, `${query}&perPage=48&page=${page}`);
    items.push(...data.items);
    if (page >= data.pagination.lastPage) return items;
  }
}

function assertOrdered<T>(items: T[], key: (item: T) => number, order: 'asc' | 'desc', label: string) {
  for (let index = 1; index < items.length; index += 1) {
    const previous = key(items[index - 1] as T);
    const current = key(items[index] as T);
    assert.ok(order === 'asc' ? previous <= current : previous >= current, `${label}: ${previous} then ${current}`);
  }
}

const DISH_SORT_KEYS: Record<SortField, (dish: DishCard) => number> = {
  distance: (dish) => dish.distance ?? Number.NaN,
  price: (dish) => dish.price,
  rating: (dish) => dish.cook.rating,
  new: (dish) => Date.parse(dish.createdAt),
};
const COOK_SORT_KEYS: Record<SortField, (cook: CookCard) => number> = {
  distance: (cook) => cook.distance ?? Number.NaN,
  price: (cook) => cook.deliveryCost,
  rating: (cook) => cook.rating,
  new: (cook) => Date.parse(cook.registerDate),
};

describeOnEachDatabase('catalogue API', (suite) => {
  test('the demo catalogue is big enough to feel alive in Tyumen and present in the other regions', async (t) => {
    const app = await suite.build(t);
    const tyumen = await listDishes(app, 'cityId=956&perPage=1');
    assert.ok(tyumen.pagination.total >= 500, `Tyumen lists ${tyumen.pagination.total} dishes`);
    assert.ok((await listCooks(app, 'cityId=956&perPage=1')).pagination.total >= 60);
    for (const cityId of [957, 958]) assert.ok((await listDishes(app, `cityId=${cityId}&perPage=1`)).pagination.total >= 60);
  });

  test('category totals equal the rows listed when that category is chosen', async (t) => {
    const app = await suite.build(t);
    const base = 'cityId=956&preferences=vegetarianskoe&priceMin=200&priceMax=900';
    const { filters, pagination } = await listDishes(app, base);
    const categories = filters.categories?.items ?? [];
    assert.ok(categories.some((item) => item.total > 0));
    for (const item of categories) {
      const chosen = await listDishes(app, `${base}&categories=${item.slug}&perPage=1`);
      assert.equal(chosen.pagination.total, item.total, item.slug);
    }
    // Categories are alternatives: with none chosen the listing is their sum.
    assert.equal(
      pagination.total,
      categories.reduce((sum, item) => sum + item.total, 0),
    );
  });

  test("on a category's own listing, each category tag counts what that category would list", async (t) => {
    const app = await suite.build(t);
    const base = 'cityId=956&priceMax=600';
    const everywhere = await listDishes(app, base);
    const inSoups = await listDishes(app, `${base}&category=supy`);
    assert.deepEqual(
      inSoups.filters.categories?.items.map((item) => [item.slug, item.total]),
      everywhere.filters.categories?.items.map((item) => [item.slug, item.total]),
    );
    const soups = inSoups.filters.categories?.items.find((item) => item.slug === 'supy');
    assert.equal(soups?.total, inSoups.pagination.total);
    const cookTags = await listCooks(app, 'cityId=956&category=supy');
    assert.ok((cookTags.filters.categories?.items.filter((item) => item.total > 0).length ?? 0) > 1);
  });

  test('preference totals equal the rows listed when that preference is added, and every listed dish fits the filters', async (t) => {
    const app = await suite.build(t);
    const base = 'cityId=956&categories=supy,vtorye-blyuda&preferences=bez-glyutena';
    const { filters } = await listDishes(app, base);
    for (const item of filters.preferences?.items ?? []) {
      const added = await listDishes(app, `${base},${item.slug}&perPage=1`);
      assert.equal(added.pagination.total, item.total, item.slug);
    }
    const listed = await allDishes(app, `${base}&priceMin=500&priceMax=700`);
    assert.ok(listed.length > 0);
    for (const dish of listed) {
      assert.ok(['supy', 'vtorye-blyuda'].includes(dish.category.slug));
      assert.ok(dish.price >= 50_000 && dish.price <= 70_000, String(dish.price));
    }
  });

  test('the price range spans the selection without its own bounds, in roubles', async (t) => {
    const app = await suite.build(t);
    const whole = await allDishes(app, 'cityId=956&categories=deserty');
    const prices = whole.map((dish) => dish.price / 100);
    const { filters } = await listDishes(app, 'cityId=956&categories=deserty&priceMin=300&priceMax=500');
    assert.deepEqual(filters.price?.range, { min: Math.min(...prices), max: Math.max(...prices), curMin: 300, curMax: 500 });
  });

  test('a price bound past what a kopeck integer holds is a 400, not a 500 (found by the fuzzer: 80 000 000 ₽)', async (t) => {
    const app = await suite.build(t);
    const top = await app.inject({ method: 'GET', url: '/api/catalog/dishes?priceMin=21474836' });
    assert.equal(top.statusCode, 200, top.body);
    for (const url of ['/api/catalog/dishes?priceMin=80000000', '/api/catalog/dishes?priceMax=21474837']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'validation');
    }
  });

  for (const field of ['price', 'rating', 'new', 'distance'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      test(`dishes and cooks sort by ${field} ${order}`, async (t) => {
        const app = await suite.build(t);
        const dishesSorted = await listDishes(app, `${AT_CENTRE}&sort=${field}&order=${order}&perPage=48`);
        assert.deepEqual(dishesSorted.sort, { field, order });
        assert.equal(dishesSorted.items.length, 48);
        assertOrdered(dishesSorted.items, DISH_SORT_KEYS[field], order, `dishes by ${field}`);
        const cooksSorted = await listCooks(app, `${AT_CENTRE}&sort=${field}&order=${order}&perPage=48`);
        assertOrdered(cooksSorted.items, COOK_SORT_KEYS[field], order, `cooks by ${field}`);
      });
    }
  }

  test('distance is measured from the given location, and the distance sort is disabled without one', async (t) => {
    const app = await suite.build(t);
    const [nearest] = await suite.database.orm
      .select({ id: cooks.id, lat: cooks.lat, lon: cooks.lon })
      .from(cooks)
      .where(and(eq(cooks.isActive, true), eq(cooks.mainCityId, 956)))
      .orderBy(sql`${cooks.id} desc`)
      .limit(1);
    assert.ok(nearest);
    // Standing at a cook's door, that cook comes first and is 0 m away.
    const atCook = await listCooks(app, `lon=${nearest.lon}&lat=${nearest.lat}&sort=distance&order=asc&perPage=2`);
    assert.equal(atCook.items[0]?.id, nearest.id);
    assert.equal(atCook.items[0]?.distance, 0);
    assert.ok((atCook.items[1]?.distance ?? 0) > 0);
    assert.equal(atCook.sorts.find((sort) => sort.field === 'distance')?.disabled, false);

    const withoutLocation = await listDishes(app, 'cityId=956&perPage=1');
    const distanceSort = withoutLocation.sorts.find((sort) => sort.field === 'distance');
    assert.equal(distanceSort?.disabled, true);
    assert.equal(withoutLocation.items[0]?.distance, null);
    assert.deepEqual(
      withoutLocation.sorts.map((sort) => sort.field),
      ['distance', 'price', 'rating', 'new'],
    );

    const res = await app.inject({ method: 'GET', url: '/api/catalog/dishes?cityId=956&sort=distance' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(failureEnvelopeSchema.parse(res.json()).errors, ['Укажите адрес доставки, чтобы сортировать по расстоянию']);
  });

  test('hidden dishes, dishes of inactive cooks and other regions never leak', async (t) => {
    const app = await suite.build(t);
    const orm = suite.database.orm;
    const hidden = await orm.select({ id: dishes.id }).from(dishes).where(eq(dishes.isHidden, true));
    const ofInactive = await orm.select({ id: dishes.id }).from(dishes).innerJoin(cooks, eq(cooks.id, dishes.cookId)).where(eq(cooks.isActive, false));
    assert.ok(hidden.length > 0 && ofInactive.length > 0, 'the demo data has hidden dishes and inactive cooks');
    const [ekaterinburg] = await orm.select({ lat: mainCities.lat, lon: mainCities.lon }).from(mainCities).where(eq(mainCities.id, 957));
    assert.ok(ekaterinburg);

    const listed = await allDishes(app, 'cityId=956');
    const listedIds = new Set(listed.map((dish) => dish.id));
    for (const { id } of [...hidden, ...ofInactive]) assert.ok(!listedIds.has(id), `dish ${id} leaked`);
    const tyumenCookIds = new Set(
      (
        await orm
          .select({ id: cooks.id })
          .from(cooks)
          .where(and(eq(cooks.mainCityId, 956), eq(cooks.isActive, true)))
      ).map((cook) => cook.id),
    );
    for (const dish of listed) assert.ok(tyumenCookIds.has(dish.cook.id), `dish ${dish.id} is not from Tyumen`);

    // Coordinates in Ekaterinburg put the visitor in Ekaterinburg's region.
    const near = await listCooks(app, `lon=${ekaterinburg.lon}&lat=${ekaterinburg.lat}&perPage=48`);
    assert.ok(near.items.length > 0);
    for (const cook of near.items) assert.equal(cook.mainCity.slug, 'ekaterinburg');
    for (const { id } of [...hidden, ...ofInactive].slice(0, 5)) {
      const res = await app.inject({ method: 'GET', url: `/api/catalog/dishes/${id}` });
      assert.equal(res.statusCode, 404);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'not_found');
    }
  });

  test('bad paging, unknown sorts and unknown regions answer the envelope in Russian', async (t) => {
    const app = await suite.build(t);
    const cases: [string, string[]][] = [
      ['/api/catalog/dishes?page=0', ['Поле page должно быть числом 1 или больше.']],
      ['/api/catalog/dishes?perPage=49', ['Поле perPage должно быть числом 48 или меньше.']],
      ['/api/catalog/dishes?perPage=abc', ['Поле perPage некорректно']],
      ['/api/catalog/cooks?sort=cheapest', ['Поле sort некорректно']],
      ['/api/catalog/dishes?sort=price&order=up', ['Поле order некорректно']],
      ['/api/catalog/dishes?lon=65.5', ['Укажите обе координаты: lon и lat']],
    ];
    for (const [url, errors] of cases) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      const body = failureEnvelopeSchema.parse(res.json());
      assert.equal(body.error, 'validation');
      assert.equal(body.message, 'Проверьте правильность заполнения полей');
      assert.deepEqual(body.errors, errors, url);
    }
    const unknownRegion = await app.inject({ method: 'GET', url: '/api/catalog/dishes?cityId=1' });
    assert.equal(unknownRegion.statusCode, 404);
    assert.equal(failureEnvelopeSchema.parse(unknownRegion.json()).error, 'region_not_found');
  });

  test('pages cut the listing without overlap and report the last page', async (t) => {
    const app = await suite.build(t);
    const first = await listDishes(app, 'cityId=957&perPage=10&sort=price&order=asc');
    const second = await listDishes(app, 'cityId=957&perPage=10&page=2&sort=price&order=asc');
    assert.equal(first.pagination.lastPage, Math.ceil(first.pagination.total / 10));
    assert.equal(first.items.length, 10);
    assert.ok(first.items.every((dish) => !second.items.some((other) => other.id === dish.id)));
    const beyond = await listDishes(app, `cityId=957&perPage=10&page=${first.pagination.lastPage + 1}`);
    assert.deepEqual(beyond.items, []);
  });

  test('search understands Russian word forms and tolerates a typo', async (t) => {
    const app = await suite.build(t);
    const search = async (q: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/catalog/search?cityId=956&q=${encodeURIComponent(q)}` });
      assert.equal(res.statusCode, 200, res.body);
      return catalogSearchResponseSchema.parse(res.json()).data;
    };
    assert.ok((await search('котлета')).dishes.some((dish) => dish.name === 'Котлеты домашние'));
    assert.ok((await search('пелмени')).dishes.some((dish) => dish.name.startsWith('Пельмени')));
    const [someCook] = await suite.database.orm
      .select({ id: cooks.id, name: cooks.name })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, 956), eq(cooks.isActive, true)))
      .limit(1);
    assert.ok(someCook);
    const surname = someCook.name.split(' ')[1] ?? '';
    assert.ok(
      (await search(surname)).cooks.some((cook) => cook.id === someCook.id),
      `cook found by '${surname}'`,
    );
    // Listings take the same text; a dish matches by its name or by its description.
    const listed = await listDishes(app, `cityId=956&q=${encodeURIComponent('голубцы')}&perPage=48`);
    assert.ok(listed.items.some((dish) => dish.name === 'Голубцы классические'));
    for (const dish of listed.items) {
      const detail = await app.inject({ method: 'GET', url: `/api/catalog/dishes/${dish.id}` });
      assert.match(`${dish.name} ${dishDetailResponseSchema.parse(detail.json()).data.previewText}`, /голубц/i);
    }
    const tooShort = await app.inject({ method: 'GET', url: '/api/catalog/search?q=а' });
    assert.equal(tooShort.statusCode, 400);
  });

  test("a cook's full name finds that cook first: in the suggestions and in the cooks listing, with ё or е, in any case", async (t) => {
    const app = await suite.build(t);
    const active = await suite.database.orm
      .select({ id: cooks.id, name: cooks.name, rating: cooks.rating })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, 956), eq(cooks.isActive, true)));
    // A cook rated below another of the same surname: the listing's default order (rating) alone would put them second.
    const surnameOf = (name: string) => name.split(' ')[1] ?? '';
    const cook = active.find((one) => active.some((other) => surnameOf(other.name) === surnameOf(one.name) && other.rating > one.rating));
    assert.ok(cook, 'the demo region has two cooks with one surname');
    const search = async (q: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/catalog/search?cityId=956&q=${encodeURIComponent(q)}` });
      assert.equal(res.statusCode, 200, res.body);
      return catalogSearchResponseSchema.parse(res.json()).data;
    };
    for (const typed of [cook.name, cook.name.toLowerCase(), cook.name.replaceAll('ё', 'е'), cook.name.toUpperCase()]) {
      assert.equal((await search(typed)).cooks[0]?.id, cook.id, `'${typed}' suggests the cook first`);
      const listed = await listCooks(app, `cityId=956&q=${encodeURIComponent(typed)}`);
      assert.equal(listed.items[0]?.id, cook.id, `'${typed}' lists the cook first`);
    }
    // A sort the visitor chose is kept: the name only selects.
    const byPrice = await listCooks(app, `cityId=956&q=${encodeURIComponent(cook.name)}&sort=price&order=asc&perPage=48`);
    assert.ok(byPrice.items.some((item) => item.id === cook.id));
    assertOrdered(byPrice.items, COOK_SORT_KEYS.price, 'asc', 'cooks found by name, by delivery price');
  });

  test('a typo inside a longer name still matches, an unrelated word matches nothing, and every connection of the API carries the typo threshold', async (t) => {
    const app = await suite.build(t);
    // 'фрикаделки' is no word form of 'фрикадельками' (stemming misses it); only the trigram match finds the soup.
    const typo = encodeURIComponent('фрикаделки');
    const listed = await listDishes(app, `cityId=956&q=${typo}&perPage=48`);
    assert.ok(listed.items.length > 0, 'the typo finds dishes');
    for (const dish of listed.items) assert.equal(dish.name, 'Суп с фрикадельками');
    const res = await app.inject({ method: 'GET', url: `/api/catalog/search?cityId=956&q=${typo}` });
    assert.ok(catalogSearchResponseSchema.parse(res.json()).data.dishes.some((dish) => dish.name === 'Суп с фрикадельками'));

    const unrelated = encodeURIComponent('велосипед');
    assert.equal((await listDishes(app, `cityId=956&q=${unrelated}`)).pagination.total, 0);
    assert.equal((await listCooks(app, `cityId=956&q=${unrelated}`)).pagination.total, 0);
    const nothing = await app.inject({ method: 'GET', url: `/api/catalog/search?cityId=956&q=${unrelated}` });
    assert.deepEqual(catalogSearchResponseSchema.parse(nothing.json()).data, { dishes: [], cooks: [] });

    // The threshold is a session setting, given to each connection as the pool opens it (PostgreSQL's own default is 0.6).
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => suite.database.orm.execute(sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold`)),
    );
    for (const setting of settings) assert.equal((setting as { rows: { threshold: string | null }[] }).rows[0]?.threshold, String(WORD_SIMILARITY_THRESHOLD));
  });

  test('an unknown category or compilation is a 404; a known category heads the listing with its title, even when empty here', async (t) => {
    const app = await suite.build(t);
    const [someCook] = await suite.database.orm.select({ id: cooks.id }).from(cooks).limit(1);
    for (const url of [
      '/api/catalog/dishes?cityId=956&category=net-takoy',
      '/api/catalog/cooks?cityId=956&category=net-takoy',
      '/api/catalog/dishes?cityId=956&compilation=net-takoy',
      '/api/catalog/cooks?cityId=956&compilation=net-takoy',
      // A cook's own 'Повар рекомендует' is not a main-page compilation.
      `/api/catalog/dishes?cityId=956&compilation=povar-rekomenduet-${someCook?.id}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'not_found', url);
    }

    const soups = await listDishes(app, 'cityId=956&category=supy&perPage=48');
    assert.deepEqual(soups.category, { slug: 'supy', title: 'Супы' });
    assert.ok(soups.items.length > 0);
    for (const dish of soups.items) assert.equal(dish.category.slug, 'supy');
    assert.deepEqual((await listCooks(app, 'cityId=956&category=supy&perPage=1')).category, { slug: 'supy', title: 'Супы' });
    assert.equal((await listDishes(app, 'cityId=956&perPage=1')).category, null);
    const forTea = await listDishes(app, 'cityId=956&compilation=k-chayu&perPage=1');
    assert.ok(forTea.pagination.total > 0);
    assert.equal(forTea.category, null);
    // /menu/{slug} is 'a dish category or compilation': the page passes the slug as
    // `category`, and a compilation's slug lists that compilation under its own title.
    const teaInPath = await listDishes(app, 'cityId=956&category=k-chayu&perPage=48');
    assert.equal(teaInPath.pagination.total, forTea.pagination.total);
    assert.equal(teaInPath.category?.slug, 'k-chayu');
    assert.ok((teaInPath.category?.title ?? '').length > 0);
    assert.notEqual(teaInPath.category?.title, 'Супы');
    // ...but a cook's own selection is still not one.
    const own = await app.inject({ method: 'GET', url: `/api/catalog/dishes?cityId=956&category=povar-rekomenduet-${someCook?.id}` });
    assert.equal(own.statusCode, 404);

    // A category nobody cooks in yet is an empty page, not a missing one.
    const orm = suite.database.orm;
    await orm.insert(dishCategories).values({ slug: 'test-pusto', title: 'Пока пусто', sortOrder: 99 });
    t.after(() => orm.delete(dishCategories).where(eq(dishCategories.slug, 'test-pusto')));
    // Straight in the database, as an operator would: the API hears of the new category a moment later.
    const listed = async () => (await app.inject({ method: 'GET', url: '/api/catalog/dishes?cityId=957&category=test-pusto' })).statusCode === 200;
    assert.ok(await eventually(listed));
    const empty = await listDishes(app, 'cityId=957&category=test-pusto');
    assert.deepEqual(empty.category, { slug: 'test-pusto', title: 'Пока пусто' });
    assert.deepEqual([empty.items, empty.pagination.total], [[], 0]);
    const noCooks = await listCooks(app, 'cityId=957&category=test-pusto');
    assert.deepEqual([noCooks.category?.title, noCooks.items, noCooks.pagination.total], ['Пока пусто', [], 0]);
  });

  test('nearest first, the walk of the nearest-dish indexes answers every page exactly as the plan over every matching dish', async () => {
    const orm = suite.database.orm;
    const everyMatch = createCatalogRepository(orm, { nearestFirst: false });
    const nearest = createCatalogRepository(orm);
    const point = { lat: TYUMEN_CENTRE.lat + 0.01, lon: TYUMEN_CENTRE.lon - 0.02 };
    const ordering = { field: 'distance', order: 'asc' } as const;
    const selections: DishSelection[] = [
      { regionId: 956, categories: [], preferences: [] },
      { regionId: 956, categories: [], preferences: ['bez-glyutena'], priceMax: 90_000 },
      { regionId: 956, categories: [], preferences: ['postnoe', 'bez-sahara'] },
      { regionId: 956, categories: ['supy', 'salaty'], preferences: [], q: 'суп' },
      { regionId: 956, categories: [], preferences: [], q: 'пелмени' },
      { regionId: 956, categories: [], preferences: [], q: 'велосипед' },
      { regionId: 956, categories: [], preferences: ['net-takogo'] },
    ];
    const ids = (rows: { id: number; distance: number | null }[]) => rows.map((row) => `${row.id}@${row.distance}`);
    for (const selection of selections) {
      for (const window of [
        { limit: 24, offset: 0 },
        { limit: 5, offset: 5 },
        { limit: 48, offset: 0 },
        { limit: 24, offset: 24 },
      ]) {
        const label = `${JSON.stringify(selection)}, ${JSON.stringify(window)}`;
        const expected = ids(await everyMatch.listDishes(selection, ordering, window, point));
        assert.deepEqual(ids(await nearest.listDishes(selection, ordering, window, point)), expected, label);
      }
    }
  });

  test('nearest first, the walk of the nearest-cook indexes answers every page exactly as the plan over every matching cook', async () => {
    const orm = suite.database.orm;
    const everyMatch = createCatalogRepository(orm, { nearestFirst: false });
    const nearest = createCatalogRepository(orm);
    const ordering = { field: 'distance', order: 'asc' } as const;
    const selections: CookSelection[] = [
      { regionId: 956, categories: [], specialities: [] },
      { regionId: 956, categories: ['deserty'], specialities: [] },
      { regionId: 956, categories: [], specialities: ['domashnyaya-kuhnya'] },
      { regionId: 956, categories: [], specialities: [], q: 'Марина' },
      { regionId: 956, categories: [], specialities: [], q: 'Марна' },
      { regionId: 956, categories: [], specialities: [], q: 'велосипед' },
    ];
    const ids = (rows: { id: number; distance: number | null }[]) => rows.map((row) => `${row.id}@${row.distance}`);
    // At the centre the walk fills small pages; far from every cook it cannot, and the plan over every match answers.
    for (const point of [TYUMEN_CENTRE, { lat: 57.02, lon: 65.2 }]) {
      for (const selection of selections) {
        for (const window of [
          { limit: 5, offset: 0 },
          { limit: 5, offset: 5 },
          { limit: 24, offset: 0 },
        ]) {
          const label = `${JSON.stringify(point)}, ${JSON.stringify(selection)}, ${JSON.stringify(window)}`;
          const expected = ids(await everyMatch.listCooks(selection, ordering, window, point));
          assert.deepEqual(ids(await nearest.listCooks(selection, ordering, window, point)), expected, label);
        }
      }
    }
  });

  test('a dish detail carries nutrition, preferences and its cook; unknown ids are a 404 envelope', async (t) => {
    const app = await suite.build(t);
    const [visible] = await listDishes(app, `${AT_CENTRE}&preferences=vegetarianskoe&perPage=1`).then((data) => data.items);
    assert.ok(visible);
    const res = await app.inject({ method: 'GET', url: `/api/catalog/dishes/${visible.id}?${AT_CENTRE}` });
    assert.equal(res.statusCode, 200, res.body);
    const detail = dishDetailResponseSchema.parse(res.json()).data;
    assert.equal(detail.cook.id, visible.cook.id);
    assert.equal(detail.distance, visible.distance);
    assert.ok(detail.preferences.some((preference) => preference.slug === 'vegetarianskoe'));
    assert.ok(detail.weight >= 500 && detail.calories > 0 && detail.cookingTime > 0);
    assert.match(detail.previewText, /Состав: /);

    const unknown = await app.inject({ method: 'GET', url: '/api/catalog/dishes/99999999' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(failureEnvelopeSchema.parse(unknown.json()).error, 'not_found');
  });
});

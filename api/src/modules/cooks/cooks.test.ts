// The cook page over HTTP on the seeded demo data:
// the catalogue's card and dish cards, sections ('recommended' first, then categories in their
// order), distance, the user's own favourite mark, the gallery, 404s and another region's cook.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COOK_NOT_FOUND_MESSAGE,
  cookPageResponseSchema,
  dishDetailResponseSchema,
  failureEnvelopeSchema,
  RECOMMENDED_SECTION_ID,
  RECOMMENDED_SECTION_TITLE,
  type CookPage,
} from '@povar/shared-kit/contracts';
import { compilations, cookGallery, cooks, dishCategories, dishes, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { signIn, TEST_AUTH } from '../../test/auth.ts';
import { createCooksRepository } from './cooks.repository.ts';
import { createCooksService } from './cooks.service.ts';
import { AT_TYUMEN_CENTRE, insertCook, insertDish, regionId } from '../../test/cooks.ts';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache.ts';

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function cookPage(app: FastifyInstance, id: number, query = '', token?: string): Promise<CookPage> {
  const res = await app.inject({ method: 'GET', url: `/api/cooks/${id}${query ? `?${query}` : ''}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return cookPageResponseSchema.parse(res.json()).data;
}

describeOnEachDatabase('cook page', (suite) => {
  const orm = () => suite.database.orm;

  /** An active demo cook in Tyumen with a PDF among their certificates. */
  async function demoCookWithPdf(): Promise<number> {
    const [row] = await orm()
      .select({ id: cooks.id })
      .from(cookGallery)
      .innerJoin(cooks, eq(cooks.id, cookGallery.cookId))
      .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
      .where(and(eq(cookGallery.extension, 'pdf'), eq(cooks.isActive, true), eq(mainCities.slug, 'tyumen')))
      .orderBy(asc(cooks.id))
      .limit(1);
    assert.ok(row, 'the seed gives a few cooks a PDF certificate');
    return row.id;
  }

  test("answers the catalogue's card, 'Повар рекомендует' first and then a section per category in the categories' order", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const id = await demoCookWithPdf();
    const page = await cookPage(app, id, AT_TYUMEN_CENTRE);

    const [compilation] = await orm().select({ dishIds: compilations.dishIds }).from(compilations).where(eq(compilations.cookId, id));
    const visible = await orm()
      .select({ id: dishes.id, category: dishCategories.slug, sortOrder: dishCategories.sortOrder })
      .from(dishes)
      .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
      .where(and(eq(dishes.cookId, id), eq(dishes.isHidden, false)));
    const visibleIds = new Set(visible.map((dish) => dish.id));

    const [first, ...categorySections] = page.dishes;
    assert.equal(first?.id, RECOMMENDED_SECTION_ID);
    assert.equal(first?.title, RECOMMENDED_SECTION_TITLE);
    assert.deepEqual(
      first?.dishes.map((dish) => dish.id),
      compilation?.dishIds.filter((dishId) => visibleIds.has(dishId)),
    );

    // Every visible dish once, in its category's section; sections in the categories' sort order.
    assert.deepEqual(
      categorySections.flatMap((section) => section.dishes.map((dish) => dish.id)).sort((a, b) => a - b),
      [...visibleIds].sort((a, b) => a - b),
    );
    const sortOrderOf = new Map(visible.map((dish) => [dish.category, dish.sortOrder]));
    const orders = categorySections.map((section) => sortOrderOf.get(section.id) ?? Number.NaN);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    assert.equal(new Set(categorySections.map((section) => section.id)).size, categorySections.length, 'one section per category');
    for (const section of categorySections) {
      assert.ok(section.dishes.length > 0);
      for (const dish of section.dishes) assert.deepEqual([dish.category.slug, dish.category.title], [section.id, section.title]);
    }

    // The same card and dish card the catalogue answers, distances included.
    const [dish] = first?.dishes ?? [];
    assert.ok(dish);
    const detailRes = await app.inject({ method: 'GET', url: `/api/catalog/dishes/${dish.id}?${AT_TYUMEN_CENTRE}` });
    const detail = dishDetailResponseSchema.parse(detailRes.json()).data;
    const { isFavorite, workAvailableAt, workAvailableDay, ...card } = page.cookData;
    assert.equal(isFavorite, false);
    // The cook page's workAvailableAt follows the schedule (schedule-extras.test.ts); the catalogue's card keeps the stored time.
    const { workAvailableAt: _stored, ...catalogueCard } = detail.cook;
    assert.deepEqual(card, catalogueCard);
    assert.equal(workAvailableAt, '09:00', 'the default schedule opens at 09:00 every day');
    assert.ok(workAvailableDay && workAvailableDay.daysAhead <= 1, 'today, or tomorrow after 21:00');
    const { cook, image, ...dishFields } = dish;
    assert.deepEqual(cook, { id: detail.cook.id, name: detail.cook.name, avatar: detail.cook.avatar, rating: detail.cook.rating });
    assert.deepEqual(image, detail.images[0] ?? null);
    for (const [key, value] of Object.entries(dishFields)) assert.deepEqual(value, detail[key as keyof typeof detail], key);
    assert.equal(page.reviewsCount, card.reviewsCount);
    assert.equal(page.canAddReview, false, 'a guest cannot review');
  });

  test('kitchen photos are pictures; certificates are pictures (href is the original) or documents without a picture', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const id = await demoCookWithPdf();
    const page = await cookPage(app, id);
    const gallery = await orm().select().from(cookGallery).where(eq(cookGallery.cookId, id)).orderBy(asc(cookGallery.position), asc(cookGallery.id));

    assert.ok(page.kitchenPhotos.length >= 2);
    assert.deepEqual(
      page.kitchenPhotos,
      gallery.filter((item) => item.kind === 'kitchen').map((item) => item.image),
    );
    assert.deepEqual(
      page.certificates.map((certificate) => certificate.id),
      gallery.filter((item) => item.kind === 'certificate').map((item) => item.id),
    );
    const pdf = page.certificates.find((certificate) => certificate.extension === 'pdf');
    assert.ok(pdf);
    assert.equal(pdf.image, null);
    assert.match(pdf.href, /^\/api\/files\/demo\/[a-z-]+\.pdf$/);
    assert.ok(pdf.name.length > 0);
    for (const picture of page.certificates.filter((certificate) => certificate.extension !== 'pdf')) {
      assert.equal(picture.href, picture.image?.original);
    }
    for (const photo of page.kitchenPhotos) assert.match(photo.src, /^\/api\/files\/demo\/kitchen-\d-640\.jpg$/);
  });

  test('distance in metres with lon and lat, on the card and every dish; null without', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    // 1 km north of the centre.
    const id = await insertCook(orm());
    await insertDish(orm(), id, 'supy');
    const near = await cookPage(app, id, AT_TYUMEN_CENTRE);
    assert.ok(near.cookData.distance !== null && Math.abs(near.cookData.distance - 1001) < 10, String(near.cookData.distance));
    for (const dish of near.dishes.flatMap((section) => section.dishes)) assert.equal(dish.distance, near.cookData.distance);

    const far = await cookPage(app, id, `cityId=${await regionId(orm(), 'tyumen')}`);
    assert.equal(far.cookData.distance, null);
    for (const dish of far.dishes.flatMap((section) => section.dishes)) assert.equal(dish.distance, null);

    const half = await app.inject({ method: 'GET', url: `/api/cooks/${id}?lon=65.5` });
    assert.equal(half.statusCode, 400);
  });

  test('without a compilation of their own the menu starts with a category; hidden dishes are nowhere', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const id = await insertCook(orm());
    const soup = await insertDish(orm(), id, 'supy', { name: 'Борщ' });
    const salad = await insertDish(orm(), id, 'salaty', { name: 'Винегрет' });
    const hidden = await insertDish(orm(), id, 'supy', { name: 'Солянка', isHidden: true });
    const page = await cookPage(app, id);
    const order = await orm()
      .select({ slug: dishCategories.slug })
      .from(dishCategories)
      .where(inArray(dishCategories.slug, ['supy', 'salaty']))
      .orderBy(asc(dishCategories.sortOrder));
    assert.deepEqual(
      page.dishes.map((section) => section.id),
      order.map((row) => row.slug),
    );
    assert.deepEqual(page.dishes.flatMap((section) => section.dishes.map((dish) => dish.id)).sort(), [soup, salad].sort());
    assert.deepEqual([page.kitchenPhotos, page.certificates], [[], []]);

    // A compilation holding only a hidden dish gives no 'recommended' section.
    await orm()
      .insert(compilations)
      .values({ slug: `povar-rekomenduet-test-${id}`, title: RECOMMENDED_SECTION_TITLE, cookId: id, dishIds: [hidden] });
    assert.notEqual((await cookPage(app, id)).dishes[0]?.id, RECOMMENDED_SECTION_ID);
    await orm()
      .update(compilations)
      .set({ dishIds: [hidden, salad] })
      .where(eq(compilations.cookId, id));
    // Written straight in the database: the cached page hears of it a moment later.
    let withRecommended = await cookPage(app, id);
    await eventually(async () => {
      withRecommended = await cookPage(app, id);
      return withRecommended.dishes[0]?.id === RECOMMENDED_SECTION_ID;
    });
    assert.deepEqual(
      withRecommended.dishes[0]?.dishes.map((dish) => dish.id),
      [salad],
    );
  });

  test('isFavorite is true for the user who added the cook, false for another user and a guest; a signed-in answer is no-store', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const id = await insertCook(orm());
    const a = await signIn(app, () => new Date());
    const b = await signIn(app, () => new Date());
    const put = await app.inject({ method: 'PUT', url: `/api/profiles/favorites/cooks/${id}`, headers: bearer(a.tokens.accessToken) });
    assert.equal(put.statusCode, 200, put.body);

    assert.equal((await cookPage(app, id, '', a.tokens.accessToken)).cookData.isFavorite, true);
    assert.equal((await cookPage(app, id, '', b.tokens.accessToken)).cookData.isFavorite, false);
    assert.equal((await cookPage(app, id)).cookData.isFavorite, false);

    const signedIn = await app.inject({ method: 'GET', url: `/api/cooks/${id}`, headers: bearer(a.tokens.accessToken) });
    assert.equal(signedIn.headers['cache-control'], 'no-store');
    // A guest's answer is everyone's: shared caches may keep it (plugins/public-cache.ts).
    const guest = await app.inject({ method: 'GET', url: `/api/cooks/${id}` });
    assert.equal(guest.headers['cache-control'], PUBLIC_CACHE_CONTROL);
  });

  test('a token that no longer works is a 401, so the client renews it instead of seeing a guest page', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const id = await insertCook(orm());
    const res = await app.inject({ method: 'GET', url: `/api/cooks/${id}`, headers: bearer('not.a.token') });
    assert.equal(res.statusCode, 401);
    assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'unauthorized');
  });

  test("404 'Page not found' for an unknown cook and a paused one; a malformed id is a 400", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const paused = await insertCook(orm(), { isActive: false });
    await insertDish(orm(), paused, 'supy');
    for (const id of [2_147_483_647, paused]) {
      const res = await app.inject({ method: 'GET', url: `/api/cooks/${id}` });
      assert.equal(res.statusCode, 404, String(id));
      const body = failureEnvelopeSchema.parse(res.json());
      assert.deepEqual([body.error, body.message], ['not_found', COOK_NOT_FOUND_MESSAGE]);
    }
    for (const id of ['abc', '0', '1.5']) {
      assert.equal((await app.inject({ method: 'GET', url: `/api/cooks/${id}` })).statusCode, 400, id);
    }
  });

  test("a cook of another region is answered as usual, with their own region for the client's redirect", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const [omskCook] = await orm()
      .select({ id: cooks.id })
      .from(cooks)
      .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
      .where(and(eq(mainCities.slug, 'omsk'), eq(cooks.isActive, true)))
      .limit(1);
    assert.ok(omskCook);
    const page = await cookPage(app, omskCook.id, `cityId=${await regionId(orm(), 'tyumen')}`);
    assert.equal(page.cookData.mainCity.slug, 'omsk');
    assert.ok(page.dishes.length > 0);
  });

  test('canAddReview is what the reviews rule says for this user and cook', async () => {
    const calls: [number | null, number][] = [];
    const service = createCooksService({
      cooks: createCooksRepository(orm()),
      canAddReview: async (userId, cookId) => {
        calls.push([userId, cookId]);
        return userId === 7;
      },
    });
    const id = await insertCook(orm());
    assert.equal((await service.getPage(id, {}, 7)).canAddReview, true);
    assert.equal((await service.getPage(id, {}, null)).canAddReview, false);
    assert.deepEqual(calls, [
      [7, id],
      [null, id],
    ]);
  });
});

// Hidden dishes: a dish the cook hides with POST /api/profiles/dishes/{id}/hide is absent
// from every public call (catalogue listings by category, compilation and search, the dish page,
// the cook page menu and its 'Повар рекомендует', upsell, favourites, the sitemap) and cannot be
// put in a basket or checked out; shown again, it is back everywhere.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { compilations, cooks } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { insertCook, insertDish, regionId } from '../../test/cooks.ts';
import { bearer, signInAs } from '../../test/files.ts';
import { call, cookWithCard } from '../../test/cabinet.ts';

describeOnEachDatabase('cabinet: hidden dishes in public calls', (suite) => {
  const orm = () => suite.database.orm;

  test('hidden: gone from every public call and refused by the basket and the checkout; shown: back', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithCard(app, suite, 'Повар Невидимка');
    const cityId = await regionId(orm(), 'tyumen');
    const marker = `Пирог-невидимка ${process.pid}${Date.now() % 10_000}`;
    const dishId = await insertDish(orm(), cook.cookId, 'supy', { name: marker, price: 45_000, cookingTime: 40 });
    // A second dish keeps the cook's menu and upsell non-empty either way.
    const neighbour = await insertDish(orm(), cook.cookId, 'supy', { name: 'Соседний суп', price: 30_000 });
    const slug = `hidden-test-${dishId}`;
    await orm()
      .insert(compilations)
      .values({ slug, title: 'Подборка с пирогом', dishIds: [dishId, neighbour], cookId: null });
    await orm()
      .insert(compilations)
      .values({ slug: `${slug}-cook`, title: 'Повар рекомендует', dishIds: [dishId], cookId: cook.cookId });
    const otherCook = await insertCook(orm(), { name: 'Другой повар' });
    const otherDish = await insertDish(orm(), otherCook, 'supy');

    const customer = await signInAs(app, suite);
    const fan = await signInAs(app, suite);
    const favourite = await app.inject({ method: 'PUT', url: `/api/profiles/favorites/dishes/${dishId}`, headers: bearer(fan.accessToken) });
    assert.equal(favourite.statusCode, 200, favourite.body);
    // In a basket before it is hidden.
    const early = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(customer.accessToken), payload: { dishId, count: 1 } });
    assert.equal(early.statusCode, 200, early.body);

    const q = encodeURIComponent(marker);
    /** Public reads whose bodies name the dish while it is shown. */
    const publicReads: [string, string, Record<string, string>?][] = [
      ['catalogue search in the listing', `/api/catalog/dishes?cityId=${cityId}&q=${q}`],
      ['newest soups', `/api/catalog/dishes?cityId=${cityId}&category=supy&sort=new&order=desc&perPage=48`],
      ['compilation listing', `/api/catalog/dishes?cityId=${cityId}&compilation=${slug}`],
      ['header search', `/api/catalog/search?cityId=${cityId}&q=${q}`],
      ['dish page', `/api/catalog/dishes/${dishId}`],
      ['cook page menu', `/api/cooks/${cook.cookId}`],
      ['upsell under the basket', `/api/upsell?cookId=${cook.cookId}&perPage=24`],
      ['favourite dishes', '/api/profiles/favorites/dishes', bearer(fan.accessToken)],
      ['sitemap', `/api/seo/sitemap?mainCityId=${cityId}`],
    ];
    const names = (body: string) => body.includes(marker) || body.includes(`/menu/detail/${dishId}"`);
    async function walk(expectShown: boolean, cookPaused = false) {
      for (const [what, url, headers] of publicReads) {
        const res = await app.inject({ method: 'GET', url, headers: headers ?? {} });
        if ((what === 'dish page' && !expectShown) || (cookPaused && what === 'cook page menu')) {
          assert.equal(res.statusCode, 404, `${what}: ${res.body}`);
          continue;
        }
        assert.equal(res.statusCode, 200, `${what}: ${res.body}`);
        assert.equal(names(res.body), expectShown, `${what} ${expectShown ? 'shows' : 'hides'} the dish`);
      }
    }

    await walk(true);
    const hidden = await call(app, 'POST', `/${dishId}/hide`, cook.accessToken);
    assert.equal(hidden.statusCode, 200, hidden.body);
    await walk(false);

    // The basket refuses it and leaves out the row it had; the checkout has nothing to order.
    const add = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(fan.accessToken), payload: { dishId, count: 1 } });
    assert.ok([400, 404].includes(add.statusCode), add.body);
    assert.equal(add.json().success, false);
    const basket = await app.inject({ method: 'GET', url: '/api/basket', headers: bearer(customer.accessToken) });
    assert.ok(!basket.body.includes(marker), 'the basket leaves the hidden dish out');
    const slots = await app.inject({ method: 'GET', url: `/api/cooks/${cook.cookId}/slots?dishIds=${dishId}` });
    const from = (slots.json() as { data: { days: { slots: { from: string }[] }[] } }).data.days[0]?.slots[0]?.from;
    assert.ok(from);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(customer.accessToken),
      payload: {
        cookId: cook.cookId,
        idempotencyKey: crypto.randomUUID(),
        deliveryType: 'pickup',
        recipientName: 'Анна Петрова',
        recipientPhone: '+7 (912) 345-67-89',
        deliverFrom: from,
        paymentType: 'on_receipt',
      },
    });
    assert.equal(checkout.statusCode, 400, checkout.body);
    assert.equal(checkout.json().success, false);
    // Another cook's dish is untouched by this cook's hiding.
    assert.equal((await app.inject({ method: 'GET', url: `/api/catalog/dishes/${otherDish}` })).statusCode, 200);

    // The cook still sees it, among the hidden ones.
    const own = await call(app, 'GET', '?hidden=1', cook.accessToken);
    assert.ok(own.body.includes(marker));

    const shown = await call(app, 'POST', `/${dishId}/show`, cook.accessToken);
    assert.equal(shown.statusCode, 200, shown.body);
    await walk(true);
    const again = await app.inject({ method: 'POST', url: '/api/basket/set-count', headers: bearer(fan.accessToken), payload: { dishId, count: 2 } });
    assert.equal(again.statusCode, 200, again.body);

    // A paused cook's dishes are gone the same way (their page answers 404). Operators pause a
    // cook in the database, not through a route: cached answers hear of it a moment later.
    await orm().update(cooks).set({ isActive: false }).where(eq(cooks.id, cook.cookId));
    assert.ok(await eventually(async () => (await app.inject({ method: 'GET', url: `/api/cooks/${cook.cookId}` })).statusCode === 404));
    await walk(false, true);
    const paused = await app.inject({
      method: 'POST',
      url: '/api/basket/set-count',
      headers: bearer(fan.accessToken),
      payload: { dishId: neighbour, count: 1 },
    });
    assert.equal(paused.json().success, false);
  });
});

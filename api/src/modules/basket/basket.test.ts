// The basket: set-count adds, changes and removes; answers are
// grouped by cook with sums and info.count; prices always from the database; only visible dishes
// of active cooks go in; counts stay within 1…99; guests by session (a copied session-id sees
// nothing); the guest basket merges into the user's exactly once; users never see each other's.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  basketResponseSchema,
  mergeGuestBasketResponseSchema,
  repeatOrderResponseSchema,
  upsellResponseSchema,
  type Basket,
} from '@povar/shared-kit/contracts';
import { basketItems, compilations, cooks, dishes } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { signIn, TEST_AUTH } from '../../test/auth.ts';
import { insertCook, insertDish } from '../../test/cooks.ts';
import { createParties, placeOrder } from '../../test/orders.ts';

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A caller as a browser is one: a Bearer token, or a session-id with the guest-key cookie it was given. */
function caller(app: FastifyInstance, initial: { token?: string; sessionId?: string } = {}) {
  const who = { ...initial };
  let cookie: string | undefined;
  const headers = () => ({
    ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    ...(who.sessionId ? { 'session-id': who.sessionId } : {}),
    ...(cookie ? { cookie: `guest-key=${cookie}` } : {}),
  });
  const remember = (res: Reply) => {
    const set = res.cookies.find((c) => c.name === 'guest-key');
    if (set) cookie = set.value;
    return res;
  };
  const send = async (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    remember(await app.inject({ method, url: `/api/basket${url}`, headers: headers(), ...(body ? { payload: body } : {}) }));
  const ok = (res: Reply): Basket => {
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return basketResponseSchema.parse(res.json()).data;
  };
  return {
    sessionId: who.sessionId,
    /** Signs this browser in (a token) or out (undefined); its session-id and cookie stay. */
    useToken: (token: string | undefined) => {
      who.token = token;
    },
    send,
    read: async () => ok(await send('GET', '')),
    setCount: async (dishId: number, count: number, extra: Record<string, unknown> = {}) => ok(await send('POST', '/set-count', { dishId, count, ...extra })),
    clear: async (cookId: number) => ok(await send('POST', '/clear', { cookId })),
    remove: async (dishId: number) => ok(await send('POST', '/remove', { dishId })),
    merge: async () => {
      const res = await send('POST', '/merge-guest');
      assert.equal(res.statusCode, 200, res.body);
      return mergeGuestBasketResponseSchema.parse(res.json()).data;
    },
  };
}

/** dishId → count, over every cook's rows. */
const counts = (basket: Basket) => Object.fromEntries(basket.items.flatMap((item) => item.rows.map((row) => [row.dish.id, row.count])));

describeOnEachDatabase('basket', (suite) => {
  const orm = () => suite.database.orm;

  test('set-count adds, changes and removes (0); the answer is grouped by cook with prices, sums, totals and info.count', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    const cookA = await insertCook(orm(), { name: 'Повар А', deliveryCost: 15000 });
    const cookB = await insertCook(orm(), { name: 'Повар Б' });
    const soup = await insertDish(orm(), cookA, 'supy', { price: 30000 });
    const salad = await insertDish(orm(), cookA, 'salaty', { price: 12550 });
    const pie = await insertDish(orm(), cookB, 'salaty', { price: 99900 });

    assert.deepEqual(await user.read(), { items: [], info: { count: 0 } });
    await user.setCount(soup, 2);
    await user.setCount(pie, 1);
    const basket = await user.setCount(salad, 3);
    assert.deepEqual(
      basket.items.map((item) => [item.cook.id, item.rows.map((row) => row.dish.id)]),
      [
        [cookA, [soup, salad]],
        [cookB, [pie]],
      ],
      'cooks and rows in the order first added',
    );
    const [first, second] = basket.items;
    assert.equal(first?.cook.name, 'Повар А');
    assert.equal(first?.cook.deliveryCost, 15000);
    assert.equal(first?.cook.mainCity.slug, 'tyumen');
    assert.deepEqual(
      first?.rows.map((row) => [row.price, row.count, row.sum, row.dish.price]),
      [
        [30000, 2, 60000, 30000],
        [12550, 3, 37650, 12550],
      ],
    );
    assert.equal(first?.total, 97650);
    assert.equal(second?.total, 99900);
    assert.deepEqual(basket.info, { count: 6 });

    const changed = await user.setCount(soup, 5);
    assert.deepEqual(counts(changed), { [soup]: 5, [salad]: 3, [pie]: 1 });
    assert.deepEqual(
      changed.items[0]?.rows.map((row) => row.dish.id),
      [soup, salad],
      'a changed count keeps its place',
    );
    assert.equal(changed.info.count, 9);

    const removed = await user.setCount(pie, 0);
    assert.deepEqual(counts(removed), { [soup]: 5, [salad]: 3 });
    assert.deepEqual(
      removed.items.map((item) => item.cook.id),
      [cookA],
      'an emptied cook basket goes',
    );
    assert.deepEqual(await user.setCount(pie, 0), removed, 'removing what is not there changes nothing');
  });

  test('the price is always the database one: a price (or owner) in the body is ignored, and a price change shows at once', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const victim = await signIn(app, () => new Date());
    const attacker = await signIn(app, () => new Date());
    const dish = await insertDish(orm(), await insertCook(orm()), 'supy', { price: 45000 });

    const basket = await caller(app, { token: attacker.tokens.accessToken }).setCount(dish, 2, { price: 1, sum: 2, total: 2, userId: 1, user_id: 1 });
    assert.deepEqual(
      basket.items[0]?.rows.map((row) => [row.price, row.sum]),
      [[45000, 90000]],
    );
    assert.equal(basket.items[0]?.total, 90000);
    const rows = await orm().select().from(basketItems).where(eq(basketItems.dishId, dish));
    assert.equal(rows.length, 1);
    assert.equal('price' in (rows[0] ?? {}), false, 'no price is stored');

    await orm().update(dishes).set({ price: 50000 }).where(eq(dishes.id, dish));
    assert.deepEqual((await caller(app, { token: attacker.tokens.accessToken }).read()).items[0]?.rows[0]?.sum, 100000);
    assert.deepEqual(await caller(app, { token: victim.tokens.accessToken }).read(), { items: [], info: { count: 0 } });
  });

  test('hidden and unknown dishes and dishes of paused cooks are refused; rows already there are left out of the answer but can be removed', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    const cook = await insertCook(orm());
    const paused = await insertCook(orm(), { isActive: false });
    const hidden = await insertDish(orm(), cook, 'supy', { isHidden: true });
    const ofPaused = await insertDish(orm(), paused, 'supy');
    const shown = await insertDish(orm(), cook, 'supy');

    for (const dishId of [hidden, ofPaused, 2_147_483_647]) {
      const res = await user.send('POST', '/set-count', { dishId, count: 1 });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().errors, ['Блюдо недоступно для заказа']);
    }
    assert.deepEqual(await user.read(), { items: [], info: { count: 0 } });

    const other = await insertDish(orm(), cook, 'salaty');
    await user.setCount(shown, 2);
    await user.setCount(other, 1);
    await orm().update(dishes).set({ isHidden: true }).where(eq(dishes.id, other));
    const afterHiding = await user.read();
    assert.deepEqual(counts(afterHiding), { [shown]: 2 }, 'a dish hidden since is left out');
    assert.equal(afterHiding.info.count, 2);
    assert.equal((await user.send('POST', '/set-count', { dishId: other, count: 3 })).statusCode, 400, 'and cannot be raised');

    await orm().update(cooks).set({ isActive: false }).where(eq(cooks.id, cook));
    assert.deepEqual(await user.read(), { items: [], info: { count: 0 } }, 'a paused cook takes the basket out');
    await user.setCount(other, 0);
    await user.remove(shown);
    assert.equal((await orm().select().from(basketItems).where(eq(basketItems.dishId, other))).length, 0, 'removal works on a hidden dish');
    assert.equal((await orm().select().from(basketItems).where(eq(basketItems.dishId, shown))).length, 0);
  });

  test('counts are bounded: 0…99 and whole; the messages are Russian', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    const dish = await insertDish(orm(), await insertCook(orm()), 'supy');

    assert.deepEqual(counts(await user.setCount(dish, 99)), { [dish]: 99 });
    const cases: [Record<string, unknown>, string][] = [
      [{ dishId: dish, count: 100 }, 'Не больше 99 штук одного блюда'],
      [{ dishId: dish, count: 100_000 }, 'Не больше 99 штук одного блюда'],
      [{ dishId: dish, count: -1 }, 'Количество должно быть числом 0 или больше.'],
      [{ dishId: dish, count: 1.5 }, 'Количество должно быть целым числом'],
      [{ dishId: dish }, 'Поле Количество обязательно для заполнения'],
      [{ count: 1 }, 'Поле Блюдо обязательно для заполнения'],
      [{ dishId: 0, count: 1 }, 'Поле Блюдо некорректно'],
    ];
    for (const [body, message] of cases) {
      const res = await user.send('POST', '/set-count', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors.includes(message), `${JSON.stringify(body)}: ${res.body}`);
    }
    assert.deepEqual(counts(await user.read()), { [dish]: 99 }, 'refused writes change nothing');
    assert.equal((await user.send('POST', '/clear', {})).statusCode, 400);
    assert.equal((await user.send('POST', '/remove', { dishId: 'abc' })).statusCode, 400);
  });

  test('clear empties one cook; remove drops one dish', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    const cookA = await insertCook(orm());
    const cookB = await insertCook(orm());
    const a1 = await insertDish(orm(), cookA, 'supy');
    const a2 = await insertDish(orm(), cookA, 'salaty');
    const b1 = await insertDish(orm(), cookB, 'supy');
    const b2 = await insertDish(orm(), cookB, 'salaty');
    for (const dish of [a1, a2, b1, b2]) await user.setCount(dish, 2);

    const cleared = await user.clear(cookA);
    assert.deepEqual(counts(cleared), { [b1]: 2, [b2]: 2 });
    assert.deepEqual(cleared.info, { count: 4 });
    const removed = await user.remove(b1);
    assert.deepEqual(counts(removed), { [b2]: 2 });
    assert.deepEqual(
      removed.items.map((item) => item.cook.id),
      [cookB],
    );
    assert.deepEqual(await user.clear(2_147_483_647), removed, 'an unknown cook changes nothing');
  });

  test('users never see or touch each other’s rows', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const a = caller(app, { token: (await signIn(app, () => new Date())).tokens.accessToken });
    const b = caller(app, { token: (await signIn(app, () => new Date())).tokens.accessToken });
    const cook = await insertCook(orm());
    const dish = await insertDish(orm(), cook, 'supy');
    await a.setCount(dish, 3);

    assert.deepEqual(await b.read(), { items: [], info: { count: 0 } });
    await b.remove(dish);
    await b.clear(cook);
    assert.deepEqual(counts(await b.setCount(dish, 1)), { [dish]: 1 });
    assert.deepEqual(counts(await a.read()), { [dish]: 3 }, "B's writes are B's own");
  });

  test('a stale token is 401, not the guest basket', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const res = await caller(app, { token: 'not-a-token', sessionId: randomUUID() }).send('GET', '');
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'unauthorized');
    const merge = await caller(app, { sessionId: randomUUID() }).send('POST', '/merge-guest');
    assert.equal(merge.statusCode, 401, 'merging needs a signed-in user');
  });
});

describeOnEachDatabase('basket: guests', (suite) => {
  const orm = () => suite.database.orm;

  test("a guest's basket lives in its session; without a usable session-id reads are empty and writes 400", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const dish = await insertDish(orm(), await insertCook(orm()), 'supy', { price: 20000 });
    const guest = caller(app, { sessionId: randomUUID() });
    assert.deepEqual(await guest.read(), { items: [], info: { count: 0 } });
    const basket = await guest.setCount(dish, 2);
    assert.deepEqual(basket.info, { count: 2 });
    assert.equal(basket.items[0]?.total, 40000);
    assert.deepEqual(counts(await guest.read()), { [dish]: 2 });
    const [row] = await orm().select().from(basketItems).where(eq(basketItems.dishId, dish));
    assert.equal(row?.guestSessionId, guest.sessionId);
    assert.equal(row?.userId, null);

    for (const noSession of [caller(app), caller(app, { sessionId: 'guest-1' })]) {
      assert.deepEqual(await noSession.read(), { items: [], info: { count: 0 } });
      const refused = await noSession.send('POST', '/set-count', { dishId: dish, count: 1 });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().errors, ['Не удалось определить сессию']);
    }
  });

  test("someone else's session-id without their cookie neither sees nor changes their basket", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await insertCook(orm());
    const dish = await insertDish(orm(), cook, 'supy');
    const victim = caller(app, { sessionId: randomUUID() });
    await victim.setCount(dish, 4);

    const attacker = caller(app, { sessionId: victim.sessionId });
    assert.deepEqual(await attacker.read(), { items: [], info: { count: 0 } });
    await attacker.remove(dish);
    await attacker.clear(cook);
    assert.deepEqual(counts(await attacker.setCount(dish, 1)), { [dish]: 1 }, "the attacker's basket is its own");
    assert.deepEqual(counts(await victim.read()), { [dish]: 4 });

    // Signed in with the victim's session-id but not the cookie: nothing to merge.
    const { tokens } = await signIn(app, () => new Date());
    const stolen = await caller(app, { token: tokens.accessToken, sessionId: victim.sessionId }).merge();
    assert.deepEqual(stolen, { items: [], info: { count: 0 }, merged: false });
    assert.deepEqual(counts(await victim.read()), { [dish]: 4 });
  });
});

describeOnEachDatabase('basket: merging the guest basket on sign-in', (suite) => {
  const orm = () => suite.database.orm;

  test('moves the rows once: counts added and capped at 99, the guest emptied, a second merge moves nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await insertCook(orm());
    const [soup, salad, pie] = [await insertDish(orm(), cook, 'supy'), await insertDish(orm(), cook, 'salaty'), await insertDish(orm(), cook, 'supy')];
    const browser = caller(app, { sessionId: randomUUID() });
    await browser.setCount(soup, 2);
    await browser.setCount(salad, 60);

    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    await user.setCount(salad, 50);
    await user.setCount(pie, 1);

    // The same browser signs in: its session-id and cookie, now with the token.
    browser.useToken(tokens.accessToken);
    const first = await browser.merge();
    assert.equal(first.merged, true);
    assert.deepEqual(counts(first), { [salad]: 99, [pie]: 1, [soup]: 2 });
    assert.deepEqual(first.info, { count: 102 });
    assert.deepEqual(
      first.items[0]?.rows.map((row) => row.dish.id),
      [soup, salad, pie],
      'rows keep the order they were first added in',
    );
    const guestRows = await orm()
      .select()
      .from(basketItems)
      .where(eq(basketItems.guestSessionId, browser.sessionId ?? ''));
    assert.equal(guestRows.length, 0, 'the guest basket is emptied');

    const second = await browser.merge();
    assert.equal(second.merged, false);
    assert.deepEqual(counts(second), counts(first), 'nothing moves twice');
    browser.useToken(undefined);
    assert.deepEqual(await browser.read(), { items: [], info: { count: 0 } }, 'signed out, the browser has an empty guest basket');
    assert.deepEqual(counts(await user.read()), counts(first));
  });

  test('merging at once from three tabs moves the rows once', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const dish = await insertDish(orm(), await insertCook(orm()), 'supy');
    const browser = caller(app, { sessionId: randomUUID() });
    await browser.setCount(dish, 5);
    const { tokens } = await signIn(app, () => new Date());
    browser.useToken(tokens.accessToken);
    const answers = await Promise.all([browser.merge(), browser.merge(), browser.merge()]);
    assert.deepEqual(answers.map((answer) => answer.merged).sort(), [false, false, true]);
    assert.deepEqual(counts(await browser.read()), { [dish]: 5 });
  });

  test('without a usable session-id the merge moves nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    assert.deepEqual(await caller(app, { token: tokens.accessToken }).merge(), { items: [], info: { count: 0 }, merged: false });
  });
});

describeOnEachDatabase('upsell', (suite) => {
  const orm = () => suite.database.orm;

  test("upsell: the cook's other orderable dishes, their own compilation first, without what the basket holds, paged, with distances from the address", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const user = caller(app, { token: tokens.accessToken });
    const cook = await insertCook(orm(), { name: 'Повар А' });
    const otherCook = await insertCook(orm(), { name: 'Повар Б' });
    const older = await insertDish(orm(), cook, 'supy', { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await insertDish(orm(), cook, 'supy', { createdAt: new Date('2026-06-01T00:00:00Z') });
    const recommended = await insertDish(orm(), cook, 'salaty', { createdAt: new Date('2025-01-01T00:00:00Z') });
    const inBasket = await insertDish(orm(), cook, 'salaty');
    await insertDish(orm(), cook, 'salaty', { isHidden: true });
    await insertDish(orm(), otherCook, 'supy');
    await orm()
      .insert(compilations)
      .values({ slug: `cook-${cook}-own`, title: 'Повар рекомендует', cookId: cook, dishIds: [recommended] });
    await user.setCount(inBasket, 1);

    const upsell = async (query: string, who: 'user' | 'guest' = 'user') => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/upsell?${query}`,
        headers: who === 'user' ? { authorization: `Bearer ${tokens.accessToken}` } : {},
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      return upsellResponseSchema.parse(res.json()).data;
    };
    const first = await upsell(`cookId=${cook}`);
    assert.equal(first.title, 'Добавьте к заказу');
    assert.deepEqual(
      first.items.map((dish) => dish.id),
      [recommended, newer, older],
    );
    assert.deepEqual(first.pagination, { page: 1, perPage: 6, total: 3, lastPage: 1 });
    assert.ok(first.items.every((dish) => dish.distance === null));

    const paged = await upsell(`cookId=${cook}&page=2&perPage=2&lon=65.53&lat=57.15`);
    assert.deepEqual(
      paged.items.map((dish) => dish.id),
      [older],
    );
    assert.deepEqual(paged.pagination, { page: 2, perPage: 2, total: 3, lastPage: 2 });
    assert.equal(typeof paged.items[0]?.distance, 'number');

    assert.deepEqual(
      (await upsell(`cookId=${cook}`, 'guest')).items.map((dish) => dish.id),
      [recommended, inBasket, newer, older],
      "a stranger's basket narrows nothing",
    );

    for (const bad of ['', 'cookId=abc', `cookId=${cook}&perPage=100`, `cookId=${cook}&lon=65.5`]) {
      const res = await app.inject({ method: 'GET', url: `/api/upsell?${bad}` });
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().success, false);
    }
  });
});

describeOnEachDatabase('repeat order', (suite) => {
  const orm = () => suite.database.orm;

  test("puts the customer's order back into their basket, adds to what is there, names what cannot be ordered; another's order is 404", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const parties = await createParties(app, suite);
    const pie = await insertDish(orm(), parties.cookId, 'vypechka', { name: 'Пирог', price: 30_000 });
    const hidden = await insertDish(orm(), parties.cookId, 'salaty', { name: 'Салат', price: 20_000 });
    const gone = await insertDish(orm(), parties.cookId, 'salaty', { name: 'Удалённое блюдо', price: 10_000 });
    const orderId = await placeOrder(orm(), parties, {
      items: [
        { dishId: parties.dishId, name: 'Борщ', price: 50_000, count: 2, cookingTime: 45 },
        { dishId: pie, name: 'Пирог', price: 30_000, count: 98, cookingTime: 60 },
        { dishId: hidden, name: 'Салат', price: 20_000, count: 1, cookingTime: 10 },
        { dishId: gone, name: 'Удалённое блюдо', price: 10_000, count: 1, cookingTime: 10 },
      ],
    });
    await orm().update(dishes).set({ isHidden: true }).where(eq(dishes.id, hidden));
    // The cook deletes a dish: the order keeps the line without it.
    await orm().delete(dishes).where(eq(dishes.id, gone));
    const customer = caller(app, { token: parties.customer.accessToken });
    await customer.setCount(pie, 3);

    const repeat = (token: string) => app.inject({ method: 'POST', url: `/api/orders/${orderId}/repeat`, headers: { authorization: `Bearer ${token}` } });
    const res = await repeat(parties.customer.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    const answer = repeatOrderResponseSchema.parse(res.json()).data;
    assert.equal(answer.added, 2);
    assert.deepEqual(answer.unavailable, ['Салат', 'Удалённое блюдо']);
    assert.deepEqual(counts(answer.basket), { [parties.dishId]: 2, [pie]: 99 }, 'added to the 3 already there, capped at 99');
    assert.deepEqual(counts(await customer.read()), { [parties.dishId]: 2, [pie]: 99 });

    const stranger = await repeat(parties.stranger.accessToken);
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json().success, false);
    assert.deepEqual(counts(await caller(app, { token: parties.stranger.accessToken }).read()), {});
    assert.equal((await app.inject({ method: 'POST', url: `/api/orders/${orderId}/repeat` })).statusCode, 401);
  });
});

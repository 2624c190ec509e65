// Favourite cooks and dishes: signed-in only (401 for guests), idempotent adds and removals, 404 for
// unknown ids, owner-only by construction (ids come from the token: user B neither sees nor removes
// A's), lists of catalogue cards newest kept first with distance, paused and hidden ones left out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  dishDetailResponseSchema,
  failureEnvelopeSchema,
  favoriteCooksResponseSchema,
  favoriteDishesResponseSchema,
  favoriteIdsResponseSchema,
  favoriteStateResponseSchema,
  type FavoriteIds,
} from '@povar/shared-kit/contracts';
import { cooks, dishes } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { movableClock, signIn, TEST_AUTH } from '../../test/auth.ts';
import { AT_TYUMEN_CENTRE, insertCook, insertDish } from '../../test/cooks.ts';

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

function call(app: FastifyInstance, method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) {
  return app.inject({ method, url: `/api/profiles/favorites${url}`, headers: bearer(token) });
}

async function setFavorite(app: FastifyInstance, token: string, on: boolean, kind: 'cooks' | 'dishes', id: number): Promise<boolean> {
  const res = await call(app, on ? 'PUT' : 'DELETE', `/${kind}/${id}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return favoriteStateResponseSchema.parse(res.json()).data.isFavorite;
}

async function ids(app: FastifyInstance, token: string): Promise<FavoriteIds> {
  const res = await call(app, 'GET', '/ids', token);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  return favoriteIdsResponseSchema.parse(res.json()).data;
}

async function listCooks(app: FastifyInstance, token: string, query = '') {
  const res = await call(app, 'GET', `/cooks${query ? `?${query}` : ''}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return favoriteCooksResponseSchema.parse(res.json()).data;
}

async function listDishes(app: FastifyInstance, token: string, query = '') {
  const res = await call(app, 'GET', `/dishes${query ? `?${query}` : ''}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return favoriteDishesResponseSchema.parse(res.json()).data;
}

describeOnEachDatabase('favourites', (suite) => {
  const orm = () => suite.database.orm;

  test('a guest gets 401 from every favourites call', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cookId = await insertCook(orm());
    for (const [method, url] of [
      ['GET', '/ids'],
      ['GET', '/cooks'],
      ['GET', '/dishes'],
      ['PUT', `/cooks/${cookId}`],
      ['DELETE', `/cooks/${cookId}`],
    ] as const) {
      const res = await call(app, method, url);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'unauthorized');
    }
  });

  test('adding and removing are idempotent and answer the new state', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const cookId = await insertCook(orm());
    const dishId = await insertDish(orm(), cookId, 'supy');

    assert.equal(await setFavorite(app, tokens.accessToken, true, 'cooks', cookId), true);
    assert.equal(await setFavorite(app, tokens.accessToken, true, 'cooks', cookId), true);
    assert.equal(await setFavorite(app, tokens.accessToken, true, 'dishes', dishId), true);
    assert.equal(await setFavorite(app, tokens.accessToken, true, 'dishes', dishId), true);
    assert.deepEqual(await ids(app, tokens.accessToken), { cooks: [cookId], dishes: [dishId] });

    assert.equal(await setFavorite(app, tokens.accessToken, false, 'cooks', cookId), false);
    assert.equal(await setFavorite(app, tokens.accessToken, false, 'cooks', cookId), false);
    assert.equal(await setFavorite(app, tokens.accessToken, false, 'dishes', dishId), false);
    assert.deepEqual(await ids(app, tokens.accessToken), { cooks: [], dishes: [] });
  });

  test('404 for unknown ids, and for adding a paused cook or a hidden dish; removing those still works; 400 for another kind', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const kind of ['cooks', 'dishes']) {
        const res = await call(app, method, `/${kind}/2147483647`, tokens.accessToken);
        assert.equal(res.statusCode, 404, `${method} ${kind}`);
        assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'not_found');
      }
    }
    const paused = await insertCook(orm(), { isActive: false });
    const hidden = await insertDish(orm(), await insertCook(orm()), 'supy', { isHidden: true });
    assert.equal((await call(app, 'PUT', `/cooks/${paused}`, tokens.accessToken)).statusCode, 404);
    assert.equal((await call(app, 'PUT', `/dishes/${hidden}`, tokens.accessToken)).statusCode, 404);
    assert.equal(await setFavorite(app, tokens.accessToken, false, 'cooks', paused), false);
    assert.equal(await setFavorite(app, tokens.accessToken, false, 'dishes', hidden), false);
    assert.equal((await call(app, 'PUT', '/users/1', tokens.accessToken)).statusCode, 400);
    assert.equal((await call(app, 'PUT', '/cooks/abc', tokens.accessToken)).statusCode, 400);
  });

  test("another user neither sees nor removes someone's favourites: the ids are always the token's own", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const a = await signIn(app, () => new Date());
    const b = await signIn(app, () => new Date());
    const cookId = await insertCook(orm());
    const dishId = await insertDish(orm(), cookId, 'supy');
    await setFavorite(app, a.tokens.accessToken, true, 'cooks', cookId);
    await setFavorite(app, a.tokens.accessToken, true, 'dishes', dishId);

    assert.deepEqual(await ids(app, b.tokens.accessToken), { cooks: [], dishes: [] });
    assert.equal((await listCooks(app, b.tokens.accessToken)).pagination.total, 0);
    assert.equal((await listDishes(app, b.tokens.accessToken)).pagination.total, 0);

    // B's removal is B's own: it answers B's state and leaves A's list as it was.
    assert.equal(await setFavorite(app, b.tokens.accessToken, false, 'cooks', cookId), false);
    assert.equal(await setFavorite(app, b.tokens.accessToken, false, 'dishes', dishId), false);
    assert.deepEqual(await ids(app, a.tokens.accessToken), { cooks: [cookId], dishes: [dishId] });
  });

  test('lists are catalogue cards, newest kept first, paged, with distance from lon/lat; paused cooks and hidden dishes are left out', async (t) => {
    const clock = movableClock('2031-03-01T10:00:00Z');
    const app = await suite.build(t, { auth: TEST_AUTH, now: clock.now });
    const { tokens } = await signIn(app, clock.now);
    const cookIds = [await insertCook(orm()), await insertCook(orm()), await insertCook(orm())];
    const dishIds: number[] = [];
    for (const cookId of cookIds) {
      dishIds.push(await insertDish(orm(), cookId, 'salaty'));
      await setFavorite(app, tokens.accessToken, true, 'cooks', cookId);
      await setFavorite(app, tokens.accessToken, true, 'dishes', dishIds.at(-1) ?? 0);
      clock.advance(1_000);
    }
    // Adding again keeps the first time: the order does not change.
    await setFavorite(app, tokens.accessToken, true, 'cooks', cookIds[0] ?? 0);

    const newestFirst = [...cookIds].reverse();
    const firstPage = await listCooks(app, tokens.accessToken, `perPage=2&${AT_TYUMEN_CENTRE}`);
    assert.deepEqual(
      firstPage.items.map((cook) => cook.id),
      newestFirst.slice(0, 2),
    );
    assert.deepEqual(firstPage.pagination, { page: 1, perPage: 2, total: 3, lastPage: 2 });
    const secondPage = await listCooks(app, tokens.accessToken, `perPage=2&page=2&${AT_TYUMEN_CENTRE}`);
    assert.deepEqual(
      secondPage.items.map((cook) => cook.id),
      newestFirst.slice(2),
    );
    for (const cook of [...firstPage.items, ...secondPage.items]) {
      assert.ok(cook.distance !== null && Math.abs(cook.distance - 1001) < 10, String(cook.distance));
      assert.equal(cook.mainCity.slug, 'tyumen');
    }
    assert.ok((await listCooks(app, tokens.accessToken)).items.every((cook) => cook.distance === null));

    const dishPage = await listDishes(app, tokens.accessToken, AT_TYUMEN_CENTRE);
    assert.deepEqual(
      dishPage.items.map((dish) => dish.id),
      [...dishIds].reverse(),
    );
    // The catalogue's own card for the same dish and location.
    const [card] = dishPage.items;
    assert.ok(card);
    const detail = dishDetailResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/catalog/dishes/${card.id}?${AT_TYUMEN_CENTRE}` })).json()).data;
    const { cook: _cook, image, ...fields } = card;
    assert.deepEqual(image, detail.images[0] ?? null);
    for (const [key, value] of Object.entries(fields)) assert.deepEqual(value, detail[key as keyof typeof detail], key);

    // A cook pausing takes the cook and their dishes out; a hidden dish goes too.
    await orm()
      .update(cooks)
      .set({ isActive: false })
      .where(eq(cooks.id, cookIds[2] ?? 0));
    await orm()
      .update(dishes)
      .set({ isHidden: true })
      .where(eq(dishes.id, dishIds[0] ?? 0));
    assert.deepEqual(
      (await listCooks(app, tokens.accessToken)).items.map((cook) => cook.id),
      [cookIds[1], cookIds[0]],
    );
    const remaining = await listDishes(app, tokens.accessToken);
    assert.deepEqual([remaining.items.map((dish) => dish.id), remaining.pagination.total], [[dishIds[1]], 1]);
    assert.deepEqual(await ids(app, tokens.accessToken), { cooks: [cookIds[1], cookIds[0]], dishes: [dishIds[1]] });

    assert.equal((await call(app, 'GET', '/cooks?lon=65.5', tokens.accessToken)).statusCode, 400);
    assert.equal((await call(app, 'GET', '/dishes?perPage=500', tokens.accessToken)).statusCode, 400);
  });
});

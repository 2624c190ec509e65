// A cook's 'Повар рекомендует' compilations through the API: create, rename, fill and
// order them from the cook's own shown dishes; the first one leads the cook page's menu; another
// cook's dish or compilation is refused; guests, customers and fields the cook may not set are kept out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COMPILATION_LIMITS,
  COMPILATION_MESSAGES,
  COOKS_ONLY_MESSAGE,
  compilationListResponseSchema,
  compilationResponseSchema,
  cookPageResponseSchema,
  RECOMMENDED_SECTION_ID,
  type Compilation,
} from '@povar/shared-kit/contracts';
import { compilations, dishes, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { signIn, TEST_AUTH } from '../../test/auth.ts';
import { insertCook, insertDish } from '../../test/cooks.ts';
import { slugWords } from './compilation-slug.ts';

interface Caller {
  token?: string;
}

describeOnEachDatabase('compilations', (suite) => {
  const orm = () => suite.database.orm;

  const send = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller = {}, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/profiles/compilations${url}`,
      headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A signed-in cook with a card and three shown dishes and one hidden. */
  async function cookWithDishes(app: FastifyInstance) {
    const { phone, tokens } = await signIn(app, () => new Date());
    const [user] = await orm().update(users).set({ isCook: true }).where(eq(users.phone, phone)).returning({ id: users.id });
    assert.ok(user);
    const cookId = await insertCook(orm(), { userId: user.id });
    const soup = await insertDish(orm(), cookId, 'supy', { name: 'Борщ' });
    const pie = await insertDish(orm(), cookId, 'vypechka', { name: 'Пирог с капустой' });
    const cake = await insertDish(orm(), cookId, 'deserty', { name: 'Медовик' });
    const hidden = await insertDish(orm(), cookId, 'deserty', { name: 'Скрытый торт', isHidden: true });
    return { token: tokens.accessToken, cookId, dishes: { soup, pie, cake, hidden } };
  }

  async function create(app: FastifyInstance, caller: Caller, body: unknown): Promise<Compilation> {
    const res = await send(app, 'POST', '', caller, body);
    assert.equal(res.statusCode, 201, res.body);
    return compilationResponseSchema.parse(res.json()).data;
  }

  async function list(app: FastifyInstance, caller: Caller) {
    const res = await send(app, 'GET', '', caller);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return compilationListResponseSchema.parse(res.json()).data;
  }

  const refusal = (res: { statusCode: number; json(): unknown }) => {
    assert.equal(res.statusCode, 400);
    return (res.json() as { errors: string[] }).errors;
  };

  test('a cook creates, renames, fills and orders a compilation; the list shows its dishes in that order and the dishes one may add', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithDishes(app);

    const empty = await list(app, cook);
    assert.deepEqual(empty.items, []);
    assert.deepEqual(empty.dishes.map((dish) => dish.name).sort(), ['Борщ', 'Медовик', 'Пирог с капустой'], 'the hidden dish is not offered');

    const created = await create(app, cook, { title: '  Пироги к чаю  ', dishIds: [cook.dishes.pie, cook.dishes.cake, cook.dishes.pie] });
    assert.equal(created.title, 'Пироги к чаю');
    assert.deepEqual(created.dishIds, [cook.dishes.pie, cook.dishes.cake], 'a repeated dish counts once');
    assert.deepEqual(
      created.dishes.map((dish) => dish.name),
      ['Пирог с капустой', 'Медовик'],
    );
    assert.match(created.slug, new RegExp(`^pirogi-k-chayu-${cook.cookId}-[0-9a-f]{4}$`));

    const renamed = await send(app, 'PUT', `/${created.id}`, cook, { title: 'Сладкое', dishIds: [cook.dishes.cake, cook.dishes.soup, cook.dishes.pie] });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const saved = compilationResponseSchema.parse(renamed.json()).data;
    assert.equal(saved.title, 'Сладкое');
    assert.equal(saved.slug, created.slug, 'the slug stays when the title changes');
    assert.deepEqual(saved.dishIds, [cook.dishes.cake, cook.dishes.soup, cook.dishes.pie]);

    const after = await list(app, cook);
    assert.deepEqual(
      after.items.map((item) => [item.title, item.dishes.map((dish) => dish.name)]),
      [['Сладкое', ['Медовик', 'Борщ', 'Пирог с капустой']]],
    );
  });

  test("the first compilation leads the cook page's menu, in its order; reordering puts another first; deleting takes it off", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithDishes(app);
    const first = await create(app, cook, { title: 'Обед', dishIds: [cook.dishes.soup, cook.dishes.pie] });
    const second = await create(app, cook, { title: 'Десерт', dishIds: [cook.dishes.cake] });

    const menu = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/cooks/${cook.cookId}` });
      assert.equal(res.statusCode, 200, res.body);
      const [lead] = cookPageResponseSchema.parse(res.json()).data.dishes;
      return lead?.id === RECOMMENDED_SECTION_ID ? lead.dishes.map((dish) => dish.name) : null;
    };
    assert.deepEqual(await menu(), ['Борщ', 'Пирог с капустой']);

    const reordered = await send(app, 'POST', '/reorder', cook, { ids: [second.id, first.id] });
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(
      compilationListResponseSchema.parse(reordered.json()).data.items.map((item) => item.title),
      ['Десерт', 'Обед'],
    );
    assert.deepEqual(await menu(), ['Медовик']);

    // A list that is not exactly the cook's compilations changes nothing.
    for (const ids of [[second.id], [second.id, first.id, first.id], [second.id, 999_999]]) {
      const res = await send(app, 'POST', '/reorder', cook, { ids });
      assert.equal(res.statusCode, 400, JSON.stringify(ids));
      assert.equal(res.json().message, COMPILATION_MESSAGES.reorderMismatch);
    }
    assert.deepEqual(
      (await list(app, cook)).items.map((item) => item.title),
      ['Десерт', 'Обед'],
    );

    const deleted = await send(app, 'DELETE', `/${second.id}`, cook);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(await menu(), ['Борщ', 'Пирог с капустой']);
    const again = await send(app, 'DELETE', `/${second.id}`, cook);
    assert.equal(again.statusCode, 404);
  });

  test("another cook's dish, a hidden dish or a made-up one is refused; a dish hidden since may stay", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithDishes(app);
    const other = await cookWithDishes(app);

    for (const dishId of [other.dishes.soup, cook.dishes.hidden, 2_000_000_000]) {
      const res = await send(app, 'POST', '', cook, { title: 'Подборка', dishIds: [cook.dishes.soup, dishId] });
      assert.deepEqual(refusal(res), [COMPILATION_MESSAGES.foreignDish], String(dishId));
    }
    assert.deepEqual((await list(app, cook)).items, [], 'nothing was created');

    const compilation = await create(app, cook, { title: 'Подборка', dishIds: [cook.dishes.soup, cook.dishes.cake] });
    await orm().update(dishes).set({ isHidden: true }).where(eq(dishes.id, cook.dishes.cake));
    const kept = await send(app, 'PUT', `/${compilation.id}`, cook, { title: 'Подборка', dishIds: [cook.dishes.cake, cook.dishes.soup] });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.deepEqual(
      compilationResponseSchema.parse(kept.json()).data.dishes.map((dish) => [dish.name, dish.isHidden]),
      [
        ['Медовик', true],
        ['Борщ', false],
      ],
    );
    const added = await send(app, 'PUT', `/${compilation.id}`, cook, { title: 'Подборка', dishIds: [cook.dishes.cake, cook.dishes.soup, cook.dishes.hidden] });
    assert.deepEqual(refusal(added), [COMPILATION_MESSAGES.foreignDish]);
  });

  test("another cook's compilation is 404 to change or delete, and stays as it was", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const owner = await cookWithDishes(app);
    const intruder = await cookWithDishes(app);
    const theirs = await create(app, owner, { title: 'Моя подборка', dishIds: [owner.dishes.soup] });

    const changed = await send(app, 'PUT', `/${theirs.id}`, intruder, { title: 'Взлом', dishIds: [intruder.dishes.soup] });
    assert.equal(changed.statusCode, 404);
    assert.equal(changed.json().message, COMPILATION_MESSAGES.notFound);
    const deleted = await send(app, 'DELETE', `/${theirs.id}`, intruder);
    assert.equal(deleted.statusCode, 404);
    const reordered = await send(app, 'POST', '/reorder', intruder, { ids: [theirs.id] });
    assert.equal(reordered.statusCode, 400);
    assert.deepEqual((await list(app, intruder)).items, []);

    const [row] = await orm().select().from(compilations).where(eq(compilations.id, theirs.id));
    assert.equal(row?.title, 'Моя подборка');
    assert.equal(row?.cookId, owner.cookId);
    assert.deepEqual(row?.dishIds, [owner.dishes.soup]);
  });

  test('fields the cook may not set are ignored: cookId, slug and sortOrder in the body change nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithDishes(app);
    const other = await cookWithDishes(app);
    const created = await create(app, cook, { title: 'Обед', dishIds: [cook.dishes.soup], cookId: other.cookId, slug: 'k-chayu', sortOrder: -5, id: 1 });
    assert.notEqual(created.slug, 'k-chayu');
    const [row] = await orm().select().from(compilations).where(eq(compilations.id, created.id));
    assert.equal(row?.cookId, cook.cookId);
    assert.equal(row?.sortOrder, 0);
    const updated = await send(app, 'PUT', `/${created.id}`, cook, { title: 'Обед', dishIds: [], cookId: other.cookId, slug: 'sytnyy-obed' });
    assert.equal(updated.statusCode, 200, updated.body);
    const [after] = await orm().select().from(compilations).where(eq(compilations.id, created.id));
    assert.equal(after?.cookId, cook.cookId);
    assert.equal(after?.slug, created.slug);
    assert.deepEqual((await list(app, other)).items, []);
  });

  test('limits: a title of 1 to 60 characters, at most 50 dishes, at most 10 compilations; messages in Russian', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const cook = await cookWithDishes(app);
    assert.deepEqual(refusal(await send(app, 'POST', '', cook, { title: '   ', dishIds: [] })), ['Поле Название обязательно для заполнения']);
    assert.deepEqual(refusal(await send(app, 'POST', '', cook, { title: 'я'.repeat(61), dishIds: [] })), ['Поле Название не может быть длиннее 60 символов']);
    const tooMany = Array.from({ length: COMPILATION_LIMITS.dishesMax + 1 }, (_, index) => index + 1);
    assert.deepEqual(refusal(await send(app, 'POST', '', cook, { title: 'Много', dishIds: tooMany })), [COMPILATION_MESSAGES.tooManyDishes]);
    assert.equal((await send(app, 'POST', '', cook, { title: 'Без блюд', dishIds: ['1'] })).statusCode, 400);

    for (let index = 1; index < COMPILATION_LIMITS.perCook; index += 1) await create(app, cook, { title: `Подборка ${index}`, dishIds: [] });
    await create(app, cook, { title: 'Подборка 10', dishIds: [] });
    assert.deepEqual(refusal(await send(app, 'POST', '', cook, { title: 'Одиннадцатая', dishIds: [] })), [COMPILATION_MESSAGES.tooMany]);
    assert.equal((await list(app, cook)).items.length, COMPILATION_LIMITS.perCook);
  });

  test('a guest gets 401; a customer the forbidden 404; a cook without a card 404', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const guest = await send(app, 'GET', '');
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().error, 'unauthorized');
    assert.equal((await send(app, 'POST', '', {}, { title: 'x', dishIds: [] })).statusCode, 401);

    const customer = await signIn(app, () => new Date());
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['POST', '', { title: 'x', dishIds: [] }],
      ['PUT', '/1', { title: 'x', dishIds: [] }],
      ['DELETE', '/1', undefined],
      ['POST', '/reorder', { ids: [1] }],
    ] as const) {
      const res = await send(app, method, url, { token: customer.tokens.accessToken }, body);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual([res.json().error, res.json().message], ['forbidden', COOKS_ONLY_MESSAGE]);
    }

    const { phone, tokens } = await signIn(app, () => new Date());
    await orm().update(users).set({ isCook: true }).where(eq(users.phone, phone));
    const cardless = await send(app, 'GET', '', { token: tokens.accessToken });
    assert.equal(cardless.statusCode, 404);
    assert.equal(cardless.json().message, 'Карточка повара ещё не создана');
  });

  test('slugs are Latin words of the title', () => {
    assert.equal(slugWords('Пироги к чаю!'), 'pirogi-k-chayu');
    assert.equal(slugWords('Щи да каша — пища наша'), 'shchi-da-kasha-pishcha-nasha');
    assert.equal(slugWords('🍰'), '');
  });
});

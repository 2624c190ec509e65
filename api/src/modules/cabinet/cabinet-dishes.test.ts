// The cook's dishes through the API: who may call, the form's rules with their
// exact Russian messages on every number field, the stored values (kopecks, grams), another
// cook's dishes and pictures refused, mass assignment refused, the list, hide/show, order
// within a category, and deletion that leaves past orders whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cabinetDishListResponseSchema,
  cabinetDishResponseSchema,
  COOKS_ONLY_MESSAGE,
  DISH_MESSAGES,
  dishReorderResponseSchema,
  type DishFormValues,
} from '@povar/shared-kit/contracts';
import { cooks, dishes, dishImages, orderItems, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { insertCook } from '../../test/cooks.ts';
import { buildWithFiles, signInAs } from '../../test/files.ts';
import { placeOrder } from '../../test/orders.ts';
import { call, cookWithCard, createDish, formOptions, uploadedImageId, validForm, type CookCaller, type Method } from '../../test/cabinet.ts';

interface Failure {
  success: boolean;
  errors: string[];
  message: string;
  error: string | null;
}

describeOnEachDatabase('cabinet: dishes', (suite) => {
  const orm = () => suite.database.orm;

  /** The first category and an uploaded picture: enough for a valid form. */
  async function ready(app: FastifyInstance, caller: CookCaller) {
    const options = await formOptions(app, caller);
    const categoryId = options.categories[0]!.id;
    const imageId = await uploadedImageId(app, caller);
    return { options, categoryId, imageId };
  }

  /** The errors of a refused form. */
  async function refusedForm(app: FastifyInstance, caller: CookCaller, form: unknown, method: Method = 'POST', path = ''): Promise<string[]> {
    const res = await call(app, method, path, caller.accessToken, form);
    assert.equal(res.statusCode, 400, res.body);
    const body = res.json() as Failure;
    assert.equal(body.success, false);
    assert.equal(body.error, 'validation');
    return body.errors;
  }

  test('guests get 401, signed-in customers the cooks-only refusal, a cook without a card is told so; on every call', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const customer = await signInAs(app, suite);
    const cardless = await signInAs(app, suite, 'cook');
    const calls: [Method, string][] = [
      ['GET', ''],
      ['GET', '/form-options'],
      ['GET', '/1'],
      ['POST', ''],
      ['PUT', '/1'],
      ['POST', '/1/hide'],
      ['POST', '/1/show'],
      ['DELETE', '/1'],
      ['POST', '/reorder'],
      ['POST', '/images'],
    ];
    for (const [method, path] of calls) {
      const guest = await call(app, method, path);
      assert.equal(guest.statusCode, 401, `${method} ${path}`);
      assert.equal((guest.json() as Failure).error, 'unauthorized');

      const notCook = await call(app, method, path, customer.accessToken);
      assert.equal(notCook.statusCode, 404, `${method} ${path}`);
      assert.equal((notCook.json() as Failure).error, 'forbidden');
      assert.equal((notCook.json() as Failure).message, COOKS_ONLY_MESSAGE);
      assert.equal(COOKS_ONLY_MESSAGE, 'Раздел доступен только поварам');
    }
    const noCard = await call(app, 'GET', '', cardless.accessToken);
    assert.equal(noCard.statusCode, 404);
    assert.equal((noCard.json() as Failure).message, DISH_MESSAGES.noCookCard);
  });

  test('a dish is created from the form: roubles with a comma become kopecks, kilograms grams; the edit form gets back what was typed', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const { options, categoryId, imageId } = await ready(app, cook);
    const secondImage = await uploadedImageId(app, cook, 300, 300);
    const preferences = options.tastePreferences.slice(0, 2).map((preference) => preference.id);
    assert.equal(preferences.length, 2, 'the seed has taste preferences');
    const form = validForm(categoryId, [secondImage, imageId], { other_preferences: preferences, daily_limit: '12' });

    const res = await call(app, 'POST', '', cook.accessToken, form);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.json().message, 'Блюдо добавлено');
    const dish = cabinetDishResponseSchema.parse(res.json()).data;

    assert.equal(dish.price, 129_990);
    assert.equal(dish.weight, 1500);
    assert.equal(dish.weightUnit, 'кг');
    assert.equal(dish.quantity, 4);
    assert.equal(dish.cookingTime, 90);
    assert.equal(dish.calories, 1450.5);
    assert.equal(dish.proteins, 62.25);
    assert.equal(dish.dailyLimit, 12);
    assert.equal(dish.isHidden, false);
    assert.deepEqual(
      dish.images.map((image) => image.id),
      [secondImage, imageId],
      'the order sent is kept, the first is the cover',
    );
    assert.deepEqual(dish.image, dish.images[0]!.image);
    assert.deepEqual(dish.preferences.map((preference) => preference.id).sort(), [...preferences].sort());
    assert.deepEqual(dish.form, { ...form, other_preferences: dish.form.other_preferences, price: '1299,9' });
    assert.deepEqual([...dish.form.other_preferences].sort(), [...preferences].sort());

    // The stored row: the owner is the caller's card, the numbers as above.
    const [row] = await orm().select().from(dishes).where(eq(dishes.id, dish.id));
    assert.ok(row);
    assert.equal(row.cookId, cook.cookId);
    assert.equal(row.price, 129_990);
    assert.equal(row.images.length, 2);

    // Grams are whole grams; a price without kopecks stays as typed.
    const grams = await createDish(
      app,
      cook,
      validForm(categoryId, [await uploadedImageId(app, cook)], { weight: '750', weight_unit: 'г', price: '350', calories: '' }),
    );
    assert.equal(grams.weight, 750);
    assert.equal(grams.price, 35_000);
    assert.equal(grams.calories, 0);
    assert.equal(grams.form.weight, '750');
    assert.equal(grams.form.price, '350');
    assert.equal(grams.form.calories, '', 'a nutrient not given comes back empty');

    // The public dish page shows it.
    const page = await app.inject({ method: 'GET', url: `/api/catalog/dishes/${dish.id}` });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().data.price, 129_990);
    assert.equal(page.json().data.calories, 1450.5);
  });

  test('every number field: the dot, not a number, two digits after the comma, min and max naming the field, integer_custom, required', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const { categoryId, imageId } = await ready(app, cook);
    const base = validForm(categoryId, [imageId]);
    const expect = async (patch: Partial<DishFormValues>, message: string) => {
      assert.deepEqual(await refusedForm(app, cook, { ...base, ...patch }), [message], JSON.stringify(patch));
    };

    const decimals: [keyof DishFormValues, string, { min: string; max: string; tooSmall: string; tooBig: string }, boolean][] = [
      ['weight', 'Вес', { min: '0,01', max: '50', tooSmall: '0', tooBig: '50,01' }, true],
      ['price', 'Цена', { min: '1', max: '100000', tooSmall: '0,99', tooBig: '100000,01' }, true],
      ['calories', 'Калорийность', { min: '0', max: '50000', tooSmall: '-1', tooBig: '50000,5' }, false],
      ['proteins', 'Белки', { min: '0', max: '5000', tooSmall: '-0,01', tooBig: '5001' }, false],
      ['fats', 'Жиры', { min: '0', max: '5000', tooSmall: '-3', tooBig: '9999,99' }, false],
      ['carbohydrates', 'Углеводы', { min: '0', max: '5000', tooSmall: '-0,5', tooBig: '5000,01' }, false],
    ];
    for (const [field, label, range, required] of decimals) {
      await expect({ [field]: '12.5' }, 'В качестве разделителя должна быть запятая');
      await expect({ [field]: 'двенадцать' }, `Поле «${label}» должно быть числом.`);
      await expect({ [field]: '1,2,3' }, `Поле «${label}» должно быть числом.`);
      await expect({ [field]: '12,345' }, 'Число должно содержать не более двух цифр после запятой.');
      await expect({ [field]: range.tooSmall }, `Поле «${label}» должно быть числом ${range.min} или больше.`);
      await expect({ [field]: range.tooBig }, `Поле «${label}» должно быть числом ${range.max} или меньше.`);
      if (required) {
        await expect({ [field]: '' }, `Поле «${label}» обязательно для заполнения`);
        await expect({ [field]: '   ' }, `Поле «${label}» обязательно для заполнения`);
        const { [field]: _left, ...without } = base;
        assert.deepEqual(await refusedForm(app, cook, without), [`Поле «${label}» обязательно для заполнения`], `${field} missing`);
      }
    }

    const integers: [keyof DishFormValues, string, { min: string; max: string; tooSmall: string; tooBig: string }, boolean][] = [
      ['quantity', 'Количество порций', { min: '1', max: '100', tooSmall: '0', tooBig: '101' }, true],
      ['cooking_time', 'Время приготовления', { min: '1', max: '2880', tooSmall: '-5', tooBig: '2881' }, true],
      ['daily_limit', 'Порций в день', { min: '1', max: '999', tooSmall: '0', tooBig: '1000' }, false],
    ];
    for (const [field, label, range, required] of integers) {
      await expect({ [field]: '1,5' }, `Поле «${label}» должно быть целым числом`);
      await expect({ [field]: '1.5' }, `Поле «${label}» должно быть целым числом`);
      await expect({ [field]: 'много' }, `Поле «${label}» должно быть целым числом`);
      await expect({ [field]: range.tooSmall }, `Поле «${label}» должно быть числом ${range.min} или больше.`);
      await expect({ [field]: range.tooBig }, `Поле «${label}» должно быть числом ${range.max} или меньше.`);
      if (required) await expect({ [field]: '' }, `Поле «${label}» обязательно для заполнения`);
    }

    // The weight's range follows its unit; grams are whole.
    await expect({ weight: '60000', weight_unit: 'г' }, 'Поле «Вес» должно быть числом 50000 или меньше.');
    await expect({ weight: '0,5', weight_unit: 'г' }, 'Поле «Вес» должно быть целым числом');
    await expect({ weight: '51', weight_unit: 'кг' }, 'Поле «Вес» должно быть числом 50 или меньше.');

    // Texts, choices and lists.
    await expect({ name: '' }, 'Поле «Название» обязательно для заполнения');
    await expect({ name: 'Б' }, 'Поле «Название» должно быть не короче 2 символов');
    await expect({ name: 'Б'.repeat(101) }, 'Поле «Название» не может быть длиннее 100 символов');
    await expect({ preview_text: '  ' }, 'Поле «Описание и состав» обязательно для заполнения');
    await expect({ weight_unit: 'фунт' as 'г' }, 'Поле «Единица веса» обязательно для заполнения');
    await expect({ images: [] }, DISH_MESSAGES.imagesRequired);
    await expect({ images: Array.from({ length: 11 }, (_, index) => index + 1) }, DISH_MESSAGES.tooManyImages);
    await expect({ category_id: 2_000_000 }, DISH_MESSAGES.categoryNotFound);
    await expect({ other_preferences: [2_000_000] }, DISH_MESSAGES.preferenceNotFound);
    // Several problems at once: one message per field, each the first failing rule.
    assert.deepEqual(await refusedForm(app, cook, { ...base, price: '1.5', weight: '', cooking_time: 'x' }), [
      'Поле «Вес» обязательно для заполнения',
      'Поле «Время приготовления» должно быть целым числом',
      'В качестве разделителя должна быть запятая',
    ]);
    // A number where text is expected is not a number the cook typed.
    await expect({ price: 350 as unknown as string }, 'Поле «Цена» должно быть числом.');

    assert.equal((await orm().select().from(dishes).where(eq(dishes.cookId, cook.cookId))).length, 0, 'nothing was written');
  });

  test("another cook's dish is 404 on every call and their pictures cannot be taken; a picture serves one dish", async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const owner = await cookWithCard(app, suite, 'Владелец');
    const other = await cookWithCard(app, suite, 'Другой');
    const { categoryId, imageId } = await ready(app, owner);
    const dish = await createDish(app, owner, validForm(categoryId, [imageId]));
    const otherImage = await uploadedImageId(app, other);

    for (const [method, path, payload] of [
      ['GET', `/${dish.id}`],
      ['PUT', `/${dish.id}`, validForm(categoryId, [otherImage])],
      ['POST', `/${dish.id}/hide`],
      ['POST', `/${dish.id}/show`],
      ['DELETE', `/${dish.id}`],
      ['POST', '/reorder', { categoryId, dishIds: [dish.id] }],
    ] as [Method, string, unknown?][]) {
      const res = await call(app, method, path, other.accessToken, payload);
      assert.equal(res.statusCode, 404, `${method} ${path}`);
      assert.equal((res.json() as Failure).error, 'not_found');
    }
    const listed = cabinetDishListResponseSchema.parse((await call(app, 'GET', '', other.accessToken)).json()).data;
    assert.equal(listed.total, 0, "the other cook's list is empty");

    // The owner's picture in another cook's form, and a picture another dish already uses.
    assert.deepEqual(await refusedForm(app, other, validForm(categoryId, [imageId])), [DISH_MESSAGES.imageNotFound]);
    assert.deepEqual(await refusedForm(app, owner, validForm(categoryId, [otherImage])), [DISH_MESSAGES.imageNotFound]);
    assert.deepEqual(await refusedForm(app, owner, validForm(categoryId, [imageId])), [DISH_MESSAGES.imageNotFound], 'already the first dish’s');
    assert.deepEqual(await refusedForm(app, owner, validForm(categoryId, [2_000_000_000])), [DISH_MESSAGES.imageNotFound]);

    const [row] = await orm().select().from(dishes).where(eq(dishes.id, dish.id));
    assert.equal(row?.isHidden, false, 'nothing changed');
    assert.equal((await orm().select().from(dishes).where(eq(dishes.cookId, other.cookId))).length, 0, 'a refused create leaves no dish behind');
  });

  test('No mass assignment: owner, id, rating and verification fields in the body are refused and change nothing', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const owner = await cookWithCard(app, suite);
    const victim = await insertCook(orm(), { name: 'Чужой повар' });
    const { categoryId, imageId } = await ready(app, owner);
    const dish = await createDish(app, owner, validForm(categoryId, [imageId]));
    const before = await orm().select().from(dishes).where(eq(dishes.id, dish.id));

    for (const extra of [
      { cookId: victim },
      { cook_id: victim },
      { id: dish.id + 1 },
      { rating: 5 },
      { passportVerified: true },
      { sanitaryVerified: true },
      { isCook: false },
      { createdAt: '2020-01-01T00:00:00Z' },
      { sort_order: -100 },
      { mainCityId: 1 },
    ]) {
      for (const [method, path] of [
        ['POST', ''],
        ['PUT', `/${dish.id}`],
      ] as [Method, string][]) {
        const errors = await refusedForm(app, owner, { ...validForm(categoryId, [imageId], { name: 'Подмена' }), ...extra }, method, path);
        assert.deepEqual(errors, ['Поле «Блюдо» некорректно'], JSON.stringify(extra));
      }
    }
    assert.deepEqual(await orm().select().from(dishes).where(eq(dishes.id, dish.id)), before);
    assert.equal((await orm().select().from(dishes).where(eq(dishes.cookId, victim))).length, 0);
    const [card] = await orm().select().from(cooks).where(eq(cooks.id, owner.cookId));
    assert.deepEqual([card?.rating, card?.passportVerified, card?.sanitaryVerified], [0, false, false]);
    const [account] = await orm().select().from(users).where(eq(users.id, owner.userId));
    assert.equal(account?.isCook, true);
  });

  test('update rewrites the dish: new pictures and preferences, a new category puts it last there; hide and show', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const { options, imageId } = await ready(app, cook);
    const [soups, salads] = options.categories;
    assert.ok(soups && salads);
    const inSalads = await createDish(app, cook, validForm(salads.id, [await uploadedImageId(app, cook)], { name: 'Оливье' }));
    const dish = await createDish(app, cook, validForm(soups.id, [imageId], { other_preferences: [options.tastePreferences[0]!.id] }));
    const newImage = await uploadedImageId(app, cook);

    const res = await call(app, 'PUT', `/${dish.id}`, cook.accessToken, {
      ...dish.form,
      name: 'Щи',
      category_id: salads.id,
      images: [newImage],
      other_preferences: [],
      weight: '800',
      weight_unit: 'г',
      price: '420,5',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Изменения сохранены');
    const updated = cabinetDishResponseSchema.parse(res.json()).data;
    assert.deepEqual([updated.name, updated.categoryId, updated.weight, updated.price], ['Щи', salads.id, 800, 42_050]);
    assert.deepEqual(
      updated.images.map((image) => image.id),
      [newImage],
    );
    assert.deepEqual(updated.preferences, []);
    assert.ok(updated.sortOrder > inSalads.sortOrder, 'moved to the end of its new category');
    const [oldPicture] = await orm().select().from(dishImages).where(eq(dishImages.id, imageId));
    assert.equal(oldPicture?.dishId, null, 'the dropped picture is free again');

    const hidden = await call(app, 'POST', `/${dish.id}/hide`, cook.accessToken);
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.equal(hidden.json().message, 'Блюдо скрыто');
    assert.equal(cabinetDishResponseSchema.parse(hidden.json()).data.isHidden, true);
    const lists = async (hiddenFlag: string) =>
      cabinetDishListResponseSchema.parse((await call(app, 'GET', `?hidden=${hiddenFlag}`, cook.accessToken)).json()).data;
    const onlyHidden = await lists('1');
    assert.deepEqual(
      onlyHidden.categories.flatMap((category) => category.dishes.map((item) => item.id)),
      [dish.id],
    );
    assert.deepEqual([onlyHidden.visibleCount, onlyHidden.hiddenCount], [1, 1]);
    assert.deepEqual(
      (await lists('0')).categories.flatMap((category) => category.dishes.map((item) => item.id)),
      [inSalads.id],
    );

    const shown = await call(app, 'POST', `/${dish.id}/show`, cook.accessToken);
    assert.equal(shown.json().message, 'Блюдо снова в меню');
    assert.equal(cabinetDishResponseSchema.parse(shown.json()).data.isHidden, false);
    assert.equal((await lists('1')).total, 0);
  });

  test('the list: grouped by category in the catalogue order, searched by name, one category; the order within a category is the cook’s', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const { options } = await ready(app, cook);
    const [first, second] = options.categories;
    assert.ok(first && second);
    const make = async (name: string, categoryId: number) =>
      (await createDish(app, cook, validForm(categoryId, [await uploadedImageId(app, cook, 64, 64)], { name }))).id;
    const a = await make('Борщ', first.id);
    const b = await make('Солянка', first.id);
    const c = await make('Рассольник', first.id);
    const d = await make('Оливье', second.id);

    const all = cabinetDishListResponseSchema.parse((await call(app, 'GET', '', cook.accessToken)).json()).data;
    assert.deepEqual(
      all.categories.map((category) => [category.id, category.dishes.map((dish) => dish.id)]),
      [
        [first.id, [a, b, c]],
        [second.id, [d]],
      ],
      'new dishes go last in their category',
    );
    assert.equal(all.total, 4);

    const searched = cabinetDishListResponseSchema.parse((await call(app, 'GET', `?search=${encodeURIComponent('солян')}`, cook.accessToken)).json()).data;
    assert.deepEqual(
      searched.categories.flatMap((category) => category.dishes.map((dish) => dish.id)),
      [b],
    );
    const percent = cabinetDishListResponseSchema.parse((await call(app, 'GET', '?search=%25', cook.accessToken)).json()).data;
    assert.equal(percent.total, 0, "'%' is a letter, not a pattern");
    const oneCategory = cabinetDishListResponseSchema.parse((await call(app, 'GET', `?categoryId=${second.id}`, cook.accessToken)).json()).data;
    assert.deepEqual(
      oneCategory.categories.map((category) => category.id),
      [second.id],
    );
    for (const query of ['?hidden=2', '?categoryId=abc', `?search=${'я'.repeat(101)}`]) {
      assert.equal((await call(app, 'GET', query, cook.accessToken)).statusCode, 400, query);
    }

    // Reorder: the listed first, the rest after in their order; the cook page follows.
    const reordered = await call(app, 'POST', '/reorder', cook.accessToken, { categoryId: first.id, dishIds: [c, a] });
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(dishReorderResponseSchema.parse(reordered.json()).data, { categoryId: first.id, dishIds: [c, a, b] });
    const after = cabinetDishListResponseSchema.parse((await call(app, 'GET', '', cook.accessToken)).json()).data;
    assert.deepEqual(
      after.categories[0]!.dishes.map((dish) => dish.id),
      [c, a, b],
    );
    const page = await app.inject({ method: 'GET', url: `/api/cooks/${cook.cookId}` });
    assert.equal(page.statusCode, 200, page.body);
    const menu = (page.json().data.dishes as { id: string; dishes: { id: number }[] }[]).find((section) => section.id === first.slug);
    assert.deepEqual(
      menu?.dishes.map((dish) => dish.id),
      [c, a, b],
      'the cook page menu shows the cook’s order',
    );

    // A dish of another category or a repeat is refused; nothing moves.
    for (const dishIds of [[d], [a, a]]) {
      const res = await call(app, 'POST', '/reorder', cook.accessToken, { categoryId: first.id, dishIds });
      assert.equal(res.statusCode, 400, JSON.stringify(dishIds));
      assert.deepEqual((res.json() as Failure).errors, [DISH_MESSAGES.reorderMismatch]);
    }
    const extra = await call(app, 'POST', '/reorder', cook.accessToken, { categoryId: first.id, dishIds: [a], cookId: 1 });
    assert.equal(extra.statusCode, 400);
  });

  test('deleting a dish: its pictures go, past orders keep their lines without the dish', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const customer = await signInAs(app, suite);
    const { categoryId, imageId } = await ready(app, cook);
    const dish = await createDish(app, cook, validForm(categoryId, [imageId]));
    const orderId = await placeOrder(
      orm(),
      { customer, cookId: cook.cookId, dishId: dish.id },
      {
        items: [{ dishId: dish.id, name: dish.name, price: dish.price, count: 1, cookingTime: dish.cookingTime }],
      },
    );

    const res = await call(app, 'DELETE', `/${dish.id}`, cook.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Блюдо удалено');
    assert.equal((await call(app, 'GET', `/${dish.id}`, cook.accessToken)).statusCode, 404);
    assert.equal((await call(app, 'DELETE', `/${dish.id}`, cook.accessToken)).statusCode, 404);
    const lines = await orm().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    assert.deepEqual(
      lines.map((line) => [line.dishId, line.name, line.price]),
      [[null, dish.name, dish.price]],
    );
    assert.equal((await orm().select().from(dishImages).where(eq(dishImages.id, imageId))).length, 0);
  });

  test('dishes the demo seed made get picture ids the first time the cabinet reads them, so they can be edited', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const { categoryId } = await ready(app, cook);
    const picture = {
      webp: '/api/files/demo/a.webp',
      jpg: '/api/files/demo/a.jpg',
      src: '/api/files/demo/a.jpg',
      original: '/api/files/demo/a.jpg',
      size: { width: 640, height: 480 },
    };
    const [seeded] = await orm()
      .insert(dishes)
      .values({ cookId: cook.cookId, categoryId, name: 'Пирог', weight: 1000, weightUnit: 'кг', cookingTime: 60, price: 80_000, images: [picture] })
      .returning({ id: dishes.id });
    assert.ok(seeded);
    const read = cabinetDishResponseSchema.parse((await call(app, 'GET', `/${seeded.id}`, cook.accessToken)).json()).data;
    assert.equal(read.images.length, 1);
    assert.deepEqual(read.images[0]!.image, picture);
    assert.deepEqual([read.form.weight, read.form.weight_unit, read.form.price], ['1', 'кг', '800']);
    const saved = await call(app, 'PUT', `/${seeded.id}`, cook.accessToken, { ...read.form, preview_text: 'Пирог с капустой' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      cabinetDishResponseSchema.parse(saved.json()).data.images.map((image) => image.image),
      [picture],
    );
  });

  test("each of the cook's calls counts once against the per-address allowance, whichever dish route it is", async (t) => {
    const { app } = await buildWithFiles(t, suite, { rateLimits: { everyRoute: { max: 40, windowMs: 60_000 } } });
    const cook = await cookWithCard(app, suite);
    // The last route declared is the one a shared hook list would have grown longest for.
    for (let n = 0; n < 15; n += 1) {
      const res = await call(app, 'DELETE', '/999999', cook.accessToken);
      assert.equal(res.statusCode, 404, `call ${n + 1}: ${res.body}`);
    }
  });
});

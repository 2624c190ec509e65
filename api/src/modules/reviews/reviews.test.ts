// Cook reviews: who may write one (a completed order from the
// cook not reviewed yet), the cook's rating recomputed with it, the list newest first, photos
// re-encoded without metadata, and the cook's one answer.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { COOK_NOT_FOUND_MESSAGE, REVIEW_NOT_ALLOWED_MESSAGE, type Review } from '@povar/shared-kit/contracts';
import { cooks, orders, reviews, users, type OrderStatus } from '../../db/schema.ts';
import { PUBLIC_FILES_PREFIX } from '../../files/storage.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { freshPhone } from '../../test/auth.ts';
import { insertCookAccount } from '../../test/cooks.ts';
import { bearer, buildWithFiles, jpegWithExif, multipart, PDF, png, signInAs, type FormFile } from '../../test/files.ts';
import { createReviewRights } from './review-rights.ts';

const MB = 1024 * 1024;
const TYUMEN = 956;

/** A cook card of its own per test, so counts and ratings start from nothing. */
async function newCook(suite: ApiSuite, options: { ownerId?: number; isActive?: boolean } = {}): Promise<number> {
  const [cook] = await suite.database.orm
    .insert(cooks)
    .values({
      name: 'Тамара Отзывова',
      address: 'ул. Республики, 1',
      mainCityId: TYUMEN,
      lat: 57.15,
      lon: 65.53,
      userId: options.ownerId ?? (await insertCookAccount(suite.database.orm)),
      isActive: options.isActive ?? true,
    })
    .returning({ id: cooks.id });
  assert.ok(cook);
  return cook.id;
}

async function placeOrder(suite: ApiSuite, customerId: number, cookId: number, status: OrderStatus = 'completed', createdAt = new Date()): Promise<number> {
  const [order] = await suite.database.orm
    .insert(orders)
    .values({ customerId, cookId, status, total: 150_000, createdAt, completedAt: status === 'completed' ? createdAt : null })
    .returning({ id: orders.id });
  assert.ok(order);
  return order.id;
}

function postReview(app: FastifyInstance, cookId: number, accessToken: string | null, fields: Record<string, string>, files: FormFile[] = []) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/cooks/${cookId}/reviews`,
    headers: { ...body.headers, ...(accessToken ? bearer(accessToken) : {}) },
    payload: body.payload,
  });
}

async function listReviews(app: FastifyInstance, cookId: number, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/reviews${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as { items: Review[]; pagination: { page: number; perPage: number; total: number; lastPage: number } };
}

const answer = (app: FastifyInstance, reviewId: number, accessToken: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/answer`,
    headers: accessToken ? bearer(accessToken) : {},
    payload: payload as Record<string, unknown>,
  });

const cookRow = async (suite: ApiSuite, cookId: number) => {
  const [row] = await suite.database.orm.select({ rating: cooks.rating, reviewsCount: cooks.reviewsCount }).from(cooks).where(eq(cooks.id, cookId));
  return row;
};

const storedFile = (filesDir: string, href: string) => readFile(path.join(filesDir, href.slice(PUBLIC_FILES_PREFIX.length + 1)));

const serverWithCustomer = async (t: TestContext, suite: ApiSuite) => {
  const server = await buildWithFiles(t, suite);
  const customer = await signInAs(server.app, suite);
  return { ...server, customer };
};

describeOnEachDatabase('reviews: who may write one', (suite) => {
  test('a guest is refused with 401, and nothing is written', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cookId = await newCook(suite);
    const res = await postReview(app, cookId, null, { rating: '5', reviewText: 'Вкусно' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'unauthorized');
    assert.deepEqual(await suite.database.orm.select().from(reviews).where(eq(reviews.cookId, cookId)), []);
  });

  test('without a completed order from this cook the review is refused: no order, an order still cooking, a completed order from another cook', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    const otherCookId = await newCook(suite);
    const rights = createReviewRights(suite.database.orm);

    const refused = async () => {
      const res = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Очень вкусно' });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().errors, [REVIEW_NOT_ALLOWED_MESSAGE]);
      assert.equal(await rights.canAddReview(customer.id, cookId), false);
    };
    await refused();
    for (const status of ['awaiting_payment', 'new', 'accepted', 'cooking', 'ready', 'delivering', 'cancelled'] as const) {
      await placeOrder(suite, customer.id, cookId, status);
    }
    await refused();
    await placeOrder(suite, customer.id, otherCookId);
    await refused();
    assert.deepEqual(await cookRow(suite, cookId), { rating: 0, reviewsCount: 0 });
  });

  test('with a completed order: the review is written (200), the rating and count follow, and a second review of the one order is refused', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    const orderId = await placeOrder(suite, customer.id, cookId);
    const rights = createReviewRights(suite.database.orm);
    assert.equal(await rights.canAddReview(customer.id, cookId), true);
    assert.equal(await rights.canAddReview(null, cookId), false);

    const res = await postReview(app, cookId, customer.accessToken, { rating: '4', reviewText: '  Вкусные пельмени, тонкое тесто  ' });
    assert.equal(res.statusCode, 200, res.body);
    const review: Review = res.json().data;
    // A fresh account has no name: it shows as 'Покупатель', never as its phone.
    assert.deepEqual(
      { ...review, id: 0, date: '' },
      { id: 0, user: { name: 'Покупатель', avatar: null }, rating: 4, text: 'Вкусные пельмени, тонкое тесто', date: '', images: [], answer: null },
    );
    assert.ok(Math.abs(Date.parse(review.date) - Date.now()) < 60_000);
    const [stored] = await suite.database.orm.select().from(reviews).where(eq(reviews.id, review.id));
    assert.deepEqual([stored?.orderId, stored?.userId, stored?.cookId], [orderId, customer.id, cookId]);
    assert.deepEqual(await cookRow(suite, cookId), { rating: 4, reviewsCount: 1 });
    assert.equal(await rights.canAddReview(customer.id, cookId), false);

    const again = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Ещё раз спасибо' });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, [REVIEW_NOT_ALLOWED_MESSAGE]);
    assert.deepEqual(await cookRow(suite, cookId), { rating: 4, reviewsCount: 1 });
  });

  test('each completed order allows one review, the oldest order first; the rating is the average to 2 decimals', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    const newer = await placeOrder(suite, customer.id, cookId, 'completed', new Date('2026-03-02T10:00:00Z'));
    const older = await placeOrder(suite, customer.id, cookId, 'completed', new Date('2026-03-01T10:00:00Z'));
    const other = await signInAs(app, suite);
    await placeOrder(suite, other.id, cookId);

    const first = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Отлично' });
    assert.equal(first.statusCode, 200, first.body);
    const second = await postReview(app, cookId, customer.accessToken, { rating: '4', reviewText: 'Хорошо' });
    assert.equal(second.statusCode, 200, second.body);
    const third = await postReview(app, cookId, other.accessToken, { rating: '4', reviewText: 'Неплохо' });
    assert.equal(third.statusCode, 200, third.body);

    const orderOf = async (reviewId: number) =>
      (await suite.database.orm.select({ orderId: reviews.orderId }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.orderId;
    assert.equal(await orderOf(first.json().data.id), older);
    assert.equal(await orderOf(second.json().data.id), newer);
    // (5 + 4 + 4) / 3 = 4.333…
    assert.deepEqual(await cookRow(suite, cookId), { rating: 4.33, reviewsCount: 3 });
    assert.equal((await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'И снова' })).statusCode, 400);
  });

  test('reviews sent at once for one order: one is written, the others refused', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    await placeOrder(suite, customer.id, cookId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => postReview(app, cookId, customer.accessToken, { rating: String((index % 5) + 1), reviewText: `Отзыв ${index}` })),
    );
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 400, 400, 400, 400, 400]);
    assert.equal((await cookRow(suite, cookId))?.reviewsCount, 1);
  });

  test('an unknown or paused cook is 404 with the cook-not-found message', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const paused = await newCook(suite, { isActive: false });
    await placeOrder(suite, customer.id, paused);
    for (const cookId of [paused, 999_999]) {
      const posted = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Вкусно' });
      assert.equal(posted.statusCode, 404);
      assert.equal(posted.json().message, COOK_NOT_FOUND_MESSAGE);
      const listed = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/reviews` });
      assert.equal(listed.statusCode, 404);
      assert.equal(listed.json().message, COOK_NOT_FOUND_MESSAGE);
    }
  });

  test('the fields are checked with Russian messages; nothing is written', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    await placeOrder(suite, customer.id, cookId);
    const cases: [Record<string, string>, string[]][] = [
      [{}, ['Поставьте оценку', 'Напишите отзыв']],
      [{ rating: '6', reviewText: '   ' }, ['Поставьте оценку от 1 до 5', 'Напишите отзыв']],
      [{ rating: '0', reviewText: 'Вкусно' }, ['Поставьте оценку от 1 до 5']],
      [{ rating: '5', reviewText: 'а'.repeat(2001) }, ['Не больше 2000 символов']],
    ];
    for (const [fields, errors] of cases) {
      const res = await postReview(app, cookId, customer.accessToken, fields);
      assert.equal(res.statusCode, 400, JSON.stringify(fields));
      assert.deepEqual(res.json().errors, errors);
    }
    assert.deepEqual(await cookRow(suite, cookId), { rating: 0, reviewsCount: 0 });
  });
});

describeOnEachDatabase('reviews: photos', (suite) => {
  test('photos are re-encoded to webp and jpeg without EXIF or GPS, turned upright, and served publicly', async (t) => {
    const { app, filesDir, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    await placeOrder(suite, customer.id, cookId);
    const original = await jpegWithExif(400, 300);
    assert.ok((await sharp(original).metadata()).exif, 'the sample carries EXIF');

    const res = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Смотрите, какая красота' }, [
      { field: 'images', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: original },
      { field: 'images', filename: 'plate.png', contentType: 'image/png', data: await png(64, 48) },
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const images: Review['images'] = res.json().data.images;
    assert.equal(images.length, 2);
    const [first, second] = images;
    assert.ok(first && second);
    // Orientation 6 is applied to the pixels: 400 × 300 arrives as 300 × 400.
    assert.deepEqual(first.size, { width: 300, height: 400 });
    assert.deepEqual(second.size, { width: 64, height: 48 });
    for (const image of images) {
      assert.match(image.webp, /^\/api\/files\/reviews\/[0-9a-f-]{36}\.webp$/);
      assert.match(image.jpg, /^\/api\/files\/reviews\/[0-9a-f-]{36}\.jpg$/);
      assert.equal(image.original, image.jpg);
      for (const [href, format] of [
        [image.webp, 'webp'],
        [image.jpg, 'jpeg'],
      ] as const) {
        const metadata = await sharp(await storedFile(filesDir, href)).metadata();
        assert.equal(metadata.format, format);
        assert.equal(metadata.exif, undefined, href);
        assert.equal(metadata.orientation, undefined, href);
        const served = await app.inject({ method: 'GET', url: href });
        assert.equal(served.statusCode, 200, href);
      }
    }
    assert.deepEqual((await listReviews(app, cookId)).items[0]?.images, images);
  });

  test('bytes that are no picture (whatever their name), more than 5 photos or one over 10 MB are refused, and no review is written', async (t) => {
    const { app, filesDir, customer } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    await placeOrder(suite, customer.id, cookId);
    const fields = { rating: '5', reviewText: 'Вкусно' };
    const send = (files: FormFile[]) => postReview(app, cookId, customer.accessToken, fields, files);

    for (const data of [PDF, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('просто текст')]) {
      const res = await send([
        { field: 'images', filename: 'photo.jpg', contentType: 'image/jpeg', data: await png() },
        { field: 'images', filename: 'photo2.jpg', contentType: 'image/jpeg', data },
      ]);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, ['Поле Фотографии должно быть изображением']);
    }
    const small = await png(8, 8);
    const six = await send(Array.from({ length: 6 }, (_, index) => ({ field: 'images', filename: `${index}.png`, data: small })));
    assert.equal(six.statusCode, 400);
    assert.deepEqual(six.json().errors, ['Можно приложить не больше 5 файлов']);
    const large = await send([{ field: 'images', filename: 'big.jpg', data: Buffer.concat([await jpegWithExif(), Buffer.alloc(10 * MB)]) }]);
    assert.equal(large.statusCode, 400);
    assert.deepEqual(large.json().errors, ['Поле Фотографии должно быть меньше, чем 10240KB']);

    assert.deepEqual(await cookRow(suite, cookId), { rating: 0, reviewsCount: 0 });
    // The good picture sent beside a bad one was rendered but never written.
    assert.deepEqual(await readdir(path.join(filesDir, 'reviews')).catch(() => []), []);
    assert.equal(await createReviewRights(suite.database.orm).canAddReview(customer.id, cookId), true);
    const five = await send(Array.from({ length: 5 }, (_, index) => ({ field: 'images', filename: `${index}.png`, data: small })));
    assert.equal(five.statusCode, 200, five.body);
    assert.equal(five.json().data.images.length, 5);
  });
});

describeOnEachDatabase('reviews: the list', (suite) => {
  test('newest first (the later id first on equal dates), paged, with the author as shown and the answer', async (t) => {
    const { app } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    const [named] = await suite.database.orm
      .insert(users)
      .values({
        phone: freshPhone(),
        name: 'Мария К.',
        avatar: { webp: '/a.webp', jpg: '/a.jpg', src: '/a.jpg', original: '/a.jpg', size: { width: 512, height: 512 } },
      })
      .returning({ id: users.id });
    assert.ok(named);
    const write = async (day: string, text: string, extra: Partial<typeof reviews.$inferInsert> = {}) => {
      const orderId = await placeOrder(suite, named.id, cookId, 'completed', new Date(`${day}T08:00:00Z`));
      const [row] = await suite.database.orm
        .insert(reviews)
        .values({ cookId, orderId, userId: named.id, rating: 5, text, createdAt: new Date(`${day}T12:00:00Z`), ...extra })
        .returning({ id: reviews.id });
      return row!.id;
    };
    await write('2026-05-01', 'Самый старый');
    await write('2026-05-03', 'Первый из двух');
    await write('2026-05-03', 'Второй из двух', { answerText: 'Спасибо!', answeredAt: new Date('2026-05-04T09:00:00Z') });
    await write('2026-05-02', 'Средний');

    const firstPage = await listReviews(app, cookId, '?page=1&perPage=3');
    assert.deepEqual(
      firstPage.items.map((review) => review.text),
      ['Второй из двух', 'Первый из двух', 'Средний'],
    );
    assert.deepEqual(firstPage.pagination, { page: 1, perPage: 3, total: 4, lastPage: 2 });
    const [newest] = firstPage.items;
    assert.deepEqual(newest?.user, {
      name: 'Мария К.',
      avatar: { webp: '/a.webp', jpg: '/a.jpg', src: '/a.jpg', original: '/a.jpg', size: { width: 512, height: 512 } },
    });
    assert.deepEqual(newest?.answer, { text: 'Спасибо!', date: '2026-05-04T09:00:00.000Z' });
    assert.equal(newest?.date, '2026-05-03T12:00:00.000Z');
    assert.equal(firstPage.items[1]?.answer, null);

    const secondPage = await listReviews(app, cookId, '?page=2&perPage=3');
    assert.deepEqual(
      secondPage.items.map((review) => review.text),
      ['Самый старый'],
    );
    assert.equal((await listReviews(app, cookId, '?page=3&perPage=3')).items.length, 0);
    assert.deepEqual((await listReviews(app, cookId)).pagination, { page: 1, perPage: 10, total: 4, lastPage: 1 });

    const badPage = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}/reviews?perPage=0` });
    assert.equal(badPage.statusCode, 400);
  });

  test('a cook without reviews has an empty first page', async (t) => {
    const { app } = await serverWithCustomer(t, suite);
    const cookId = await newCook(suite);
    assert.deepEqual(await listReviews(app, cookId), { items: [], pagination: { page: 1, perPage: 10, total: 0, lastPage: 1 } });
  });
});

describeOnEachDatabase('reviews: the cook answers', (suite) => {
  test('only the account running the card answers, once; anyone else gets 404 (a customer, another cook), a guest 401', async (t) => {
    const { app, customer } = await serverWithCustomer(t, suite);
    const owner = await signInAs(app, suite, 'cook');
    const otherCook = await signInAs(app, suite, 'cook');
    const cookId = await newCook(suite, { ownerId: owner.id });
    await newCook(suite, { ownerId: otherCook.id });
    await placeOrder(suite, customer.id, cookId);
    const posted = await postReview(app, cookId, customer.accessToken, { rating: '5', reviewText: 'Спасибо за ужин' });
    assert.equal(posted.statusCode, 200, posted.body);
    const reviewId: number = posted.json().data.id;

    assert.equal((await answer(app, reviewId, null, { text: 'Спасибо!' })).statusCode, 401);
    for (const stranger of [customer, otherCook]) {
      const res = await answer(app, reviewId, stranger.accessToken, { text: 'Чужой ответ' });
      assert.equal(res.statusCode, 404, res.body);
    }
    assert.equal((await answer(app, 999_999, owner.accessToken, { text: 'Спасибо!' })).statusCode, 404);
    const empty = await answer(app, reviewId, owner.accessToken, { text: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, ['Напишите ответ']);

    const answered = await answer(app, reviewId, owner.accessToken, { text: ' Рада, что понравилось! ' });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(answered.json().data.answer.text, 'Рада, что понравилось!');
    assert.ok(Math.abs(Date.parse(answered.json().data.answer.date) - Date.now()) < 60_000);

    const twice = await answer(app, reviewId, owner.accessToken, { text: 'Ещё раз спасибо' });
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json().errors, ['На отзыв уже есть ответ']);
    assert.equal((await listReviews(app, cookId)).items[0]?.answer?.text, 'Рада, что понравилось!');
  });
});

// The demo reviews: every cook's rating and count are those of real review rows, each review has
// its completed order, the numbers look like a marketplace's, the README's customer can write a
// review right away, and a second run changes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { lastCodeFor, login, sendCode } from '../../test/auth.ts';
import { multipart } from '../../test/files.ts';
import { createReviewRights } from './review-rights.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { DEMO_CUSTOMER_REVIEWABLE_COOKS, seedDemoCustomerOrders, seedDemoReviews } from './reviews.demo-seed.ts';

describeOnEachDatabase('demo reviews seed', (suite) => {
  // The driver-neutral Orm types raw results as unknown; both drivers answer `{ rows }`.
  const rowsOf = async <Row>(query: SQL): Promise<Row[]> => ((await suite.database.orm.execute(query)) as { rows: Row[] }).rows;

  test("every cook's rating and reviews count are those of its review rows", async () => {
    const mismatched = await rowsOf<{ id: number }>(sql`
      select c.id from cooks c left join reviews r on r.cook_id = c.id
      group by c.id, c.rating, c.reviews_count
      having c.reviews_count <> count(r.id) or c.rating <> coalesce(round(avg(r.rating), 2), 0)`);
    assert.deepEqual(mismatched, []);
  });

  test('0-25 reviews a cook, mostly 4 and 5 stars, some with one or two photos, some answered, each on its own completed order', async () => {
    const [spread] = await rowsOf<{
      reviews: number;
      fewest: number;
      most: number;
      high: number;
      average: number;
      photos: number;
      too_many_photos: number;
      answered: number;
    }>(sql`
      select (select count(*)::int from reviews) as reviews,
        (select min(reviews_count) from cooks) as fewest,
        (select max(reviews_count) from cooks) as most,
        (select count(*)::int from reviews where rating >= 4) as high,
        (select avg(rating)::float8 from reviews) as average,
        (select count(*)::int from reviews where jsonb_array_length(images) > 0) as photos,
        (select count(*)::int from reviews where jsonb_array_length(images) > 2) as too_many_photos,
        (select count(*)::int from reviews where answer_text is not null and answered_at > created_at) as answered`);
    assert.ok(spread);
    assert.ok(spread.reviews >= 500, JSON.stringify(spread));
    assert.ok(spread.fewest >= 0 && spread.most <= 25, JSON.stringify(spread));
    assert.ok(spread.high / spread.reviews > 0.8 && spread.average > 4.2, JSON.stringify(spread));
    assert.ok(spread.photos > 10 && spread.too_many_photos === 0, JSON.stringify(spread));
    assert.ok(spread.answered > 10, JSON.stringify(spread));

    const [orphans] = await rowsOf<{ total: number }>(sql`
      select count(*)::int as total from reviews r left join orders o on o.id = r.order_id
      where o.id is null or o.status <> 'completed' or o.customer_id <> r.user_id or o.cook_id <> r.cook_id or o.completed_at >= r.created_at`);
    assert.equal(orphans?.total, 0);

    // Reviewers: named like people sign (or nameless), phones in a range of their own.
    const [reviewers] = await rowsOf<{ total: number; outside: number; named: number }>(sql`
      select count(distinct u.id)::int as total,
        count(distinct u.id) filter (where u.phone not like '+7997000%')::int as outside,
        count(distinct u.id) filter (where u.name ~ '^[А-ЯЁ][а-яё]+ [А-ЯЁ]\.$')::int as named
      from reviews r join users u on u.id = r.user_id`);
    assert.ok(reviewers);
    assert.equal(reviewers.outside, 0);
    assert.ok(reviewers.total >= 35 && reviewers.named >= reviewers.total - 2, JSON.stringify(reviewers));
  });

  test("the home page's 'Выбор покупателей' has dishes of well-reviewed cooks", async () => {
    const [compilation] = await rowsOf<{ dishes: number }>(sql`select cardinality(dish_ids) as dishes from compilations where slug = 'vybor-pokupateley'`);
    assert.ok((compilation?.dishes ?? 0) > 0);
  });

  test('the README customer has unreviewed completed orders from the first Tyumen cooks, and writes a review', async (t) => {
    const reviewable = await rowsOf<{ cook_id: number }>(sql`
      select o.cook_id from orders o join users u on u.id = o.customer_id
      where u.phone = ${DEMO_ACCOUNTS.customer.phone} and o.status = 'completed'
        and not exists (select 1 from reviews r where r.order_id = o.id)
      order by o.cook_id`);
    const firstTyumen = await rowsOf<{ id: number }>(sql`
      select c.id from cooks c join main_cities m on m.id = c.main_city_id
      where m.slug = 'tyumen' and c.is_active order by c.id limit ${DEMO_CUSTOMER_REVIEWABLE_COOKS}`);
    assert.deepEqual(
      reviewable.map((row) => row.cook_id),
      firstTyumen.map((row) => row.id),
    );

    const app = await suite.build(t);
    assert.equal((await sendCode(app, DEMO_ACCOUNTS.customer.phone, new Date(), '10.250.0.2')).statusCode, 200);
    const signedIn = await login(app, { phone: DEMO_ACCOUNTS.customer.phone, code: await lastCodeFor(app, DEMO_ACCOUNTS.customer.phone) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const [user] = await rowsOf<{ id: number }>(sql`select id from users where phone = ${DEMO_ACCOUNTS.customer.phone}`);
    const cookId = firstTyumen[0]!.id;
    assert.equal(await createReviewRights(suite.database.orm).canAddReview(user!.id, cookId), true);

    const body = multipart({ rating: '5', reviewText: 'Всё очень вкусно, спасибо!' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/cooks/${cookId}/reviews`,
      headers: { ...body.headers, authorization: `Bearer ${signedIn.json().data.accessToken}` },
      payload: body.payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.user.name, 'Анна');
  });

  test('seeding again adds nothing', async () => {
    const snapshot = () =>
      rowsOf(sql`select (select count(*)::int from reviews) as reviews, (select count(*)::int from orders) as orders,
        (select count(*)::int from users) as users, (select sum(rating)::float8 from cooks) as ratings`);
    const before = await snapshot();
    await seedDemoReviews(suite.database.orm);
    await seedDemoCustomerOrders(suite.database.orm);
    assert.deepEqual(await snapshot(), before);
  });
});

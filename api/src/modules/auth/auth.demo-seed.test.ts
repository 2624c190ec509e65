// The README's demo accounts: a customer, a cook running a demo cook card, an operator; written
// once, left alone on the next start, never in production (nor the demo reviews), and the cook signs in as a cook.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray, ne, notLike, or } from 'drizzle-orm';
import { lastCodeFor, login, sendCode } from '../../test/auth.ts';
import { describeOnEachDatabase, pgliteTarget } from '../../test/helpers.ts';
import { openSeededDatabase } from '../../seed/seed.ts';
import { cooks, mainCities, reviews, users } from '../../db/schema.ts';
import { STAND_IN_PHONE_PREFIX } from '../../demo-world/cook-accounts.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { seedDemoAccounts } from './auth.demo-seed.ts';

const PHONES = [DEMO_ACCOUNTS.customer.phone, DEMO_ACCOUNTS.cook.phone, DEMO_ACCOUNTS.operator.phone];

describeOnEachDatabase('demo accounts seed', (suite) => {
  const accounts = () => suite.database.orm.select().from(users).where(inArray(users.phone, PHONES));

  test('a customer, an operator and a cook linked to a Tyumen demo card with its verification flags', async () => {
    const byPhone = new Map((await accounts()).map((user) => [user.phone, user]));
    const customer = byPhone.get(DEMO_ACCOUNTS.customer.phone);
    const cook = byPhone.get(DEMO_ACCOUNTS.cook.phone);
    const operator = byPhone.get(DEMO_ACCOUNTS.operator.phone);
    assert.deepEqual([customer?.name, customer?.role, customer?.isCook], ['Анна', 'customer', false]);
    assert.deepEqual([operator?.role, operator?.isCook], ['operator', false]);
    assert.ok(cook?.isCook);
    for (const user of [customer, cook, operator]) assert.equal(user?.passwordHash, null);

    const [card] = await suite.database.orm
      .select({ cook: cooks, region: mainCities.slug })
      .from(cooks)
      .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
      .where(eq(cooks.userId, cook.id));
    assert.ok(card);
    assert.equal(card.region, 'tyumen');
    assert.equal(card.cook.isActive, true);
    assert.deepEqual(
      [cook.name, cook.passportVerified, cook.sanitaryVerified, cook.avatar],
      [card.cook.name, card.cook.passportVerified, card.cook.sanitaryVerified, card.cook.avatar],
    );
  });

  test('a second run changes nothing, and an account someone changed is left as it is', async () => {
    const [customer] = await suite.database.orm.update(users).set({ name: 'Анна Петровна' }).where(eq(users.phone, DEMO_ACCOUNTS.customer.phone)).returning();
    const before = await accounts();
    const linkedBefore = await suite.database.orm
      .select({ id: cooks.id, userId: cooks.userId })
      .from(cooks)
      .where(
        inArray(
          cooks.userId,
          before.map((user) => user.id),
        ),
      );
    await seedDemoAccounts(suite.database.orm);
    assert.deepEqual(await accounts(), before);
    assert.equal(customer?.name, 'Анна Петровна');
    assert.deepEqual(
      await suite.database.orm
        .select({ id: cooks.id, userId: cooks.userId })
        .from(cooks)
        .where(
          inArray(
            cooks.userId,
            before.map((user) => user.id),
          ),
        ),
      linkedBefore,
    );
    assert.equal(linkedBefore.length, 2, "the demo cook's card and the support card the operator runs");
  });

  test('the demo cook signs in by SMS code and is a cook with cookData', async (t) => {
    const app = await suite.build(t);
    assert.equal((await sendCode(app, DEMO_ACCOUNTS.cook.phone, new Date(), '10.250.0.1')).statusCode, 200);
    const signedIn = await login(app, { phone: DEMO_ACCOUNTS.cook.phone, code: await lastCodeFor(app, DEMO_ACCOUNTS.cook.phone) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const user = await app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${signedIn.json().data.accessToken}` } });
    assert.equal(user.json().data.isCook, true);
    assert.equal(user.json().data.cookData.mainCity.slug, 'tyumen');
  });
});

test("the demo catalogue without demo accounts (`npm run seed:demo` under APP_ENV=production) has no demo accounts, reviewers or reviews (only its cards' stand-in accounts): its cooks start unrated", async () => {
  const scratch = await pgliteTarget.createScratchDatabase();
  const database = await openSeededDatabase({ ...scratch.config, demoData: { demoAccounts: false } });
  try {
    assert.deepEqual(await database.orm.select().from(users).where(inArray(users.phone, PHONES)), []);
    // Every account there is a card's stand-in (demo-world/cook-accounts.ts), nobody's to sign in with.
    assert.deepEqual(
      await database.orm
        .select({ id: users.id })
        .from(users)
        .where(notLike(users.phone, `${STAND_IN_PHONE_PREFIX}%`)),
      [],
    );
    assert.deepEqual(await database.orm.select({ id: reviews.id }).from(reviews).limit(1), []);
    assert.deepEqual(
      await database.orm
        .select({ id: cooks.id })
        .from(cooks)
        .where(or(ne(cooks.rating, 0), ne(cooks.reviewsCount, 0))),
      [],
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
});

// The demo payouts: the README cook's completed orders each have a payout, two of them completed
// this week (one online, one paid on receipt) and waiting, the old ones paid; seeding again adds nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { cooks, orders, payouts, users } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { seedDemoPayouts } from './orders.demo-seed.ts';

describeOnEachDatabase('demo payouts seed', (suite) => {
  const demoCookId = async () => {
    const [cook] = await suite.database.orm
      .select({ id: cooks.id })
      .from(cooks)
      .innerJoin(users, eq(users.id, cooks.userId))
      .where(eq(users.phone, DEMO_ACCOUNTS.cook.phone));
    assert.ok(cook);
    return cook.id;
  };

  test('every completed order of the README cook has its payout; recent ones wait, old ones are paid', async () => {
    const cookId = await demoCookId();
    const rows = await suite.database.orm
      .select({ orderId: orders.id, payoutId: payouts.id, status: payouts.status, paymentType: payouts.paymentType, completedAt: payouts.completedAt })
      .from(orders)
      .leftJoin(payouts, eq(payouts.orderId, orders.id))
      .where(sql`${orders.cookId} = ${cookId} and ${orders.status} = 'completed'`);
    assert.ok(rows.length >= 2);
    assert.ok(rows.every((row) => row.payoutId !== null));
    const dayAgo = Date.now() - 24 * 3_600_000;
    const recent = rows.filter((row) => row.completedAt && row.completedAt.getTime() > dayAgo);
    assert.deepEqual(recent.map((row) => [row.paymentType, row.status]).sort(), [
      ['on_receipt', 'pending'],
      ['online', 'pending'],
    ]);
    const weekAgo = Date.now() - 8 * 24 * 3_600_000;
    assert.ok(rows.filter((row) => row.completedAt && row.completedAt.getTime() < weekAgo).every((row) => row.status === 'paid'));
  });

  test('seeding again adds nothing', async () => {
    const rowsOf = async () =>
      (
        (await suite.database.orm.execute(sql`select (select count(*)::int from orders) as orders, (select count(*)::int from payouts) as payouts`)) as {
          rows: unknown[];
        }
      ).rows;
    const before = await rowsOf();
    await seedDemoPayouts(suite.database.orm);
    assert.deepEqual(await rowsOf(), before);
  });
});

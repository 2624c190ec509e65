// The demo catalogue: sizes per region, believable numbers, and a second seed run that changes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { seedDemoCatalog } from './catalog.demo-seed.ts';

describeOnEachDatabase('demo catalogue seed', (suite) => {
  // The driver-neutral Orm types raw results as unknown; both drivers answer `{ rows }`.
  const rowsOf = async <Row>(query: SQL): Promise<Row[]> => ((await suite.database.orm.execute(query)) as { rows: Row[] }).rows;

  const regionSizes = () =>
    rowsOf<{ slug: string; cooks: number; dishes: number }>(sql`
      select m.slug, count(distinct c.id)::int as cooks, count(d.id)::int as dishes
      from main_cities m join cooks c on c.main_city_id = m.id left join dishes d on d.cook_id = c.id
      group by m.slug order by m.slug`);

  test('Tyumen has at least 60 cooks and 600 dishes; Ekaterinburg and Omsk a smaller set', async () => {
    const sizes = Object.fromEntries((await regionSizes()).map((row) => [row.slug, row]));
    assert.ok((sizes.tyumen?.cooks ?? 0) >= 60 && (sizes.tyumen?.dishes ?? 0) >= 600, JSON.stringify(sizes.tyumen));
    for (const slug of ['ekaterinburg', 'omsk']) {
      assert.ok((sizes[slug]?.cooks ?? 0) >= 10 && (sizes[slug]?.dishes ?? 0) >= 75, JSON.stringify(sizes[slug]));
    }
  });

  test('dishes weigh from half a kilo, a portion costs about 180 ₽, and verification varies between cooks', async () => {
    const [row] = await rowsOf<{ min_weight: number; portion_roubles: number; verified: number; unverified: number; spread_metres: number }>(sql`
        select (select min(weight) from dishes) as min_weight,
          (select avg(price::float8 / quantity / 100) from dishes) as portion_roubles,
          (select count(*)::int from cooks where passport_verified and sanitary_verified) as verified,
          (select count(*)::int from cooks where not passport_verified) as unverified,
          (select max(earth_distance(ll_to_earth(c.lat, c.lon), ll_to_earth(m.lat, m.lon)))
             from cooks c join main_cities m on m.id = c.main_city_id where m.slug = 'tyumen') as spread_metres`);
    assert.ok(row);
    assert.ok(row.min_weight >= 500);
    assert.ok(row.portion_roubles > 160 && row.portion_roubles < 200, String(row.portion_roubles));
    assert.ok(row.verified > 0 && row.unverified > 0);
    assert.ok(row.spread_metres > 4000 && row.spread_metres <= 8100, String(row.spread_metres));
  });

  test('seeding again adds nothing', async () => {
    const before = await regionSizes();
    await seedDemoCatalog(suite.database.orm);
    assert.deepEqual(await regionSizes(), before);
  });
});

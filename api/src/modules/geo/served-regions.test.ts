// The served regions in memory (app.servedRegions): the region the database would pick for any
// point, no unserved region ever, and an operator's change reaching listings and the map at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { SEEDED_MAIN_CITIES } from '../../db/main-cities.ts';
import { mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { createServedRegions, readServedRegions } from './served-regions.ts';

describeOnEachDatabase('the served regions in memory', (suite) => {
  test('the nearest served region of points across the country is the one earth_distance picks', async () => {
    const { orm } = suite.database;
    const regions = createServedRegions(() => readServedRegions(orm));
    for (let lat = 42; lat <= 70; lat += 2.5) {
      for (let lon = 20; lon <= 180; lon += 7) {
        const [byDatabase] = await orm
          .select({ id: mainCities.id, lat: mainCities.lat, lon: mainCities.lon })
          .from(mainCities)
          .where(eq(mainCities.isServed, true))
          .orderBy(sql`earth_distance(ll_to_earth(${mainCities.lat}, ${mainCities.lon}), ll_to_earth(${lat}, ${lon}))`)
          .limit(1);
        assert.deepEqual(await regions.nearest({ lat, lon }), byDatabase, `at ${lat}, ${lon}`);
      }
    }
  });

  test('a region is found by id only while it is served', async () => {
    const regions = createServedRegions(() => readServedRegions(suite.database.orm));
    for (const city of SEEDED_MAIN_CITIES) {
      const found = await regions.find(city.id);
      assert.equal(found?.id, city.isServed ? city.id : undefined, city.slug);
    }
    assert.equal(await regions.find(1), undefined);
  });

  test('a region an operator stops serving leaves listings and the map without a restart', async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const omsk = SEEDED_MAIN_CITIES.find((city) => city.slug === 'omsk');
    assert.ok(omsk?.isServed);
    const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const listing = `/api/catalog/dishes?cityId=${omsk.id}`;
    const map = `/api/map/cooks?cityId=${omsk.id}`;
    assert.equal(await statusOf(listing), 200);
    assert.equal(await statusOf(map), 200);
    try {
      await orm.update(mainCities).set({ isServed: false }).where(eq(mainCities.id, omsk.id));
      assert.ok(await eventually(async () => (await statusOf(`${listing}&sort=price`)) === 404), 'the listing');
      assert.ok(await eventually(async () => (await statusOf(`${map}&radius=3000`)) === 404), 'the map');
    } finally {
      await orm.update(mainCities).set({ isServed: true }).where(eq(mainCities.id, omsk.id));
    }
  });
});

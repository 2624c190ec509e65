// The cooks map over HTTP on the seeded demo data: nearest first within the radius, the cap, regions and inactive cooks kept out, validation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { failureEnvelopeSchema, mapCooksQuerySchema, mapCooksResponseSchema, type MapCooks } from '@povar/shared-kit/contracts';
import { cooks, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { createServedRegions, readServedRegions } from '../geo/index.ts';
import { createMapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';

const TYUMEN = { id: 956, lat: 57.153033, lon: 65.534328 };

async function mapCooks(app: FastifyInstance, query: string): Promise<MapCooks> {
  const res = await app.inject({ method: 'GET', url: `/api/map/cooks?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return mapCooksResponseSchema.parse(res.json()).data;
}

function assertNearestFirst(answer: MapCooks) {
  for (let index = 1; index < answer.points.length; index += 1) {
    const previous = answer.points[index - 1]!;
    const current = answer.points[index]!;
    const [a, b] = [previous.properties.distance ?? Number.NaN, current.properties.distance ?? Number.NaN];
    assert.ok(a < b || (a === b && previous.id < current.id), `${previous.id}@${a} then ${current.id}@${b}`);
  }
}

describeOnEachDatabase('cooks map API', (suite) => {
  /** Active cooks of a region within `radius` metres of the point, by the database's own measure. */
  async function expectedIds(regionId: number, point: { lat: number; lon: number }, radius: number): Promise<number[]> {
    const rows = await suite.database.orm
      .select({ id: cooks.id })
      .from(cooks)
      .where(
        and(
          eq(cooks.isActive, true),
          eq(cooks.mainCityId, regionId),
          sql`earth_distance(ll_to_earth(${cooks.lat}, ${cooks.lon}), ll_to_earth(${point.lat}, ${point.lon})) <= ${radius}`,
        ),
      );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const idsOf = (answer: MapCooks) => answer.points.map((point) => point.id).sort((a, b) => a - b);

  test("without a point, the region's centre: every active cook of the region nearest first, as map points", async (t) => {
    const app = await suite.build(t);
    const answer = await mapCooks(app, `cityId=${TYUMEN.id}`);
    assert.deepEqual(answer.center, [TYUMEN.lon, TYUMEN.lat]);
    assert.equal(answer.radius, 50_000);
    assert.equal(answer.regionId, TYUMEN.id);
    assert.equal(answer.truncated, false);
    const everyActive = await suite.database.orm
      .select({ id: cooks.id })
      .from(cooks)
      .where(and(eq(cooks.isActive, true), eq(cooks.mainCityId, TYUMEN.id)));
    assert.ok(everyActive.length >= 60);
    assert.deepEqual(
      idsOf(answer),
      everyActive.map((row) => row.id).sort((a, b) => a - b),
    );
    assertNearestFirst(answer);
    const [first] = answer.points;
    assert.ok(first);
    assert.equal(first.geometry.type, 'Point');
    const [row] = await suite.database.orm.select({ lat: cooks.lat, lon: cooks.lon, name: cooks.name }).from(cooks).where(eq(cooks.id, first.id));
    assert.deepEqual(first.geometry.coordinates, [row?.lon, row?.lat]);
    assert.equal(first.properties.name, row?.name);

    // The default region when nothing is named.
    assert.deepEqual(idsOf(await mapCooks(app, '')), idsOf(answer));
  });

  test('the radius bounds the answer: exactly the cooks within it, the cook at the point first and 0 m away', async (t) => {
    const app = await suite.build(t);
    const point = { lat: TYUMEN.lat + 0.02, lon: TYUMEN.lon - 0.03 };
    for (const radius of [1_500, 3_000, 6_000]) {
      const answer = await mapCooks(app, `cityId=${TYUMEN.id}&lon=${point.lon}&lat=${point.lat}&radius=${radius}`);
      assert.deepEqual(answer.center, [point.lon, point.lat]);
      assert.deepEqual(idsOf(answer), await expectedIds(TYUMEN.id, point, radius), `radius ${radius}`);
      for (const cook of answer.points) assert.ok((cook.properties.distance ?? Infinity) <= radius);
      assertNearestFirst(answer);
    }
    const [someone] = await suite.database.orm
      .select({ id: cooks.id, lat: cooks.lat, lon: cooks.lon })
      .from(cooks)
      .where(and(eq(cooks.isActive, true), eq(cooks.mainCityId, TYUMEN.id)))
      .limit(1);
    assert.ok(someone);
    const atDoor = await mapCooks(app, `cityId=${TYUMEN.id}&lon=${someone.lon}&lat=${someone.lat}&radius=100`);
    assert.equal(atDoor.points[0]?.id, someone.id);
    assert.equal(atDoor.points[0]?.properties.distance, 0);
  });

  test('at most the cap, nearest first, and the answer says when it left cooks out', async () => {
    const repository = createMapRepository(suite.database.orm);
    const regions = createServedRegions(() => readServedRegions(suite.database.orm));
    const whole = await createMapService({ map: repository, regions }).listCooksAround(mapCooksQuerySchema.parse({ cityId: '956' }));
    const capped = await createMapService({ map: repository, regions, limit: 7 }).listCooksAround(mapCooksQuerySchema.parse({ cityId: '956' }));
    assert.equal(capped.points.length, 7);
    assert.equal(capped.truncated, true);
    assert.deepEqual(capped.points, whole.points.slice(0, 7));
    const exact = await createMapService({ map: repository, regions, limit: whole.points.length }).listCooksAround(
      mapCooksQuerySchema.parse({ cityId: '956' }),
    );
    assert.equal(exact.truncated, false);
  });

  test('inactive cooks and other regions never show, whatever the circle covers', async (t) => {
    const app = await suite.build(t);
    const orm = suite.database.orm;
    const inactive = await orm.select({ id: cooks.id, lat: cooks.lat, lon: cooks.lon }).from(cooks).where(eq(cooks.isActive, false));
    assert.ok(inactive.length > 0, 'the demo data has inactive cooks');
    const shown = new Set((await mapCooks(app, `cityId=${TYUMEN.id}`)).points.map((point) => point.id));
    for (const cook of inactive) {
      assert.ok(!shown.has(cook.id), `inactive cook ${cook.id} shown`);
      const atDoor = await mapCooks(app, `lon=${cook.lon}&lat=${cook.lat}&radius=100`);
      assert.ok(!atDoor.points.some((point) => point.id === cook.id), `inactive cook ${cook.id} shown at its door`);
    }

    const [ekaterinburg] = await orm.select({ lat: mainCities.lat, lon: mainCities.lon }).from(mainCities).where(eq(mainCities.id, 957));
    assert.ok(ekaterinburg);
    // A point in Ekaterinburg belongs to Ekaterinburg when no region is named…
    const there = await mapCooks(app, `lon=${ekaterinburg.lon}&lat=${ekaterinburg.lat}`);
    assert.equal(there.regionId, 957);
    assert.deepEqual(idsOf(there), await expectedIds(957, ekaterinburg, 50_000));
    assert.ok(there.points.length > 0);
    // …and the Tyumen page looking there sees none of Ekaterinburg's cooks.
    const fromTyumen = await mapCooks(app, `cityId=${TYUMEN.id}&lon=${ekaterinburg.lon}&lat=${ekaterinburg.lat}`);
    assert.deepEqual([fromTyumen.regionId, fromTyumen.points], [TYUMEN.id, []]);
  });

  test('bad parameters answer the 400 envelope in Russian; an unknown region is region_not_found', async (t) => {
    const app = await suite.build(t);
    const cases: [string, string[]][] = [
      ['lon=65.5', ['Укажите обе координаты: lon и lat']],
      ['lon=65.5&lat=91', ['Поле lat должно быть числом 85 или меньше.']],
      ['lon=east&lat=57', ['Поле lon некорректно']],
      ['lon=1e3&lat=57', ['Поле lon некорректно']],
      ['radius=0', ['Поле radius должно быть числом 100 или больше.']],
      ['radius=50001', ['Поле radius должно быть числом 50000 или меньше.']],
      ['radius=-5', ['Поле radius некорректно']],
      ['cityId=0', ['Поле cityId некорректно']],
    ];
    for (const [query, errors] of cases) {
      const res = await app.inject({ method: 'GET', url: `/api/map/cooks?${query}` });
      assert.equal(res.statusCode, 400, query);
      const body = failureEnvelopeSchema.parse(res.json());
      assert.equal(body.error, 'validation', query);
      assert.equal(body.message, 'Проверьте правильность заполнения полей');
      assert.deepEqual(body.errors, errors, query);
    }
    for (const cityId of [1, 959]) {
      const res = await app.inject({ method: 'GET', url: `/api/map/cooks?cityId=${cityId}` });
      assert.equal(res.statusCode, 404);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'region_not_found');
    }
  });
});

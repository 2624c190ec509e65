// The regions, categories and compilations a listing looks up, kept in memory: the same answers as
// the database, one read for many listings, and an operator's change seen by the next listing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dishListResponseSchema } from '@povar/shared-kit/contracts';
import { dishCategories, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { type CatalogReferenceData, createCatalogRepository } from './catalog.repository.ts';
import { rememberReferenceData } from './reference-data.ts';

const TYUMEN = 956;

async function listingOf(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/catalog/dishes?${query}` });
  return { status: res.statusCode, data: res.statusCode === 200 ? dishListResponseSchema.parse(res.json()).data : undefined };
}

/** A repository whose reads of the reference data are counted, and can be held back or fail. */
function countingRepository(data: CatalogReferenceData) {
  const reads = { count: 0, next: async () => data };
  const repository = {
    ...createCatalogRepository(undefined as never),
    loadReferenceData: () => {
      reads.count += 1;
      return reads.next();
    },
  };
  return { repository, reads };
}

const SAMPLE: CatalogReferenceData = {
  regions: [{ id: TYUMEN, lat: 57.153033, lon: 65.534328 }],
  categories: [{ id: 1, slug: 'supy', title: 'Супы' }],
  mainPageCompilations: [{ id: 5, slug: 'na-obed', title: 'На обед' }],
};

test('concurrent listings share one read of the reference data; a change reads it again', async () => {
  const { repository, reads } = countingRepository(SAMPLE);
  const listeners: (() => void)[] = [];
  const remembered = rememberReferenceData(repository, { onChange: (listener) => listeners.push(listener) });
  const answers = await Promise.all(Array.from({ length: 20 }, () => remembered.findCategory('supy')));
  assert.equal(reads.count, 1);
  assert.ok(answers.every((answer) => answer?.title === 'Супы'));
  assert.equal(await remembered.findMainPageCompilation('supy'), undefined, 'a category is not a compilation');
  assert.deepEqual(await remembered.findServedRegion(TYUMEN), { id: TYUMEN });
  assert.equal(reads.count, 1);

  for (const listener of listeners) listener();
  reads.next = async () => ({ ...SAMPLE, categories: [{ id: 1, slug: 'supy', title: 'Супы домашние' }] });
  assert.equal((await remembered.findCategory('supy'))?.title, 'Супы домашние');
  assert.equal(reads.count, 2);
});

test('a failed read is not kept: the next listing reads again', async () => {
  const { repository, reads } = countingRepository(SAMPLE);
  const remembered = rememberReferenceData(repository, { onChange: () => undefined });
  reads.next = async () => {
    throw new Error('connection lost');
  };
  await assert.rejects(remembered.findCategory('supy'), /connection lost/);
  reads.next = async () => SAMPLE;
  assert.equal((await remembered.findCategory('supy'))?.title, 'Супы');
  assert.equal(reads.count, 2);
});

test('data read just after a change from a replica answers its listing but is not kept', async () => {
  const { repository, reads } = countingRepository(SAMPLE);
  const listeners: (() => void)[] = [];
  const remembered = rememberReferenceData(repository, { onChange: (listener) => listeners.push(listener), replicaLagMs: 60_000 });
  // No change heard yet: kept.
  await remembered.findCategory('supy');
  await remembered.findCategory('supy');
  assert.equal(reads.count, 1);
  // A change: the replica may not have it yet, so what is read now is read again next time.
  for (const listener of listeners) listener();
  await remembered.findCategory('supy');
  await remembered.findCategory('supy');
  assert.equal(reads.count, 3);
});

test('data read while a change arrives answers its listing but is read again for the next', async () => {
  const { repository, reads } = countingRepository(SAMPLE);
  const listeners: (() => void)[] = [];
  const remembered = rememberReferenceData(repository, { onChange: (listener) => listeners.push(listener) });
  let release!: () => void;
  reads.next = () => new Promise((resolve) => (release = () => resolve(SAMPLE)));
  const pending = remembered.findCategory('supy');
  for (const listener of listeners) listener();
  release();
  assert.equal((await pending)?.title, 'Супы');
  reads.next = async () => SAMPLE;
  await remembered.findCategory('supy');
  assert.equal(reads.count, 2);
});

describeOnEachDatabase('the catalogue’s reference data in memory', (suite) => {
  test('the nearest served region of points across the country is the one the database picks', async () => {
    const { database } = suite;
    const repository = createCatalogRepository(database.orm);
    const remembered = rememberReferenceData(repository, { onChange: () => undefined });
    const points = [];
    for (let lat = 42; lat <= 70; lat += 2.5) for (let lon = 20; lon <= 180; lon += 7) points.push({ lat, lon });
    for (const point of points) {
      assert.deepEqual(await remembered.nearestServedRegion(point), await repository.nearestServedRegion(point), `at ${point.lat}, ${point.lon}`);
    }
    for (const { id } of await database.orm.select({ id: mainCities.id }).from(mainCities)) {
      assert.deepEqual(await remembered.findServedRegion(id), await repository.findServedRegion(id), `region ${id}`);
    }
  });

  test("an operator's new category and renamed one reach the next listing without a restart", async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    assert.equal((await listingOf(app, `cityId=${TYUMEN}&category=supy`)).data?.category?.title, 'Супы');
    assert.equal((await listingOf(app, `cityId=${TYUMEN}&category=kashi`)).status, 404);
    try {
      await orm.update(dishCategories).set({ title: 'Супы домашние' }).where(eq(dishCategories.slug, 'supy'));
      await orm.insert(dishCategories).values({ slug: 'kashi', title: 'Каши', sortOrder: 99 });
      assert.ok(await eventually(async () => (await listingOf(app, `cityId=${TYUMEN}&category=supy&perPage=12`)).data?.category?.title === 'Супы домашние'));
      assert.ok(await eventually(async () => (await listingOf(app, `cityId=${TYUMEN}&category=kashi`)).status === 200));
    } finally {
      await orm.update(dishCategories).set({ title: 'Супы' }).where(eq(dishCategories.slug, 'supy'));
      await orm.delete(dishCategories).where(eq(dishCategories.slug, 'kashi'));
    }
  });
});

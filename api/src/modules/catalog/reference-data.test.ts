// The categories and compilations a listing looks up, kept in memory: one read for many listings,
// the same answers as the database, and an operator's change seen by the next listing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dishListResponseSchema } from '@povar/shared-kit/contracts';
import { dishCategories } from '../../db/schema.ts';
import { rememberUntilChanged } from '../../plugins/public-data-memo.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { type CatalogReferenceData, createCatalogRepository } from './catalog.repository.ts';
import { rememberReferenceData } from './reference-data.ts';

const TYUMEN = 956;

async function listingOf(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/catalog/dishes?${query}` });
  return { status: res.statusCode, data: res.statusCode === 200 ? dishListResponseSchema.parse(res.json()).data : undefined };
}

const SAMPLE: CatalogReferenceData = {
  categories: [{ id: 1, slug: 'supy', title: 'Супы' }],
  mainPageCompilations: [{ id: 5, slug: 'na-obed', title: 'На обед' }],
};

test('concurrent listings share one read of the categories and compilations, found by slug', async () => {
  let reads = 0;
  const repository = {
    ...createCatalogRepository(undefined as never),
    loadReferenceData: async () => {
      reads += 1;
      return SAMPLE;
    },
  };
  const remembered = rememberReferenceData(repository, (load) => rememberUntilChanged(load, { subscribe: () => undefined }));
  const answers = await Promise.all(Array.from({ length: 20 }, () => remembered.findCategory('supy')));
  assert.ok(answers.every((answer) => answer?.title === 'Супы'));
  assert.deepEqual(await remembered.findMainPageCompilation('na-obed'), SAMPLE.mainPageCompilations[0]);
  assert.equal(await remembered.findMainPageCompilation('supy'), undefined, 'a category is not a compilation');
  assert.equal(await remembered.findCategory('kashi'), undefined);
  assert.equal(reads, 1);
});

describeOnEachDatabase('the catalogue’s reference data in memory', (suite) => {
  test('every category and compilation is found as the database finds it', async () => {
    const repository = createCatalogRepository(suite.database.orm);
    const remembered = rememberReferenceData(repository, (load) => rememberUntilChanged(load, { subscribe: () => undefined }));
    const { categories, mainPageCompilations } = await repository.loadReferenceData();
    assert.ok(categories.length > 0 && mainPageCompilations.length > 0);
    for (const { slug } of [...categories, ...mainPageCompilations, { slug: 'no-such-thing' }]) {
      assert.deepEqual(await remembered.findCategory(slug), await repository.findCategory(slug), `category ${slug}`);
      assert.deepEqual(await remembered.findMainPageCompilation(slug), await repository.findMainPageCompilation(slug), `compilation ${slug}`);
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

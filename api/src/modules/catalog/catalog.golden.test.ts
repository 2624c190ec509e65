// The catalogue's answers on the demo seed, held still while its queries, indexes and caches change:
// 50 public reads (listings of every kind, search, dish detail) compared with answers recorded before
// that work began. `UPDATE_CATALOG_GOLDEN=1` records them again, which is right only when an answer
// is meant to change (a new field, different demo data); say why in the commit.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { developmentApiSettings } from '../../config.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';

const GOLDEN_FILE = new URL('./catalog.golden.json', import.meta.url);
const RECORD = process.env.UPDATE_CATALOG_GOLDEN === '1';

const TYUMEN = 'lon=65.534328&lat=57.153033';
const TYUMEN_EDGE = 'lon=65.62&lat=57.11';
const EKATERINBURG = 'lon=60.6057&lat=56.8389';
const OMSK = 'lon=73.3242&lat=54.9885';

/** Regions, categories and compilations, filters, every sort both ways, pages, words (typos too). */
const GOLDEN_READS: readonly string[] = [
  '/api/catalog/dishes',
  '/api/catalog/dishes?page=2',
  '/api/catalog/dishes?perPage=48&page=3',
  `/api/catalog/dishes?${TYUMEN}`,
  `/api/catalog/dishes?${TYUMEN}&page=2`,
  `/api/catalog/dishes?${TYUMEN}&sort=distance&order=desc`,
  `/api/catalog/dishes?${TYUMEN_EDGE}&sort=distance`,
  `/api/catalog/dishes?${TYUMEN}&sort=distance&preferences=bez-glyutena`,
  '/api/catalog/dishes?sort=price',
  '/api/catalog/dishes?sort=price&order=desc',
  '/api/catalog/dishes?sort=rating&order=asc',
  '/api/catalog/dishes?sort=new',
  '/api/catalog/dishes?sort=new&order=asc&page=2',
  '/api/catalog/dishes?category=supy',
  '/api/catalog/dishes?category=pelmeni-i-vareniki&sort=price',
  '/api/catalog/dishes?category=vybor-pokupateley',
  '/api/catalog/dishes?compilation=bez-myasa',
  '/api/catalog/dishes?categories=salaty,garniry',
  '/api/catalog/dishes?preferences=vegetarianskoe',
  '/api/catalog/dishes?preferences=postnoe,bez-sahara',
  '/api/catalog/dishes?priceMin=300&priceMax=600',
  '/api/catalog/dishes?category=deserty&priceMin=200&sort=price&order=desc',
  '/api/catalog/dishes?q=борщ',
  '/api/catalog/dishes?q=пелмени',
  '/api/catalog/dishes?q=сырники&sort=price',
  '/api/catalog/dishes?q=котлеты&categories=vtorye-blyuda',
  `/api/catalog/dishes?${EKATERINBURG}`,
  `/api/catalog/dishes?${OMSK}&sort=rating`,
  `/api/catalog/dishes?${EKATERINBURG}&category=vypechka&preferences=dlya-detey`,
  '/api/catalog/dishes?category=net-takoy-kategorii',
  '/api/catalog/cooks',
  '/api/catalog/cooks?page=2',
  `/api/catalog/cooks?${TYUMEN}`,
  `/api/catalog/cooks?${TYUMEN}&sort=distance&order=desc`,
  '/api/catalog/cooks?sort=price',
  '/api/catalog/cooks?sort=new&order=asc',
  '/api/catalog/cooks?category=supy',
  '/api/catalog/cooks?categories=deserty&specialities=domashnyaya-kuhnya',
  '/api/catalog/cooks?specialities=vostochnaya-kuhnya,sibirskaya-kuhnya',
  '/api/catalog/cooks?q=Марина',
  `/api/catalog/cooks?${OMSK}`,
  '/api/catalog/cooks?compilation=sytnyy-obed',
  '/api/catalog/search?q=борщ',
  '/api/catalog/search?q=пирог',
  `/api/catalog/search?q=плов&${TYUMEN}`,
  '/api/catalog/search?q=голубци',
  `/api/catalog/search?q=торт&${EKATERINBURG}`,
  '/api/catalog/dishes/1',
  `/api/catalog/dishes/25?${TYUMEN}`,
  '/api/catalog/dishes/999999',
];

/** Cook cards say whether the cook takes orders now and from when: they follow the clock, not the data. */
function withoutClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClock);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'workAvailableAt' && key !== 'delivers')
      .map(([key, inner]) => [key, withoutClock(inner)]),
  );
}

describeOnEachDatabase('catalogue answers on the demo seed', (suite) => {
  test('50 public reads answer as recorded: items, order, totals, filters', async (t) => {
    assert.equal(GOLDEN_READS.length, 50);
    const app = await suite.build(t);
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const url of GOLDEN_READS) {
      const res = await app.inject({ method: 'GET', url });
      answers[url] = { status: res.statusCode, body: withoutClock(res.json()) };
    }
    if (RECORD) {
      // One read a line: a changed answer shows as its own line in a diff.
      const lines = GOLDEN_READS.map((url) => `${JSON.stringify(url)}: ${JSON.stringify(answers[url])}`);
      writeFileSync(GOLDEN_FILE, `{\n${lines.join(',\n')}\n}\n`);
      return;
    }
    const recorded = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as typeof answers;
    for (const url of GOLDEN_READS) assert.deepEqual(answers[url], recorded[url], url);
  });

  test("production's compiled serializers write the same bytes as the checked ones", async (t) => {
    const checked = await suite.build(t);
    const compiled = await suite.build(t, { config: { ...developmentApiSettings(), validateResponses: false } });
    for (const url of GOLDEN_READS) {
      const [expected, actual] = await Promise.all([checked.inject({ method: 'GET', url }), compiled.inject({ method: 'GET', url })]);
      assert.equal(actual.statusCode, expected.statusCode, url);
      assert.equal(actual.body, expected.body, url);
    }
  });
});

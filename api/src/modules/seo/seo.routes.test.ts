// SEO page data over HTTP on the seeded demo data: each page type names the city and its subject, unknown subjects fall back, FAQs are sanitised and per region, validation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { failureEnvelopeSchema, seoPageDataResponseSchema, type SeoPageData } from '@povar/shared-kit/contracts';
import { cooks, dishes, mainCities } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { assertInert, XSS_VECTORS } from '../../test/xss-vectors.ts';
import { createSeoRepository } from './seo.repository.ts';

const REGIONS = [
  { id: 956, slug: 'tyumen', inCity: 'в Тюмени' },
  { id: 957, slug: 'ekaterinburg', inCity: 'в Екатеринбурге' },
  { id: 958, slug: 'omsk', inCity: 'в Омске' },
] as const;

async function pageData(app: FastifyInstance, query: Record<string, string | number>): Promise<SeoPageData> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/seo/page-data',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  assert.equal(res.statusCode, 200, res.body);
  return seoPageDataResponseSchema.parse(res.json()).data;
}

function assertFaqs(data: SeoPageData, label: string) {
  assert.ok(data.faqs.length >= 3 && data.faqs.length <= 6, `${label}: ${data.faqs.length} FAQs`);
  for (const faq of data.faqs) {
    assert.match(faq.question, /\?$/, label);
    assert.doesNotMatch(`${faq.question}${faq.answer}`, /\{[a-z_]+\}/, `${label}: a placeholder was left`);
    assert.match(faq.answer, /^<p>/, label);
    assertInert(faq.answer, label);
  }
}

describeOnEachDatabase('SEO API', (suite) => {
  test('the home, dishes and cooks pages of each region name the city and carry 3-6 FAQs', async (t) => {
    const app = await suite.build(t);
    for (const region of REGIONS) {
      for (const [url, pageType] of [
        [`/${region.slug}/`, 'main'],
        [`/${region.slug}/menu`, 'dishes'],
        [`/${region.slug}/cooks`, 'cooks'],
      ] as const) {
        const data = await pageData(app, { mainCityId: region.id, url });
        assert.ok(data.title.includes(region.inCity), `${url}: ${data.title}`);
        assert.ok(data.description.includes(region.inCity), `${url}: ${data.description}`);
        assertFaqs(data, url);
        // The page type given explicitly answers the same.
        assert.deepEqual(await pageData(app, { mainCityId: region.id, url, pageType }), data);
      }
    }
    const main = await pageData(app, { mainCityId: 958, url: '/' });
    assert.ok(main.faqs.some((faq) => faq.question === 'Как заказать домашнюю еду в Омске?'));
  });

  test('a category, a compilation and a page number are named in listing titles', async (t) => {
    const app = await suite.build(t);
    const supy = await pageData(app, { mainCityId: 956, url: '/tyumen/menu/supy' });
    assert.equal(supy.title, 'Супы на заказ в Тюмени от домашних поваров | Повар рядом');
    assert.equal((await pageData(app, { mainCityId: 956, url: '/tyumen/menu', pageType: 'dishes', slug: 'supy' })).title, supy.title);
    assert.equal(
      (await pageData(app, { mainCityId: 956, url: '/tyumen/menu/supy/page-2' })).title,
      'Супы на заказ в Тюмени от домашних поваров, страница 2 | Повар рядом',
    );
    assert.match((await pageData(app, { mainCityId: 957, url: '/ekaterinburg/menu/k-chayu' })).title, /^К чаю: домашние блюда в Екатеринбурге/);
    assert.equal((await pageData(app, { mainCityId: 958, url: '/omsk/cooks/vypechka' })).title, 'Повара в Омске: выпечка | Повар рядом');
    // An unknown slug is the listing's default, not an error.
    assert.equal((await pageData(app, { mainCityId: 956, url: '/tyumen/menu/no-such-thing' })).title, 'Меню домашней еды в Тюмени | Повар рядом');
  });

  test('a dish page names the dish, its cook and the city; a hidden or unknown dish falls back to the defaults', async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const [dish] = await orm
      .select({ id: dishes.id, name: dishes.name, cookName: cooks.name })
      .from(dishes)
      .innerJoin(cooks, eq(cooks.id, dishes.cookId))
      .where(and(eq(cooks.mainCityId, 957), eq(cooks.isActive, true), eq(dishes.isHidden, false)))
      .limit(1);
    assert.ok(dish);
    const data = await pageData(app, { mainCityId: 957, url: `/ekaterinburg/menu/detail/${dish.id}` });
    assert.ok(data.title.startsWith(`${dish.name} на заказ в Екатеринбурге`), data.title);
    assert.ok(data.title.includes(dish.cookName));
    assert.ok(data.description.includes(dish.name) && data.description.includes('₽'));
    assert.deepEqual(data.faqs, []);
    assert.equal((await pageData(app, { mainCityId: 957, url: '/', pageType: 'dish', id: dish.id })).title, data.title);

    const [hidden] = await orm.select({ id: dishes.id }).from(dishes).where(eq(dishes.isHidden, true)).limit(1);
    assert.ok(hidden);
    for (const id of [hidden.id, 2_000_000_000]) {
      const fallback = await pageData(app, { mainCityId: 956, url: `/tyumen/menu/detail/${id}` });
      assert.equal(fallback.title, 'Домашнее блюдо на заказ в Тюмени | Повар рядом');
    }
  });

  test('cook pages name the cook and the city on each tab; an unknown cook falls back', async (t) => {
    const app = await suite.build(t);
    const [cook] = await suite.database.orm
      .select({ id: cooks.id, name: cooks.name })
      .from(cooks)
      .where(eq(cooks.mainCityId, 958))
      .orderBy(desc(cooks.reviewsCount))
      .limit(1);
    assert.ok(cook);
    const menu = await pageData(app, { mainCityId: 958, url: `/omsk/cooks/detail/${cook.id}` });
    assert.equal(menu.title, `${cook.name} — повар домашней еды в Омске | Повар рядом`);
    assert.match(menu.description, /рейтинг \d,\d из 5, \d+ отзыв/);
    assertFaqs(menu, 'cook');
    const reviews = await pageData(app, { mainCityId: 958, url: `/omsk/cooks/detail/${cook.id}/reviews` });
    assert.equal(reviews.title, `${cook.name} — отзывы о поваре в Омске | Повар рядом`);
    const about = await pageData(app, { mainCityId: 958, url: `/cooks/detail/${cook.id}/about` });
    assert.equal(about.title, `${cook.name} — о поваре в Омске | Повар рядом`);
    assert.ok(about.description.startsWith(cook.name));
    assert.equal((await pageData(app, { mainCityId: 958, url: '/omsk/', pageType: 'cookReview', id: cook.id })).title, reviews.title);

    const unknown = await pageData(app, { mainCityId: 958, url: '/omsk/cooks/detail/2000000000' });
    assert.equal(unknown.title, 'Повар домашней еды в Омске | Повар рядом');
    assertFaqs(unknown, 'unknown cook');
  });

  test('an address that is none of the page types gets the home page texts and no FAQ', async (t) => {
    const app = await suite.build(t);
    for (const url of ['/docs/faq', '/no/such/page', 'https://povar-ryadom.ru/tyumen/cooks-map']) {
      const data = await pageData(app, { mainCityId: 956, url });
      assert.equal(data.title, 'Домашняя еда на заказ в Тюмени | Повар рядом', url);
      assert.deepEqual(data.faqs, []);
    }
    // A whole address is read by its path.
    assert.equal(
      (await pageData(app, { mainCityId: 956, url: 'https://povar-ryadom.ru/tyumen/menu/supy?sort=price' })).title,
      'Супы на заказ в Тюмени от домашних поваров | Повар рядом',
    );
  });

  test('a region’s own FAQ replaces the general one there only; stored answers are sanitised', async (t) => {
    const app = await suite.build(t);
    const seo = createSeoRepository(suite.database.orm);
    await seo.saveFaqs('main', 958, [
      { question: 'Есть ли доставка по левому берегу {in_city}?', answer: `<p>Да, у многих поваров.</p>${XSS_VECTORS.join('')}` },
      { question: 'Работаете ли вы в праздники?', answer: '<p>Многие повара — да; смотрите время работы на странице повара.</p>' },
      { question: 'Можно ли заказать к празднику?', answer: '<p>Да, договоритесь с поваром в чате заранее.</p>' },
    ]);
    t.after(() => seo.saveFaqs('main', 958, []));
    const omsk = await pageData(app, { mainCityId: 958, url: '/omsk/' });
    assert.equal(omsk.faqs[0]?.question, 'Есть ли доставка по левому берегу в Омске?');
    assertFaqs(omsk, 'omsk own FAQ');
    assert.ok(omsk.faqs[0]?.answer.startsWith('<p>Да, у многих поваров.</p>'));
    const tyumen = await pageData(app, { mainCityId: 956, url: '/tyumen/' });
    assert.ok(tyumen.faqs.every((faq) => !faq.question.includes('левому берегу')));
  });

  test('bad parameters are a 400 envelope; an unserved region is region_not_found', async (t) => {
    const app = await suite.build(t);
    for (const query of [
      'url=/',
      'mainCityId=abc&url=/',
      'mainCityId=956',
      'mainCityId=956&url=tyumen',
      'mainCityId=956&url=javascript:alert(1)',
      'mainCityId=956&url=/&pageType=bogus',
      'mainCityId=956&url=/&id=0',
      'mainCityId=956&url=/&id=-5',
      'mainCityId=956&url=/&slug=Bad%20Slug',
      `mainCityId=956&url=/${'a'.repeat(2100)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/seo/page-data?${query}` });
      assert.equal(res.statusCode, 400, query);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'validation', query);
    }
    const [unserved] = await suite.database.orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.isServed, false)).limit(1);
    assert.ok(unserved);
    for (const id of [unserved.id, 999_999]) {
      const res = await app.inject({ method: 'GET', url: `/api/seo/page-data?mainCityId=${id}&url=/` });
      assert.equal(res.statusCode, 404);
      assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'region_not_found');
    }
  });
});

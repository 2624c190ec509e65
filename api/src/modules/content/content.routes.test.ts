// Content over HTTP on the seeded demo data: the home page and its separate calls per region, region isolation, hidden dishes and paused cooks kept out, site settings, /docs pages and the legal documents, sanitised HTML, validation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  bannersResponseSchema,
  failureEnvelopeSchema,
  homePageResponseSchema,
  mainPromoCategoryResponseSchema,
  promoCardCompilationsResponseSchema,
  siteSettingsResponseSchema,
  textPageResponseSchema,
  type DishCard,
  type HomePage,
} from '@povar/shared-kit/contracts';
import { ROUTES } from '@povar/shared-kit/routes';
import { banners, cooks, dishes, mainCities, promoCardCompilations, reels, textPages } from '../../db/schema.ts';
import { describeOnEachDatabase, eventually } from '../../test/helpers.ts';
import { assertInert, XSS_VECTORS } from '../../test/xss-vectors.ts';
import { seedDemoHome } from './content.demo-seed.ts';
import { seedEditorialContent } from './content.reference-seed.ts';
import { createContentRepository } from './content.repository.ts';
import { DEFAULT_FOOTER_SETTINGS } from './footer-defaults.ts';
import { TEXT_PAGES } from './text-pages.ts';

const REGIONS = [
  { id: 956, slug: 'tyumen', name: 'Тюмень', lat: 57.153033, lon: 65.534328 },
  { id: 957, slug: 'ekaterinburg', name: 'Екатеринбург', lat: 56.838011, lon: 60.597474 },
  { id: 958, slug: 'omsk', name: 'Омск', lat: 54.989342, lon: 73.368212 },
] as const;

/** The eleven /docs pages. */
const DOCS_SLUGS = [
  'profile/useful/rules',
  'profile/useful/orders_and_delivery',
  'profile/useful/menu',
  'profile/useful/photos',
  'profile/useful/link-copy',
  'profile/useful/sales',
  'profile/useful/calculations',
  'profile/useful/prices',
  'profile/useful/how-to-count',
  'faq',
  'about',
];

/** The footer's legal documents: /docs pages too, with the titles the footer shows. */
const LEGAL_PAGES = [
  { slug: 'legal/privacy-policy', title: 'Политика конфиденциальности' },
  { slug: 'legal/user-agreement', title: 'Пользовательское соглашение' },
  { slug: 'legal/public-offer', title: 'Публичная оферта' },
] as const;

async function getJson(app: FastifyInstance, url: string, status = 200) {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  return res.json();
}

const textPage = async (app: FastifyInstance, url: string) =>
  textPageResponseSchema.parse(await getJson(app, `/api/text-pages/get-by-url?url=${encodeURIComponent(url)}`)).data;

const homePage = async (app: FastifyInstance, query: string) => homePageResponseSchema.parse(await getJson(app, `/api/index?${query}`)).data;

/** Every dish card a home page shows, wherever it is. */
function dishCardsOf(page: HomePage): DishCard[] {
  return page.blocks.flatMap((block) => {
    if (block.type === 'compilation') return block.compilation.dishes;
    if (block.type === 'main-promo-category') return block.promo.dishes;
    if (block.type === 'cook-compilations') return block.items.flatMap((item) => item.dishes);
    return [];
  });
}

/** Every cook a home page names: dish cards' cooks, reels' and selections' cooks. */
function cookIdsOf(page: HomePage): number[] {
  const ids = dishCardsOf(page).map((dish) => dish.cook.id);
  for (const block of page.blocks) {
    if (block.type === 'reels') ids.push(...block.items.map((reel) => reel.cook.id));
    if (block.type === 'cook-compilations') ids.push(...block.items.map((item) => item.cook.id));
  }
  return [...new Set(ids)];
}

describeOnEachDatabase('content API', (suite) => {
  test('each served region has a whole home page: banners, 3-5 compilations, the featured category, promo cards, 4-6 reels, cooks’ selections', async (t) => {
    const app = await suite.build(t);
    for (const region of REGIONS) {
      const page = await homePage(app, `cityId=${region.id}`);
      assert.deepEqual(page.region, { id: region.id, slug: region.slug, name: region.name });
      const types = page.blocks.map((block) => block.type);
      assert.equal(types[0], 'banners', region.slug);
      for (const type of ['banners', 'main-promo-category', 'promo-cards', 'reels', 'cook-compilations'] as const) {
        assert.ok(types.includes(type), `${region.slug} has ${type}`);
      }
      const compilations = page.blocks.filter((block) => block.type === 'compilation');
      assert.ok(compilations.length >= 3 && compilations.length <= 5, `${region.slug}: ${compilations.length} compilations`);
      for (const block of compilations) assert.ok(block.compilation.dishes.length >= 4, block.id);
      const reelsBlock = page.blocks.find((block) => block.type === 'reels');
      assert.ok(reelsBlock && reelsBlock.items.length >= 4 && reelsBlock.items.length <= 6, `${region.slug}: reels`);
      for (const reel of reelsBlock.items) {
        assert.equal(reel.videoUrl, null, 'demo reels are posters only');
        assert.match(reel.poster.webp, /^\/api\/files\/demo\/reel-\d-640\.webp$/);
      }
      // Block ids are unique: they are React keys.
      assert.equal(new Set(page.blocks.map((block) => block.id)).size, page.blocks.length);
      const banner = page.blocks.find((block) => block.type === 'banners')?.items[0];
      assert.ok(banner);
      assert.deepEqual(
        banner.image.sources.map((source) => source.width),
        [320, 640, 768, 1024, 1280, 1536],
      );
      for (const source of banner.image.sources) assert.match(source.webp, new RegExp(`-${source.width}\\.webp$`));
    }
  });

  test('everything on a region’s home page belongs to that region', async (t) => {
    const app = await suite.build(t);
    for (const region of REGIONS) {
      const page = await homePage(app, `cityId=${region.id}`);
      const cookIds = cookIdsOf(page);
      assert.ok(cookIds.length > 0);
      const regionsOfCooks = await suite.database.orm.selectDistinct({ regionId: cooks.mainCityId }).from(cooks).where(inArray(cooks.id, cookIds));
      assert.deepEqual(regionsOfCooks, [{ regionId: region.id }], region.slug);

      const bannerIds = page.blocks.flatMap((block) => (block.type === 'banners' ? block.items.map((banner) => banner.id) : []));
      const bannerRegions = await suite.database.orm.selectDistinct({ regionId: banners.mainCityId }).from(banners).where(inArray(banners.id, bannerIds));
      assert.deepEqual(bannerRegions, [{ regionId: region.id }]);
      for (const block of page.blocks) {
        if (block.type === 'banners')
          for (const banner of block.items)
            assert.ok(
              banner.link === null || !/^\/(tyumen|ekaterinburg|omsk)\//.test(banner.link) || banner.link.startsWith(`/${region.slug}/`),
              banner.link ?? '',
            );
        if (block.type === 'promo-cards')
          for (const card of block.compilation.cards)
            assert.ok(card.link === null || !/^\/(tyumen|ekaterinburg|omsk)\//.test(card.link) || card.link.startsWith(`/${region.slug}/`), card.link ?? '');
      }
      // The region's city is named in its banners: 'от поваров Тюмени'.
      assert.ok(page.blocks.some((block) => block.type === 'banners' && block.items.some((banner) => banner.title.includes(region.name.slice(0, 4)))));
    }
  });

  test('hidden dishes and paused cooks never appear, even when a compilation or reel names them', async (t) => {
    const app = await suite.build(t);
    const { orm } = suite.database;
    const before = await homePage(app, `cityId=${REGIONS[0].id}`);
    const compilation = before.blocks.find((block) => block.type === 'compilation');
    const selections = before.blocks.find((block) => block.type === 'cook-compilations');
    const reelsBlock = before.blocks.find((block) => block.type === 'reels');
    assert.ok(compilation && selections && reelsBlock);
    const hiddenDish = compilation.compilation.dishes[0]!.id;
    const pausedCooks = [selections.items[0]!.cook.id, reelsBlock.items[0]!.cook.id];
    await orm.update(dishes).set({ isHidden: true }).where(eq(dishes.id, hiddenDish));
    await orm.update(cooks).set({ isActive: false }).where(inArray(cooks.id, pausedCooks));
    t.after(async () => {
      await orm.update(dishes).set({ isHidden: false }).where(eq(dishes.id, hiddenDish));
      await orm.update(cooks).set({ isActive: true }).where(inArray(cooks.id, pausedCooks));
    });

    const after = await homePage(app, `cityId=${REGIONS[0].id}`);
    assert.ok(!dishCardsOf(after).some((dish) => dish.id === hiddenDish), 'the hidden dish is gone');
    for (const cookId of pausedCooks) assert.ok(!cookIdsOf(after).includes(cookId), `paused cook ${cookId} is gone`);
    const promo = mainPromoCategoryResponseSchema.parse(await getJson(app, `/api/main-promo-category?cityId=${REGIONS[0].id}`)).data;
    assert.ok(promo && !promo.dishes.some((dish) => pausedCooks.includes(dish.cook.id)));

    // And in general: every dish card shown is visible and its cook active.
    for (const region of REGIONS) {
      const ids = dishCardsOf(await homePage(app, `cityId=${region.id}`)).map((dish) => dish.id);
      const [shown] = await orm
        .select({ bad: count() })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(sql`${inArray(dishes.id, ids)} and (${dishes.isHidden} or not ${cooks.isActive})`);
      assert.equal(shown?.bad, 0, region.slug);
    }
  });

  test('the separate calls answer what the home page shows', async (t) => {
    const app = await suite.build(t);
    for (const region of REGIONS) {
      const page = await homePage(app, `cityId=${region.id}`);
      const bannerList = bannersResponseSchema.parse(await getJson(app, `/api/banners?cityId=${region.id}`)).data;
      assert.deepEqual(bannerList, page.blocks.find((block) => block.type === 'banners')?.items);
      const promoCards = promoCardCompilationsResponseSchema.parse(await getJson(app, `/api/promo-cards-compilations?cityId=${region.id}`)).data;
      assert.deepEqual(
        promoCards,
        page.blocks.flatMap((block) => (block.type === 'promo-cards' ? [block.compilation] : [])),
      );
      assert.ok(promoCards.every((group) => group.cards.length >= 3));
      const promo = mainPromoCategoryResponseSchema.parse(await getJson(app, `/api/main-promo-category?cityId=${region.id}`)).data;
      assert.deepEqual(promo, page.blocks.find((block) => block.type === 'main-promo-category')?.promo);
      assert.ok(promo && promo.dishes.every((dish) => dish.category.slug === promo.category.slug));
    }
  });

  test('the region: cityId, else the served region nearest to lon+lat, else the default; dish cards get distances from the point', async (t) => {
    const app = await suite.build(t);
    assert.equal((await homePage(app, '')).region.id, 956);
    const omsk = REGIONS[2];
    const near = await homePage(app, `lon=${omsk.lon + 0.01}&lat=${omsk.lat}`);
    assert.equal(near.region.id, omsk.id);
    assert.ok(dishCardsOf(near).every((dish) => typeof dish.distance === 'number'));
    assert.ok(dishCardsOf(await homePage(app, `cityId=${omsk.id}`)).every((dish) => dish.distance === null));

    const [unserved] = await suite.database.orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.isServed, false)).limit(1);
    assert.ok(unserved);
    for (const url of [
      `/api/index?cityId=${unserved.id}`,
      `/api/banners?cityId=${unserved.id}`,
      '/api/promo-cards-compilations?cityId=999999',
      '/api/main-promo-category?cityId=999999',
    ]) {
      assert.equal(failureEnvelopeSchema.parse(await getJson(app, url, 404)).error, 'region_not_found', url);
    }
  });

  test('bad parameters are a 400 envelope', async (t) => {
    const app = await suite.build(t);
    for (const url of [
      '/api/index?cityId=abc',
      '/api/index?cityId=0',
      '/api/index?cityId=99999999999',
      '/api/banners?lon=65.5',
      '/api/promo-cards-compilations?lat=91&lon=10',
      '/api/main-promo-category?lon=NaN&lat=1',
      '/api/text-pages/get-by-url',
      '/api/text-pages/get-by-url?url=',
      '/api/text-pages/get-by-url?url=/docs/../etc/passwd',
      '/api/text-pages/get-by-url?url=/docs/FAQ',
      `/api/text-pages/get-by-url?url=/docs/${'a'.repeat(400)}`,
    ]) {
      const body = failureEnvelopeSchema.parse(await getJson(app, url, 400));
      assert.equal(body.error, 'validation', url);
      assert.ok(body.errors.length > 0);
    }
  });

  test('site settings: the footer with store links, contacts, social links and legal documents', async (t) => {
    const app = await suite.build(t);
    const settings = siteSettingsResponseSchema.parse(await getJson(app, '/api/site-settings')).data;
    assert.deepEqual(settings.footer, DEFAULT_FOOTER_SETTINGS);
    assert.match(settings.footer.apple_link ?? '', /^https:\/\//);
    assert.match(settings.footer.google_link ?? '', /^https:\/\//);

    // Editors' values are what the API serves; a store link set to null hides its badge.
    const content = createContentRepository(suite.database.orm);
    await content.saveFooterSettings({ ...DEFAULT_FOOTER_SETTINGS, apple_link: null, support_email: 'help@povar-ryadom.ru' });
    t.after(() => content.saveFooterSettings(DEFAULT_FOOTER_SETTINGS));
    // Saved straight in the database, as editors do: the cached answer hears of it a moment later.
    let edited = siteSettingsResponseSchema.parse(await getJson(app, '/api/site-settings')).data.footer;
    await eventually(async () => {
      edited = siteSettingsResponseSchema.parse(await getJson(app, '/api/site-settings')).data.footer;
      return edited.apple_link === null;
    });
    assert.equal(edited.apple_link, null);
    assert.equal(edited.support_email, 'help@povar-ryadom.ru');

    await assert.rejects(content.saveFooterSettings({ ...DEFAULT_FOOTER_SETTINGS, social_link: 'javascript:alert(1)' }), /unsafe link/);
  });

  test('every legal document link of the site settings opens an existing /docs page with the same title', async (t) => {
    const app = await suite.build(t);
    const { footer } = siteSettingsResponseSchema.parse(await getJson(app, '/api/site-settings')).data;
    assert.deepEqual(
      footer.legal_documents,
      LEGAL_PAGES.map((page) => ({ title: page.title, href: `/docs/${page.slug}` })),
    );
    for (const document of footer.legal_documents) {
      const page = await textPage(app, document.href);
      assert.equal(page.url, document.href);
      assert.equal(page.title, document.title);
    }
  });

  test('each of the eleven /docs pages answers by its address, in Russian, with headings and paragraphs', async (t) => {
    const app = await suite.build(t);
    // The route table serves them all under /docs/*slug.
    assert.ok(ROUTES.some((route) => route.pattern === '/docs/*slug'));
    assert.deepEqual(TEXT_PAGES.map((page) => page.slug).sort(), [...DOCS_SLUGS, ...LEGAL_PAGES.map((page) => page.slug)].sort());
    for (const slug of DOCS_SLUGS) {
      for (const url of [`/docs/${slug}`, slug, `/docs/${slug}/`]) {
        const page = textPageResponseSchema.parse(await getJson(app, `/api/text-pages/get-by-url?url=${encodeURIComponent(url)}`)).data;
        assert.equal(page.url, `/docs/${slug}`);
        assert.match(page.title, /[А-Яа-яЁё]/);
        assert.ok(page.description.length > 40, slug);
        assert.match(page.html, /<h2>/, slug);
        assert.ok((page.html.match(/<p>/g) ?? []).length >= 3, `${slug} has several paragraphs`);
        assertInert(page.html, slug);
      }
    }
    const about = textPageResponseSchema.parse(await getJson(app, '/api/text-pages/get-by-url?url=/docs/about')).data.html;
    for (const claim of ['пробуем', 'условия на кухне', 'безопасности продуктов', '0,5 кг', 'комментарий', 'Самовывоз и доставка'])
      assert.ok(about.includes(claim), claim);
  });

  test('the three legal documents answer by their address: titled, dated, numbered sections, the operator and how to reach it', async (t) => {
    const app = await suite.build(t);
    for (const { slug, title } of LEGAL_PAGES) {
      const res = await app.inject({ method: 'GET', url: `/api/text-pages/get-by-url?url=${encodeURIComponent(`/docs/${slug}`)}` });
      assert.equal(res.statusCode, 200, `${slug}: ${res.body}`);
      const page = textPageResponseSchema.parse(res.json()).data;
      assert.equal(page.url, `/docs/${slug}`);
      assert.equal(page.title, title);
      // One or two sentences.
      assert.ok(page.description.length > 40, slug);
      assert.ok((page.description.match(/[.!?](\s|$)/g) ?? []).length <= 2, `${slug}: ${page.description}`);
      assert.ok(page.html.startsWith('<p><em>Редакция от 1 ноября 2026 г.</em></p>'), slug);
      const headings = [...page.html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1] ?? '');
      assert.ok(headings.length >= 8, `${slug}: ${headings.length} sections`);
      assert.deepEqual(
        headings.map((heading) => Number.parseInt(heading, 10)),
        headings.map((_, index) => index + 1),
        `${slug}: sections numbered 1, 2, …`,
      );
      assert.match(page.html, /<ul>/, slug);
      assert.ok(page.html.includes('ООО «Повар рядом»'), `${slug} names the operator`);
      // No invented registration numbers: every document points at the offer's section 12, which says when they are published.
      assert.doesNotMatch(page.html, /ИНН\s*:?\s*\d|ОГРН\s*:?\s*\d/, `${slug}: no invented registration numbers`);
      assert.ok(page.html.includes('разделе 12'), `${slug}: points at the requisites`);
      assert.ok(page.html.includes('<a href="mailto:support@povar-ryadom.ru">support@povar-ryadom.ru</a>'), `${slug} gives the support e-mail`);
      const words = page.html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      assert.ok(words >= 900 && words <= 1600, `${slug}: ${words} words`);
      assertInert(page.html, slug);
    }
    const privacy = (await textPage(app, '/docs/legal/privacy-policy')).html;
    for (const subject of [
      '152-ФЗ',
      'номер телефона',
      'адреса доставки',
      'история заказов',
      'идентификаторы устройства и сессии',
      'app-onboarding',
      'Яндекс Метрика',
      'на территории Российской Федерации',
      'отозвать согласие',
    ]) {
      assert.ok(privacy.includes(subject), `privacy policy: ${subject}`);
    }
    const agreement = (await textPage(app, '/docs/legal/user-agreement')).html;
    for (const subject of ['SMS', 'посредник', 'Отзывы', 'Запрещённые действия', 'Ограничение ответственности', 'споров']) {
      assert.ok(agreement.includes(subject), `user agreement: ${subject}`);
    }
    const offer = (await textPage(app, '/docs/legal/public-offer')).html;
    for (const subject of ['рублях', 'Отмена заказа', 'Самовывоз', 'претензи', 'вознаграждение сервиса, указанное в личном кабинете повара']) {
      assert.ok(offer.includes(subject), `public offer: ${subject}`);
    }
  });

  test('an unknown /docs page is a 404 not_found envelope', async (t) => {
    const app = await suite.build(t);
    for (const url of ['/docs/nothing-here', 'profile/useful/secret', '/docs/profile']) {
      const body = failureEnvelopeSchema.parse(await getJson(app, `/api/text-pages/get-by-url?url=${encodeURIComponent(url)}`, 404));
      assert.equal(body.error, 'not_found');
      assert.equal(body.message, 'Страница не найдена');
    }
  });

  test('a page stored with scripts, handlers and javascript: links comes back sanitised', async (t) => {
    const app = await suite.build(t);
    const content = createContentRepository(suite.database.orm);
    const html = `<h2>Опасная страница</h2><p>Безопасный текст.</p>${XSS_VECTORS.join('\n')}`;
    await content.saveTextPages([{ slug: 'test/xss', title: 'Проверка', description: 'Страница с опасным HTML.', html }]);

    // Sanitised on write: the stored row holds nothing that could run.
    const [stored] = await suite.database.orm.select({ html: textPages.html }).from(textPages).where(eq(textPages.slug, 'test/xss'));
    assert.ok(stored);
    assertInert(stored.html, 'stored');
    assert.match(stored.html, /<h2>Опасная страница<\/h2><p>Безопасный текст\.<\/p>/);

    // Sanitised on the way out too: a row written around the repository is cleaned when served.
    await suite.database.orm
      .update(textPages)
      .set({ html: '<p>Вставлено в обход.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' })
      .where(eq(textPages.slug, 'test/xss'));
    const served = textPageResponseSchema.parse(await getJson(app, '/api/text-pages/get-by-url?url=/docs/test/xss')).data;
    assertInert(served.html, 'served');
    assert.equal(served.html, '<p>Вставлено в обход.</p><a>x</a>');
    await suite.database.orm.delete(textPages).where(eq(textPages.slug, 'test/xss'));
  });

  test('unsafe links and colours are refused on write', async () => {
    const content = createContentRepository(suite.database.orm);
    const image = { webp: '/a.webp', jpg: '/a.jpg', src: '/a.jpg', original: '/a.jpg', size: { width: 1, height: 1 }, sources: [] };
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      await assert.rejects(
        content.insertBanners([{ mainCityId: 956, title: 'x', text: '', buttonText: null, link, image, sortOrder: 0 }]),
        /unsafe link/,
        link,
      );
      await assert.rejects(
        content.insertPromoCardCompilation({
          mainCityId: 956,
          title: 'x',
          sortOrder: 9,
          cards: [{ title: 'x', text: '', promoCode: null, link, background: '#ffffff', image: null }],
        }),
        /unsafe link/,
        link,
      );
    }
    await assert.rejects(
      content.insertPromoCardCompilation({
        mainCityId: 956,
        title: 'x',
        sortOrder: 9,
        cards: [{ title: 'x', text: '', promoCode: null, link: null, background: 'red;background:url(x)', image: null }],
      }),
      /colour/,
    );
    // Nothing was written: no banner and no empty card group titled 'x'.
    const [written] = await suite.database.orm.select({ groups: count() }).from(promoCardCompilations).where(eq(promoCardCompilations.title, 'x'));
    assert.equal(written?.groups, 0);
    const [bannerRows] = await suite.database.orm.select({ total: count() }).from(banners).where(eq(banners.title, 'x'));
    assert.equal(bannerRows?.total, 0);
  });

  test('the seed runs again without duplicating anything or overwriting an editor’s change', async (t) => {
    const { orm } = suite.database;
    const countOf = async (table: typeof banners | typeof reels | typeof textPages) => (await orm.select({ total: count() }).from(table))[0]?.total;
    const before = { banners: await countOf(banners), reels: await countOf(reels), pages: await countOf(textPages) };
    await orm.update(textPages).set({ title: 'Изменено редактором' }).where(eq(textPages.slug, 'about'));
    t.after(() => orm.update(textPages).set({ title: 'О сервисе «Повар рядом»' }).where(eq(textPages.slug, 'about')));

    await seedEditorialContent(orm);
    await seedDemoHome(orm);
    assert.deepEqual({ banners: await countOf(banners), reels: await countOf(reels), pages: await countOf(textPages) }, before);
    const [about] = await orm.select({ title: textPages.title }).from(textPages).where(eq(textPages.slug, 'about'));
    assert.equal(about?.title, 'Изменено редактором');
  });

  test('the seed brings a database seeded before the legal pages up to date: the pages added, the retired .pdf links moved, an editor’s link kept', async (t) => {
    const { orm } = suite.database;
    const content = createContentRepository(orm);
    const legalSlugs = LEGAL_PAGES.map((page) => page.slug);
    await orm.delete(textPages).where(inArray(textPages.slug, legalSlugs));
    await content.saveFooterSettings({
      ...DEFAULT_FOOTER_SETTINGS,
      support_email: 'help@povar-ryadom.ru',
      legal_documents: [
        { title: 'Политика конфиденциальности', href: '/legal/privacy-policy.pdf' },
        { title: 'Пользовательское соглашение', href: '/legal/user-agreement.pdf' },
        { title: 'Публичная оферта', href: 'https://example.ru/oferta' },
      ],
    });
    t.after(() => content.saveFooterSettings(DEFAULT_FOOTER_SETTINGS));

    await seedEditorialContent(orm);
    const stored = await orm.select({ slug: textPages.slug }).from(textPages).where(inArray(textPages.slug, legalSlugs));
    assert.deepEqual(stored.map((row) => row.slug).sort(), [...legalSlugs].sort());
    assert.deepEqual(await content.getFooterSettings(), {
      ...DEFAULT_FOOTER_SETTINGS,
      support_email: 'help@povar-ryadom.ru',
      legal_documents: [
        { title: 'Политика конфиденциальности', href: '/docs/legal/privacy-policy' },
        { title: 'Пользовательское соглашение', href: '/docs/legal/user-agreement' },
        { title: 'Публичная оферта', href: 'https://example.ru/oferta' },
      ],
    });
  });
});

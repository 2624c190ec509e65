// The content module's demo seed: the demo home pages of the served regions, once per database: banners, compilations of the region's own dishes, the featured category, promo cards and reels.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { banners, compilations, cooks, dishCategories, dishes, dishPreferences, mainCities, tastePreferences } from '../../db/schema.ts';
import type { CategorySlug } from '../../demo-world/catalog-taxonomy.ts';
import { bannerImage, REEL_POSTER_VARIANTS, reelPosterImage, type BannerTheme } from '../../demo-world/content-images.ts';
import { dishImage } from '../../demo-world/demo-images.ts';
import { createContentRepository, type PromoCardInput } from './content.repository.ts';

/** A compilation is placed on a region's home page only when it has at least this many of the region's dishes. */
const MIN_COMPILATION_DISHES = 4;

interface RegionPlan {
  slug: string;
  /** 'Тюмени': the city in the genitive, for 'от поваров …'. */
  ofCity: string;
  /** Main-page compilations in the order the home page shows them. */
  compilations: string[];
  /** The featured category and the banner that advertises it. */
  featured: { category: CategorySlug; theme: BannerTheme; title: string; text: string };
  /** The last banner: the for-cooks landing or the app. */
  closing: 'cook' | 'app';
  reels: number;
}

const REGION_PLANS: RegionPlan[] = [
  {
    slug: 'tyumen',
    ofCity: 'Тюмени',
    compilations: ['vybor-pokupateley', 'sytnyy-obed', 'k-chayu', 'na-zavtrak', 'bez-myasa'],
    featured: {
      category: 'pelmeni-i-vareniki',
      theme: 'dumplings',
      title: 'Пельмени и вареники ручной лепки',
      text: 'Лепят вручную небольшими партиями — берите сразу на несколько ужинов.',
    },
    closing: 'cook',
    reels: 6,
  },
  {
    slug: 'ekaterinburg',
    ofCity: 'Екатеринбурга',
    compilations: ['vybor-pokupateley', 'sytnyy-obed', 'bez-myasa', 'dlya-vsey-semi', 'k-chayu'],
    featured: {
      category: 'vypechka',
      theme: 'pies',
      title: 'Домашняя выпечка',
      text: 'Пироги и пирожки от домашних поваров — к чаю, в дорогу и к семейному обеду.',
    },
    closing: 'app',
    reels: 5,
  },
  {
    slug: 'omsk',
    ofCity: 'Омска',
    compilations: ['sytnyy-obed', 'vybor-pokupateley', 'bez-myasa', 'dlya-vsey-semi', 'k-chayu'],
    featured: {
      category: 'supy',
      theme: 'soup',
      title: 'Домашние супы',
      text: 'Большая кастрюля супа без вашего участия: порции от 0,5 кг, хватит на несколько дней.',
    },
    closing: 'cook',
    reels: 4,
  },
];

/** Compilations this seed makes (the catalogue's seed makes 'k-chayu', 'sytnyy-obed' and 'na-zavtrak'). */
const OWN_COMPILATIONS = [
  { slug: 'vybor-pokupateley', title: 'Выбор покупателей', sortOrder: 4 },
  { slug: 'dlya-vsey-semi', title: 'Для всей семьи', sortOrder: 5 },
  { slug: 'bez-myasa', title: 'Без мяса', sortOrder: 6 },
];
/** 'Выбор покупателей': cooks rated at least this by at least this many reviews. */
const FAVOURITE_RATING = 4.7;
const FAVOURITE_REVIEWS = 10;

interface DemoDish {
  id: number;
  name: string;
  weight: number;
  category: string;
  regionId: number;
  cookId: number;
  cookRating: number;
  cookReviews: number;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 'А', 'А и Б', 'А, Б и В', names after the first in lower case. */
function listOf(names: string[]): string {
  const [first, ...rest] = names;
  if (!first) return '';
  const tail = rest.map(lowerFirst);
  if (tail.length === 0) return first;
  return `${[first, ...tail.slice(0, -1)].join(', ')} и ${tail.at(-1)}`;
}

/** Distinct dish names of a category in a region, best rated cooks first. */
function namesIn(regionDishes: DemoDish[], category: string, limit: number): string[] {
  return [...new Set(regionDishes.filter((dish) => dish.category === category).map((dish) => dish.name))].slice(0, limit);
}

export async function seedDemoHome(orm: Orm): Promise<void> {
  // Written once: a database whose home page has banners (demo or edited) is left as it is.
  const [existing] = await orm.select({ total: count() }).from(banners);
  if ((existing?.total ?? 0) > 0) return;

  const regions = await orm
    .select({ id: mainCities.id, slug: mainCities.slug })
    .from(mainCities)
    .where(
      inArray(
        mainCities.slug,
        REGION_PLANS.map((plan) => plan.slug),
      ),
    );
  if (regions.length === 0) return;

  // Visible dishes of active cooks, best rated cooks first: what the home page may show.
  const visible: DemoDish[] = await orm
    .select({
      id: dishes.id,
      name: dishes.name,
      weight: dishes.weight,
      category: dishCategories.slug,
      regionId: cooks.mainCityId,
      cookId: cooks.id,
      cookRating: cooks.rating,
      cookReviews: cooks.reviewsCount,
    })
    .from(dishes)
    .innerJoin(cooks, eq(cooks.id, dishes.cookId))
    .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
    .where(and(eq(cooks.isActive, true), eq(dishes.isHidden, false)))
    .orderBy(desc(cooks.rating), asc(dishes.id));
  if (visible.length === 0) return;
  const vegetarian = new Set(
    (
      await orm
        .select({ dishId: dishPreferences.dishId })
        .from(dishPreferences)
        .innerJoin(tastePreferences, eq(tastePreferences.id, dishPreferences.preferenceId))
        .where(eq(tastePreferences.slug, 'vegetarianskoe'))
    ).map((row) => row.dishId),
  );

  const content = createContentRepository(orm);
  const ownDishIds: Record<string, number[]> = {
    'vybor-pokupateley': visible.filter((dish) => dish.cookRating >= FAVOURITE_RATING && dish.cookReviews >= FAVOURITE_REVIEWS).map((dish) => dish.id),
    // Big enough for a family dinner: 1.5 kg and more.
    'dlya-vsey-semi': visible.filter((dish) => dish.weight >= 1500).map((dish) => dish.id),
    'bez-myasa': visible.filter((dish) => vegetarian.has(dish.id)).map((dish) => dish.id),
  };
  for (const own of OWN_COMPILATIONS) await content.saveMainPageCompilation({ ...own, dishIds: ownDishIds[own.slug] ?? [] });

  const allSlugs = [...new Set(REGION_PLANS.flatMap((plan) => plan.compilations))];
  const compilationRows = await orm
    .select({ id: compilations.id, slug: compilations.slug, dishIds: compilations.dishIds })
    .from(compilations)
    .where(inArray(compilations.slug, allSlugs));
  const categories = new Map(
    (await orm.select({ id: dishCategories.id, slug: dishCategories.slug, title: dishCategories.title }).from(dishCategories)).map((row) => [row.slug, row]),
  );

  for (const plan of REGION_PLANS) {
    const region = regions.find((row) => row.slug === plan.slug);
    if (!region) continue;
    const regionDishes = visible.filter((dish) => dish.regionId === region.id);
    const regionDishIds = new Set(regionDishes.map((dish) => dish.id));
    const at = (path: string) => `/${plan.slug}${path}`;

    // Compilations: only those with enough of this region's own dishes.
    const placed = plan.compilations
      .map((slug) => compilationRows.find((row) => row.slug === slug))
      .filter((row) => row !== undefined && row.dishIds.filter((id) => regionDishIds.has(id)).length >= MIN_COMPILATION_DISHES)
      .map((row) => row!.id);
    await content.placeHomeCompilations(region.id, placed);

    // The featured category, named after dishes the region really has.
    const featuredCategory = categories.get(plan.featured.category);
    const featuredNames = namesIn(regionDishes, plan.featured.category, 3);
    if (featuredCategory && featuredNames.length > 0) {
      await content.setMainPromoCategory({
        mainCityId: region.id,
        categoryId: featuredCategory.id,
        title: plan.featured.title,
        text: plan.featured.text,
        image: bannerImage(plan.featured.theme),
      });
    }

    const closingBanner =
      plan.closing === 'cook'
        ? {
            title: 'Готовите дома? Станьте поваром',
            text: 'Продавайте свои блюда соседям: подскажем, как составить меню, сфотографировать блюда и назначить цены.',
            buttonText: 'Подробнее',
            link: '/for-cooks',
            image: bannerImage('cook'),
          }
        : {
            title: 'Приложение «Повар рядом»',
            text: 'Заказы, чаты с поварами и адреса доставки — всегда под рукой в телефоне.',
            buttonText: 'Скачать',
            link: '/download-app',
            image: bannerImage('app'),
          };
    const bannerRows = [
      {
        title: `Домашняя еда от поваров ${plan.ofCity}`,
        text: 'Порции от 0,5 кг — еды хватит на несколько дней. Средняя порция — около 180 ₽.',
        buttonText: 'Выбрать блюда',
        link: at('/menu'),
        image: bannerImage('dishes'),
      },
      featuredCategory && featuredNames.length > 0
        ? {
            title: plan.featured.title,
            text: `${listOf(featuredNames)} — от домашних поваров ${plan.ofCity}.`,
            buttonText: 'Смотреть',
            link: at(`/menu/${plan.featured.category}`),
            image: bannerImage(plan.featured.theme),
          }
        : null,
      {
        title: 'Повара рядом с вами',
        text: 'Найдите повара на карте: заберите заказ сами по пути домой или закажите доставку.',
        buttonText: 'Открыть карту',
        link: at('/cooks-map'),
        image: bannerImage('map'),
      },
      closingBanner,
    ].filter((banner) => banner !== null);
    await content.insertBanners(bannerRows.map((banner, position) => ({ ...banner, mainCityId: region.id, sortOrder: position })));

    const cards: PromoCardInput[] = [
      {
        title: 'Еда на несколько дней',
        text: 'Порции от 0,5 кг: приготовили один раз — едите несколько дней.',
        promoCode: null,
        link: at('/menu'),
        background: '#fbeee0',
        image: dishImage('vtorye-blyuda', 0),
      },
      {
        title: 'Повара рядом с домом',
        text: 'Отсортируйте поваров по расстоянию и заберите заказ по пути.',
        promoCode: null,
        link: at('/cooks'),
        background: '#e4ecf2',
        image: dishImage('pelmeni-i-vareniki', 1),
      },
      {
        title: 'Сравните цены',
        text: 'Сортировка по цене покажет выгодные блюда; средняя порция — около 180 ₽.',
        promoCode: null,
        link: at('/menu'),
        background: '#e6f1dc',
        image: dishImage('salaty', 1),
      },
      {
        title: 'Комментарий к заказу',
        text: 'Без лука, поменьше соли, к определённому часу — напишите повару, он учтёт.',
        promoCode: null,
        link: '/docs/faq',
        background: '#f7e4ea',
        image: dishImage('deserty', 2),
      },
    ];
    await content.insertPromoCardCompilation({ mainCityId: region.id, title: 'Удобно и выгодно', sortOrder: 0, cards });

    // Reels: the best rated cooks with a photo, each about a dish they really cook. Poster only, no video yet.
    const cookRows = await orm
      .select({ id: cooks.id, name: cooks.name })
      .from(cooks)
      .where(and(eq(cooks.mainCityId, region.id), eq(cooks.isActive, true)))
      .orderBy(desc(cooks.rating), asc(cooks.id));
    const withDish = cookRows
      .map((cook) => ({ cook, dish: regionDishes.find((dish) => dish.cookId === cook.id) }))
      .filter((entry) => entry.dish !== undefined)
      .slice(0, plan.reels);
    await content.insertReels(
      withDish.map(({ cook, dish }, position) => ({
        mainCityId: region.id,
        cookId: cook.id,
        title: `${dish!.name}: как готовит ${cook.name.split(' ')[0]}`,
        poster: reelPosterImage(position % REEL_POSTER_VARIANTS),
        videoUrl: null,
        sortOrder: position,
      })),
    );
  }
}

// What the APIs say about the page a route shows, for its first HTML: whether its subject exists, the
// links crawlers follow without JavaScript, its pagination, its own canonical region and robots exceptions.
import {
  dishDetailResponseSchema,
  dishListResponseSchema,
  cookListResponseSchema,
  failureEnvelopeSchema,
  homePageResponseSchema,
  seoCookPageResponseSchema,
  textPageResponseSchema,
  type CookList,
  type DishList,
} from '@povar/shared-kit/contracts';
import { buildPath, HOME_BANNER_SIZES, type RouteMatch, type RouteName } from '@povar/shared-kit/routes';
import type { z } from 'zod';
import { API_FAILURE, isApiFailure, type ApiAnswer, type ApiFailure, type ApiRead } from './api-reads.ts';
import type { DocumentRegion } from './document.ts';

export interface PageLink {
  href: string;
  text: string;
  rel?: 'prev' | 'next';
}

/** One hidden <nav> of the document; `label` is its aria-label. */
export interface LinkGroup {
  label: string;
  links: PageLink[];
}

export interface PageFacts {
  /** The API says the page's subject does not exist (an unknown cook, dish, category or docs page, a page past the last). */
  notFound: boolean;
  /** The API failed (a 5xx) to say what the page shows: crawlers get a bare status, not a page. */
  failed: boolean;
  /** Indexable no more, links still followed (a reviews tab without reviews). */
  noindex: boolean;
  /** The subject lives in another region: its own twin is the canonical address. */
  canonicalPath: string | null;
  /** Titles and descriptions that do not come from the SEO call (/docs, the landing pages). */
  title: string | null;
  description: string | null;
  groups: LinkGroup[];
  prev: string | null;
  next: string | null;
  /** The page's likely LCP picture, preloaded from the head so it does not wait for the scripts. */
  preloadImage: PreloadImage | null;
}

/** A responsive picture as `<link rel="preload" as="image">` names it. */
export interface PreloadImage {
  srcset: string;
  sizes: string;
  type: string;
}

const BRAND = ' | Повар рядом';
const DOCS_TITLE_SUFFIX = ' — Повар рядом';

/** Region-less pages whose route-table titles are too thin for search results (our marketing copy instead). */
const LANDING_TEXTS: Partial<Record<RouteName, { title: string; description: string }>> = {
  FOR_COOKS: {
    title: `Станьте поваром и продавайте домашнюю еду${BRAND}`,
    description:
      'Готовите вкусно? Продавайте домашнюю еду соседям через «Повар рядом»: свой график и цены, заказы рядом с домом. Оставьте заявку — расскажем, как начать.',
  },
  DOWNLOAD_APP: {
    title: `Приложение «Повар рядом» для iPhone и Android${BRAND}`,
    description:
      'Заказывайте домашнюю еду от проверенных поваров в приложении «Повар рядом»: блюда рядом с вами, чат с поваром, оплата и статус заказа в пару касаний.',
  },
};

const emptyFacts = (): PageFacts => ({
  notFound: false,
  failed: false,
  noindex: false,
  canonicalPath: null,
  title: null,
  description: null,
  groups: [],
  prev: null,
  next: null,
  preloadImage: null,
});

/** The home page's first banner, when banners open the page: the webp renditions its <picture> offers first. */
const pickHomeBanner = (answer: ApiAnswer): { image: PreloadImage | null } | undefined => {
  const read = answerOf(homePageResponseSchema)(answer);
  if (!read || isApiFailure(read)) return undefined;
  const first = read.found ? read.value.blocks[0] : undefined;
  const banner = first?.type === 'banners' ? first.items[0] : undefined;
  if (!banner || banner.image.sources.length === 0) return { image: null };
  const srcset = [...banner.image.sources]
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source.webp} ${source.width}w`)
    .join(', ');
  return { image: { srcset, sizes: HOME_BANNER_SIZES, type: 'image/webp' } };
};

type Found<T> = { found: true; value: T } | { found: false } | ApiFailure;

/**
 * A 200 read through its contract, a 404 `not_found` as 'not found' (not `region_not_found`: the
 * document checks regions itself), a 5xx as the API's failure; anything else is not kept (undefined).
 */
function answerOf<T>(schema: z.ZodType<{ data: T }>) {
  return (answer: ApiAnswer): Found<T> | undefined => {
    if (answer.statusCode >= 500) return API_FAILURE;
    if (answer.statusCode === 404) return failureEnvelopeSchema.safeParse(answer.json()).data?.error === 'not_found' ? { found: false } : undefined;
    if (answer.statusCode !== 200) return undefined;
    const parsed = schema.safeParse(answer.json());
    return parsed.success ? { found: true, value: parsed.data.data } : undefined;
  };
}

/** Only what the links need is kept in memory, not the whole listing. */
interface ListingSummary {
  page: number;
  lastPage: number;
  items: { id: number; name: string }[];
  categories: { slug: string; title: string }[];
}
const summarize = (list: DishList | CookList): ListingSummary => ({
  page: list.pagination.page,
  lastPage: list.pagination.lastPage,
  items: list.items.map(({ id, name }) => ({ id, name })),
  // Only tags with results are shown, as on the page.
  categories: (list.filters.categories?.items ?? []).filter((item) => item.total > 0).map((item) => ({ slug: item.slug, title: item.label })),
});
const pickDishListing = (answer: ApiAnswer) => {
  const read = answerOf<DishList>(dishListResponseSchema)(answer);
  return read?.found ? { found: true as const, value: summarize(read.value) } : read;
};
const pickCookListing = (answer: ApiAnswer) => {
  const read = answerOf<CookList>(cookListResponseSchema)(answer);
  return read?.found ? { found: true as const, value: summarize(read.value) } : read;
};
const pickDish = (answer: ApiAnswer) => {
  const read = answerOf(dishDetailResponseSchema)(answer);
  if (!read?.found) return read;
  const { cook, category } = read.value;
  return { found: true as const, value: { cook: { id: cook.id, name: cook.name, region: cook.mainCity.slug }, category } };
};
const pickCookPage = answerOf(seoCookPageResponseSchema);
const pickTextPage = (answer: ApiAnswer) => {
  const read = answerOf(textPageResponseSchema)(answer);
  return read?.found ? { found: true as const, value: { title: read.value.title, description: read.value.description } } : read;
};

const LISTING_ROUTES = {
  menu: { plain: 'MENU', paged: 'MENU_PAGINATION', category: 'MENU_CATEGORY', categoryPaged: 'MENU_CATEGORY_PAGINATION' },
  cooks: { plain: 'COOKS', paged: 'COOKS_PAGINATION', category: 'COOKS_CATEGORY', categoryPaged: 'COOKS_CATEGORY_PAGINATION' },
} as const;
type ListingKind = keyof typeof LISTING_ROUTES;

/** The same addresses mf-catalog's listing gives its pages: page 1 is the listing itself. */
function listingPagePath(kind: ListingKind, region: string, slug: string | undefined, page: number): string {
  const routes = LISTING_ROUTES[kind];
  if (slug) return page > 1 ? buildPath(routes.categoryPaged, { slug, page }, region) : buildPath(routes.category, { slug }, region);
  return page > 1 ? buildPath(routes.paged, { page }, region) : buildPath(routes.plain, {}, region);
}

/** Every region page links the region's sections (the visible header does the same with JavaScript). */
const sectionLinks = (region: string): LinkGroup => ({
  label: 'Разделы города',
  links: [
    { href: buildPath('INDEX', {}, region), text: 'Главная' },
    { href: buildPath('MENU', {}, region), text: 'Каталог блюд' },
    { href: buildPath('COOKS', {}, region), text: 'Повара' },
    { href: buildPath('COOKS_MAP', {}, region), text: 'Повара на карте' },
  ],
});

export interface PageFactsInput {
  read: ApiRead;
  match: RouteMatch;
  /** The route's region (regional routes) or null; regional routes only get here with a served one. */
  region: DocumentRegion | null;
  pathname: string;
}

export async function readPageFacts({ read, match, region, pathname }: PageFactsInput): Promise<PageFacts> {
  const facts = emptyFacts();
  const name = match.route.name as RouteName;
  const landing = LANDING_TEXTS[name];
  if (landing) return { ...facts, ...landing };

  if (name === 'DOCS') {
    const page = await read(`/api/text-pages/get-by-url?url=${encodeURIComponent(pathname)}`, pickTextPage);
    if (isApiFailure(page)) return { ...facts, failed: true };
    if (page && !page.found) return { ...facts, notFound: true };
    if (page?.found) {
      // The same form mf-catalog's docs page gives the tab after it loads (' — Повар рядом').
      facts.title = `${page.value.title}${DOCS_TITLE_SUFFIX}`;
      facts.description = page.value.description || null;
    }
    return facts;
  }

  if (!match.route.regional || !region || match.region === null) return facts;
  const slug = region.slug;
  facts.groups.push(sectionLinks(slug));
  const page = match.params.page === undefined ? 1 : Number(match.params.page);
  const category = match.params.slug;

  switch (name) {
    case 'INDEX':
    case 'MENU':
    case 'MENU_PAGINATION':
    case 'MENU_CATEGORY':
    case 'MENU_CATEGORY_PAGINATION':
    case 'MENU_FILTERS': {
      const base = `/api/catalog/dishes?cityId=${region.id}&page=${page}`;
      // The API reads /menu/{slug} as a category or, failing that, a main-page compilation.
      const [listing, home] = await Promise.all([
        read(category ? `${base}&category=${encodeURIComponent(category)}` : base, pickDishListing),
        name === 'INDEX' ? read(`/api/index?cityId=${region.id}`, pickHomeBanner) : undefined,
      ]);
      facts.preloadImage = home?.image ?? null;
      if (!listing) return facts;
      if (isApiFailure(listing)) return { ...facts, failed: true };
      // Only an unknown category or compilation makes the page unknown; the plain listing always exists.
      if (!listing.found) return category ? { ...facts, notFound: true } : facts;
      const isListing = name !== 'INDEX' && name !== 'MENU_FILTERS';
      addListing(facts, listing.value, {
        kind: 'menu',
        region: slug,
        slug: category,
        itemLabel: 'Блюда',
        itemPath: (id) => buildPath('PRODUCT', { id }, slug),
        categoryLabel: 'Категории блюд',
        paginate: isListing,
        items: name !== 'MENU_FILTERS',
      });
      return facts;
    }
    case 'COOKS':
    case 'COOKS_PAGINATION':
    case 'COOKS_CATEGORY':
    case 'COOKS_CATEGORY_PAGINATION':
    case 'COOKS_FILTERS': {
      const base = `/api/catalog/cooks?cityId=${region.id}&page=${page}`;
      const listing = await read(category ? `${base}&category=${encodeURIComponent(category)}` : base, pickCookListing);
      if (!listing) return facts;
      if (isApiFailure(listing)) return { ...facts, failed: true };
      if (!listing.found) return category ? { ...facts, notFound: true } : facts;
      addListing(facts, listing.value, {
        kind: 'cooks',
        region: slug,
        slug: category,
        itemLabel: 'Повара',
        itemPath: (id) => buildPath('COOK', { id }, slug),
        categoryLabel: 'Повара по специализации',
        paginate: name !== 'COOKS_FILTERS',
        items: name !== 'COOKS_FILTERS',
      });
      return facts;
    }
    case 'COOK':
    case 'COOK_ABOUT':
    case 'COOK_REVIEWS': {
      const cook = await read(`/api/seo/cook-page?id=${Number(match.params.id)}`, pickCookPage);
      if (!cook) return facts;
      if (isApiFailure(cook)) return { ...facts, failed: true };
      if (!cook.found) return { ...facts, notFound: true };
      const { id, reviewsCount, mainCity, dishes } = cook.value;
      const home = mainCity.slug;
      if (home !== slug) facts.canonicalPath = buildPath(name, { id }, home);
      // A reviews route with zero reviews is noindex; its links still count.
      facts.noindex = name === 'COOK_REVIEWS' && reviewsCount === 0;
      facts.groups.push({
        label: 'Страницы повара',
        links: [
          { href: buildPath('COOK', { id }, home), text: 'Меню' },
          // The 'Отзывы' tab is hidden when there are none; crawlers are not sent there either.
          ...(reviewsCount > 0 ? [{ href: buildPath('COOK_REVIEWS', { id }, home), text: 'Отзывы' }] : []),
          { href: buildPath('COOK_ABOUT', { id }, home), text: 'О поваре' },
        ],
      });
      if (dishes.length > 0) {
        facts.groups.push({ label: 'Блюда повара', links: dishes.map((dish) => ({ href: buildPath('PRODUCT', { id: dish.id }, home), text: dish.name })) });
      }
      return facts;
    }
    case 'PRODUCT': {
      const id = Number(match.params.id);
      // No location: the distance is not needed, and one cached answer serves every region.
      const dish = await read(`/api/catalog/dishes/${id}`, pickDish);
      if (!dish) return facts;
      if (isApiFailure(dish)) return { ...facts, failed: true };
      if (!dish.found) return { ...facts, notFound: true };
      const home = dish.value.cook.region;
      if (home !== slug) facts.canonicalPath = buildPath('PRODUCT', { id }, home);
      facts.groups.push({
        label: 'О блюде',
        links: [
          { href: buildPath('COOK', { id: dish.value.cook.id }, home), text: dish.value.cook.name },
          { href: buildPath('MENU_CATEGORY', { slug: dish.value.category.slug }, home), text: dish.value.category.title },
        ],
      });
      return facts;
    }
    default:
      return facts;
  }
}

interface ListingLinks {
  kind: ListingKind;
  region: string;
  slug: string | undefined;
  itemLabel: string;
  itemPath: (id: number) => string;
  categoryLabel: string;
  /** A listing page (not the home page or the filters page) has previous and next pages. */
  paginate: boolean;
  items: boolean;
}

function addListing(facts: PageFacts, listing: ListingSummary, options: ListingLinks): void {
  const { kind, region, slug } = options;
  if (options.paginate && listing.page > listing.lastPage) {
    // A page past the last one is empty for good: a 404 rather than an indexable empty list.
    facts.notFound = true;
    return;
  }
  if (listing.categories.length > 0) {
    facts.groups.push({
      label: options.categoryLabel,
      links: listing.categories.map((category) => ({ href: listingPagePath(kind, region, category.slug, 1), text: category.title })),
    });
  }
  if (options.items && listing.items.length > 0) {
    facts.groups.push({ label: options.itemLabel, links: listing.items.map((item) => ({ href: options.itemPath(item.id), text: item.name })) });
  }
  if (!options.paginate) return;
  const pages: PageLink[] = [];
  if (listing.page > 1) {
    facts.prev = listingPagePath(kind, region, slug, listing.page - 1);
    pages.push({ href: facts.prev, text: 'Предыдущая страница', rel: 'prev' });
  }
  if (listing.page < listing.lastPage) {
    facts.next = listingPagePath(kind, region, slug, listing.page + 1);
    pages.push({ href: facts.next, text: 'Следующая страница', rel: 'next' });
  }
  if (pages.length > 0) facts.groups.push({ label: 'Соседние страницы', links: pages });
}

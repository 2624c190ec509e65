// Content rules: which region a call is about, the home page's blocks and their order, dish cards through the catalogue's own queries, text pages and site settings.
import type {
  Banner,
  ContentLocationQuery,
  CookCompilation,
  DishCard,
  DishCompilation,
  HomeBlock,
  HomePage,
  MainPromoCategory,
  PromoCardCompilation,
  Reel,
  SiteSettings,
  TextPage,
} from '@povar/shared-kit/contracts';
import { DEFAULT_MAIN_CITY_ID } from '@povar/shared-kit/routes';
import { ApiError } from '../../plugins/errors.ts';
import { type CatalogRepository, type Ordering, type Point, toDishCard } from '../catalog/index.ts';
import type { GeoRepository, ServedRegions } from '../geo/index.ts';
import type { ContentRepository } from './content.repository.ts';
import { DEFAULT_FOOTER_SETTINGS } from './footer-defaults.ts';
import { isSafeLink, sanitizeRichText } from './rich-text.ts';

/** Dishes a compilation or the featured category shows on the home page (the rest are on its listing). */
const HOME_DISHES = 12;
const COOK_COMPILATIONS = 6;
const COOK_COMPILATION_DISHES = 6;
/** Home page dishes start with the best rated cooks', as the catalogue's default sort without an address. */
const BEST_RATED_FIRST: Ordering = { field: 'rating', order: 'desc' };

export interface Region {
  id: number;
  slug: string;
  name: string;
}

type CookSummaryRow = { cookId: number; cookName: string; cookAvatar: DishCard['cook']['avatar'] | null; cookRating: number };

export function createContentService(deps: {
  content: Pick<
    ContentRepository,
    | 'listBanners'
    | 'listHomeCompilations'
    | 'findMainPromoCategory'
    | 'listPromoCardCompilations'
    | 'listReels'
    | 'listCookCompilations'
    | 'getFooterSettings'
    | 'findTextPage'
  >;
  catalog: Pick<CatalogRepository, 'listDishes'>;
  /** Where a point belongs (the geo module's served regions, kept in memory). */
  servedRegions: Pick<ServedRegions, 'nearest'>;
  regions: Pick<GeoRepository, 'findMainCityById'>;
}) {
  const { content, catalog, regions, servedRegions } = deps;

  /** `cityId` names the region; else the served region nearest to the point; else the default one. Unserved: region_not_found. */
  async function resolveRegion(query: ContentLocationQuery): Promise<{ region: Region; point?: Point }> {
    const point = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;
    const regionId = query.cityId ?? (point ? (await servedRegions.nearest(point))?.id : DEFAULT_MAIN_CITY_ID);
    const city = regionId === undefined ? undefined : await regions.findMainCityById(regionId);
    if (!city?.isServed) throw new ApiError('region_not_found');
    return { region: { id: city.id, slug: city.slug, name: city.name }, point };
  }

  /** Visible dishes of the region's active cooks, through the catalogue's listing query. */
  async function dishCards(regionId: number, narrowing: { compilationId?: number; categoryId?: number }, limit: number, point?: Point): Promise<DishCard[]> {
    const rows = await catalog.listDishes({ regionId, ...narrowing, categories: [], preferences: [] }, BEST_RATED_FIRST, { limit, offset: 0 }, point);
    return rows.map(toDishCard);
  }

  async function banners(regionId: number): Promise<Banner[]> {
    const rows = await content.listBanners(regionId);
    return rows.map((row) => ({ ...row, link: safeLinkOrNull(row.link) }));
  }

  async function dishCompilations(regionId: number, point?: Point): Promise<DishCompilation[]> {
    const placed = await content.listHomeCompilations(regionId);
    const filled = await Promise.all(
      placed.map(async (compilation) => ({ ...compilation, dishes: await dishCards(regionId, { compilationId: compilation.id }, HOME_DISHES, point) })),
    );
    // A compilation with nothing of this region's to show is left off rather than shown empty.
    return filled.filter((compilation) => compilation.dishes.length > 0);
  }

  async function mainPromoCategory(regionId: number, point?: Point): Promise<MainPromoCategory | null> {
    const promo = await content.findMainPromoCategory(regionId);
    if (!promo) return null;
    const dishes = await dishCards(regionId, { categoryId: promo.categoryId }, HOME_DISHES, point);
    if (dishes.length === 0) return null;
    return {
      category: { slug: promo.categorySlug, title: promo.categoryTitle },
      title: promo.title,
      text: promo.text,
      image: promo.image ?? null,
      dishes,
    };
  }

  async function promoCardCompilations(regionId: number): Promise<PromoCardCompilation[]> {
    const groups = await content.listPromoCardCompilations(regionId);
    return groups
      .map((group) => ({ ...group, cards: group.cards.map((card) => ({ ...card, link: safeLinkOrNull(card.link), image: card.image ?? null })) }))
      .filter((group) => group.cards.length > 0);
  }

  async function reels(regionId: number): Promise<Reel[]> {
    const rows = await content.listReels(regionId);
    return rows.map((row) => ({ id: row.id, title: row.title, poster: row.poster, videoUrl: safeLinkOrNull(row.videoUrl), cook: cookSummary(row) }));
  }

  async function cookCompilations(regionId: number, point?: Point): Promise<CookCompilation[]> {
    const rows = await content.listCookCompilations(regionId, COOK_COMPILATIONS);
    const filled = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        title: row.title,
        cook: {
          ...cookSummary(row),
          speciality: row.specialitySlug && row.specialityTitle ? { slug: row.specialitySlug, title: row.specialityTitle } : null,
        },
        dishes: await dishCards(regionId, { compilationId: row.id }, COOK_COMPILATION_DISHES, point),
      })),
    );
    return filled.filter((compilation) => compilation.dishes.length > 0);
  }

  return {
    /**
     * The home page in one answer. The order: banners; the first compilation; the featured
     * category; the second compilation; promo cards; reels; the other compilations; cooks'
     * own selections. Whatever the region has nothing for is left out.
     */
    async homePage(query: ContentLocationQuery): Promise<HomePage> {
      const { region, point } = await resolveRegion(query);
      const [bannerItems, compilations, promo, promoGroups, reelItems, cookItems] = await Promise.all([
        banners(region.id),
        dishCompilations(region.id, point),
        mainPromoCategory(region.id, point),
        promoCardCompilations(region.id),
        reels(region.id),
        cookCompilations(region.id, point),
      ]);
      const compilationBlock = (compilation: DishCompilation): HomeBlock => ({ type: 'compilation', id: `compilation-${compilation.slug}`, compilation });
      const [first, second, ...others] = compilations;
      const blocks: (HomeBlock | null)[] = [
        bannerItems.length > 0 ? { type: 'banners', id: 'banners', items: bannerItems } : null,
        first ? compilationBlock(first) : null,
        promo ? { type: 'main-promo-category', id: `main-promo-category-${promo.category.slug}`, promo } : null,
        second ? compilationBlock(second) : null,
        ...promoGroups.map((group): HomeBlock => ({ type: 'promo-cards', id: `promo-cards-${group.id}`, compilation: group })),
        reelItems.length > 0 ? { type: 'reels', id: 'reels', title: 'Знакомьтесь с поварами', items: reelItems } : null,
        ...others.map(compilationBlock),
        cookItems.length > 0 ? { type: 'cook-compilations', id: 'cook-compilations', title: 'Повар рекомендует', items: cookItems } : null,
      ];
      return { region, blocks: blocks.filter((block) => block !== null) };
    },

    async banners(query: ContentLocationQuery): Promise<Banner[]> {
      return banners((await resolveRegion(query)).region.id);
    },

    async promoCardCompilations(query: ContentLocationQuery): Promise<PromoCardCompilation[]> {
      return promoCardCompilations((await resolveRegion(query)).region.id);
    },

    async mainPromoCategory(query: ContentLocationQuery): Promise<MainPromoCategory | null> {
      const { region, point } = await resolveRegion(query);
      return mainPromoCategory(region.id, point);
    },

    async siteSettings(): Promise<SiteSettings> {
      return { footer: (await content.getFooterSettings()) ?? DEFAULT_FOOTER_SETTINGS };
    },

    /** Sanitised again on the way out: a row written around the repository still cannot carry a script. */
    async textPage(slug: string): Promise<TextPage> {
      const page = await content.findTextPage(slug);
      if (!page) throw new ApiError('not_found');
      return {
        url: `/docs/${page.slug}`,
        title: page.title,
        description: page.description,
        html: sanitizeRichText(page.html),
        updatedAt: page.updatedAt.toISOString(),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

function safeLinkOrNull(link: string | null): string | null {
  return link !== null && isSafeLink(link) ? link : null;
}

function cookSummary(row: CookSummaryRow): Reel['cook'] {
  return { id: row.cookId, name: row.cookName, avatar: row.cookAvatar ?? null, rating: row.cookRating };
}

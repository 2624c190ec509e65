// What crawlers are told exists: a region's sitemap addresses (built through the route table), the region-less pages, and a cook page's facts.
import type { SeoCookPage, SeoSitemap, SitemapEntry } from '@povar/shared-kit/contracts';
import { buildPath } from '@povar/shared-kit/routes';
import { ApiError } from '../../plugins/errors.ts';
import type { GeoRepository } from '../geo/index.ts';
import type { CrawlRepository } from './crawl.repository.ts';

/** The sitemap protocol's limit per file; a region beyond it keeps its listings, cooks and newest-id dishes first. */
export const SITEMAP_MAX_URLS = 50_000;
/** More dishes than any cook page shows at once; the crawler links stay a sane size. */
const COOK_PAGE_DISHES_MAX = 200;
/** Region-less pages that are always there; /docs pages come from the database. */
const STATIC_PAGES = ['FOR_COOKS', 'DOWNLOAD_APP'] as const;

const toIso = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
const latest = (values: (string | null)[]): string | null =>
  values.reduce<string | null>((best, value) => (value !== null && (best === null || value > best) ? value : best), null);

export function createCrawlService(deps: { crawl: CrawlRepository; regions: Pick<GeoRepository, 'findMainCityById'> }) {
  const { crawl, regions } = deps;

  return {
    async regionSitemap(mainCityId: number): Promise<SeoSitemap> {
      const region = await regions.findMainCityById(mainCityId);
      if (!region?.isServed) throw new ApiError('region_not_found');
      const slug = region.slug;
      const [categories, compilations, cooks] = await Promise.all([
        crawl.listRegionCategories(region.id),
        crawl.listRegionCompilations(region.id),
        crawl.listRegionCooks(region.id, SITEMAP_MAX_URLS),
      ]);

      const urls: SitemapEntry[] = [];
      const seen = new Set<string>();
      const add = (path: string, lastmod: string | null) => {
        if (urls.length >= SITEMAP_MAX_URLS || seen.has(path)) return;
        seen.add(path);
        urls.push({ path, lastmod });
      };

      // The region's own pages change whenever a dish is added or a cook joins.
      const regionChanged = latest([...categories.map((row) => toIso(row.lastmod)), ...cooks.map((cook) => toIso(cook.registeredAt))]);
      for (const name of ['INDEX', 'MENU', 'COOKS', 'COOKS_MAP'] as const) add(buildPath(name, {}, slug), regionChanged);
      for (const category of categories) {
        // A category with dishes here also has cooks here: both listings are worth a visit.
        add(buildPath('MENU_CATEGORY', { slug: category.slug }, slug), toIso(category.lastmod));
        add(buildPath('COOKS_CATEGORY', { slug: category.slug }, slug), toIso(category.lastmod));
      }
      for (const compilation of compilations) add(buildPath('MENU_CATEGORY', { slug: compilation.slug }, slug), toIso(compilation.lastmod));
      for (const cook of cooks) {
        const changed = latest([toIso(cook.registeredAt), toIso(cook.newestDish)]);
        add(buildPath('COOK', { id: cook.id }, slug), changed);
        add(buildPath('COOK_ABOUT', { id: cook.id }, slug), toIso(cook.registeredAt));
        // A reviews tab with no reviews is noindex: not offered to crawlers.
        if (cook.reviewsCount > 0) add(buildPath('COOK_REVIEWS', { id: cook.id }, slug), null);
      }
      const room = SITEMAP_MAX_URLS - urls.length;
      if (room > 0) {
        for (const dish of await crawl.listRegionDishes(region.id, room)) add(buildPath('PRODUCT', { id: dish.id }, slug), toIso(dish.createdAt));
      }
      return { urls };
    },

    /** The pages without a region: the /docs pages, the cooks' landing and the app page. */
    async pagesSitemap(): Promise<SeoSitemap> {
      const docs = await crawl.listTextPages();
      return {
        urls: [
          ...STATIC_PAGES.map((name) => ({ path: buildPath(name), lastmod: null })),
          ...docs.map((page) => ({ path: buildPath('DOCS', { slug: page.slug }), lastmod: toIso(page.updatedAt) })),
        ],
      };
    },

    async cookPage(id: number): Promise<SeoCookPage> {
      const cook = await crawl.findActiveCook(id);
      if (!cook) throw new ApiError('not_found', { message: 'Повар не найден' });
      const dishes = await crawl.listCookDishes(cook.id, COOK_PAGE_DISHES_MAX);
      return {
        id: cook.id,
        name: cook.name,
        reviewsCount: cook.reviewsCount,
        mainCity: { id: cook.mainCityId, slug: cook.mainCitySlug, name: cook.mainCityName },
        dishes: dishes.map((dish) => ({ id: dish.id, name: dish.name, category: { slug: dish.categorySlug, title: dish.categoryTitle } })),
      };
    },
  };
}

export type CrawlService = ReturnType<typeof createCrawlService>;

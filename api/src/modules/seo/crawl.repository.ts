// Reads what crawlers are shown: a region's listable subjects with their dates (sitemaps), the /docs pages, and a cook page's dishes.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes, homeCompilations, mainCities, textPages } from '../../db/schema.ts';

/** A visible dish of an active cook of the region: what every catalogue page lists. */
const listedIn = (regionId: number) => and(eq(cooks.isActive, true), eq(cooks.mainCityId, regionId), eq(dishes.isHidden, false));

/**
 * `max(...)` of a timestamp comes back as a Date or as text depending on the driver (PGlite,
 * node-postgres); the service wants one form.
 */
const newest = (column: typeof dishes.createdAt | typeof cooks.registeredAt) => sql<Date | string | null>`max(${column})`;

export function createCrawlRepository(orm: Orm) {
  return {
    /** Categories with at least one listed dish in the region, in the filter's order, with their newest dish. */
    async listRegionCategories(regionId: number) {
      return orm
        .select({ slug: dishCategories.slug, lastmod: newest(dishes.createdAt) })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(listedIn(regionId))
        .groupBy(dishCategories.id, dishCategories.slug, dishCategories.sortOrder)
        .orderBy(asc(dishCategories.sortOrder), asc(dishCategories.id));
    },

    /** The region's main-page compilations that list at least one dish there (their listing is /menu/{slug}). */
    async listRegionCompilations(regionId: number) {
      return orm
        .select({ slug: compilations.slug, lastmod: newest(dishes.createdAt) })
        .from(homeCompilations)
        .innerJoin(compilations, eq(compilations.id, homeCompilations.compilationId))
        .innerJoin(dishes, sql`${dishes.id} = any(${compilations.dishIds})`)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(and(eq(homeCompilations.mainCityId, regionId), listedIn(regionId)))
        .groupBy(compilations.id, compilations.slug, homeCompilations.sortOrder)
        .orderBy(asc(homeCompilations.sortOrder), asc(compilations.id));
    },

    /** Active cooks of the region; a cook page changes when the cook registers or adds a dish. */
    async listRegionCooks(regionId: number, limit: number) {
      return orm
        .select({
          id: cooks.id,
          reviewsCount: cooks.reviewsCount,
          registeredAt: cooks.registeredAt,
          newestDish: newest(dishes.createdAt),
        })
        .from(cooks)
        .leftJoin(dishes, and(eq(dishes.cookId, cooks.id), eq(dishes.isHidden, false)))
        .where(and(eq(cooks.isActive, true), eq(cooks.mainCityId, regionId)))
        .groupBy(cooks.id)
        .orderBy(asc(cooks.id))
        .limit(limit);
    },

    async listRegionDishes(regionId: number, limit: number) {
      return orm
        .select({ id: dishes.id, createdAt: dishes.createdAt })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(listedIn(regionId))
        .orderBy(asc(dishes.id))
        .limit(limit);
    },

    async listTextPages() {
      return orm.select({ slug: textPages.slug, updatedAt: textPages.updatedAt }).from(textPages).orderBy(asc(textPages.slug));
    },

    /** An active cook with its region (an inactive one has no page anywhere in the catalogue). */
    async findActiveCook(id: number) {
      const [row] = await orm
        .select({
          id: cooks.id,
          name: cooks.name,
          reviewsCount: cooks.reviewsCount,
          mainCityId: mainCities.id,
          mainCitySlug: mainCities.slug,
          mainCityName: mainCities.name,
        })
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(and(eq(cooks.id, id), eq(cooks.isActive, true)));
      return row;
    },

    /** A cook's visible dishes in the category bar's order (categories' own order, then the dish). */
    async listCookDishes(cookId: number, limit: number) {
      return orm
        .select({ id: dishes.id, name: dishes.name, categorySlug: dishCategories.slug, categoryTitle: dishCategories.title })
        .from(dishes)
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(and(eq(dishes.cookId, cookId), eq(dishes.isHidden, false)))
        .orderBy(asc(dishCategories.sortOrder), asc(dishes.id))
        .limit(limit);
    },
  };
}

export type CrawlRepository = ReturnType<typeof createCrawlRepository>;

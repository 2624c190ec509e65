// Reads the catalogue: dish and cook listings with their facet counts, dish detail, search, and the region a location belongs to.
import { and, asc, count, countDistinct, desc, eq, exists, gte, inArray, lte, max, min, not, or, sql, type SQL } from 'drizzle-orm';
import type { SortField, SortOrder } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes, dishPreferences, mainCities, specialities, tastePreferences } from '../../db/schema.ts';

export interface Point {
  lat: number;
  lon: number;
}

/** What narrows a dish listing; money in kopecks. */
export interface DishSelection {
  regionId: number;
  category?: string;
  compilation?: string;
  /** Any of these categories. */
  categories: string[];
  /** All of these preferences. */
  preferences: string[];
  priceMin?: number;
  priceMax?: number;
  q?: string;
}

export interface CookSelection {
  regionId: number;
  category?: string;
  compilation?: string;
  categories: string[];
  /** Any of these specialities. */
  specialities: string[];
  q?: string;
}

export interface Ordering {
  field: SortField;
  order: SortOrder;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Words found by Russian stemming, or a name close enough to what was typed: word_similarity
 * compares the query with the best-matching part of the name, so 'пелмени' still finds 'Пельмени сибирские'.
 */
const TYPO_SIMILARITY = 0.5;

const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}, ${point.lon})`;
const cookEarthPoint = sql`ll_to_earth(${cooks.lat}, ${cooks.lon})`;
const distanceFrom = (point: Point) => sql<number>`round(earth_distance(${cookEarthPoint}, ${earthPoint(point)}))::int`.mapWith(Number);

const cookColumns = (point: Point | undefined) => ({
  id: cooks.id,
  name: cooks.name,
  avatar: cooks.avatar,
  specialitySlug: specialities.slug,
  specialityTitle: specialities.title,
  experienceYears: cooks.experienceYears,
  address: cooks.address,
  about: cooks.about,
  registeredAt: cooks.registeredAt,
  passportVerified: cooks.passportVerified,
  sanitaryVerified: cooks.sanitaryVerified,
  workAvailableAt: cooks.workAvailableAt,
  rating: cooks.rating,
  reviewsCount: cooks.reviewsCount,
  deliveryCost: cooks.deliveryCost,
  mainCityId: mainCities.id,
  mainCitySlug: mainCities.slug,
  mainCityName: mainCities.name,
  distance: point ? distanceFrom(point) : sql<null>`null`,
});

const dishCardColumns = (point: Point | undefined) => ({
  id: dishes.id,
  name: dishes.name,
  images: dishes.images,
  weight: dishes.weight,
  weightUnit: dishes.weightUnit,
  quantity: dishes.quantity,
  quantityUnit: dishes.quantityUnit,
  price: dishes.price,
  createdAt: dishes.createdAt,
  categorySlug: dishCategories.slug,
  categoryTitle: dishCategories.title,
  cookId: cooks.id,
  cookName: cooks.name,
  cookAvatar: cooks.avatar,
  cookRating: cooks.rating,
  distance: point ? distanceFrom(point) : sql<null>`null`,
});

export type CookRow = Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['listCooks']>>[number];
export type DishCardRow = Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['listDishes']>>[number];

function textMatches(vector: typeof dishes.searchVector | typeof cooks.searchVector, name: typeof dishes.name | typeof cooks.name, q: string): SQL {
  return or(
    sql`${vector} @@ plainto_tsquery('russian', ${q})`,
    sql`word_similarity(${q}, ${name}) >= ${TYPO_SIMILARITY}`,
  ) as SQL;
}

const categoryIdsBySlug = (slugs: string[]) => sql`(select ${dishCategories.id} from ${dishCategories} where ${inArray(dishCategories.slug, slugs)})`;
const compilationDishIds = (slug: string) =>
  sql`(select unnest(${compilations.dishIds}) from ${compilations} where ${eq(compilations.slug, slug)} and ${compilations.cookId} is null)`;

/** Every visible dish of an active cook in the region, narrowed by the selection; `without` leaves one facet out for its own counts. */
function dishConditions(selection: DishSelection, without?: 'categories' | 'price'): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(cooks.isActive, true),
    eq(cooks.mainCityId, selection.regionId),
    eq(dishes.isHidden, false),
  ];
  if (selection.category) conditions.push(sql`${dishes.categoryId} in ${categoryIdsBySlug([selection.category])}`);
  if (selection.compilation) conditions.push(sql`${dishes.id} in ${compilationDishIds(selection.compilation)}`);
  if (without !== 'categories' && selection.categories.length > 0) {
    conditions.push(sql`${dishes.categoryId} in ${categoryIdsBySlug(selection.categories)}`);
  }
  for (const preference of selection.preferences) {
    conditions.push(
      sql`exists (select 1 from ${dishPreferences} join ${tastePreferences} on ${tastePreferences.id} = ${dishPreferences.preferenceId}
        where ${dishPreferences.dishId} = ${dishes.id} and ${tastePreferences.slug} = ${preference})`,
    );
  }
  if (without !== 'price') {
    if (selection.priceMin !== undefined) conditions.push(gte(dishes.price, selection.priceMin));
    if (selection.priceMax !== undefined) conditions.push(lte(dishes.price, selection.priceMax));
  }
  if (selection.q) conditions.push(textMatches(dishes.searchVector, dishes.name, selection.q));
  return and(...conditions) as SQL;
}

function cookConditions(selection: CookSelection, without?: 'categories' | 'specialities'): SQL {
  const visibleDishOfCookIn = (condition: SQL) =>
    exists(
      sql`(select 1 from ${dishes} where ${dishes.cookId} = ${cooks.id} and not ${dishes.isHidden} and ${condition})`,
    );
  const conditions: (SQL | undefined)[] = [eq(cooks.isActive, true), eq(cooks.mainCityId, selection.regionId)];
  if (selection.category) conditions.push(visibleDishOfCookIn(sql`${dishes.categoryId} in ${categoryIdsBySlug([selection.category])}`));
  if (selection.compilation) conditions.push(visibleDishOfCookIn(sql`${dishes.id} in ${compilationDishIds(selection.compilation)}`));
  if (without !== 'categories' && selection.categories.length > 0) {
    conditions.push(visibleDishOfCookIn(sql`${dishes.categoryId} in ${categoryIdsBySlug(selection.categories)}`));
  }
  if (without !== 'specialities' && selection.specialities.length > 0) {
    conditions.push(sql`${cooks.specialityId} in (select ${specialities.id} from ${specialities} where ${inArray(specialities.slug, selection.specialities)})`);
  }
  if (selection.q) conditions.push(textMatches(cooks.searchVector, cooks.name, selection.q));
  return and(...conditions) as SQL;
}

function dishOrderBy(ordering: Ordering, point: Point | undefined): SQL[] {
  const direction = ordering.order === 'asc' ? asc : desc;
  const key = {
    distance: point ? sql`earth_distance(${cookEarthPoint}, ${earthPoint(point)})` : sql`${cooks.id}`,
    price: sql`${dishes.price}`,
    rating: sql`${cooks.rating}`,
    new: sql`${dishes.createdAt}`,
  }[ordering.field];
  // The id keeps pages stable when many rows share a key (same cook, same price).
  return [direction(key), asc(dishes.id)];
}

function cookOrderBy(ordering: Ordering, point: Point | undefined): SQL[] {
  const direction = ordering.order === 'asc' ? asc : desc;
  const key = {
    distance: point ? sql`earth_distance(${cookEarthPoint}, ${earthPoint(point)})` : sql`${cooks.id}`,
    price: sql`${cooks.deliveryCost}`,
    rating: sql`${cooks.rating}`,
    new: sql`${cooks.registeredAt}`,
  }[ordering.field];
  return [direction(key), asc(cooks.id)];
}

export function createCatalogRepository(orm: Orm) {
  return {
    async findServedRegion(id: number): Promise<{ id: number } | undefined> {
      const [region] = await orm
        .select({ id: mainCities.id })
        .from(mainCities)
        .where(and(eq(mainCities.id, id), eq(mainCities.isServed, true)));
      return region;
    },

    /** The served region whose centre is nearest to the point: a delivery address belongs to it. */
    async nearestServedRegion(point: Point): Promise<{ id: number } | undefined> {
      const [region] = await orm
        .select({ id: mainCities.id })
        .from(mainCities)
        .where(eq(mainCities.isServed, true))
        .orderBy(sql`earth_distance(ll_to_earth(${mainCities.lat}, ${mainCities.lon}), ${earthPoint(point)})`)
        .limit(1);
      return region;
    },

    async listDishes(selection: DishSelection, ordering: Ordering, window: PageWindow, point?: Point) {
      return orm
        .select(dishCardColumns(point))
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(dishConditions(selection))
        .orderBy(...dishOrderBy(ordering, point))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countDishes(selection: DishSelection): Promise<number> {
      const [row] = await orm
        .select({ total: count() })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(dishConditions(selection));
      return row?.total ?? 0;
    },

    /** Dishes per category with every other filter applied: what checking that category alone would list. */
    async countDishesByCategory(selection: DishSelection) {
      return orm
        .select({ slug: dishCategories.slug, title: dishCategories.title, total: count(dishes.id) })
        .from(dishCategories)
        .leftJoin(
          dishes,
          and(eq(dishes.categoryId, dishCategories.id), sql`exists (select 1 from ${cooks} where ${cooks.id} = ${dishes.cookId} and ${dishConditions(selection, 'categories')})`),
        )
        .groupBy(dishCategories.id)
        .orderBy(asc(dishCategories.sortOrder));
    },

    /** Dishes per preference within the current selection: preferences combine with AND, so checking one narrows to this count. */
    async countDishesByPreference(selection: DishSelection) {
      const matching = orm
        .select({ preferenceId: dishPreferences.preferenceId, total: count().as('total') })
        .from(dishPreferences)
        .innerJoin(dishes, eq(dishes.id, dishPreferences.dishId))
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(dishConditions(selection))
        .groupBy(dishPreferences.preferenceId)
        .as('matching');
      return orm
        .select({ slug: tastePreferences.slug, title: tastePreferences.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
        .from(tastePreferences)
        .leftJoin(matching, eq(matching.preferenceId, tastePreferences.id))
        .orderBy(asc(tastePreferences.sortOrder));
    },

    /** Cheapest and dearest dish of the selection without its own price bounds, in kopecks. */
    async dishPriceBounds(selection: DishSelection): Promise<{ min: number | null; max: number | null }> {
      const [row] = await orm
        .select({ min: min(dishes.price), max: max(dishes.price) })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(dishConditions(selection, 'price'));
      return { min: row?.min ?? null, max: row?.max ?? null };
    },

    async findVisibleDish(id: number, point?: Point) {
      const [row] = await orm
        .select({
          ...dishCardColumns(point),
          previewText: dishes.previewText,
          cookingTime: dishes.cookingTime,
          calories: dishes.calories,
          proteins: dishes.proteins,
          fats: dishes.fats,
          carbohydrates: dishes.carbohydrates,
          otherPreferences: dishes.otherPreferences,
        })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(and(eq(dishes.id, id), eq(dishes.isHidden, false), eq(cooks.isActive, true)));
      return row;
    },

    async listDishPreferences(dishId: number) {
      return orm
        .select({ slug: tastePreferences.slug, title: tastePreferences.title })
        .from(dishPreferences)
        .innerJoin(tastePreferences, eq(tastePreferences.id, dishPreferences.preferenceId))
        .where(eq(dishPreferences.dishId, dishId))
        .orderBy(asc(tastePreferences.sortOrder));
    },

    async findCook(id: number, point?: Point) {
      const [row] = await orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(eq(cooks.id, id));
      return row;
    },

    async listCooks(selection: CookSelection, ordering: Ordering, window: PageWindow, point?: Point) {
      return orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(cookConditions(selection))
        .orderBy(...cookOrderBy(ordering, point))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countCooks(selection: CookSelection): Promise<number> {
      const [row] = await orm.select({ total: count() }).from(cooks).where(cookConditions(selection));
      return row?.total ?? 0;
    },

    /** Cooks per category (having a visible dish in it), every other filter applied. */
    async countCooksByCategory(selection: CookSelection) {
      const matching = orm
        .select({ categoryId: dishes.categoryId, total: countDistinct(cooks.id).as('total') })
        .from(cooks)
        .innerJoin(dishes, and(eq(dishes.cookId, cooks.id), not(dishes.isHidden)))
        .where(cookConditions(selection, 'categories'))
        .groupBy(dishes.categoryId)
        .as('matching');
      return orm
        .select({ slug: dishCategories.slug, title: dishCategories.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
        .from(dishCategories)
        .leftJoin(matching, eq(matching.categoryId, dishCategories.id))
        .orderBy(asc(dishCategories.sortOrder));
    },

    /** Cooks per speciality, every other filter applied: what checking that speciality alone would list. */
    async countCooksBySpeciality(selection: CookSelection) {
      const matching = orm
        .select({ specialityId: cooks.specialityId, total: count().as('total') })
        .from(cooks)
        .where(cookConditions(selection, 'specialities'))
        .groupBy(cooks.specialityId)
        .as('matching');
      return orm
        .select({ slug: specialities.slug, title: specialities.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
        .from(specialities)
        .leftJoin(matching, eq(matching.specialityId, specialities.id))
        .orderBy(asc(specialities.sortOrder));
    },

    /** Best matches first: full-text rank, then closeness of the name to what was typed. */
    async searchDishes(regionId: number, q: string, limit: number, point?: Point) {
      return orm
        .select(dishCardColumns(point))
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(dishConditions({ regionId, categories: [], preferences: [], q }))
        .orderBy(
          desc(sql`ts_rank(${dishes.searchVector}, plainto_tsquery('russian', ${q})) + word_similarity(${q}, ${dishes.name})`),
          asc(dishes.id),
        )
        .limit(limit);
    },

    async searchCooks(regionId: number, q: string, limit: number, point?: Point) {
      return orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(cookConditions({ regionId, categories: [], specialities: [], q }))
        .orderBy(desc(sql`ts_rank(${cooks.searchVector}, plainto_tsquery('russian', ${q})) + word_similarity(${q}, ${cooks.name})`), asc(cooks.id))
        .limit(limit);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

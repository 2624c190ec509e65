// Reads the catalogue: dish and cook listings with their facet counts, dish detail, search, and the region a location belongs to.
import { and, asc, count, countDistinct, desc, eq, exists, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { SortField, SortOrder } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes, dishPreferences, mainCities, specialities, tastePreferences } from '../../db/schema.ts';
import { cookDeliversColumn } from '../schedule/cook-delivers.ts';

export interface Point {
  lat: number;
  lon: number;
}

/** What narrows a dish listing; money in kopecks. */
export interface DishSelection {
  regionId: number;
  /** The category of /menu/{slug}, already looked up. */
  categoryId?: number;
  /** A main-page compilation, already looked up. */
  compilationId?: number;
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
  categoryId?: number;
  compilationId?: number;
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
 * Words found by Russian stemming, or a name close enough to what was typed: word similarity
 * compares the query with the best-matching part of the name, so 'пелмени' (0.55) still finds 'Пельмени сибирские'.
 * `q <% name` is the form the trigram GIN indexes (dishes_name_trgm, cooks_name_trgm) answer; it compares
 * with the setting pg_trgm.word_similarity_threshold (default 0.6), which `withTypoThreshold` sets.
 */
const TYPO_SIMILARITY = 0.5;

const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}, ${point.lon})`;
const cookEarthPoint = sql`ll_to_earth(${cooks.lat}, ${cooks.lon})`;
/**
 * Straight-line distance through the earth between a cook and the point: it grows with the
 * distance along the surface, so it orders the same, and `<->` on ll_to_earth(lat, lon) is what
 * the GiST index cooks_location_gist walks nearest-first (KNN).
 */
const reachFrom = (point: Point) => sql`${cookEarthPoint} <-> ${earthPoint(point)}`;
const distanceFrom = (point: Point) => sql<number>`round(earth_distance(${cookEarthPoint}, ${earthPoint(point)}))::int`.mapWith(Number);
/**
 * The first pages of a dish listing sorted nearest first (up to NEAREST_COOKS_MAX / NEAREST_COOKS_PER_ROW
 * rows, i.e. 50) look at this many nearest cooks per row wanted; deeper pages, and pages those cooks
 * cannot fill, use the plan over every matching dish. The bound keeps a rare word from walking a
 * whole region cook by cook.
 */
const NEAREST_COOKS_PER_ROW = 8;
const NEAREST_COOKS_MAX = 400;

/** A cook card's columns (the catalogue's, the signed-in cook's own); distance only from a point. */
export const cookColumns = (point: Point | undefined) => ({
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
  delivers: cookDeliversColumn(),
  mainCityId: mainCities.id,
  mainCitySlug: mainCities.slug,
  mainCityName: mainCities.name,
  distance: point ? distanceFrom(point) : sql<null>`null`,
});

/** A dish card's columns (the catalogue's, a cook's page, favourites); distance only from a point. */
export const dishCardColumns = (point: Point | undefined) => ({
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
  return or(sql`${vector} @@ plainto_tsquery('russian', ${q})`, sql`${q} <% ${name}`) as SQL;
}

/**
 * Runs a read; with a text query, inside a transaction that first sets the typo threshold with
 * set_config(..., true). A transaction-local value ends with the transaction, so a pooled connection
 * never carries it into anyone else's query, and it works the same on PGlite and PostgreSQL. A
 * database default (ALTER DATABASE ... SET) would need the database's name, reach only sessions
 * opened after it, and change the threshold for every other user of the database.
 */
async function withTypoThreshold<T>(orm: Orm, q: string | undefined, read: (db: Orm) => Promise<T>): Promise<T> {
  if (!q) return read(orm);
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return read(tx);
  });
}

const categoryIdsBySlug = (slugs: string[]) => sql`(select ${dishCategories.id} from ${dishCategories} where ${inArray(dishCategories.slug, slugs)})`;
const compilationDishIds = (id: number) => sql`(select unnest(${compilations.dishIds}) from ${compilations} where ${eq(compilations.id, id)})`;

/** The dishes of the path's category (/menu/{slug}). */
function inPathCategory(selection: DishSelection): SQL | undefined {
  return selection.categoryId === undefined ? undefined : eq(dishes.categoryId, selection.categoryId);
}

/** The dishes checked in the categories filter. */
function inCheckedCategories(selection: DishSelection): SQL | undefined {
  return selection.categories.length > 0 ? sql`${dishes.categoryId} in ${categoryIdsBySlug(selection.categories)}` : undefined;
}

/** Within the price bounds of the filter, in kopecks. */
function inPriceBounds(selection: DishSelection): SQL | undefined {
  return and(
    selection.priceMin === undefined ? undefined : gte(dishes.price, selection.priceMin),
    selection.priceMax === undefined ? undefined : lte(dishes.price, selection.priceMax),
  );
}

/** Every visible dish of an active cook in the region, narrowed by the selection; `without` leaves facets out for their own counts. */
function dishConditions(selection: DishSelection, without: readonly ('categories' | 'price')[] = []): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(cooks.isActive, true),
    eq(cooks.mainCityId, selection.regionId),
    eq(dishes.isHidden, false),
  ];
  // The category of the path counts as a category filter: the category tags of /menu/supy show
  // what each other category would list with the other filters kept.
  if (!without.includes('categories')) conditions.push(inPathCategory(selection), inCheckedCategories(selection));
  if (selection.compilationId !== undefined) conditions.push(sql`${dishes.id} in ${compilationDishIds(selection.compilationId)}`);
  for (const preference of selection.preferences) {
    conditions.push(
      sql`exists (select 1 from ${dishPreferences} join ${tastePreferences} on ${tastePreferences.id} = ${dishPreferences.preferenceId}
        where ${dishPreferences.dishId} = ${dishes.id} and ${tastePreferences.slug} = ${preference})`,
    );
  }
  if (!without.includes('price')) conditions.push(inPriceBounds(selection));
  if (selection.q) conditions.push(textMatches(dishes.searchVector, dishes.name, selection.q));
  return and(...conditions) as SQL;
}

function cookConditions(selection: CookSelection, without?: 'categories' | 'specialities'): SQL {
  const visibleDishOfCookIn = (condition: SQL) =>
    exists(
      sql`(select 1 from ${dishes} where ${dishes.cookId} = ${cooks.id} and not ${dishes.isHidden} and ${condition})`,
    );
  // A cook approved a moment ago has a page but nothing to order yet: listed from the first visible dish.
  const conditions: (SQL | undefined)[] = [eq(cooks.isActive, true), eq(cooks.mainCityId, selection.regionId), visibleDishOfCookIn(sql`true`)];
  if (selection.categoryId !== undefined && without !== 'categories') conditions.push(visibleDishOfCookIn(eq(dishes.categoryId, selection.categoryId)));
  if (selection.compilationId !== undefined) conditions.push(visibleDishOfCookIn(sql`${dishes.id} in ${compilationDishIds(selection.compilationId)}`));
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

/** Best matches of the text first: full-text rank, then closeness of the name to what was typed. */
const cookRelevance = (q: string) => desc(sql`ts_rank(${cooks.searchVector}, plainto_tsquery('russian', ${q})) + word_similarity(${q}, ${cooks.name})`);

/** `closestTo`: a searched text the visitor chose no order for, so the cooks it names come first. */
function cookOrderBy(ordering: Ordering, point: Point | undefined, closestTo?: string): SQL[] {
  if (closestTo) return [cookRelevance(closestTo), ...cookOrderBy(ordering, point)];
  const direction = ordering.order === 'asc' ? asc : desc;
  const key = {
    distance: point ? sql`earth_distance(${cookEarthPoint}, ${earthPoint(point)})` : sql`${cooks.id}`,
    price: sql`${cooks.deliveryCost}`,
    rating: sql`${cooks.rating}`,
    new: sql`${cooks.registeredAt}`,
  }[ordering.field];
  return [direction(key), asc(cooks.id)];
}

/**
 * A page of dishes nearest first, looking only at the `nearestCooks` nearest active cooks of the
 * region: the KNN walk of cooks_location_gist stops as soon as the page is full. Each cook carries
 * the reach of the next one in that order (`lead`, which reads one cook ahead and keeps the walk
 * lazy). The page is the whole listing's page when its last row's cook is the region's farthest,
 * or when the page is full and the next cook is farther than its last row (every later cook is at
 * least that far); otherwise the answer is undefined and the caller asks the plan over every match.
 */
async function listDishesOfNearestCooks(db: Orm, selection: DishSelection, window: PageWindow, point: Point, nearestCooks: number) {
  const reach = reachFrom(point);
  // Named like the table, so the listing's columns and conditions read the nearest cooks unchanged.
  const nearest = db
    .select({
      id: cooks.id,
      name: cooks.name,
      avatar: cooks.avatar,
      rating: cooks.rating,
      lat: cooks.lat,
      lon: cooks.lon,
      isActive: cooks.isActive,
      mainCityId: cooks.mainCityId,
      reach: sql<number>`${reach}`.as('reach'),
      nextReach: sql<number | null>`lead(${reach}) over (order by ${reach})`.as('next_reach'),
    })
    .from(cooks)
    .where(and(eq(cooks.isActive, true), eq(cooks.mainCityId, selection.regionId)))
    .orderBy(reach)
    .limit(nearestCooks)
    .as('cooks');
  const rows = await db
    .select({ ...dishCardColumns(point), reach: nearest.reach, nextReach: nearest.nextReach })
    .from(dishes)
    .innerJoin(nearest, eq(cooks.id, dishes.cookId))
    .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
    .where(dishConditions(selection))
    .orderBy(asc(nearest.reach), asc(dishes.id))
    .limit(window.limit)
    .offset(window.offset);
  const last = rows.at(-1);
  const complete = last !== undefined && (last.nextReach === null || (rows.length === window.limit && last.nextReach > last.reach));
  return complete ? rows.map(({ reach: _reach, nextReach: _nextReach, ...row }) => row) : undefined;
}

export interface CatalogRepositoryOptions {
  /** At most this many nearest cooks for the first pages nearest first (0: always the plan over every match); tests lower it. */
  nearestCooksMax?: number;
}

export function createCatalogRepository(orm: Orm, options: CatalogRepositoryOptions = {}) {
  const nearestCooksMax = options.nearestCooksMax ?? NEAREST_COOKS_MAX;
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

    /** The category a listing is narrowed to (/menu/{slug}), with the title that heads its page. */
    async findCategory(slug: string): Promise<{ id: number; slug: string; title: string } | undefined> {
      const [row] = await orm
        .select({ id: dishCategories.id, slug: dishCategories.slug, title: dishCategories.title })
        .from(dishCategories)
        .where(eq(dishCategories.slug, slug));
      return row;
    },

    /** A main-page compilation (a cook's own 'Повар рекомендует' is not one). */
    async findMainPageCompilation(slug: string): Promise<{ id: number; slug: string; title: string } | undefined> {
      const [row] = await orm
        .select({ id: compilations.id, slug: compilations.slug, title: compilations.title })
        .from(compilations)
        .where(and(eq(compilations.slug, slug), isNull(compilations.cookId)));
      return row;
    },

    async listDishes(selection: DishSelection, ordering: Ordering, window: PageWindow, point?: Point) {
      return withTypoThreshold(orm, selection.q, async (db) => {
        const nearestCooks = Math.min((window.offset + window.limit) * NEAREST_COOKS_PER_ROW, nearestCooksMax);
        const firstPages = (window.offset + window.limit) * NEAREST_COOKS_PER_ROW <= NEAREST_COOKS_MAX;
        if (point && ordering.field === 'distance' && ordering.order === 'asc' && firstPages && nearestCooks > 0) {
          const nearby = await listDishesOfNearestCooks(db, selection, window, point, nearestCooks);
          if (nearby) return nearby;
        }
        return db
          .select(dishCardColumns(point))
          .from(dishes)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
          .where(dishConditions(selection))
          .orderBy(...dishOrderBy(ordering, point))
          .limit(window.limit)
          .offset(window.offset);
      });
    },

    /**
     * The dish listing's total and two of its filters in one pass over the selection without its
     * categories and price bounds: dishes per category with the price bounds applied (what checking
     * that category alone would list), the total with both applied, and the cheapest and dearest
     * dish (kopecks) with the categories applied but not the price bounds.
     */
    async dishFacets(selection: DishSelection) {
      const rows = await withTypoThreshold(orm, selection.q, (db) => {
        const inCategories = and(inPathCategory(selection), inCheckedCategories(selection)) ?? sql`true`;
        const inPrice = inPriceBounds(selection) ?? sql`true`;
        const perCategory = db
          .select({
            categoryId: dishes.categoryId,
            alone: sql<number>`count(*) filter (where ${inPrice})`.as('alone'),
            listed: sql<number>`count(*) filter (where ${inPrice} and ${inCategories})`.as('listed'),
            cheapest: sql<number | null>`min(${dishes.price}) filter (where ${inCategories})`.as('cheapest'),
            dearest: sql<number | null>`max(${dishes.price}) filter (where ${inCategories})`.as('dearest'),
          })
          .from(dishes)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .where(dishConditions(selection, ['categories', 'price']))
          .groupBy(dishes.categoryId)
          .as('per_category');
        return db
          .select({
            slug: dishCategories.slug,
            title: dishCategories.title,
            alone: sql<number>`coalesce(${perCategory.alone}, 0)`.mapWith(Number),
            listed: sql<number>`coalesce(${perCategory.listed}, 0)`.mapWith(Number),
            cheapest: sql<number | null>`${perCategory.cheapest}`.mapWith(Number),
            dearest: sql<number | null>`${perCategory.dearest}`.mapWith(Number),
          })
          .from(dishCategories)
          .leftJoin(perCategory, eq(perCategory.categoryId, dishCategories.id))
          .orderBy(asc(dishCategories.sortOrder));
      });
      const prices = (key: 'cheapest' | 'dearest') => rows.map((row) => row[key]).filter((price): price is number => price !== null);
      const cheapest = prices('cheapest');
      const dearest = prices('dearest');
      return {
        total: rows.reduce((sum, row) => sum + row.listed, 0),
        byCategory: rows.map((row) => ({ slug: row.slug, title: row.title, total: row.alone })),
        priceBounds: { min: cheapest.length > 0 ? Math.min(...cheapest) : null, max: dearest.length > 0 ? Math.max(...dearest) : null },
      };
    },

    /** Dishes per preference within the current selection: preferences combine with AND, so checking one narrows to this count. */
    async countDishesByPreference(selection: DishSelection) {
      return withTypoThreshold(orm, selection.q, (db) => {
        const matching = db
          .select({ preferenceId: dishPreferences.preferenceId, total: count().as('total') })
          .from(dishPreferences)
          .innerJoin(dishes, eq(dishes.id, dishPreferences.dishId))
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .where(dishConditions(selection))
          .groupBy(dishPreferences.preferenceId)
          .as('matching');
        return db
          .select({ slug: tastePreferences.slug, title: tastePreferences.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
          .from(tastePreferences)
          .leftJoin(matching, eq(matching.preferenceId, tastePreferences.id))
          .orderBy(asc(tastePreferences.sortOrder));
      });
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

    /** `closestFirst`: the cooks whose name or words match `selection.q` best lead, the ordering breaks ties. */
    async listCooks(selection: CookSelection, ordering: Ordering, window: PageWindow, point?: Point, closestFirst = false) {
      return withTypoThreshold(orm, selection.q, (db) =>
        db
          .select(cookColumns(point))
          .from(cooks)
          .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
          .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
          .where(cookConditions(selection))
          .orderBy(...cookOrderBy(ordering, point, closestFirst ? selection.q : undefined))
          .limit(window.limit)
          .offset(window.offset),
      );
    },

    async countCooks(selection: CookSelection): Promise<number> {
      const [row] = await withTypoThreshold(orm, selection.q, (db) => db.select({ total: count() }).from(cooks).where(cookConditions(selection)));
      return row?.total ?? 0;
    },

    /** Cooks per category (having a visible dish in it), every other filter applied. */
    async countCooksByCategory(selection: CookSelection) {
      return withTypoThreshold(orm, selection.q, (db) => {
        const matching = db
          .select({ categoryId: dishes.categoryId, total: countDistinct(cooks.id).as('total') })
          .from(cooks)
          .innerJoin(dishes, and(eq(dishes.cookId, cooks.id), not(dishes.isHidden)))
          .where(cookConditions(selection, 'categories'))
          .groupBy(dishes.categoryId)
          .as('matching');
        return db
          .select({ slug: dishCategories.slug, title: dishCategories.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
          .from(dishCategories)
          .leftJoin(matching, eq(matching.categoryId, dishCategories.id))
          .orderBy(asc(dishCategories.sortOrder));
      });
    },

    /** Cooks per speciality, every other filter applied: what checking that speciality alone would list. */
    async countCooksBySpeciality(selection: CookSelection) {
      return withTypoThreshold(orm, selection.q, (db) => {
        const matching = db
          .select({ specialityId: cooks.specialityId, total: count().as('total') })
          .from(cooks)
          .where(cookConditions(selection, 'specialities'))
          .groupBy(cooks.specialityId)
          .as('matching');
        return db
          .select({ slug: specialities.slug, title: specialities.title, total: sql<number>`coalesce(${matching.total}, 0)`.mapWith(Number) })
          .from(specialities)
          .leftJoin(matching, eq(matching.specialityId, specialities.id))
          .orderBy(asc(specialities.sortOrder));
      });
    },

    /** Best matches first: full-text rank, then closeness of the name to what was typed. */
    async searchDishes(regionId: number, q: string, limit: number, point?: Point) {
      return withTypoThreshold(orm, q, (db) =>
        db
          .select(dishCardColumns(point))
          .from(dishes)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
          .where(dishConditions({ regionId, categories: [], preferences: [], q }))
          .orderBy(
            desc(sql`ts_rank(${dishes.searchVector}, plainto_tsquery('russian', ${q})) + word_similarity(${q}, ${dishes.name})`),
            asc(dishes.id),
          )
          .limit(limit),
      );
    },

    async searchCooks(regionId: number, q: string, limit: number, point?: Point) {
      return withTypoThreshold(orm, q, (db) =>
        db
          .select(cookColumns(point))
          .from(cooks)
          .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
          .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
          .where(cookConditions({ regionId, categories: [], specialities: [], q }))
          .orderBy(cookRelevance(q), asc(cooks.id))
          .limit(limit),
      );
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

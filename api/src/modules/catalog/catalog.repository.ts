// Reads the catalogue: dish and cook listings with their facet counts, dish detail, search, and the region a location belongs to.
import { and, asc, count, countDistinct, desc, eq, exists, inArray, isNull, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortField, SortOrder } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes, dishFacetCounts, dishPreferences, mainCities, specialities, tastePreferences } from '../../db/schema.ts';
import { cookDeliversColumn } from '../schedule/index.ts';

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

const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}, ${point.lon})`;
const cookEarthPoint = sql`ll_to_earth(${cooks.lat}, ${cooks.lon})`;
/** The same point from the dish's copy of its cook's location: what the indexes dishes_listed_nearest_* hold. */
const dishCookEarthPoint = sql`ll_to_earth(${dishes.cookLat}, ${dishes.cookLon})`;
/**
 * Straight-line distance through the earth between a dish's cook and the point: it grows with the
 * distance along the surface, so it orders the same, and `<->` is what the GiST indexes walk nearest-first (KNN).
 */
const dishReachFrom = (point: Point) => sql`${dishCookEarthPoint} <-> ${earthPoint(point)}`;
const distanceFrom = (point: Point) => sql<number>`round(earth_distance(${cookEarthPoint}, ${earthPoint(point)}))::int`.mapWith(Number);

/**
 * A text search counts its matches live and stops past this many: up to it the totals and filter
 * counts are exact; past it each is what the first LIVE_COUNT_CAP + 1 matches nearest the point hold,
 * at most LIVE_COUNT_CAP, and means 'at least this many'. Every counted match is a read of its row
 * (the text indexes keep no copy of the text to answer from), about 20 µs: a hundred keeps the count
 * within a few milliseconds, a thousand would take tens. Other listings are counted exactly.
 */
export const LIVE_COUNT_CAP = 100;

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
  return or(wordsMatch(vector, q), nameCloseTo(name, q)) as SQL;
}
const wordsMatch = (vector: typeof dishes.searchVector | typeof cooks.searchVector, q: string) => sql`${vector} @@ plainto_tsquery('russian', ${q})`;
/**
 * Words found by Russian stemming, or a name close enough to what was typed: word similarity
 * compares the query with the best-matching part of the name, so 'пелмени' (0.55) still finds 'Пельмени сибирские'.
 * `q <% name` is the form the trigram GIN indexes (dishes_name_trgm, cooks_name_trgm) answer; it compares
 * with the session setting pg_trgm.word_similarity_threshold, which every connection of the API's
 * pools starts with (WORD_SIMILARITY_THRESHOLD in db/client.ts).
 */
const nameCloseTo = (name: typeof dishes.name | typeof cooks.name, q: string) => sql`${q} <% ${name}`;

/**
 * Runs a read; with a text query, inside a transaction that first sets the typo threshold with
 * set_config(..., true). A transaction-local value ends with the transaction, so a pooled connection
 * never carries it into anyone else's query, and it works the same on PGlite and PostgreSQL. A
 * database default (ALTER DATABASE ... SET) would need the database's name, reach only sessions
 * opened after it, and change the threshold for every other user of the database.
 */
const categoryIdsBySlug = (slugs: string[]) => sql`(select ${dishCategories.id} from ${dishCategories} where ${inArray(dishCategories.slug, slugs)})`;
const compilationDishIds = (id: number) => sql`(select unnest(${compilations.dishIds}) from ${compilations} where ${eq(compilations.id, id)})`;

/** The columns a dish's facets are counted by: the dish's own, a dish_facet_counts group's, or those of the counted rows. */
interface FacetColumns {
  categoryId: SQLWrapper;
  price: SQLWrapper;
  preferenceIds: SQLWrapper;
}
const dishFacetColumns: FacetColumns = { categoryId: dishes.categoryId, price: dishes.price, preferenceIds: dishes.preferenceIds };
const groupFacetColumns: FacetColumns = { categoryId: dishFacetCounts.categoryId, price: dishFacetCounts.price, preferenceIds: dishFacetCounts.preferenceIds };

/** The dishes of the path's category (/menu/{slug}). */
function inPathCategory(selection: DishSelection, columns = dishFacetColumns): SQL | undefined {
  return selection.categoryId === undefined ? undefined : sql`${columns.categoryId} = ${selection.categoryId}`;
}

/** The dishes checked in the categories filter. */
function inCheckedCategories(selection: DishSelection, columns = dishFacetColumns): SQL | undefined {
  return selection.categories.length > 0 ? sql`${columns.categoryId} in ${categoryIdsBySlug(selection.categories)}` : undefined;
}

/** Within the price bounds of the filter, in kopecks. */
function inPriceBounds(selection: DishSelection, columns = dishFacetColumns): SQL | undefined {
  return and(
    selection.priceMin === undefined ? undefined : sql`${columns.price} >= ${selection.priceMin}`,
    selection.priceMax === undefined ? undefined : sql`${columns.price} <= ${selection.priceMax}`,
  );
}

/**
 * Every checked preference (they combine with AND): the dish's sorted preference ids contain all of
 * theirs. A slug that names no preference matches nothing (the lookup then gives null, and `@> null` is not true).
 */
function hasCheckedPreferences(selection: DishSelection, columns = dishFacetColumns): SQL | undefined {
  const checked = [...new Set(selection.preferences)];
  if (checked.length === 0) return undefined;
  return sql`${columns.preferenceIds} @> (select case when count(*) = ${checked.length} then array_agg(${tastePreferences.id}) end
    from ${tastePreferences} where ${inArray(tastePreferences.slug, checked)})`;
}

/**
 * Where a listing reads a dish's region and its cook's activity: the dish's own copies, which the
 * nearest-dish GiST indexes hold (written as those partial indexes' predicate, not compared with
 * parameters, so the planner sees them apply), or the cook joined, as the plan over every match
 * does: that plan then keeps to the text indexes, which find a rare word's few dishes at once.
 */
type ListedBy = 'dish copies' | 'cook';
function listedInRegion(regionId: number, by: ListedBy): SQL {
  return by === 'cook'
    ? sql`${cooks.isActive} and not ${dishes.isHidden} and ${cooks.mainCityId} = ${regionId}`
    : sql`${dishes.cookIsActive} and not ${dishes.isHidden} and ${dishes.cookMainCityId} = ${regionId}`;
}

type Unfiltered = readonly ('categories' | 'price')[];

/** Every listed dish in the region narrowed by the selection but its text; `without` leaves facets out for their own counts. */
function dishConditionsButText(selection: DishSelection, by: ListedBy, without: Unfiltered = []): SQL {
  const conditions: (SQL | undefined)[] = [listedInRegion(selection.regionId, by)];
  // The category of the path counts as a category filter: the category tags of /menu/supy show
  // what each other category would list with the other filters kept.
  if (!without.includes('categories')) conditions.push(inPathCategory(selection), inCheckedCategories(selection));
  if (selection.compilationId !== undefined) conditions.push(sql`${dishes.id} in ${compilationDishIds(selection.compilationId)}`);
  conditions.push(hasCheckedPreferences(selection));
  if (!without.includes('price')) conditions.push(inPriceBounds(selection));
  return and(...conditions) as SQL;
}

function dishConditions(selection: DishSelection, by: ListedBy, without: Unfiltered = []): SQL {
  const butText = dishConditionsButText(selection, by, without);
  return selection.q ? (and(butText, textMatches(dishes.searchVector, dishes.name, selection.q)) as SQL) : butText;
}

function cookConditions(selection: CookSelection, without?: 'categories' | 'specialities', withText = true): SQL {
  const visibleDishOfCookIn = (condition: SQL) =>
    exists(sql`(select 1 from ${dishes} where ${dishes.cookId} = ${cooks.id} and not ${dishes.isHidden} and ${condition})`);
  // A cook approved a moment ago has a page but nothing to order yet: listed from the first visible dish.
  // Active as the predicate of the cooks_active_nearest_* indexes, not compared with a parameter, so the planner sees them apply.
  const conditions: (SQL | undefined)[] = [sql`${cooks.isActive}`, eq(cooks.mainCityId, selection.regionId), visibleDishOfCookIn(sql`true`)];
  if (selection.categoryId !== undefined && without !== 'categories') conditions.push(visibleDishOfCookIn(eq(dishes.categoryId, selection.categoryId)));
  if (selection.compilationId !== undefined) conditions.push(visibleDishOfCookIn(sql`${dishes.id} in ${compilationDishIds(selection.compilationId)}`));
  if (without !== 'categories' && selection.categories.length > 0) {
    conditions.push(visibleDishOfCookIn(sql`${dishes.categoryId} in ${categoryIdsBySlug(selection.categories)}`));
  }
  if (without !== 'specialities' && selection.specialities.length > 0) {
    conditions.push(sql`${cooks.specialityId} in (select ${specialities.id} from ${specialities} where ${inArray(specialities.slug, selection.specialities)})`);
  }
  if (selection.q && withText) conditions.push(textMatches(cooks.searchVector, cooks.name, selection.q));
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
 * How far from the point the nearest-first walks look. Inside it a walk checks the region and the
 * text in the index and stops when it has its rows; a word too rare to give them within it (or none
 * at all) costs at most a walk over this disc (about 20,000 dishes at 100,000 cooks), and its few
 * matches are then found by the plan over every match through the text indexes. A live count needs
 * more rows than a page, so it looks twice as far.
 */
const NEAREST_WALK_RADIUS_METRES = 1500;
const LIVE_COUNT_RADIUS_METRES = 3000;

/** One nearest-first walk of the GiST indexes of listed dishes (KNN), within `radius` of the origin. */
function nearestWalk(selection: DishSelection, origin: Point, radius: number, rows: string, without: Unfiltered, textMatch?: SQL): SQL {
  const reach = dishReachFrom(origin);
  return sql`(select ${dishes.id} as id, ${dishes.categoryId} as category_id, ${dishes.price} as price, ${dishes.preferenceIds} as preference_ids, ${reach} as reach
                from ${dishes}
               where ${and(dishConditionsButText(selection, 'dish copies', without), textMatch)}
                 and earth_box(${earthPoint(origin)}, ${radius}) @> ${dishCookEarthPoint}
               order by ${reach} fetch first ${sql.raw(rows)})`;
}

/**
 * The matching dishes nearest the origin within NEAREST_WALK_RADIUS_METRES, the first `rows` and
 * the rows tied with the last one. The two kinds of text match live in two indexes, each walked for
 * `rows`; their union holds the first `rows` of the OR of both. A walk is ordered by the distance
 * alone (an index gives no second key), so it takes the ties too and the page can put one cook's
 * dishes in id order, as the plan over every match does.
 */
function nearestMatches(selection: DishSelection, origin: Point, rows: number): SQL {
  const walk = (textMatch?: SQL) => nearestWalk(selection, origin, NEAREST_WALK_RADIUS_METRES, `${rows} rows with ties`, [], textMatch);
  if (!selection.q) return sql`${walk()} as nearest`;
  return sql`(${walk(wordsMatch(dishes.searchVector, selection.q))} union ${walk(nameCloseTo(dishes.name, selection.q))}) as nearest`;
}

/**
 * Up to LIVE_COUNT_CAP + 1 text matches near the origin (within LIVE_COUNT_RADIUS_METRES), any of
 * them: the dishes matching the words first, then those only the name's closeness finds. The
 * second walk starts only when the first could not reach the cap (an append stops at the limit).
 */
function matchesToCount(selection: DishSelection, q: string, origin: Point, without: Unfiltered): SQL {
  const rows = `${LIVE_COUNT_CAP + 1} rows only`;
  const byWords = nearestWalk(selection, origin, LIVE_COUNT_RADIUS_METRES, rows, without, wordsMatch(dishes.searchVector, q));
  const byNameOnly = nearestWalk(
    selection,
    origin,
    LIVE_COUNT_RADIUS_METRES,
    rows,
    without,
    sql`${nameCloseTo(dishes.name, q)} and not ${wordsMatch(dishes.searchVector, q)}`,
  );
  return sql`(select * from (${byWords} union all ${byNameOnly}) as found limit ${LIVE_COUNT_CAP + 1}) as nearest`;
}
const nearest = {
  id: sql<number>`nearest.id`,
  reach: sql<number>`nearest.reach`,
  categoryId: sql<number>`nearest.category_id`,
  price: sql<number>`nearest.price`,
  preferenceIds: sql<number[]>`nearest.preference_ids`,
};

/**
 * Where the facets are counted from, one row per group or dish with its category, price, preference
 * ids and number of dishes: the region's dish_facet_counts groups; the first LIVE_COUNT_CAP + 1
 * text matches nearest a point; or every match (for a text, its first LIVE_COUNT_CAP + 1).
 */
type FacetSource = 'groups' | 'nearest matches' | 'every match';

/** The rows facets are counted over, the same columns whatever the source. */
const facetFields = (columns: FacetColumns, dishesCount: SQLWrapper) => ({
  categoryId: sql<number>`${columns.categoryId}`.as('category_id'),
  price: sql<number>`${columns.price}`.as('price'),
  preferenceIds: sql<number[]>`${columns.preferenceIds}`.as('preference_ids'),
  dishes: sql<number>`${dishesCount}`.as('dishes'),
});

function facetRows(db: Orm, selection: DishSelection, source: FacetSource, without: Unfiltered, origin: Point | undefined) {
  const counted = db.$with('counted');
  if (source === 'groups') {
    const conditions = [eq(dishFacetCounts.mainCityId, selection.regionId), hasCheckedPreferences(selection, groupFacetColumns)];
    if (!without.includes('categories')) conditions.push(inPathCategory(selection, groupFacetColumns), inCheckedCategories(selection, groupFacetColumns));
    if (!without.includes('price')) conditions.push(inPriceBounds(selection, groupFacetColumns));
    return counted.as(
      db
        .select(facetFields(groupFacetColumns, dishFacetCounts.dishes))
        .from(dishFacetCounts)
        .where(and(...conditions)),
    );
  }
  if (source === 'nearest matches' && origin && selection.q) {
    return counted.as(db.select(facetFields(nearest, sql`1`)).from(matchesToCount(selection, selection.q, origin, without)));
  }
  const everyMatch = db
    .select(facetFields(dishFacetColumns, sql`1`))
    .from(dishes)
    .innerJoin(cooks, eq(cooks.id, dishes.cookId))
    .where(dishConditions(selection, 'cook', without));
  // A compilation is a hand-picked list, counted whole; a text, only up to the cap.
  return counted.as(selection.q ? everyMatch.limit(LIVE_COUNT_CAP + 1) : everyMatch);
}

/**
 * Counts facets from the groups when they can answer (no text, no compilation); a compilation from
 * its dishes; a text live, first from the matches nearest the origin (a common word reaches the cap
 * there, and the counts are capped), then, when those were too few to tell, from every match (a rare
 * word's few matches, found through the text indexes).
 */
async function countFacets<T extends { matched: number }>(
  selection: DishSelection,
  origin: Point | undefined,
  count: (source: FacetSource) => Promise<T>,
): Promise<T & { capped: boolean }> {
  if (!selection.q) return { ...(await count(selection.compilationId === undefined ? 'groups' : 'every match')), capped: false };
  if (origin) {
    const near = await count('nearest matches');
    if (near.matched > LIVE_COUNT_CAP) return { ...near, capped: true };
  }
  const every = await count('every match');
  return { ...every, capped: every.matched > LIVE_COUNT_CAP };
}

/** The cooks' walks look farther than the dishes': a region has about thirty times fewer cooks than dishes. */
const NEAREST_COOKS_RADIUS_METRES = 3000;

/**
 * The matching cooks nearest the origin within NEAREST_COOKS_RADIUS_METRES, the first `rows` and
 * those tied with the last one, walking the GiST indexes of active cooks (KNN) as nearestMatches
 * does for dishes: each kind of text match in its own index, their union.
 */
function nearestCooks(selection: CookSelection, origin: Point, rows: number): SQL {
  const reach = sql`${cookEarthPoint} <-> ${earthPoint(origin)}`;
  const walk = (textMatch?: SQL) =>
    sql`(select ${cooks.id} as id, ${reach} as reach
           from ${cooks}
          where ${and(cookConditions(selection, undefined, false), textMatch)}
            and earth_box(${earthPoint(origin)}, ${NEAREST_COOKS_RADIUS_METRES}) @> ${cookEarthPoint}
          order by ${reach} fetch first ${sql.raw(String(rows))} rows with ties)`;
  if (!selection.q) return sql`${walk()} as nearest`;
  return sql`(${walk(wordsMatch(cooks.searchVector, selection.q))} union ${walk(nameCloseTo(cooks.name, selection.q))}) as nearest`;
}

/** A dish category or a main-page compilation, as a listing's path names it. */
export interface NamedSelection {
  id: number;
  slug: string;
  title: string;
}

export interface CatalogReferenceData {
  categories: NamedSelection[];
  mainPageCompilations: NamedSelection[];
}

export interface CatalogRepositoryOptions {
  /** false: every listing takes the plan over every match, never the nearest-first walk; tests compare the two. */
  nearestFirst?: boolean;
}

export function createCatalogRepository(orm: Orm, options: CatalogRepositoryOptions = {}) {
  const nearestFirst = options.nearestFirst ?? true;

  return {
    /** What listings look up by their path and what changes rarely: dish categories, main-page compilations. */
    async loadReferenceData(): Promise<CatalogReferenceData> {
      const [categories, mainPageCompilations] = await Promise.all([
        orm.select({ id: dishCategories.id, slug: dishCategories.slug, title: dishCategories.title }).from(dishCategories),
        orm.select({ id: compilations.id, slug: compilations.slug, title: compilations.title }).from(compilations).where(isNull(compilations.cookId)),
      ]);
      return { categories, mainPageCompilations };
    },

    /** The category a listing is narrowed to (/menu/{slug}), with the title that heads its page. */
    async findCategory(slug: string): Promise<NamedSelection | undefined> {
      const [row] = await orm
        .select({ id: dishCategories.id, slug: dishCategories.slug, title: dishCategories.title })
        .from(dishCategories)
        .where(eq(dishCategories.slug, slug));
      return row;
    },

    /** A main-page compilation (a cook's own 'Повар рекомендует' is not one). */
    async findMainPageCompilation(slug: string): Promise<NamedSelection | undefined> {
      const [row] = await orm
        .select({ id: compilations.id, slug: compilations.slug, title: compilations.title })
        .from(compilations)
        .where(and(eq(compilations.slug, slug), isNull(compilations.cookId)));
      return row;
    },

    async listDishes(selection: DishSelection, ordering: Ordering, window: PageWindow, point?: Point) {
      if (point && ordering.field === 'distance' && ordering.order === 'asc' && nearestFirst) {
        const rows = await orm
          .select(dishCardColumns(point))
          .from(nearestMatches(selection, point, window.offset + window.limit))
          .innerJoin(dishes, sql`${dishes.id} = ${nearest.id}`)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
          .orderBy(asc(nearest.reach), asc(nearest.id))
          .limit(window.limit)
          .offset(window.offset);
        // Whatever lies beyond the walk's radius is farther than its last row: a full page within it is the listing's page.
        const last = rows.at(-1);
        if (rows.length === window.limit && last?.distance !== undefined && last.distance !== null && last.distance < NEAREST_WALK_RADIUS_METRES) return rows;
      }
      return orm
        .select(dishCardColumns(point))
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(dishConditions(selection, 'cook'))
        .orderBy(...dishOrderBy(ordering, point))
        .limit(window.limit)
        .offset(window.offset);
    },

    /**
     * The dish listing's total and two of its filters in one pass over the selection without its
     * categories and price bounds: dishes per category with the price bounds applied (what checking
     * that category alone would list), the total with both applied, and the cheapest and dearest
     * dish (kopecks) with the categories applied but not the price bounds. `capped`: counted live and
     * stopped past LIVE_COUNT_CAP, so every figure is a lower bound (at most the cap). `origin` is
     * where a text search's live count starts: the visitor's point, else the region's centre.
     */
    async dishFacets(selection: DishSelection, origin?: Point) {
      const { rows, capped } = await countFacets(selection, origin, async (source) => {
        const counted = facetRows(orm, selection, source, ['categories', 'price'], origin);
        const inCategories = and(inPathCategory(selection, counted), inCheckedCategories(selection, counted)) ?? sql`true`;
        const inPrice = inPriceBounds(selection, counted) ?? sql`true`;
        const perCategory = orm
          .select({
            categoryId: counted.categoryId,
            matched: sql<number>`sum(${counted.dishes})`.as('matched'),
            alone: sql<number>`sum(${counted.dishes}) filter (where ${inPrice})`.as('alone'),
            listed: sql<number>`sum(${counted.dishes}) filter (where ${inPrice} and ${inCategories})`.as('listed'),
            cheapest: sql<number | null>`min(${counted.price}) filter (where ${inCategories})`.as('cheapest'),
            dearest: sql<number | null>`max(${counted.price}) filter (where ${inCategories})`.as('dearest'),
          })
          .from(counted)
          .groupBy(counted.categoryId)
          .as('per_category');

        const rows = await orm
          .with(counted)
          .select({
            slug: dishCategories.slug,
            title: dishCategories.title,
            matched: sql<number>`coalesce(${perCategory.matched}, 0)`.mapWith(Number),
            alone: sql<number>`coalesce(${perCategory.alone}, 0)`.mapWith(Number),
            listed: sql<number>`coalesce(${perCategory.listed}, 0)`.mapWith(Number),
            cheapest: sql<number | null>`${perCategory.cheapest}`.mapWith(Number),
            dearest: sql<number | null>`${perCategory.dearest}`.mapWith(Number),
          })
          .from(dishCategories)
          .leftJoin(perCategory, eq(perCategory.categoryId, dishCategories.id))
          .orderBy(asc(dishCategories.sortOrder));
        return { rows, matched: rows.reduce((sum, row) => sum + row.matched, 0) };
      });
      const prices = (key: 'cheapest' | 'dearest') => rows.map((row) => row[key]).filter((price): price is number => price !== null);
      const cheapest = prices('cheapest');
      const dearest = prices('dearest');
      const figure = (count: number) => (capped ? Math.min(count, LIVE_COUNT_CAP) : count);
      return {
        total: figure(rows.reduce((sum, row) => sum + row.listed, 0)),
        capped,
        byCategory: rows.map((row) => ({ slug: row.slug, title: row.title, total: figure(row.alone) })),
        priceBounds: { min: cheapest.length > 0 ? Math.min(...cheapest) : null, max: dearest.length > 0 ? Math.max(...dearest) : null },
      };
    },

    /**
     * Dishes per preference within the current selection: preferences combine with AND, so checking
     * one narrows to this count. `capped` as in dishFacets.
     */
    async countDishesByPreference(selection: DishSelection, origin?: Point) {
      const { rows, capped } = await countFacets(selection, origin, async (source) => {
        const counted = facetRows(orm, selection, source, [], origin);
        const perPreference = orm
          .select({ preferenceId: sql<number>`preference_id`.as('preference_id'), total: sql<number>`sum(${counted.dishes})`.as('total') })
          .from(sql`${counted} cross join unnest(${counted.preferenceIds}) as preference_id`)
          .groupBy(sql`preference_id`)
          .as('per_preference');

        const rows = await orm
          .with(counted)
          .select({
            slug: tastePreferences.slug,
            title: tastePreferences.title,
            total: sql<number>`coalesce(${perPreference.total}, 0)`.mapWith(Number),
            matched: sql<number>`(select coalesce(sum(${counted.dishes}), 0) from ${counted})`.mapWith(Number),
          })
          .from(tastePreferences)
          .leftJoin(perPreference, eq(perPreference.preferenceId, tastePreferences.id))
          .orderBy(asc(tastePreferences.sortOrder));
        return { rows, matched: rows[0]?.matched ?? 0 };
      });
      return { capped, items: rows.map(({ slug, title, total }) => ({ slug, title, total: capped ? Math.min(total, LIVE_COUNT_CAP) : total })) };
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
      if (point && ordering.field === 'distance' && ordering.order === 'asc' && !closestFirst && nearestFirst) {
        const rows = await orm
          .select(cookColumns(point))
          .from(nearestCooks(selection, point, window.offset + window.limit))
          .innerJoin(cooks, sql`${cooks.id} = ${nearest.id}`)
          .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
          .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
          .orderBy(asc(nearest.reach), asc(nearest.id))
          .limit(window.limit)
          .offset(window.offset);
        // As for dishes: a full page within the walk's radius is the listing's page.
        const last = rows.at(-1);
        if (rows.length === window.limit && last?.distance !== undefined && last.distance !== null && last.distance < NEAREST_COOKS_RADIUS_METRES) return rows;
      }
      return orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(cookConditions(selection))
        .orderBy(...cookOrderBy(ordering, point, closestFirst ? selection.q : undefined))
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
        .where(dishConditions({ regionId, categories: [], preferences: [], q }, 'cook'))
        .orderBy(desc(sql`ts_rank(${dishes.searchVector}, plainto_tsquery('russian', ${q})) + word_similarity(${q}, ${dishes.name})`), asc(dishes.id))
        .limit(limit);
    },

    async searchCooks(regionId: number, q: string, limit: number, point?: Point) {
      return orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(cookConditions({ regionId, categories: [], specialities: [], q }))
        .orderBy(cookRelevance(q), asc(cooks.id))
        .limit(limit);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

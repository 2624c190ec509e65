// Catalogue rules: which region a location belongs to, the default and allowed sorts, facets and price range in roubles, and cards in the contract's shape.
import type {
  CatalogSearchQuery,
  CatalogSearchResult,
  CookCard,
  CookList,
  CookListQuery,
  DishCard,
  DishDetail,
  DishList,
  DishListQuery,
  FilterDefinition,
  SortField,
  SortOption,
  SortOrder,
} from '@povar/shared-kit/contracts';
import { DEFAULT_MAIN_CITY_ID } from '@povar/shared-kit/routes';
import { ApiError } from '../../plugins/errors.ts';
import type { ServedRegions } from '../geo/index.ts';
import type { CatalogRepository, CookRow, DishCardRow, Ordering, Point } from './catalog.repository.ts';

const SEARCH_DISH_LIMIT = 10;
const SEARCH_COOK_LIMIT = 5;
const KOPECKS_PER_ROUBLE = 100;

/** The order each sort starts in and the words the selector shows for it. */
const SORT_TEXTS: Record<SortField, { name: string; defaultOrder: SortOrder; tooltip: Record<SortOrder, string> }> = {
  distance: { name: 'По расстоянию', defaultOrder: 'asc', tooltip: { asc: 'Сначала ближайшие', desc: 'Сначала дальние' } },
  price: { name: 'По цене', defaultOrder: 'asc', tooltip: { asc: 'Сначала дешевле', desc: 'Сначала дороже' } },
  rating: { name: 'По рейтингу', defaultOrder: 'desc', tooltip: { asc: 'Сначала с низким рейтингом', desc: 'Сначала с высоким рейтингом' } },
  new: { name: 'По новизне', defaultOrder: 'desc', tooltip: { asc: 'Сначала давние', desc: 'Сначала новые' } },
};
const COOK_PRICE_TOOLTIP: Record<SortOrder, string> = { asc: 'Сначала с дешёвой доставкой', desc: 'Сначала с дорогой доставкой' };
const DISTANCE_NEEDS_ADDRESS = 'Укажите адрес доставки, чтобы сортировать по расстоянию';

type Location = { lon?: number; lat?: number; cityId?: number };

export function createCatalogService(deps: {
  catalog: Pick<
    CatalogRepository,
    | 'findCategory'
    | 'findMainPageCompilation'
    | 'listDishes'
    | 'dishFacets'
    | 'countDishesByPreference'
    | 'findVisibleDish'
    | 'listDishPreferences'
    | 'findCook'
    | 'listCooks'
    | 'countCooks'
    | 'countCooksByCategory'
    | 'countCooksBySpeciality'
    | 'searchDishes'
    | 'searchCooks'
  >;
  /** Where an address or a city id belongs (the geo module's, kept in memory). */
  regions: ServedRegions;
}) {
  const { catalog, regions } = deps;

  /** Coordinates win over the city id for distances; the region is the city named, else the nearest served one. */
  async function resolveLocation(location: Location): Promise<{ regionId: number; point?: Point; centre?: Point }> {
    const point = location.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : undefined;
    if (location.cityId !== undefined) {
      const region = await regions.find(location.cityId);
      if (!region) throw new ApiError('region_not_found');
      return { regionId: region.id, point, centre: region };
    }
    if (point) {
      const region = await regions.nearest(point);
      if (!region) throw new ApiError('region_not_found');
      return { regionId: region.id, point, centre: region };
    }
    return { regionId: DEFAULT_MAIN_CITY_ID, centre: await regions.find(DEFAULT_MAIN_CITY_ID) };
  }

  function resolveOrdering(query: { sort?: SortField; order?: SortOrder }, point: Point | undefined): Ordering {
    if (query.sort === 'distance' && !point) throw new ApiError('validation', { errors: [DISTANCE_NEEDS_ADDRESS] });
    const field = query.sort ?? (point ? 'distance' : 'rating');
    return { field, order: query.order ?? SORT_TEXTS[field].defaultOrder };
  }

  function sortOptions(applied: Ordering, point: Point | undefined, subject: 'dishes' | 'cooks'): SortOption[] {
    return (Object.keys(SORT_TEXTS) as SortField[]).map((field) => {
      const texts = SORT_TEXTS[field];
      const order = field === applied.field ? applied.order : texts.defaultOrder;
      const disabled = field === 'distance' && !point;
      const tooltip = disabled ? DISTANCE_NEEDS_ADDRESS : subject === 'cooks' && field === 'price' ? COOK_PRICE_TOOLTIP[order] : texts.tooltip[order];
      return { field, order, name: subject === 'cooks' && field === 'price' ? 'По стоимости доставки' : texts.name, disabled, tooltip };
    });
  }

  const pageWindow = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });
  const pagination = (page: number, perPage: number, total: number, totalIsCapped = false) => ({
    page,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    totalIsCapped,
  });
  /**
   * What both listings select by: region, category or compilation, categories, search. A category or
   * compilation that does not exist is a 404, not an empty list: the page's address is wrong, not its filters.
   */
  async function commonSelection(query: DishListQuery | CookListQuery, regionId: number) {
    const [category, namedCompilation] = await Promise.all([
      query.category === undefined ? undefined : catalog.findCategory(query.category),
      query.compilation === undefined ? undefined : catalog.findMainPageCompilation(query.compilation),
    ]);
    // /menu/{slug} is 'a dish category or compilation'. The page only knows the slug,
    // so a `category` that names no category may name a main-page compilation.
    const compilationInPath = query.category !== undefined && !category ? await catalog.findMainPageCompilation(query.category) : undefined;
    const compilation = namedCompilation ?? compilationInPath;
    if ((query.category !== undefined && !category && !compilationInPath) || (query.compilation !== undefined && !namedCompilation)) {
      throw new ApiError('not_found');
    }
    const inPath = category ?? compilationInPath;
    return {
      category: inPath ? { slug: inPath.slug, title: inPath.title } : null,
      selection: {
        regionId,
        categoryId: category?.id,
        compilationId: compilation?.id,
        categories: query.categories ?? [],
        q: query.q || undefined,
      },
    };
  }
  const tagItems = (rows: { slug: string; title: string; total: number }[], checked: string[], totalIsCapped = false) =>
    rows.map((row) => ({ value: row.slug, label: row.title, total: row.total, slug: row.slug, checked: checked.includes(row.slug), totalIsCapped }));

  return {
    async listDishes(query: DishListQuery): Promise<DishList> {
      const { regionId, point, centre } = await resolveLocation(query);
      const ordering = resolveOrdering(query, point);
      const common = await commonSelection(query, regionId);
      // A searched word is counted live, walking out from the visitor, else from the region's centre.
      const countFrom = point ?? (common.selection.q ? centre : undefined);
      const selection = {
        ...common.selection,
        preferences: query.preferences ?? [],
        priceMin: query.priceMin === undefined ? undefined : query.priceMin * KOPECKS_PER_ROUBLE,
        priceMax: query.priceMax === undefined ? undefined : query.priceMax * KOPECKS_PER_ROUBLE,
      };
      const [rows, { total, capped, byCategory, priceBounds: bounds }, byPreference] = await Promise.all([
        catalog.listDishes(selection, ordering, pageWindow(query.page, query.perPage), point),
        catalog.dishFacets(selection, countFrom),
        catalog.countDishesByPreference(selection, countFrom),
      ]);
      const rangeMin = bounds.min === null ? 0 : Math.floor(bounds.min / KOPECKS_PER_ROUBLE);
      const rangeMax = bounds.max === null ? 0 : Math.ceil(bounds.max / KOPECKS_PER_ROUBLE);
      const filters: Record<string, FilterDefinition> = {
        categories: { label: 'Категории', type: 'tags', items: tagItems(byCategory, selection.categories, capped) },
        price: {
          label: 'Цена',
          type: 'checkbox',
          items: [],
          range: {
            min: rangeMin,
            max: rangeMax,
            curMin: Math.min(Math.max(query.priceMin ?? rangeMin, rangeMin), rangeMax),
            curMax: Math.max(Math.min(query.priceMax ?? rangeMax, rangeMax), rangeMin),
          },
        },
        preferences: { label: 'Вкусовые предпочтения', type: 'checkbox', items: tagItems(byPreference.items, selection.preferences, byPreference.capped) },
      };
      return {
        category: common.category,
        items: rows.map(toDishCard),
        pagination: pagination(query.page, query.perPage, total, capped),
        filters,
        sorts: sortOptions(ordering, point, 'dishes'),
        sort: ordering,
      };
    },

    async listCooks(query: CookListQuery): Promise<CookList> {
      const { regionId, point } = await resolveLocation(query);
      const ordering = resolveOrdering(query, point);
      const common = await commonSelection(query, regionId);
      const selection = { ...common.selection, specialities: query.specialities ?? [] };
      const [rows, total, byCategory, bySpeciality] = await Promise.all([
        // A name searched for with no order chosen: that cook first ('Марина Фёдорова' before other Фёдоровы).
        catalog.listCooks(selection, ordering, pageWindow(query.page, query.perPage), point, selection.q !== undefined && query.sort === undefined),
        catalog.countCooks(selection),
        catalog.countCooksByCategory(selection),
        catalog.countCooksBySpeciality(selection),
      ]);
      return {
        category: common.category,
        items: rows.map(toCookCard),
        pagination: pagination(query.page, query.perPage, total),
        filters: {
          categories: { label: 'Категории', type: 'tags', items: tagItems(byCategory, selection.categories) },
          specialities: { label: 'Специализация', type: 'checkbox', items: tagItems(bySpeciality, selection.specialities) },
        },
        sorts: sortOptions(ordering, point, 'cooks'),
        sort: ordering,
      };
    },

    async getDish(id: number, location: Location): Promise<DishDetail> {
      const { point } = await resolveLocation(location);
      const dish = await catalog.findVisibleDish(id, point);
      if (!dish) throw new ApiError('not_found');
      const [preferences, cook] = await Promise.all([catalog.listDishPreferences(id), catalog.findCook(dish.cookId, point)]);
      if (!cook) throw new ApiError('not_found');
      const { cook: _cookSummary, ...card } = toDishCard(dish);
      return {
        ...card,
        previewText: dish.previewText,
        images: dish.images,
        cookingTime: dish.cookingTime,
        calories: dish.calories,
        proteins: dish.proteins,
        fats: dish.fats,
        carbohydrates: dish.carbohydrates,
        preferences,
        otherPreferences: dish.otherPreferences,
        cook: toCookCard(cook),
      };
    },

    async search(query: CatalogSearchQuery): Promise<CatalogSearchResult> {
      const { regionId, point } = await resolveLocation(query);
      const [dishRows, cookRows] = await Promise.all([
        catalog.searchDishes(regionId, query.q, SEARCH_DISH_LIMIT, point),
        catalog.searchCooks(regionId, query.q, SEARCH_COOK_LIMIT, point),
      ]);
      return { dishes: dishRows.map(toDishCard), cooks: cookRows.map(toCookCard) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** A dish card as every answer carries it (the catalogue, the home page's compilations). */
export function toDishCard(row: DishCardRow): DishCard {
  return {
    id: row.id,
    name: row.name,
    image: row.images[0] ?? null,
    weight: row.weight,
    weightUnit: row.weightUnit,
    quantity: row.quantity,
    quantityUnit: row.quantityUnit,
    price: row.price,
    category: { slug: row.categorySlug, title: row.categoryTitle },
    cook: { id: row.cookId, name: row.cookName, avatar: row.cookAvatar ?? null, rating: row.cookRating },
    distance: row.distance ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A cook card as every answer shows it; the distance is null without a point to measure from. */
export function toCookCard(row: Pick<CookRow, Exclude<keyof CookRow, 'distance'>> & { distance: number | null }): CookCard {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar ?? null,
    speciality: row.specialitySlug && row.specialityTitle ? { slug: row.specialitySlug, title: row.specialityTitle } : null,
    experience: row.experienceYears,
    address: row.address,
    about: row.about,
    registerDate: row.registeredAt.toISOString(),
    distance: row.distance ?? null,
    passportVerified: row.passportVerified,
    sanitaryVerified: row.sanitaryVerified,
    // PostgreSQL's time type reads back as "HH:MM:SS"; the contract shows hours and minutes.
    workAvailableAt: row.workAvailableAt ? row.workAvailableAt.slice(0, 5) : null,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    deliveryCost: row.deliveryCost,
    delivers: row.delivers,
    mainCity: { id: row.mainCityId, slug: row.mainCitySlug, name: row.mainCityName },
  };
}

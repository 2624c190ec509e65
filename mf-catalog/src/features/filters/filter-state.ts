// Which filters each catalogue offers on its filters bar, whether one is active, how it is
// reset and how the price range maps to the URL. The category is the path's slug (tag filters
// link to the category route), the rest live in the query (see listing-query).
import type { ListingKind } from '../listing/listing-paths';
import type { ListingQuery } from '../listing/listing-query';
import type { PriceBounds } from './price-range';

export type FilterSection = 'categories' | 'price' | 'preferences' | 'specialities';

/** 'Категории' on both catalogues; 'Цена' and 'Вкусовые предпочтения' on the menu; 'Специализация' on cooks. */
export const FILTER_SECTIONS: Record<ListingKind, readonly FilterSection[]> = {
  menu: ['categories', 'price', 'preferences'],
  cooks: ['categories', 'specialities'],
};

export const SECTION_LABELS: Record<FilterSection, string> = {
  categories: 'Категории',
  price: 'Цена',
  preferences: 'Вкусовые предпочтения',
  specialities: 'Специализация',
};

/** Filters apply by themselves this long after the last change in the panel. */
export const AUTO_APPLY_MS = 500;

export function isSectionActive(section: FilterSection, query: ListingQuery, category: string | null): boolean {
  if (section === 'categories') return category !== null;
  if (section === 'price') return query.priceMin !== null || query.priceMax !== null;
  return (query.selected[section]?.length ?? 0) > 0;
}

export const activeSectionCount = (sections: readonly FilterSection[], query: ListingQuery, category: string | null) =>
  sections.filter((section) => isSectionActive(section, query, category)).length;

/** The query without one filter; the category is a path and is left to the caller. */
export function withoutSection(query: ListingQuery, section: FilterSection): ListingQuery {
  if (section === 'price') return { ...query, priceMin: null, priceMax: null };
  if (section === 'categories') return query;
  const selected = { ...query.selected };
  delete selected[section];
  return { ...query, selected };
}

/** A range at the catalogue's own bounds is no filter at all, so that end leaves the URL. */
export function withPriceRange(query: ListingQuery, [low, high]: [number, number], bounds: PriceBounds): ListingQuery {
  return { ...query, priceMin: low > bounds.min ? low : null, priceMax: high < bounds.max ? high : null };
}

/** 'от 200 ₽', 'до 800 ₽' or '200–800 ₽' for the chip of an active price filter. */
export function priceSummary(query: ListingQuery): string | null {
  const { priceMin, priceMax } = query;
  if (priceMin !== null && priceMax !== null) return `${priceMin}–${priceMax}\u00a0₽`;
  if (priceMin !== null) return `от ${priceMin}\u00a0₽`;
  if (priceMax !== null) return `до ${priceMax}\u00a0₽`;
  return null;
}

// The state of a listing lives in its URL (so every state survives a reload and can
// be shared): sort, price range and selected filter slugs are query parameters, the page
// and category are in the path. Names match the catalogue API's query parameters.
export interface ListingQuery {
  sort: string | null;
  order: 'asc' | 'desc' | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Filter name ('categories', 'preferences', 'specialities') → selected slugs. */
  selected: Record<string, string[]>;
  q: string | null;
}

export const LIST_FILTERS = ['categories', 'preferences', 'specialities'] as const;

const integerOrNull = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

export function readListingQuery(search: string | URLSearchParams): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const order = params.get('order');
  const selected: Record<string, string[]> = {};
  for (const name of LIST_FILTERS) {
    const slugs = (params.get(name) ?? '').split(',').filter((slug) => /^[a-z0-9-]+$/.test(slug));
    if (slugs.length > 0) selected[name] = [...new Set(slugs)];
  }
  return {
    sort: params.get('sort') || null,
    order: order === 'asc' || order === 'desc' ? order : null,
    priceMin: integerOrNull(params.get('priceMin')),
    priceMax: integerOrNull(params.get('priceMax')),
    selected,
    q: params.get('q')?.trim() || null,
  };
}

/** The query string of a state: empty parts left out, a stable order, '' when nothing is set. */
export function writeListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort) params.set('sort', query.sort);
  if (query.sort && query.order) params.set('order', query.order);
  if (query.priceMin !== null) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== null) params.set('priceMax', String(query.priceMax));
  for (const name of LIST_FILTERS) {
    const slugs = query.selected[name];
    if (slugs && slugs.length > 0) params.set(name, [...slugs].sort().join(','));
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Toggles one slug of a list filter; an emptied filter disappears. */
export function toggleSelected(query: ListingQuery, filter: string, slug: string): ListingQuery {
  const current = query.selected[filter] ?? [];
  const next = current.includes(slug) ? current.filter((item) => item !== slug) : [...current, slug];
  const selected = { ...query.selected };
  if (next.length > 0) selected[filter] = next;
  else delete selected[filter];
  return { ...query, selected };
}

/** What 'Сбросить фильтры' leaves: the search and the sort, no filters. */
export const withoutFilters = (query: ListingQuery): ListingQuery => ({ ...query, priceMin: null, priceMax: null, selected: {} });

export const hasActiveFilters = (query: ListingQuery) => query.priceMin !== null || query.priceMax !== null || Object.keys(query.selected).length > 0;

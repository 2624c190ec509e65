// The listings' calls: a page of dishes or of cooks.
import { call, endpoints, type CallQuery, type CookList, type DishList } from '@povar/shared-kit';
import type { ListingEndpoint } from './use-listing';

/** The listing's query keys name its paths; each stands for its operation. */
const LISTINGS = { '/catalog/dishes': endpoints.listCatalogDishes, '/catalog/cooks': endpoints.listCatalogCooks } as const;

/**
 * One page of a listing. Its parameters come from the URL by name (each filter is named by its
 * facet), so they are passed as built rather than as the query schema's fields.
 */
export function listCatalogPage<T extends DishList | CookList>(
  listing: ListingEndpoint,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<T | undefined> {
  return call(LISTINGS[listing], { query: query as CallQuery<(typeof LISTINGS)[ListingEndpoint]>, signal }) as Promise<T | undefined>;
}

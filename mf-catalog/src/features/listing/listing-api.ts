// The listings' calls: a page of dishes or of cooks.
import { call, type CallQuery, type CookList, type DishList } from '@povar/shared-kit';
import type { ListingEndpoint } from './use-listing';
import { catalogEndpoints } from '@povar/shared-kit/endpoints/catalog';

/** The listing's query keys name its paths; each stands for its operation. */
const LISTINGS = { '/catalog/dishes': catalogEndpoints.listCatalogDishes, '/catalog/cooks': catalogEndpoints.listCatalogCooks } as const;

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

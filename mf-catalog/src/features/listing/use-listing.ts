// The listing the current URL asks for, as pages that grow by infinite scroll: the first page
// is the one in the path, sort, filters and search come from the query, and the delivery
// location gives the region and the cards' distances.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type CookList, type DeliveryLocation, type DishList, deliveryLocationQuery, deliveryLocationPoint } from '@povar/shared-kit';
import { listCatalogPage } from './listing-api';
import type { ListingQuery } from './listing-query';

export interface ListingRequest {
  /** The page the list starts at: the path's page when the visitor arrived. */
  startPage: number;
  category: string | null;
  location: DeliveryLocation;
  query: ListingQuery;
}

/** Everything the API is asked but the page. */
export function listingParams({ category, location, query }: Omit<ListingRequest, 'startPage'>): Record<string, string> {
  const params: Record<string, string> = deliveryLocationQuery(location);
  if (category) params.category = category;
  // The API refuses a distance sort without a point (a link kept from when there was an
  // address): the list falls back to the default sort, whose option the selector then marks.
  const sort = query.sort === 'distance' && !deliveryLocationPoint(location) ? null : query.sort;
  if (sort) params.sort = sort;
  if (sort && query.order) params.order = query.order;
  if (query.priceMin !== null) params.priceMin = String(query.priceMin);
  if (query.priceMax !== null) params.priceMax = String(query.priceMax);
  if (query.q) params.q = query.q;
  for (const [name, slugs] of Object.entries(query.selected)) params[name] = slugs.join(',');
  return params;
}

export type ListingEndpoint = '/catalog/dishes' | '/catalog/cooks';

export const nextPageOf = (last: DishList | CookList) => (last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined);

/** The listing's query, the same for the page in the browser and its render on the server. */
export function listingQueryOptions<T extends DishList | CookList>(endpoint: ListingEndpoint, request: ListingRequest) {
  const params = listingParams(request);
  return infiniteQueryOptions({
    queryKey: ['catalog', endpoint, params, request.startPage],
    initialPageParam: request.startPage,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await listCatalogPage<T>(endpoint, { ...params, page: String(pageParam) }, signal);
      // The client has already told the visitor about a 5xx or 429; the list shows it failed.
      if (!answer) throw new Error(`No answer from ${endpoint}`);
      return answer;
    },
    getNextPageParam: nextPageOf,
    // The old list stays on screen while a new sort or filter loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useListingPages<T extends DishList | CookList>(endpoint: ListingEndpoint, request: ListingRequest) {
  return useInfiniteQuery(listingQueryOptions<T>(endpoint, request));
}

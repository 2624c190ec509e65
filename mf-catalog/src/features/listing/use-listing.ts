// The listing the current URL asks for: page and category from the path, sort, filters and
// search from the query, and the region as the location (spec 3 "Delivery location info").
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type CookList, type DishList } from '@povar/shared-kit';
import type { ListingQuery } from './listing-query';

export interface ListingRequest {
  page: number;
  category: string | null;
  cityId: number | null;
  query: ListingQuery;
}

export function listingParams({ page, category, cityId, query }: ListingRequest): Record<string, string> {
  const params: Record<string, string> = { page: String(page) };
  if (category) params.category = category;
  if (cityId !== null) params.cityId = String(cityId);
  if (query.sort) params.sort = query.sort;
  if (query.sort && query.order) params.order = query.order;
  if (query.priceMin !== null) params.priceMin = String(query.priceMin);
  if (query.priceMax !== null) params.priceMax = String(query.priceMax);
  if (query.q) params.q = query.q;
  for (const [name, slugs] of Object.entries(query.selected)) params[name] = slugs.join(',');
  return params;
}

export type ListingEndpoint = '/catalog/dishes' | '/catalog/cooks';

export function useListing<T extends DishList | CookList>(endpoint: ListingEndpoint, request: ListingRequest) {
  const params = listingParams(request);
  return useQuery({
    queryKey: ['catalog', endpoint, params],
    queryFn: ({ signal }) => apiRequest<T>('GET', endpoint, { query: params, signal }),
    // The old page stays on screen while the next one loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

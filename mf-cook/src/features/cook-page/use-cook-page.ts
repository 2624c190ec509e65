// The cook page's data (GET /api/cooks/{id}?cityId&lon&lat → CookPage): the delivery location
// is in the key, so a new address or region asks again (the cook's and the dishes' distances).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type DeliveryLocation, deliveryLocationQuery } from '@povar/shared-kit';
import { getCookPage } from './cook-page-api';

/** Every query of one cook starts with this: the page and its reviews are refreshed together. */
export const cookQueryKey = (cookId: number) => ['cook', cookId] as const;

/** An unknown or hidden cook: a 404, shown as 'Page not found'. */
export const isCookNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The cook page's query, the same in the browser and on the server. */
export function cookPageQueryOptions(id: number, location: DeliveryLocation) {
  const where = deliveryLocationQuery(location);
  return queryOptions({
    queryKey: [...cookQueryKey(id), 'page', where],
    queryFn: async ({ signal }) => {
      const page = await getCookPage(id, where, signal);
      // A 500/503/429 resolves empty (a toast has told the visitor): the page shows its error.
      if (!page) throw new Error('The cook page answer had no data');
      return page;
    },
    // The same cook stays on screen while a new address loads (no skeleton flash); another cook does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    retry: (failures, error) => !isCookNotFound(error) && failures < 1,
  });
}

export function useCookPage(id: number, location: DeliveryLocation) {
  return useQuery(cookPageQueryOptions(id, location));
}

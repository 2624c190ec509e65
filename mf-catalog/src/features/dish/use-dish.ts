// One dish with its cook (GET /api/catalog/dishes/{id}); the delivery location gives the cook's distance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type DeliveryLocation, deliveryLocationQuery } from '@povar/shared-kit';
import { getCatalogDish } from './dish-api';

/** An unknown or hidden dish: the API answers 404 `not_found`. */
export const isDishNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The dish's query, the same in the browser and on the server. */
export function dishQueryOptions(id: number, location: DeliveryLocation) {
  const where = deliveryLocationQuery(location);
  return queryOptions({
    queryKey: ['catalog', 'dish', id, where],
    queryFn: async ({ signal }) => {
      const dish = await getCatalogDish(id, where, signal);
      // A 500/503/429 resolves empty (a toast has told the visitor): show the error state too.
      if (!dish) throw new Error('The dish answer had no data');
      return dish;
    },
    retry: (failures, error) => !isDishNotFound(error) && failures < 1,
  });
}

export function useDish(id: number, location: DeliveryLocation) {
  return useQuery(dishQueryOptions(id, location));
}

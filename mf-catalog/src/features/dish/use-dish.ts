// One dish with its cook (GET /api/catalog/dishes/{id}); the delivery location gives the cook's distance.
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError, type DeliveryLocation, type DishDetail, deliveryLocationQuery } from '@povar/shared-kit';

/** An unknown or hidden dish: the API answers 404 `not_found`. */
export const isDishNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function useDish(id: number, location: DeliveryLocation) {
  const where = deliveryLocationQuery(location);
  return useQuery({
    queryKey: ['catalog', 'dish', id, where],
    queryFn: async ({ signal }) => {
      const dish = await apiRequest<DishDetail>('GET', `/catalog/dishes/${id}`, { query: where, signal });
      // A 500/503/429 resolves empty (a toast has told the visitor): show the error state too.
      if (!dish) throw new Error('The dish answer had no data');
      return dish;
    },
    retry: (failures, error) => !isDishNotFound(error) && failures < 1,
  });
}

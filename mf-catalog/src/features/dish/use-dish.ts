// One dish with its cook (GET /api/catalog/dishes/{id}); the region's city gives the cook's distance.
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError, type DishDetail } from '@povar/shared-kit';

/** An unknown or hidden dish: the API answers 404 `not_found`. */
export const isDishNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function useDish(id: number, cityId: number | null) {
  return useQuery({
    queryKey: ['catalog', 'dish', id, cityId],
    queryFn: async ({ signal }) => {
      const dish = await apiRequest<DishDetail>('GET', `/catalog/dishes/${id}`, { query: { cityId }, signal });
      // A 500/503/429 resolves empty (a toast has told the visitor): show the error state too.
      if (!dish) throw new Error('The dish answer had no data');
      return dish;
    },
    retry: (failures, error) => !isDishNotFound(error) && failures < 1,
  });
}

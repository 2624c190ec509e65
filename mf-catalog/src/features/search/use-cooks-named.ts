// The cooks a searched text names, for the dish results page: the suggestions' own call
// (GET /api/catalog/search), so the page finds 'Марина Фёдорова' as the box's suggestions do.
import { useQuery } from '@tanstack/react-query';
import { deliveryLocationQuery, type DeliveryLocation } from '@povar/shared-kit';
import { searchCatalog } from './search-api';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-bounds';

export function useCooksNamed(text: string | null, location: DeliveryLocation) {
  const q = (text ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const where = deliveryLocationQuery(location);
  return useQuery({
    queryKey: ['catalog', 'search', q, where],
    queryFn: async ({ signal }) => {
      const result = await searchCatalog({ q, ...where }, signal);
      if (!result) throw new Error('The search answer had no data');
      return result;
    },
    enabled: q.length >= SEARCH_MIN_LENGTH,
    select: (result) => result.cooks,
    staleTime: 60_000,
    // The dishes are the page; cooks that cannot be asked for are simply left out.
    retry: false,
  });
}

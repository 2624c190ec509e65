// Suggestions for the search box: GET /api/catalog/search once the text has settled, at the
// delivery location (the region, and the address for distances).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { type DeliveryLocation, deliveryLocationQuery } from '@povar/shared-kit';
import { searchCatalog } from './search-api';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search-bounds';

export function useCatalogSearch(text: string, { enabled, location }: { enabled: boolean; location: DeliveryLocation }) {
  const typed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const [q] = useDebounce(typed, SEARCH_DEBOUNCE_MS);
  const active = enabled && typed.length >= SEARCH_MIN_LENGTH;
  const where = deliveryLocationQuery(location);
  const query = useQuery({
    queryKey: ['catalog', 'search', q, where],
    // Consuming the signal lets react-query abort a request the next keystroke made obsolete.
    queryFn: async ({ signal }) => {
      const result = await searchCatalog({ q, ...where }, signal);
      if (!result) throw new Error('The search answer had no data');
      return result;
    },
    enabled: active && q.length >= SEARCH_MIN_LENGTH,
    // The last suggestions stay while the next ones load: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const settled = q === typed;
  return {
    active,
    /** Waiting for the text to settle or for the answer. */
    loading: active && (!settled || query.isFetching),
    /** Suggestions for what is typed now (not a previous text's kept ones). */
    current: settled && !query.isPlaceholderData,
    data: active ? query.data : undefined,
    isError: active && settled && query.isError,
  };
}

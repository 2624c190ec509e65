// The region's home page in one call (GET /api/index?cityId=): its blocks in the order the page shows them.
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type HomePage } from '@povar/shared-kit';

export function useHomePage(cityId: number | null) {
  return useQuery({
    queryKey: ['content', 'home', cityId],
    queryFn: async ({ signal }) => {
      const page = await apiRequest<HomePage>('GET', '/index', { query: { cityId }, signal });
      // A 500/503/429 resolves empty (a toast has told the visitor): the page shows its error state.
      if (!page) throw new Error('The home page answer had no data');
      return page;
    },
    // The region comes from the shell's store; until it is known there is nothing to ask for.
    enabled: cityId !== null,
  });
}

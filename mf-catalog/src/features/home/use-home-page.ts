// The region's home page in one call (GET /api/index at the delivery location): its blocks in the
// order the page shows them, the dish cards measured from the address when it has coordinates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryLocation, deliveryLocationQuery } from '@povar/shared-kit';
import { getHomePage } from './home-api';

/** The home page's query, the same in the browser and on the server. */
export function homePageQueryOptions(location: DeliveryLocation) {
  const where = deliveryLocationQuery(location);
  return queryOptions({
    queryKey: ['content', 'home', where],
    queryFn: async ({ signal }) => {
      const page = await getHomePage(where, signal);
      // A 500/503/429 resolves empty (a toast has told the visitor): the page shows its error state.
      if (!page) throw new Error('The home page answer had no data');
      return page;
    },
  });
}

export function useHomePage(location: DeliveryLocation) {
  return useQuery(homePageQueryOptions(location));
}

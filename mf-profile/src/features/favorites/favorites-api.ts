// The signed-in user's favourite cooks or dishes (GET /api/profiles/favorites/cooks|dishes),
// page by page, measured from the delivery location like every catalogue card.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, useDeliveryLocation, type CookCard, type CookList, type DishCard, type FavoriteKind } from '@povar/shared-kit';
import { favoritesEndpoints } from '@povar/shared-kit/endpoints/favorites';

export const FAVORITES_PAGE_SIZE = 24;

export interface FavoriteCards {
  cooks: CookCard;
  dishes: DishCard;
}

export interface FavoritePage<K extends FavoriteKind> {
  items: FavoriteCards[K][];
  pagination: CookList['pagination'];
}

export function useFavoritePages<K extends FavoriteKind>(kind: K) {
  const location = useDeliveryLocation();
  return useInfiniteQuery({
    // The location is in the key: another address reads the distances again.
    queryKey: ['favorites', kind, location],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const list = kind === 'cooks' ? favoritesEndpoints.listFavoriteCooks : favoritesEndpoints.listFavoriteDishes;
      const answer = (await call(list, { query: { page: pageParam, perPage: FAVORITES_PAGE_SIZE, ...location }, signal })) as FavoritePage<K> | undefined;
      // The client has already told the user about a 5xx or 429; the list shows it failed.
      if (!answer) throw new Error(`No answer for the favourite ${kind}`);
      return answer;
    },
    getNextPageParam: (last: FavoritePage<K>) => (last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined),
    // A new address keeps the cards on screen while their distances come.
    placeholderData: keepPreviousData,
    // Read afresh on every visit and never kept for whoever signs in next: hearts un-clicked here
    // leave the list only then, and the list is one person's.
    gcTime: 0,
  });
}

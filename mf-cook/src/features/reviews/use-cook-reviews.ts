// The cook's reviews, newest first, page by page (GET /api/cooks/{id}/reviews?page&perPage).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cookQueryKey } from '../cook-page/use-cook-page';
import { listCookReviews } from './reviews-api';

/**
 * The contract's REVIEWS_PAGE_SIZE: written here, since importing it from the contracts would
 * bring zod (their schemas) onto the cook page.
 */
export const REVIEWS_PER_PAGE = 10;

/** The reviews' query, the same in the browser and on the server. */
export function cookReviewsQueryOptions(cookId: number) {
  return infiniteQueryOptions({
    queryKey: [...cookQueryKey(cookId), 'reviews'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const list = await listCookReviews(cookId, { page: String(pageParam), perPage: String(REVIEWS_PER_PAGE) }, signal);
      // The client has already told the visitor about a 5xx or 429.
      if (!list) throw new Error('The reviews answer had no data');
      return list;
    },
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.lastPage ? pagination.page + 1 : undefined),
  });
}

export function useCookReviews(cookId: number) {
  return useInfiniteQuery(cookReviewsQueryOptions(cookId));
}

// One /docs page (GET /api/text-pages/get-by-url?url=/docs/{slug}).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@povar/shared-kit';
import { getTextPage } from '../content-api';
import { docsPath } from './docs-pages';

/**
 * No such page: the API answers 404, or 400 for an address that cannot be a page at all
 * (too many segments); either way the visitor followed a wrong link.
 */
export const isTextPageMissing = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** Editors rarely change a text; reading one again within minutes would only repeat it. */
const TEXT_PAGE_STALE_TIME_MS = 5 * 60 * 1000;

/** The text page's query, the same in the browser and on the server. */
export function textPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', 'text-page', slug],
    queryFn: async ({ signal }) => {
      const page = await getTextPage(docsPath(slug), signal);
      // A 500/503/429 resolves empty (a toast has told the visitor): show the error state too.
      if (!page) throw new Error('The text page answer had no data');
      return page;
    },
    staleTime: TEXT_PAGE_STALE_TIME_MS,
    retry: (failures, error) => !isTextPageMissing(error) && failures < 1,
  });
}

export function useTextPage(slug: string) {
  return useQuery(textPageQueryOptions(slug));
}

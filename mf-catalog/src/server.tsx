// The server container's one module: renders this remote's public pages to HTML with the data
// their first screen shows, fetched with the same query options the pages use in the browser.
// The cooks map is left to the browser (a canvas has nothing to render on the server).
import { createServerRenderer, type PagePrefetch } from '@povar/shared-kit/server-render';
import { siteSettingsQuery, type CookList, type DishList } from '@povar/shared-kit';
import { textPageQueryOptions } from './features/content/docs/use-text-page';
import { dishQueryOptions } from './features/dish/use-dish';
import { homePageQueryOptions } from './features/home/use-home-page';
import { readListingQuery } from './features/listing/listing-query';
import { listingQueryOptions, type ListingEndpoint } from './features/listing/use-listing';
import { Root } from './Root';

const listing =
  (endpoint: ListingEndpoint): PagePrefetch =>
  ({ queryClient, match, location, searchParams }) =>
    queryClient.prefetchInfiniteQuery(
      listingQueryOptions<DishList | CookList>(endpoint, {
        startPage: Number(match.params.page ?? 1),
        category: match.params.slug ?? null,
        location,
        query: readListingQuery(searchParams),
      }),
    );

const dishes = listing('/catalog/dishes');
const cooks = listing('/catalog/cooks');

export const renderPage = createServerRenderer({
  Root,
  prefetch: {
    INDEX: ({ queryClient, location }) => queryClient.prefetchQuery(homePageQueryOptions(location)),
    MENU: dishes,
    MENU_FILTERS: dishes,
    MENU_PAGINATION: dishes,
    MENU_CATEGORY: dishes,
    MENU_CATEGORY_PAGINATION: dishes,
    COOKS: cooks,
    COOKS_FILTERS: cooks,
    COOKS_PAGINATION: cooks,
    COOKS_CATEGORY: cooks,
    COOKS_CATEGORY_PAGINATION: cooks,
    PRODUCT: ({ queryClient, match, location }) => queryClient.prefetchQuery(dishQueryOptions(Number(match.params.id), location)),
    DOCS: ({ queryClient, match }) => queryClient.prefetchQuery(textPageQueryOptions(match.params.slug ?? '')),
    FOR_COOKS: async () => undefined,
    DOWNLOAD_APP: ({ queryClient }) => queryClient.prefetchQuery(siteSettingsQuery),
  },
  // The lazy pages' chunks, named in routes.tsx.
  chunks: {
    INDEX: ['home-page'],
    MENU: ['listing-pages'],
    MENU_FILTERS: ['listing-pages'],
    MENU_PAGINATION: ['listing-pages'],
    MENU_CATEGORY: ['listing-pages'],
    MENU_CATEGORY_PAGINATION: ['listing-pages'],
    COOKS: ['listing-pages'],
    COOKS_FILTERS: ['listing-pages'],
    COOKS_PAGINATION: ['listing-pages'],
    COOKS_CATEGORY: ['listing-pages'],
    COOKS_CATEGORY_PAGINATION: ['listing-pages'],
    PRODUCT: ['dish-page'],
    DOCS: ['content-docs'],
    FOR_COOKS: ['content-for-cooks'],
    DOWNLOAD_APP: ['content-download-app'],
  },
});

// The server container's one module: renders the cook page and its tabs to HTML with the data
// their first screen shows, fetched with the same query options the page uses in the browser.
import { createServerRenderer, type PagePrefetch } from '@povar/shared-kit/server-render';
import { cookPageQueryOptions } from './features/cook-page/use-cook-page';
import { cookReviewsQueryOptions } from './features/reviews/use-cook-reviews';
import { Root } from './Root';

const cookPage: PagePrefetch = ({ queryClient, match, location }) => queryClient.prefetchQuery(cookPageQueryOptions(Number(match.params.id), location));

export const renderPage = createServerRenderer({
  Root,
  prefetch: {
    COOK: cookPage,
    COOK_ABOUT: cookPage,
    COOK_REVIEWS: (context) =>
      Promise.all([cookPage(context), context.queryClient.prefetchInfiniteQuery(cookReviewsQueryOptions(Number(context.match.params.id)))]),
  },
});

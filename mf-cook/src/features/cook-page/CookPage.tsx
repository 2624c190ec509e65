// The cook page: COOK, COOK_REVIEWS and COOK_ABOUT and their region twins. It moves
// to the cook's own region when the address names another, takes old '?tab=' links to their
// route, and on phones opens the reviews and about tabs as popups over the menu.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorScreen,
  NOT_FOUND_DOCUMENT_TITLE,
  NotFoundScreen,
  Popup,
  buildPath,
  isApiError,
  resetAddress,
  setRegion,
  siteTitle,
  useDeliveryLocation,
  useDocumentTitle,
  useLocation,
  useMediaQuery,
  useNavigate,
  useRegion,
  type CookPage as CookPageData,
  type RoutePage,
} from '@povar/shared-kit';
import { AboutTab } from '../about/AboutTab';
import { MenuTab } from '../menu/MenuTab';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { CookOverview } from './CookOverview';
import { CookSkeleton } from './CookStates';
import { CookTabs, tabElementId } from './CookTabs';
import { TAB_ROUTES, TAB_TITLES, legacyTab, searchWithoutTab, tabOfRoute, type CookTab } from './cook-tabs';
import { useRobotsNoindex } from './page-head';
import { useReviewAdded } from './review-added-event';
import { cookQueryKey, isCookNotFound, useCookPage } from './use-cook-page';
import styles from './CookPage.module.css';

/** Below the tablet breakpoint (768 px) reviews and about are popups. */
export const PHONE_QUERY = '(max-width: 767px)';

/** The cook's name is only known here: the route table's title ('Повар — {city}') shows until it is. */
export const cookPageTitle = (name: string) => siteTitle(`${name} — повар`);

export const CookPage: RoutePage = ({ match }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentRegion = useRegion((state) => state.region);
  const deliveryLocation = useDeliveryLocation();
  const onPhone = useMediaQuery(PHONE_QUERY);
  const id = Number(match.params.id);
  const tab = tabOfRoute(match.route.name);
  const urlRegion = match.region;
  const { data: page, error, isPending, isError, isFetching, refetch } = useCookPage(id, deliveryLocation);
  const notFound = isError && isCookNotFound(error);

  // A review written in the widget (its own QueryClient): the count, canAddReview and the list change.
  useReviewAdded(({ cookId }) => {
    if (cookId === id) void queryClient.invalidateQueries({ queryKey: cookQueryKey(id) });
  });

  // One replace to where the page belongs: an old '?tab=' link's route, the cook's own region.
  const askedTab = legacyTab(location.search);
  const cookCity = page?.cookData.mainCity ?? null;
  const otherRegion = cookCity !== null && cookCity.slug !== (urlRegion ?? currentRegion?.slug);
  useEffect(() => {
    if (!askedTab && !otherRegion) return;
    const region = otherRegion && cookCity ? cookCity.slug : urlRegion;
    const path = buildPath(TAB_ROUTES[askedTab ?? tab], { id }, region);
    void navigate(`${path}${searchWithoutTab(location.search)}${location.hash}`, { replace: true });
    if (otherRegion && cookCity) {
      // The page then sets that region and clears the address (it belongs to another city).
      setRegion(cookCity);
      resetAddress();
    }
  }, [askedTab, otherRegion, cookCity, urlRegion, tab, id, location.search, location.hash, navigate]);

  useDocumentTitle(page ? cookPageTitle(page.cookData.name) : notFound ? NOT_FOUND_DOCUMENT_TITLE : null);
  useRobotsNoindex(tab === 'reviews' && page?.reviewsCount === 0);

  if (notFound) return <NotFoundScreen path={location.pathname} regionSlug={urlRegion ?? currentRegion?.slug ?? ''} />;
  // The cook could not be loaded and there is nothing to show: the page's error screen, with a way to try again.
  if (isError && !page) {
    return (
      <ErrorScreen
        regionSlug={urlRegion ?? currentRegion?.slug ?? null}
        onRetry={() => void refetch()}
        retrying={isFetching}
        status={isApiError(error) ? error.status : undefined}
      />
    );
  }
  return (
    <div className={styles.page}>
      {isPending && <CookSkeleton />}
      {page && (
        <>
          <CookOverview page={page} region={urlRegion} />
          <CookTabs cookId={id} active={tab} reviewsCount={page.reviewsCount} region={urlRegion} />
          {onPhone && tab !== 'menu' ? (
            <>
              <div role="tabpanel" aria-labelledby={tabElementId('menu')}>
                <MenuTab sections={page.dishes} region={urlRegion} cookId={page.cookData.id} />
              </div>
              <Popup
                title={TAB_TITLES[tab]}
                sheetBelow="tablet"
                onClose={() => void navigate(buildPath(TAB_ROUTES.menu, { id }, urlRegion), { replace: true })}
              >
                <TabContent tab={tab} page={page} region={urlRegion} />
              </Popup>
            </>
          ) : (
            <div role="tabpanel" aria-labelledby={tabElementId(tab)}>
              <TabContent tab={tab} page={page} region={urlRegion} />
            </div>
          )}
        </>
      )}
    </div>
  );
};

function TabContent({ tab, page, region }: { tab: CookTab; page: CookPageData; region: string | null }) {
  if (tab === 'reviews') return <ReviewsTab page={page} />;
  if (tab === 'about') return <AboutTab page={page} />;
  return <MenuTab sections={page.dishes} region={region} cookId={page.cookData.id} />;
}

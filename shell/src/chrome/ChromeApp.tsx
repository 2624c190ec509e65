// The shell's chrome: header, footer and tabs drawn into their slots of the document, plus
// the screens the shell owns (404, region not available, a crashed remote's fallback) and
// the shell's popups. Remotes render their pages into #app-page beside the screen slot.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REGION_SLUG,
  NotFoundScreen,
  RemoteFallback,
  ToastHost,
  DialogHost,
  getAddressState,
  resetAddress,
  setRegion,
  setRegionError,
  siteSettingsQuery,
  useAuth,
  useUser,
  useBasketCount,
  displayNameOf,
  useNeedsAddress,
  useRegion,
  useSession,
  usePageScreen,
  seoPageTypeOf,
  type Region,
} from '@povar/shared-kit';
import { useShellStore, shellStore } from '../shell-store';
import { AddressBanner } from './banners/AddressBanner';
import { DownloadAppBanner } from './banners/DownloadAppBanner';
import { BottomTabs } from './BottomTabs';
import { chromeFrame } from './chrome-frame';
import { Footer } from './Footer';
import { SeoFaq } from './SeoFaq';
import { Header } from './Header';
import { CitiesPopup } from './popups/CitiesPopup';
import { WidgetHost } from './popups/WidgetHost';
import { Onboarding } from './onboarding/Onboarding';
import { isOnboardingDone, markOnboardingDone } from './onboarding/onboarding-state';
import { RegionNotAvailableScreen } from './screens/RegionNotAvailableScreen';
import { useCurrentPath } from './use-current-url';

// A form with its validation (react-hook-form, zod): loaded when someone opens it, not with every page.
// Only once a new version has been announced.
const UpdateOffer = lazy(() => import('../app-version/UpdateOffer').then((module) => ({ default: module.UpdateOffer })));
const RegionNotifyPopup = lazy(() => import('./popups/RegionNotifyPopup').then((module) => ({ default: module.RegionNotifyPopup })));

/** The document's slots; created when missing so the chrome also mounts in tests. */
export function slot(id: string, parent: HTMLElement = document.body): HTMLElement {
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    parent.appendChild(element);
  }
  return element;
}

export function ChromeApp() {
  // The chrome's own cache (remotes have theirs): today the site settings of the footer.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Chrome />
    </QueryClientProvider>
  );
}

function Chrome() {
  const settings = useQuery(siteSettingsQuery).data?.footer ?? null;
  const path = useCurrentPath();
  const { region, regionError, mainCities } = useRegion();
  const isAuth = useAuth((state) => state.isAuth);
  const popup = useShellStore((state) => state.popup);
  const widgetPopupOpen = useShellStore((state) => state.widgetPopup !== null);
  const brokenRemotes = useShellStore((state) => state.brokenRemotes);
  const closePopup = useCallback(() => shellStore.getState().openPopup(null), []);

  const regionSlug = region?.slug ?? DEFAULT_REGION_SLUG;
  const { match, notFound, showRegionError, layout, showTabs } = chromeFrame(path, regionSlug, regionError);
  const brokenOwner = match && brokenRemotes.has(match.route.owner) ? match.route.owner : null;

  // The first HTML carries the chrome as the server drew it for a guest; this first render
  // replaces it before the browser paints (the visitor may be signed in, have a basket…).
  useLayoutEffect(() => {
    for (const element of document.querySelectorAll('[data-server-chrome]')) element.remove();
  }, []);

  const { user, loading: userLoading } = useUser();
  const isCook = user?.isCook ?? false;
  const unreadCount = user?.unreadMessagesCount ?? 0;
  const basketCount = useBasketCount();

  // First-run onboarding for guests; a signed-in visitor counts as done. Not
  // over the for-cooks landing, which has its own story to tell.
  const [onboardingOpen, setOnboardingOpen] = useState(() => !isOnboardingDone());
  useEffect(() => {
    if (isAuth && onboardingOpen) {
      markOnboardingDone();
      setOnboardingOpen(false);
    }
  }, [isAuth, onboardingOpen]);
  const showOnboarding = onboardingOpen && !isAuth && layout !== 'landing' && popup === null;
  useLayoutEffect(() => {
    shellStore.setState({ onboardingShown: showOnboarding });
  }, [showOnboarding]);

  // The FAQ block comes in the first HTML for the page it was made for; after a
  // client-side move to another page it steps aside and the chrome draws that page's own.
  // Not under a not-found or error screen a remote draws in the page's place (the FAQ never shows on a 404).
  const [firstPath] = useState(path);
  const pageScreen = usePageScreen(path);
  useEffect(() => {
    document.getElementById('app-faq')?.toggleAttribute('hidden', path !== firstPath || pageScreen !== null);
  }, [path, firstPath, pageScreen]);
  const clientFaq = path !== firstPath && match !== null && !showRegionError && pageScreen === null && seoPageTypeOf(match.route.name) !== undefined;

  // The download-app banner: not on the download page itself nor in chats, not in the app's web view, and not
  // over the onboarding or another popup.
  const inWebView = useSession((state) => state.requestId !== null);
  // A new release of the site is offered before any banner, and waits for popups as they do.
  const newAppVersion = useShellStore((state) => state.newAppVersion);
  const [updateLater, setUpdateLater] = useState(false);
  const popupsClosed = !showOnboarding && popup === null && !widgetPopupOpen;
  const showUpdateOffer = popupsClosed && newAppVersion !== null && !updateLater;
  const calm = popupsClosed && !showUpdateOffer;
  // The address banner: until the visitor has been asked for an address, on the pages that show prices of
  // a region. One banner at a time: the address comes before the app.
  const needsAddress = useNeedsAddress();
  const showAddressBanner = calm && needsAddress && match?.region != null && !showRegionError && layout === 'default';
  const showDownloadBanner = !inWebView && calm && !showAddressBanner && match?.route.name !== 'DOWNLOAD_APP' && match?.route.name !== 'PROFILE_CHATS';

  useEffect(() => {
    document.body.classList.toggle('has-tabs', showTabs);
  }, [showTabs]);
  // The document server writes the first page's layout; client-side moves keep it current
  // (the styles keep the header's room only where there is a header).
  useEffect(() => {
    document.body.dataset.layout = layout;
  }, [layout]);

  // Choosing another city leaves the address behind (the address's own city keeps it).
  const chooseCity = (city: Region) => {
    if (getAddressState().address?.mainCity.slug !== city.slug) resetAddress();
    setRegionError(false);
    setRegion(city);
  };

  let screen = null;
  if (notFound) screen = <NotFoundScreen path={path} regionSlug={regionSlug} />;
  else if (showRegionError) screen = <RegionNotAvailableScreen isAuth={isAuth} isCook={isCook} supportLink={settings?.support_messenger_link ?? null} />;
  else if (brokenOwner) screen = <RemoteFallback remote={brokenOwner} />;

  return (
    <>
      {layout !== 'landing' &&
        createPortal(
          <Header
            match={match}
            regionSlug={regionSlug}
            isAuth={isAuth}
            isCook={isCook}
            userLoading={isAuth && userLoading && !user}
            displayName={user ? displayNameOf(user) : null}
            basketCount={basketCount}
            unreadCount={unreadCount}
          />,
          slot('app-header'),
        )}
      {createPortal(screen, slot('app-screen', slot('app-page')))}
      {clientFaq && createPortal(<SeoFaq mainCityId={region?.id ?? null} path={path} />, slot('app-faq-client'))}
      {layout !== 'no-footer' && !showRegionError && createPortal(<Footer settings={settings} landing={layout === 'landing'} />, slot('app-footer'))}
      {showTabs &&
        createPortal(
          <BottomTabs
            match={match}
            regionSlug={regionSlug}
            regionError={showRegionError}
            isCook={isCook}
            basketCount={basketCount}
            unreadCount={unreadCount}
          />,
          slot('app-tabs'),
        )}
      {popup === 'cities' && <CitiesPopup cities={mainCities} currentSlug={region?.slug ?? null} onChoose={chooseCity} onClose={closePopup} />}
      {popup === 'region-notify' && (
        <Suspense fallback={null}>
          <RegionNotifyPopup regionSlug={match?.region ?? null} onClose={closePopup} />
        </Suspense>
      )}
      {showOnboarding && <Onboarding onFinish={() => setOnboardingOpen(false)} />}
      {showAddressBanner && <AddressBanner />}
      {showDownloadBanner && <DownloadAppBanner />}
      {showUpdateOffer && (
        <Suspense fallback={null}>
          <UpdateOffer onLater={() => setUpdateLater(true)} />
        </Suspense>
      )}
      <WidgetHost />
      <DialogHost />
      <ToastHost />
    </>
  );
}

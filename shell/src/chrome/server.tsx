// The chrome as the server draws it for a guest: header, the shell's own screen (404, region not
// available), footer and tabs, each for its slot of the document. The browser's chrome replaces
// this markup in its first frame (ChromeApp), whoever the visitor turns out to be; banners,
// popups and onboarding exist only in the browser. Built for Node as shell/dist/server/chrome.cjs.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotFoundScreen, ServerRenderContext, setApiTransport, siteSettingsQuery, type ApiTransport, type Region, type ViewportName } from '@povar/shared-kit';
import { renderToHtml } from '@povar/shared-kit/server-render';
import { BottomTabs } from './BottomTabs';
import { chromeFrame } from './chrome-frame';
import { Footer } from './Footer';
import { Header } from './Header';
import { RegionNotAvailableScreen } from './screens/RegionNotAvailableScreen';

export interface ChromeInput {
  /** Path and query of the page. */
  url: string;
  region: Region | null;
  regionError: boolean;
  mainCities: Region[];
  /** The page exists as a route but not its subject (an unknown cook, a page past the last). */
  pageNotFound: boolean;
  fetchApi: ApiTransport;
  /** The visitor's breakpoint from their 'viewport' cookie (null on a first visit): a desktop gets the desktop footer in its first HTML. */
  viewport?: ViewportName | null;
}

/** Markup per slot of the document; an empty string leaves a slot to the browser. */
export interface ChromeMarkup {
  header: string;
  screen: string;
  footer: string;
  tabs: string;
}

export async function renderChrome(input: ChromeInput): Promise<ChromeMarkup> {
  setApiTransport(input.fetchApi);
  const url = new URL(input.url, 'http://server.invalid');
  const regionSlug = input.region?.slug ?? '';
  const frame = chromeFrame(url.pathname, regionSlug, input.regionError);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const settings = (await queryClient.fetchQuery(siteSettingsQuery).catch(() => null))?.footer ?? null;
  const render = (node: ReactNode) =>
    renderToHtml(
      <ServerRenderContext.Provider
        value={{ location: input.url, region: input.region, mainCities: input.mainCities, queryClient, viewport: input.viewport ?? null }}
      >
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </ServerRenderContext.Provider>,
    );

  let screen: ReactNode = null;
  if (frame.notFound || input.pageNotFound) screen = <NotFoundScreen path={url.pathname} regionSlug={regionSlug} />;
  else if (frame.showRegionError) screen = <RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={settings?.support_messenger_link ?? null} />;

  const [header, screenHtml, footer, tabs] = await Promise.all([
    frame.layout === 'landing'
      ? ''
      : render(
          <Header
            match={frame.match}
            regionSlug={regionSlug}
            isAuth={false}
            isCook={false}
            userLoading={false}
            displayName={null}
            basketCount={0}
            unreadCount={0}
          />,
        ),
    screen ? render(screen) : '',
    frame.layout === 'no-footer' || frame.showRegionError ? '' : render(<Footer settings={settings} landing={frame.layout === 'landing'} />),
    frame.showTabs
      ? render(<BottomTabs match={frame.match} regionSlug={regionSlug} regionError={frame.showRegionError} isCook={false} basketCount={0} unreadCount={0} />)
      : '',
  ]);
  return { header, screen: screenHtml, footer, tabs };
}

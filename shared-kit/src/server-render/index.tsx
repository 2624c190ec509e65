// Server rendering, the Node half: a remote's server container renders one of its pages to
// HTML with the data the page needs, fetched before rendering through the same query options
// the browser uses, so the browser hydrates the markup and reuses the data without a refetch.
// Each remote bundles this into its server build; the browser never loads it.
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { setApiTransport, type ApiTransport } from '../api/request-sender';
import { deliveryLocationOf, type DeliveryLocation } from '../address/address-request';
import { matchRoute, type RouteMatch } from '../routes';
import type { ViewportName } from '../config/viewport';
import type { Region } from '../stores/region';
import { ServerRenderContext } from '../ssr/server-render-context';

export interface ServerPageInput {
  /** Path and query of the page. */
  url: string;
  region: Region | null;
  mainCities: Region[];
  /** The API as the document server reaches it (in-process where it runs the API itself). */
  fetchApi: ApiTransport;
  /** The visitor's breakpoint from their 'viewport' cookie; null (or absent, from an older document server) on a first visit. */
  viewport?: ViewportName | null;
}

export interface ServerPageOutput {
  html: string;
  /** The page's queries for the browser's QueryClient. */
  state: DehydratedState;
  /** Named lazy chunks whose styles the page needs in the document's head (the remote's main styles always are). */
  chunks: string[];
}

export interface PrefetchContext {
  queryClient: QueryClient;
  match: RouteMatch;
  /** A server render knows the region only: no visitor's address reaches it. */
  location: DeliveryLocation;
  searchParams: URLSearchParams;
}

/** Fetches what a page shows on its first screen, into the QueryClient, with the page's own query options. */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

export interface ServerRendererOptions {
  Root: ComponentType;
  /** By route name: the pages rendered on the server and the data each needs; the others render in the browser. */
  prefetch: Partial<Record<string, PagePrefetch>>;
  /** By route name: the named lazy chunks (webpackChunkName) that hold the page's code and styles. */
  chunks?: Partial<Record<string, string[]>>;
}

/** Null for a page the remote leaves to the browser (one without an entry in `prefetch`). */
export type RenderPage = (input: ServerPageInput) => Promise<ServerPageOutput | null>;

/** Creates the `renderPage` a remote's './server' module exports. */
export function createServerRenderer({ Root, prefetch, chunks = {} }: ServerRendererOptions): RenderPage {
  return async function renderPage(input) {
    const url = new URL(input.url, 'http://server.invalid');
    const match = matchRoute(url.pathname);
    // One try, no retries: a read that fails on the server is made again by the browser.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const pagePrefetch = match ? prefetch[match.route.name] : undefined;
    if (!match || !pagePrefetch) return null;
    setApiTransport(input.fetchApi);
    const location = deliveryLocationOf(null, input.region?.id ?? null);
    await pagePrefetch({ queryClient, match, location, searchParams: url.searchParams });
    const html = await renderToHtml(
      <ServerRenderContext.Provider
        value={{ location: url.pathname + url.search, region: input.region, mainCities: input.mainCities, queryClient, viewport: input.viewport ?? null }}
      >
        <Root />
      </ServerRenderContext.Provider>,
    );
    return { html, state: dehydrate(queryClient), chunks: chunks[match.route.name] ?? [] };
  };
}

/**
 * The whole markup once every lazy part has resolved: complete HTML with no streaming
 * placeholders or inline scripts (the document server streams the page around it). An error
 * anywhere fails the render, so the browser renders the remote instead of a half page.
 */
export async function renderToHtml(element: React.ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never split a large part into a placeholder and an inline script that fills it later.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (failure) throw failure;
  return html;
}

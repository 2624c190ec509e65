// One Fastify server for the whole product: the API under /api, the built shell and remotes,
// /remotes.json, robots.txt and the sitemaps, and the document of every page with the URL rules
// applied as HTTP redirects.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import apiPlugin, {
  answerFrameworkError,
  apiLoggerOptions,
  requestIdOptions,
  transportOptions,
  type Database,
  type FileStorage,
  type RateLimits,
} from '@povar/api';
import { failureEnvelope, seoPageDataResponseSchema } from '@povar/shared-kit/contracts';
import { readViewportCookie } from '@povar/shared-kit/viewport';
import {
  DEFAULT_REGION_SLUG,
  decideUrl,
  isRegionSlug,
  NOT_FOUND_DOCUMENT_TITLE,
  REGION_NOT_SERVED_DOCUMENT_TITLE,
  routeDocumentTitle,
  seoPageTypeOf,
} from '@povar/shared-kit/routes';
import { createApiReader, DEFAULT_API_READ_OPTIONS, type ApiAnswer, type ApiRead, type ApiReadOptions } from './api-reads.ts';
import type { ServerConfig } from './config.ts';
import { registerCrawlerFiles } from './crawler-files.ts';
import type { Stylesheet } from './inline-styles.ts';
import {
  loadShellStylesheets,
  loadTemplate,
  shellHasRemotesBuiltIn,
  renderDocumentParts,
  type DocumentFaq,
  type DocumentRegion,
  type ServerRenderedPage,
} from './document.ts';
import { readPageFacts, type PageFacts } from './page-facts.ts';
import { createChromeRenderer, type RenderChrome } from './chrome-render.ts';
import { createRemoteRenderer, DEFAULT_REMOTE_RENDER_OPTIONS, inProcessApi, type RemoteRenderer, type RemoteRendererOptions } from './remote-render.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticFiles } from './static-files.ts';
import { createAppVersion, registerAppVersion } from './app-version.ts';
import { sendStreamed } from './streamed-document.ts';
import { forwardedHeaders, injectForVisitor, rememberVisitorAddress, withForwardedHeaders } from './visitor-address.ts';

/** Written by the shell whenever the region changes (shared-kit stores/region.ts). */
const REGION_COOKIE = 'povar-region';
const SITE_DESCRIPTION = 'Домашняя еда от проверенных поваров рядом с вами: заказ с доставкой или самовывозом, большие порции от 0,5 кг.';
const MAIN_CITIES_TTL_MS = 60_000;

export interface WebServerOptions {
  /** The API's database; not needed when `config.apiUpstream` sends /api elsewhere. */
  db?: Database;
  /** Where the API's files live (uploads; served under /api/files). */
  storage?: FileStorage;
  config: ServerConfig;
  logger?: boolean;
  /** How the document's API reads are cached and waited for (tests shorten them). */
  apiReads?: Partial<ApiReadOptions>;
  /** How long remotes may take to render a page on the server (tests lengthen them). */
  remoteRender?: Partial<RemoteRendererOptions>;
  /** The in-process API's per-address limits; unset, the API reads its own settings (tests set small ones). */
  rateLimits?: Partial<RateLimits>;
}

export async function buildWebServer({ db, storage, config, logger = false, apiReads, remoteRender, rateLimits }: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The API's log rules (api/src/logging.ts): no personal data, the request id on every line.
    logger: logger ? apiLoggerOptions() : false,
    // X-Request-Id from the proxy in front, or a new one; the API behind API_UPSTREAM gets it forwarded.
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    // The API's limits on sizes and times, refused in its envelope (api plugins/transport.ts).
    ...transportOptions(),
    // URL errors found before routing: the envelope for the API, plain text for pages.
    frameworkErrors: (error, request, reply) =>
      request.url.startsWith('/api')
        ? answerFrameworkError(error, request, reply)
        : (reply as FastifyReply).code(400).type('text/plain; charset=utf-8').send('Некорректный адрес страницы'),
    // The API answers its own 503 while draining, with the envelope.
    return503OnClosing: false,
  });
  registerSecurityHeaders(app, {
    remotes: config.remotes,
    mapTileUrl: config.mapTileUrl,
    sentryDsn: config.sentryDsn,
    metrikaId: config.metrikaId,
    production: config.environment === 'production',
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // The API reads a page makes count as its visitor's (visitor-address.ts).
  rememberVisitorAddress(app);
  // robots.txt leaves /api open (a rendering crawler needs the catalogue calls); its answers are
  // never to be indexed themselves, except the pictures, which image search may show.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/files/')) reply.header('X-Robots-Tag', 'noindex');
  });
  if (config.apiUpstream) {
    await app.register(fastifyHttpProxy, {
      upstream: config.apiUpstream,
      prefix: '/api',
      rewritePrefix: '/api',
      // The API behind logs this request under the same id (it checks the id's shape again), and
      // learns the visitor's address, scheme and host as this server decided them (never as the
      // visitor wrote them): the API trusts X-Forwarded-For from this server only, and the refresh
      // call's same-origin check and its cookie's Secure flag read the host and scheme. The
      // answer's Set-Cookie comes back untouched.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...withForwardedHeaders(headers, request), 'x-request-id': request.id }) },
      // The realtime socket /api/ws goes through too, with the page's Origin, which the API checks.
      websocket: true,
      wsClientOptions: { rewriteRequestHeaders: forwardSocketHeaders } as FastifyHttpProxyOptions['wsClientOptions'],
    });
  } else if (db) {
    // Its links (payment pages, e-mails) use PUBLIC_URL, else the address this server listens on.
    await app.register(apiPlugin, { prefix: '/api', db, storage, rateLimits, config: config.api, publicUrl: config.publicOrigin });
  } else {
    throw new Error('The web server needs a database or API_UPSTREAM');
  }
  await registerStaticFiles(app, config.appsRoot);
  const appVersion = createAppVersion(config.appsRoot, config.appVersion);
  registerAppVersion(app, appVersion);

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
  app.get('/favicon.svg', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return FAVICON_SVG;
  });

  const mainCities = cachedMainCities(app);
  const template = loadTemplate(config.appsRoot);
  const stylesheets = loadShellStylesheets(config.appsRoot);
  // The benchmark's one-bundle shell carries the remotes in it: nothing of theirs to preload.
  const remotesBuiltIn = shellHasRemotesBuiltIn(config.appsRoot);
  const fetchApi = inProcessApi(app);
  const renderOptions = { ...DEFAULT_REMOTE_RENDER_OPTIONS, budgetMs: config.serverRenderBudgetMs, ...remoteRender };
  const renderer = createRemoteRenderer(app, {
    remotes: config.remotes,
    serverAddresses: config.remotesServerAddresses,
    appsRoot: config.appsRoot,
    fetchApi,
    options: renderOptions,
  });
  const renderChrome = createChromeRenderer(app, {
    appsRoot: config.appsRoot,
    budgetMs: renderOptions.budgetMs,
    fetchApi,
    onFallback: (reason, error) => renderer.recordFallback('shell', reason, error),
  });
  // The server containers load while the server starts listening, not on the first visitor's time.
  app.addHook('onReady', async () => {
    void renderer.warm();
  });
  app.decorate('remoteRenderer', renderer);
  const read = createApiReader(app, { ...DEFAULT_API_READ_OPTIONS, ...apiReads });
  const production = config.environment === 'production';
  const originOf = siteOriginFor(config);
  if (production && !config.publicOrigin) {
    app.log.warn('PUBLIC_ORIGIN is not set: pages go without canonical URLs, robots.txt without its sitemap, and the sitemaps answer 404');
  }

  // Before the catch-all page route: these are files, not pages.
  await registerCrawlerFiles(app, { production, originOf, mainCities });

  // Every GET no other route claims is a page of the site. A real route rather than the
  // not-found handler, so compression and the other route hooks apply to pages too.
  app.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      // Unknown API paths answer like the API's own 404.
      return reply.code(404).send(failureEnvelope('not_found'));
    }
    return answerDocument(request, reply, {
      config,
      template,
      stylesheets,
      remotesBuiltIn,
      read,
      renderer,
      renderChrome,
      origin: originOf(request),
      mainCities: await mainCities(),
      appVersion: appVersion.current(),
    });
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Page not found'));

  return app;
}

/**
 * The origin absolute URLs (canonical, prev/next, robots.txt, sitemaps) are written on. In
 * production only PUBLIC_ORIGIN: the Host header is the visitor's to choose, and a canonical or
 * sitemap on a host they picked would be cached and trusted by crawlers. Without it, production
 * writes no absolute URL at all (null). Outside production the request's origin serves, so a
 * local or preview server needs no configuration.
 */
export function siteOriginFor(config: Pick<ServerConfig, 'environment' | 'publicOrigin'>): (request: FastifyRequest) => string | null {
  if (config.publicOrigin) {
    const origin = config.publicOrigin;
    return () => origin;
  }
  if (config.environment === 'production') return () => null;
  return (request) => `${request.protocol}://${request.host}`;
}

/**
 * The path and query of a request. Parsed as a path on this site, so '//evil.com/x' stays the path
 * '//evil.com/x' (a relative reference would make evil.com its host); the parser still resolves
 * '.' and '..', turns '\' into '/' and drops tabs and newlines, which is what a browser does.
 */
export function requestPath(rawUrl: string): URL {
  return new URL(`http://localhost${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
}

/**
 * Documented by @fastify/http-proxy (not in its types): the headers of its socket to the API; its
 * default passes only the cookie. The visitor's address goes too, as for every other API call.
 */
function forwardSocketHeaders(headers: Record<string, string>, request: FastifyRequest): Record<string, string> {
  const { origin, cookie } = request.headers;
  return { ...headers, ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...forwardedHeaders(request) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Server rendering by the remotes; its fallback counts are read by tests (and operators). */
    remoteRenderer: RemoteRenderer;
  }
}

interface DocumentContext {
  config: ServerConfig;
  template: string;
  stylesheets: Stylesheet[];
  /** The shell carries every remote in itself (the benchmark's one-bundle build). */
  remotesBuiltIn: boolean;
  read: ApiRead;
  renderer: RemoteRenderer;
  renderChrome: RenderChrome;
  /** Null in production without PUBLIC_ORIGIN: no canonical or other absolute URL is written. */
  origin: string | null;
  mainCities: DocumentRegion[];
  appVersion: string;
}

/** Search engines' and link previewers' robots, by their User-Agent ('YandexBot/3.0', 'Googlebot/2.1', 'bingbot/2.0'…). */
const CRAWLER_AGENT = /bot\/|crawler|spider|slurp|Slackbot|Yandex[A-Z]\w*\/|Mediapartners-Google|facebookexternalhit/i;
export const isCrawler = (userAgent: string | undefined) => userAgent !== undefined && CRAWLER_AGENT.test(userAgent);
const CRAWLER_RETRY_AFTER_SECONDS = 120;

async function answerDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  { config, template, stylesheets, remotesBuiltIn, read, renderer, renderChrome, origin, mainCities, appVersion }: DocumentContext,
) {
  const url = requestPath(request.url);
  const cookieRegion = request.cookies[REGION_COOKIE];
  const visitorRegion =
    cookieRegion && isRegionSlug(cookieRegion) && mainCities.some((city) => city.slug === cookieRegion) ? cookieRegion : DEFAULT_REGION_SLUG;
  const decision = decideUrl(url.pathname, url.search, visitorRegion);

  if (decision.kind === 'redirect') {
    return reply.header('Cache-Control', 'no-cache').redirect(decision.location, decision.permanent ? 301 : 302);
  }

  const defaultRegion = mainCities.find((city) => city.slug === visitorRegion) ?? null;
  const production = config.environment === 'production';
  let status = 200;
  let region: DocumentRegion | null = defaultRegion;
  let regionError = false;
  let title = NOT_FOUND_DOCUMENT_TITLE;
  let description = SITE_DESCRIPTION;
  let faqs: DocumentFaq[] = [];
  let facts: PageFacts | null = null;

  if (decision.kind === 'not-found') {
    status = 404;
  } else {
    const { match } = decision;
    if (match.region !== null) {
      region = mainCities.find((city) => city.slug === match.region) ?? null;
      regionError = region === null;
    }
    if (regionError) {
      status = 404;
      title = REGION_NOT_SERVED_DOCUMENT_TITLE;
    } else {
      title = routeDocumentTitle(match.route, region?.name ?? null);
      // Both at once, each cached and time-limited: the page waits for the slower one only.
      // Pages with an SEO page type get their own title, description and FAQ from the SEO call.
      const [seo, pageFacts] = await Promise.all([
        region && seoPageTypeOf(match.route.name) ? seoPageData(read, region.id, url.pathname) : null,
        readPageFacts({ read, match, region: match.region === null ? null : region, pathname: url.pathname }),
      ]);
      facts = pageFacts;
      // Crawlers do not get the error page: a page whose data the API failed to give is a bare
      // 503 to them, to come back for later, never an empty or broken page to index. People get
      // the page, which tries again in the browser and shows the error screen if it still fails.
      if (facts.failed && isCrawler(request.headers['user-agent'])) {
        return reply
          .code(503)
          .header('Retry-After', String(CRAWLER_RETRY_AFTER_SECONDS))
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Service temporarily unavailable');
      }
      if (facts.notFound) {
        // An unknown cook, dish, category or docs page: the shell still draws its not-found state.
        status = 404;
        title = NOT_FOUND_DOCUMENT_TITLE;
      } else {
        if (seo) ({ title, description, faqs } = seo);
        title = facts.title ?? title;
        description = facts.description ?? description;
      }
    }
  }

  const found = status === 200 ? facts : null;
  // Public pages are rendered by their remote; private ones (and any page whose remote cannot) in the browser.
  // The chrome is drawn for every page, as for a guest: no visitor's data enters the first HTML.
  // The page renders meanwhile; the head and the chrome leave as soon as the chrome is drawn.
  const pageUrl = url.pathname + url.search;
  // The breakpoint the visitor's window was in last time: the page and the chrome are drawn for it
  // (a desktop gets the desktop layout in its first HTML), and the browser hydrates as drawn.
  const viewport = readViewportCookie(request.headers.cookie);
  const remotePage = (async (): Promise<ServerRenderedPage | null> => {
    if (status !== 200 || decision.kind !== 'route' || decision.match.route.access !== 'public') return null;
    const { owner } = decision.match.route;
    const rendered = await renderer.render(owner, { url: pageUrl, region, mainCities, viewport });
    return rendered.kind === 'rendered' ? { remote: owner, html: rendered.html, state: rendered.state, stylesheets: rendered.stylesheets } : null;
  })();
  const chrome = await renderChrome({ url: pageUrl, region, regionError, mainCities, pageNotFound: facts?.notFound ?? false, viewport });
  const parts = renderDocumentParts(template, {
    title,
    description,
    faqs,
    robots: !production || status !== 200 ? 'noindex, nofollow' : found?.noindex ? 'noindex, follow' : 'index, follow',
    canonical: status === 200 && origin !== null ? `${origin}${found?.canonicalPath ?? url.pathname}` : null,
    layout: decision.kind === 'route' && !regionError ? decision.match.route.layout : 'default',
    prev: found?.prev && origin !== null ? `${origin}${found.prev}` : null,
    next: found?.next && origin !== null ? `${origin}${found.next}` : null,
    pageLinks: found?.groups ?? [],
    stylesheets,
    chrome,
    preloadImage: found?.preloadImage ?? null,
    preloadRemote: status === 200 && decision.kind === 'route' && !remotesBuiltIn ? remoteToPreload(config.remotes, decision.match.route.owner) : null,
    boot: { region, regionError, mainCities, remotes: config.remotes, appVersion, viewport },
    runtimeConfig: {
      apiBase: '/api',
      environment: config.environment,
      release: 'front@2.3.2',
      sentryDsn: config.sentryDsn,
      metrikaId: config.metrikaId,
      defaultRegionSlug: DEFAULT_REGION_SLUG,
      mapTileUrl: config.mapTileUrl,
      mapTileAttribution: config.mapTileAttribution,
    },
  });
  return sendStreamed(request, reply.code(status), parts.beforePage, remotePage.then(parts.afterPage));
}

/**
 * The route's remote as the remotes map names it (container `mf_catalog` for the folder
 * `mf-catalog`); every remote's entry sits beside its manifest as remoteEntry.js (the webpack factory).
 */
export function remoteToPreload(remotes: Record<string, string>, owner: string): { manifest: string; entry: string } | null {
  const manifest = remotes[owner.replace(/-/g, '_')];
  if (!manifest) return null;
  return { manifest, entry: new URL('remoteEntry.js', new URL(manifest, 'http://origin.invalid/')).href.replace('http://origin.invalid', '') };
}

const pickSeoPageData = (answer: ApiAnswer) => {
  if (answer.statusCode !== 200) return undefined;
  const parsed = seoPageDataResponseSchema.safeParse(answer.json());
  return parsed.success ? parsed.data.data : undefined;
};

/** A page's SEO data from the API (in-process or the API service); null on any failure or timeout, so the page keeps its defaults. */
async function seoPageData(read: ApiRead, mainCityId: number, pathname: string): Promise<{ title: string; description: string; faqs: DocumentFaq[] } | null> {
  return (await read(`/api/seo/page-data?mainCityId=${mainCityId}&url=${encodeURIComponent(pathname)}`, pickSeoPageData)) ?? null;
}

/** The served regions, asked of the API in-process and kept for a minute. */
function cachedMainCities(app: FastifyInstance): () => Promise<DocumentRegion[]> {
  let cached: { at: number; cities: DocumentRegion[] } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < MAIN_CITIES_TTL_MS) return cached.cities;
    const response = await injectForVisitor(app, { method: 'GET', url: '/api/geo/main-cities' });
    const body = response.json<{ success: boolean; data: DocumentRegion[] | null }>();
    const cities = (body.data ?? []).map(({ id, slug, name }) => ({ id, slug, name }));
    if (response.statusCode === 200) cached = { at: Date.now(), cities };
    return cities;
  };
}

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#23873a"/><text x="32" y="43" font-family="Arial,sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">П</text></svg>';

// The files crawlers read before any page: /robots.txt, and the sitemaps (/sitemap.xml, an index of
// /sitemaps/{region}.xml per served region and /sitemaps/pages.xml for the pages without a region).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { seoSitemapResponseSchema, type SitemapEntry } from '@povar/shared-kit/contracts';
import { BoundedCache, createApiReader, type ApiAnswer } from './api-reads.ts';
import type { DocumentRegion } from './document.ts';

/** Sitemaps change with the catalogue, which crawlers read every few hours at most. */
const SITEMAP_TTL_MS = 10 * 60_000;
/** A big region's sitemap on an embedded database can take a while; a crawler would rather wait than be refused. */
const SITEMAP_READ_TIMEOUT_MS = 15_000;
const PAGES_SITEMAP = 'pages';
const SITEMAP_FILE_RE = /^([a-z][a-z0-9-]{0,63})\.xml$/;

/**
 * Query parameters that only reorder a listing or open a popup over it, plus ad and campaign
 * tags: Yandex's Clean-param folds such addresses into the address without them. Google skips
 * the directive and relies on the canonical URL, which never carries a query.
 */
const CLEAN_PARAMS = ['sort&order&dish', 'utm_source&utm_medium&utm_campaign&utm_content&utm_term&yclid&gclid'];
/**
 * Disallowed: pages only a signed-in visitor sees, the API's documentation, internal search
 * results and filter combinations (endless near-copies of a listing; the listing and its category
 * pages are the indexable forms). The rest of /api stays open: a crawler that renders the page
 * needs the catalogue calls and the pictures, and the API's answers say noindex themselves.
 */
const DISALLOWED = [
  '/profile',
  '/orders',
  '/order/',
  '/api/docs',
  '/*?q=',
  '/*&q=',
  '/*?*priceMin=',
  '/*?*priceMax=',
  '/*?*categories=',
  '/*?*preferences=',
  '/*?*specialities=',
];

/** `origin` null (production without PUBLIC_ORIGIN): no Sitemap line, since it must be an absolute URL. */
export function robotsTxt(production: boolean, origin: string | null): string {
  // Nothing outside production is indexed.
  if (!production) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...CLEAN_PARAMS.map((params) => `Clean-param: ${params}`),
    '',
    ...(origin === null ? [] : [`Sitemap: ${origin}/sitemap.xml`, '']),
  ].join('\n');
}

const pickSitemap = (answer: ApiAnswer): { found: true; urls: SitemapEntry[] } | { found: false } | undefined => {
  if (answer.statusCode === 404) return { found: false };
  if (answer.statusCode !== 200) return undefined;
  const parsed = seoSitemapResponseSchema.safeParse(answer.json());
  return parsed.success ? { found: true, urls: parsed.data.data.urls } : undefined;
};

/** Only the standard namespace: the pages have no news, video or image extensions to declare. */
const PLAIN_XMLNS = { news: false, video: false, image: false, xhtml: false };

const renderUrlSet = (origin: string, urls: SitemapEntry[]) =>
  streamToPromise(
    Readable.from(urls.map((entry) => (entry.lastmod ? { url: entry.path, lastmod: entry.lastmod } : { url: entry.path }))).pipe(
      new SitemapStream({ hostname: origin, xmlns: PLAIN_XMLNS }),
    ),
  ).then(String);

const renderIndex = (origin: string, files: string[]) =>
  streamToPromise(Readable.from(files.map((file) => `${origin}/sitemaps/${file}.xml`)).pipe(new SitemapIndexStream())).then(String);

export interface CrawlerFilesOptions {
  production: boolean;
  /** The site's origin for absolute URLs; null when there is none to trust (the sitemaps then answer 404). */
  originOf(request: FastifyRequest): string | null;
  mainCities(): Promise<DocumentRegion[]>;
}

export async function registerCrawlerFiles(app: FastifyInstance, { production, originOf, mainCities }: CrawlerFilesOptions): Promise<void> {
  const read = createApiReader(app, { ttlMs: SITEMAP_TTL_MS, maxEntries: 64, timeoutMs: SITEMAP_READ_TIMEOUT_MS });
  // The XML per origin: without PUBLIC_ORIGIN outside production the origin comes from the Host header, so the map is bounded.
  const rendered = new BoundedCache<string>(64, SITEMAP_TTL_MS);

  const sendXml = (reply: FastifyReply, xml: string) => reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(production, originOf(request))),
  );

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Page not found');

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (origin === null) return notFound(reply);
    const files = [...(await mainCities()).map((city) => city.slug), PAGES_SITEMAP];
    const key = `${origin} index ${files.join(',')}`;
    let xml = rendered.get(key);
    if (xml === undefined) {
      xml = await renderIndex(origin, files);
      rendered.set(key, xml);
    }
    return sendXml(reply, xml);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = SITEMAP_FILE_RE.exec(request.params.file)?.[1];
    const region = name === undefined || name === PAGES_SITEMAP ? undefined : (await mainCities()).find((city) => city.slug === name);
    const origin = originOf(request);
    if (name === undefined || (name !== PAGES_SITEMAP && !region) || origin === null) return notFound(reply);
    const key = `${origin} ${name}`;
    const cached = rendered.get(key);
    if (cached !== undefined) return sendXml(reply, cached);

    const data = await read(region ? `/api/seo/sitemap?mainCityId=${region.id}` : '/api/seo/sitemap/pages', pickSitemap);
    if (data && !data.found) return notFound(reply);
    if (!data) {
      // A crawler told to come back later keeps what it knew; a 404 or an empty file would drop it.
      return reply.code(503).header('Retry-After', '600').type('text/plain; charset=utf-8').send('Карта сайта временно недоступна');
    }
    const xml = await renderUrlSet(origin, data.urls);
    rendered.set(key, xml);
    return sendXml(reply, xml);
  });
}

// HTTP face of the SEO module: title, description and FAQ of a page, and what crawlers are shown (sitemaps, a cook page's facts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seoEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from '../catalog/index.ts';
import { createGeoRepository } from '../geo/index.ts';
import { createCrawlRepository } from './crawl.repository.ts';
import { createCrawlService } from './crawl.service.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService } from './seo.service.ts';

const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/seo');
  const seo = createSeoService({
    seo: createSeoRepository(app.db.orm),
    catalog: createCatalogRepository(app.db.orm),
    regions: createGeoRepository(app.db.orm),
  });
  const crawl = createCrawlService({ crawl: createCrawlRepository(app.db.orm), regions: createGeoRepository(app.db.orm) });

  app.route({
    ...endpoint(seoEndpoints.getSeoPageData, {
      tags: ['seo'],
      summary: "A page's title, description and FAQ, naming the region and the category, dish or cook it shows",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await seo.pageData(request.query)),
  });

  app.route({
    ...endpoint(seoEndpoints.getSeoRegionSitemap, {
      tags: ['seo'],
      summary: "A served region's sitemap addresses: its listings, categories and compilations with dishes, active cooks and visible dishes, with dates",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await crawl.regionSitemap(request.query.mainCityId)),
  });

  app.route({
    ...endpoint(seoEndpoints.getSeoPagesSitemap, {
      tags: ['seo'],
      summary: 'The sitemap addresses of the pages without a region: /docs pages, /for-cooks, /download-app',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async () => successEnvelope(await crawl.pagesSitemap()),
  });

  app.route({
    ...endpoint(seoEndpoints.getSeoCookPage, {
      tags: ['seo'],
      summary: "What a cook page's first HTML needs: the cook's region, reviews count and visible dishes; 404 not_found for an unknown or inactive cook",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await crawl.cookPage(request.query.id)),
  });
};

export default seoRoutes;

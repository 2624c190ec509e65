// HTTP face of the content module: the home page and its blocks, site settings and /docs text pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from '../catalog/index.ts';
import { createGeoRepository } from '../geo/index.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '');
  const content = createContentService({
    content: createContentRepository(app.db.orm),
    catalog: createCatalogRepository(app.db.orm),
    regions: createGeoRepository(app.db.orm),
    servedRegions: app.servedRegions,
  });

  app.route({
    ...endpoint(contentEndpoints.getHomePage, {
      tags: ['content'],
      summary: "The region's home page: its blocks in the order shown (banners, compilations, featured category, promo cards, reels, cooks' selections)",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await content.homePage(request.query)),
  });

  app.route({
    ...endpoint(contentEndpoints.listBanners, {
      tags: ['content'],
      summary: "The region's main-page banners",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await content.banners(request.query)),
  });

  app.route({
    ...endpoint(contentEndpoints.listPromoCardCompilations, {
      tags: ['content'],
      summary: "The region's promo card groups with their cards",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await content.promoCardCompilations(request.query)),
  });

  app.route({
    ...endpoint(contentEndpoints.getMainPromoCategory, {
      tags: ['content'],
      summary: "The category the region's home page features, with its best rated dishes; null when none",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await content.mainPromoCategory(request.query)),
  });

  app.route({
    ...endpoint(contentEndpoints.getSiteSettings, {
      tags: ['content'],
      summary: 'Site settings: the footer (store links, contacts, social links, legal documents)',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async () => successEnvelope(await content.siteSettings()),
  });

  app.route({
    ...endpoint(contentEndpoints.getTextPageByUrl, {
      tags: ['content'],
      summary: 'A /docs page by its address, with sanitised HTML; 404 not_found for an unknown one',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await content.textPage(request.query.url)),
  });
};

export default contentRoutes;

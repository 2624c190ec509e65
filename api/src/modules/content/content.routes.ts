// HTTP face of the content module: the home page and its blocks, site settings and /docs text pages (spec 7 'Content').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersResponseSchema,
  contentLocationQuerySchema,
  homePageResponseSchema,
  mainPromoCategoryResponseSchema,
  promoCardCompilationsResponseSchema,
  siteSettingsResponseSchema,
  successEnvelope,
  textPageQuerySchema,
  textPageResponseSchema,
} from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from '../catalog/index.ts';
import { createGeoRepository } from '../geo/index.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService({
    content: createContentRepository(app.db.orm),
    catalog: createCatalogRepository(app.db.orm),
    regions: createGeoRepository(app.db.orm),
  });

  app.get(
    '/index',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getHomePage',
        tags: ['content'],
        summary: "The region's home page: its blocks in the order shown (banners, compilations, featured category, promo cards, reels, cooks' selections)",
        querystring: contentLocationQuerySchema,
        response: { 200: homePageResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await content.homePage(request.query)),
  );

  app.get(
    '/banners',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listBanners',
        tags: ['content'],
        summary: "The region's main-page banners",
        querystring: contentLocationQuerySchema,
        response: { 200: bannersResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await content.banners(request.query)),
  );

  app.get(
    '/promo-cards-compilations',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listPromoCardCompilations',
        tags: ['content'],
        summary: "The region's promo card groups with their cards",
        querystring: contentLocationQuerySchema,
        response: { 200: promoCardCompilationsResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await content.promoCardCompilations(request.query)),
  );

  app.get(
    '/main-promo-category',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getMainPromoCategory',
        tags: ['content'],
        summary: "The category the region's home page features, with its best rated dishes; null when none",
        querystring: contentLocationQuerySchema,
        response: { 200: mainPromoCategoryResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await content.mainPromoCategory(request.query)),
  );

  app.get(
    '/site-settings',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getSiteSettings',
        tags: ['content'],
        summary: 'Site settings: the footer (store links, contacts, social links, legal documents)',
        response: { 200: siteSettingsResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async () => successEnvelope(await content.siteSettings()),
  );

  app.get(
    '/text-pages/get-by-url',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getTextPageByUrl',
        tags: ['content'],
        summary: 'A /docs page by its address, with sanitised HTML; 404 not_found for an unknown one',
        querystring: textPageQuerySchema,
        response: { 200: textPageResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await content.textPage(request.query.url)),
  );
};

export default contentRoutes;

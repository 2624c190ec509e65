// HTTP face of the catalogue: dish and cook listings, dish detail and search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
  cookListQuerySchema,
  cookListResponseSchema,
  dishDetailParamsSchema,
  dishDetailQuerySchema,
  dishDetailResponseSchema,
  dishListQuerySchema,
  dishListResponseSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { createCatalogService } from './catalog.service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public reads that may be a moment behind: a read replica when one is configured (DATABASE_READ_URL).
  const catalog = createCatalogService({ catalog: createCatalogRepository(app.db.readOrm) });

  app.get(
    '/dishes',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listCatalogDishes',
        tags: ['catalog'],
        summary: 'Dishes of active cooks in the region, filtered, sorted and paged, with filter totals and sort options',
        querystring: dishListQuerySchema,
        response: { 200: dishListResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await catalog.listDishes(request.query)),
  );

  app.get(
    '/cooks',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listCatalogCooks',
        tags: ['catalog'],
        summary: 'Active cooks of the region, filtered, sorted and paged, with filter totals and sort options',
        querystring: cookListQuerySchema,
        response: { 200: cookListResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await catalog.listCooks(request.query)),
  );

  app.get(
    '/dishes/:id',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getCatalogDish',
        tags: ['catalog'],
        summary: 'A visible dish with its cook; 404 not_found for an unknown or hidden one',
        params: dishDetailParamsSchema,
        querystring: dishDetailQuerySchema,
        response: { 200: dishDetailResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await catalog.getDish(request.params.id, request.query)),
  );

  app.get(
    '/search',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'searchCatalog',
        tags: ['catalog'],
        summary: 'Dishes and cooks of the region matching the text (Russian word forms, typos tolerated)',
        querystring: catalogSearchQuerySchema,
        response: { 200: catalogSearchResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await catalog.search(request.query)),
  );
};

export default catalogRoutes;

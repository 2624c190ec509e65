// HTTP face of the catalogue: dish and cook listings, dish detail and search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { createCatalogService } from './catalog.service.ts';
import { rememberReferenceData } from './reference-data.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/catalog');
  // Public reads that may be a moment behind: a read replica when one is configured (DATABASE_READ_URL).
  const repository = rememberReferenceData(createCatalogRepository(app.db.readOrm), app.rememberPublicData);
  const catalog = createCatalogService({ catalog: repository, regions: app.servedRegions });

  app.route({
    ...endpoint(catalogEndpoints.listCatalogDishes, {
      tags: ['catalog'],
      summary: 'Dishes of active cooks in the region, filtered, sorted and paged, with filter totals and sort options',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await catalog.listDishes(request.query)),
  });

  app.route({
    ...endpoint(catalogEndpoints.listCatalogCooks, {
      tags: ['catalog'],
      summary: 'Active cooks of the region, filtered, sorted and paged, with filter totals and sort options',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await catalog.listCooks(request.query)),
  });

  app.route({
    ...endpoint(catalogEndpoints.getCatalogDish, {
      tags: ['catalog'],
      summary: 'A visible dish with its cook; 404 not_found for an unknown or hidden one',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await catalog.getDish(request.params.id, request.query)),
  });

  app.route({
    ...endpoint(catalogEndpoints.searchCatalog, {
      tags: ['catalog'],
      summary: 'Dishes and cooks of the region matching the text (Russian word forms, typos tolerated)',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await catalog.search(request.query)),
  });
};

export default catalogRoutes;

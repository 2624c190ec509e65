// HTTP face of the geo module: the main-cities calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createGeoRepository } from './geo.repository.ts';
import { createGeoService } from './geo.service.ts';

const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/geo');
  const geo = createGeoService({ mainCities: createGeoRepository(app.db.orm) });

  app.route({
    ...endpoint(geoEndpoints.listMainCities, {
      tags: ['geo'],
      summary: 'Served regions, the default region first',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async () => successEnvelope(await geo.listServedMainCities()),
  });

  app.route({
    ...endpoint(geoEndpoints.getMainCityBySlug, {
      tags: ['geo'],
      summary: 'A served region by its URL slug; 404 region_not_found otherwise',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await geo.getServedMainCityBySlug(request.params.slug)),
  });

  app.route({
    ...endpoint(geoEndpoints.getMainCityById, {
      tags: ['geo'],
      summary: 'A served region by id; 404 region_not_found otherwise',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await geo.getServedMainCityById(request.params.cityId)),
  });
};

export default geoRoutes;

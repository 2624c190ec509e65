// HTTP face of the geo module: the main-cities calls of spec 7.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mainCitiesResponseSchema,
  mainCityByIdParamsSchema,
  mainCityBySlugParamsSchema,
  mainCityResponseSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createGeoRepository } from './geo.repository.ts';
import { createGeoService } from './geo.service.ts';

const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = createGeoService({ mainCities: createGeoRepository(app.db.orm) });

  app.get(
    '/main-cities',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listMainCities',
        tags: ['geo'],
        summary: 'Served regions, the default region first',
        response: { 200: mainCitiesResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async () => successEnvelope(await geo.listServedMainCities()),
  );

  app.get(
    '/main-cities-by-slug/:slug',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getMainCityBySlug',
        tags: ['geo'],
        summary: 'A served region by its URL slug; 404 region_not_found otherwise',
        params: mainCityBySlugParamsSchema,
        response: { 200: mainCityResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await geo.getServedMainCityBySlug(request.params.slug)),
  );

  app.get(
    '/main-cities-by-id/:cityId',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'getMainCityById',
        tags: ['geo'],
        summary: 'A served region by id; 404 region_not_found otherwise',
        params: mainCityByIdParamsSchema,
        response: { 200: mainCityResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await geo.getServedMainCityById(request.params.cityId)),
  );
};

export default geoRoutes;

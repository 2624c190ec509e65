// HTTP face of the cooks map: the cooks around a point as clustered map points.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapCooksQuerySchema, mapCooksResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createMapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const map = createMapService({ map: createMapRepository(app.db.orm) });

  app.get(
    '/cooks',
    {
      config: { publicRead: {} },
      schema: {
        operationId: 'listMapCooks',
        tags: ['map'],
        summary: 'Active cooks of the region nearest to a point within a radius (at most 500), as map points',
        querystring: mapCooksQuerySchema,
        response: { 200: mapCooksResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await map.listCooksAround(request.query)),
  );
};

export default mapRoutes;

// HTTP face of the cooks map: the cooks around a point as clustered map points.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createMapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/map');
  const map = createMapService({ map: createMapRepository(app.db.orm), regions: app.servedRegions });

  app.route({
    ...endpoint(mapEndpoints.listMapCooks, {
      tags: ['map'],
      summary: 'Active cooks of the region nearest to a point within a radius (at most 500), as map points',
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await map.listCooksAround(request.query)),
  });
};

export default mapRoutes;

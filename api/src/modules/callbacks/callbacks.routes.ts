// HTTP face of popup and form requests: POST /api/popup/callback/save.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbacksEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createGeoRepository } from '../geo/index.ts';
import { createCallbacksRepository } from './callbacks.repository.ts';
import { createCallbacksService } from './callbacks.service.ts';

const callbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/popup');
  const callbacks = createCallbacksService({
    callbacks: createCallbacksRepository(app.db.orm),
    mainCities: createGeoRepository(app.db.orm),
  });

  app.route({
    ...endpoint(callbacksEndpoints.saveCallbackRequest, {
      tags: ['popup'],
      summary: "A request left through a popup or form: 'Сообщить мне' (region-notify) or 'Стать поваром' on the for-cooks landing (cook-lead)",
      response: FAILURE_RESPONSES,
    }),
    handler: async (request) => {
      await callbacks.save(request.body);
      return successEnvelope({ saved: true as const });
    },
  });
};

export default callbacksRoutes;

// HTTP face of popup requests: POST /api/popup/callback/save (spec 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackSaveRequestSchema, callbackSaveResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createGeoRepository } from '../geo/geo.repository.ts';
import { createCallbacksRepository } from './callbacks.repository.ts';
import { createCallbacksService } from './callbacks.service.ts';

const callbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const callbacks = createCallbacksService({
    callbacks: createCallbacksRepository(app.db.orm),
    mainCities: createGeoRepository(app.db.orm),
  });

  app.post(
    '/callback/save',
    {
      schema: {
        operationId: 'saveCallbackRequest',
        tags: ['popup'],
        summary: "A request left through a popup, e.g. 'Сообщить мне' on the region-not-available screen",
        body: callbackSaveRequestSchema,
        response: { 200: callbackSaveResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      await callbacks.save(request.body);
      return successEnvelope({ saved: true as const });
    },
  );
};

export default callbacksRoutes;

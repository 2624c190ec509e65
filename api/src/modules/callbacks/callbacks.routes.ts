// HTTP face of popup and form requests: POST /api/popup/callback/save (spec 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callbackSaveRequestSchema, callbackSaveResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createGeoRepository } from '../geo/index.ts';
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
        summary: "A request left through a popup or form: 'Сообщить мне' (region-notify) or 'Стать поваром' on the for-cooks landing (cook-lead)",
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

// GET /api/health: what servers and probes poll to know the API can take traffic.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createHealthRepository } from './health.repository.ts';
import { createHealthService } from './health.service.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ database: createHealthRepository(app.db.orm) });

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Ready when the database answers; 503 otherwise',
        response: { 200: healthResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async () => successEnvelope(await health.check()),
  );
};

export default healthRoutes;

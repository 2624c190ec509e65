// The probes: GET /api/health/live (the process answers), GET /api/health/ready (it can take traffic)
// and the older GET /api/health (the database answers). While the server drains for shutdown every
// request, these included, answers 503 (plugins/errors.ts), so a draining instance is not ready.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelope, healthEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import type { FileStorage } from '../../files/storage.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createHealthRepository } from './health.repository.ts';
import { createHealthService, READINESS_FAILURES } from './health.service.ts';

const healthRoutes: FastifyPluginAsyncZod<{ storage?: FileStorage }> = async (app, { storage }) => {
  const endpoint = tableRoutes(app, '');
  const health = createHealthService({
    database: createHealthRepository(app.db.orm),
    // Only a bucket can be out of reach while the process runs; local directories are checked at start.
    storage: storage?.check ? { check: () => storage.check!() } : undefined,
  });

  app.route({
    ...endpoint(healthEndpoints.getHealth, {
      tags: ['health'],
      summary: 'Ready when the database answers; 503 otherwise',
      response: FAILURE_RESPONSES,
    }),
    handler: async () => successEnvelope(await health.check()),
  });

  app.route({
    ...endpoint(healthEndpoints.getLiveness, {
      tags: ['health'],
      summary: 'The process is up and answers (nothing else is checked)',
      response: FAILURE_RESPONSES,
    }),
    handler: async () => successEnvelope({ status: 'ok' as const }),
  });

  app.route({
    ...endpoint(healthEndpoints.getReadiness, {
      tags: ['health'],
      summary: 'Ready for traffic: the database answers, migrations are applied, the file bucket is reachable; 503 names what is not',
      response: FAILURE_RESPONSES,
    }),
    handler: async (_request, reply) => {
      const failed = await health.readiness();
      if (failed.length === 0) return successEnvelope({ status: 'ok' as const });
      // Answered, not thrown: a probe polling an expected state is no error to report.
      return reply.code(503).send(failureEnvelope('unavailable', { errors: failed.map((check) => READINESS_FAILURES[check]) }));
    },
  });
};

export default healthRoutes;

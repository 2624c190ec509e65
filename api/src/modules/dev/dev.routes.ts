// Development helpers, registered only outside production: GET /api/dev/outbox shows the messages the embedded senders wrote (SMS codes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createOutboxRepository } from '../notifications/index.ts';

const OUTBOX_PAGE = 50;

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db.orm);

  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'getDevOutbox',
        tags: ['dev'],
        summary: 'The latest 50 messages the embedded senders wrote, newest first (not in production)',
        response: { 200: outboxResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const messages = await outbox.latest(OUTBOX_PAGE);
      return successEnvelope({ messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) });
    },
  );
};

export default devRoutes;

// Development helpers, registered only outside production: GET /api/dev/outbox shows every message
// the embedded senders wrote (SMS codes, e-mail links, pushes), GET /api/dev/inbox the same as a page; GET /api/dev/guest-session shows
// which guest a request is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devGuestSessionResponseSchema, outboxQuerySchema, outboxResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createOutboxRepository } from '../notifications/index.ts';
import { renderInboxPage } from './inbox-page.ts';

const OUTBOX_PAGE = 50;

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db.orm);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'getDevOutbox',
        tags: ['dev'],
        summary:
          'The latest 50 messages (SMS, e-mail, push) the embedded senders wrote, newest first, optionally of one channel and/or recipient (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const messages = await outbox.latest(OUTBOX_PAGE, request.query);
      return successEnvelope({ messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) });
    },
  );

  // A page for people, so it has no JSON response schema: the route is hidden from the OpenAPI document.
  app.get('/inbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await outbox.latest(OUTBOX_PAGE, {});
    return reply.type('text/html; charset=utf-8').send(renderInboxPage(messages));
  });

  app.get(
    '/guest-session',
    {
      preHandler: app.identifyGuest,
      schema: {
        operationId: 'getDevGuestSession',
        tags: ['dev'],
        summary: 'The guest id this request resolves to from its session-id header and guest-key cookie (not in production)',
        response: { 200: devGuestSessionResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope({ guestSessionId: request.guestSessionId }),
  );
};

export default devRoutes;

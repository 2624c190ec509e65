// The operator's calls under /api/moderation: the application queue, approve and reject
// (operators only; anyone else gets 404), and the private files of applications (their owner or
// an operator), always with the Bearer token, never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { SmsConfig } from '../notifications/index.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';
import { decisionNotifierFor } from './decision-notice.ts';
import { createModerationService } from './moderation.service.ts';

/** RFC 6266: an ASCII fallback name and the real one percent-encoded. */
function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const moderationRoutes: FastifyPluginAsyncZod<{ now: () => Date; storage?: FileStorage; sms: SmsConfig }> = async (app, { now, storage, sms }) => {
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const moderation = createModerationService({
    repository: createCookApplicationsRepository(app.db.orm),
    storage: storage ?? null,
    now,
    notifyApplicant: decisionNotifierFor(app.db.orm, { now, sms, log: app.log }),
  });
  const operatorOnly = [app.authenticate, app.requireOperator];
  const tags = ['moderation'];
  const endpoint = tableRoutes(app, '/moderation');

  // Phones, documents and decisions: never in a shared cache (they are private to one person).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.route({
    ...endpoint(moderationEndpoints.listCookApplications, {
      tags,
      summary: 'Cook applications, oldest first, 50 a page; ?status=pending|approved|rejected (every status without it); operators only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: operatorOnly,
    handler: async (request) => successEnvelope(await moderation.list(request.query)),
  });

  app.route({
    ...endpoint(moderationEndpoints.getCookApplicationForReview, {
      tags,
      summary: 'One application with its applicant, fields and files; operators only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: operatorOnly,
    handler: async (request) => successEnvelope(await moderation.get(request.params.id)),
  });

  app.route({
    ...endpoint(moderationEndpoints.approveCookApplication, {
      tags,
      summary:
        'Approves a pending application: the account becomes a cook with the checked flags, the cook page opens, the applicant gets an SMS and a push; operators only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: operatorOnly,
    handler: async (request) => successEnvelope(await moderation.approve(request.params.id, request.body, request.userId)),
  });

  app.route({
    ...endpoint(moderationEndpoints.rejectCookApplication, {
      tags,
      summary: 'Rejects a pending application with a reason (up to 500 characters) the applicant sees in the profile and an SMS and a push; operators only',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: operatorOnly,
    handler: async (request) => successEnvelope(await moderation.reject(request.params.id, request.body.reason, request.userId)),
  });

  app.route({
    ...endpoint(moderationEndpoints.getPrivateFile, {
      tags,
      summary: 'A document (as an attachment) or a kitchen photo (?format=webp for webp) for its owner or an operator; 404 for anyone else',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const file = await moderation.readFile(request.params.fileId, request.userId, request.query.format);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(file.disposition, file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  });
};

export default moderationRoutes;

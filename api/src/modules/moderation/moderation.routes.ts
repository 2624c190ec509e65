// The operator's calls under /api/moderation: the application queue, approve and reject
// (operators only; anyone else gets 404), and the private files of applications (their owner or
// an operator), always with the Bearer token, never cached.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveApplicationRequestSchema,
  integerIdParamSchema,
  moderationApplicationResponseSchema,
  moderationListQuerySchema,
  moderationListResponseSchema,
  rejectApplicationRequestSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { SmsConfig } from '../notifications/index.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';
import { decisionNotifierFor } from './decision-notice.ts';
import { createModerationService } from './moderation.service.ts';

const applicationParamsSchema = z.object({ id: integerIdParamSchema });
const fileParamsSchema = z.object({ fileId: integerIdParamSchema });
const fileQuerySchema = z.object({ format: z.enum(['jpg', 'webp']).optional() });

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

  // Phones, documents and decisions: never in a shared cache (S12).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/applications',
    {
      preHandler: operatorOnly,
      schema: {
        operationId: 'listCookApplications',
        tags,
        summary: 'Cook applications, oldest first, 50 a page; ?status=pending|approved|rejected (every status without it); operators only',
        querystring: moderationListQuerySchema,
        response: { 200: moderationListResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await moderation.list(request.query)),
  );

  app.get(
    '/applications/:id',
    {
      preHandler: operatorOnly,
      schema: {
        operationId: 'getCookApplicationForReview',
        tags,
        summary: 'One application with its applicant, fields and files; operators only',
        params: applicationParamsSchema,
        response: { 200: moderationApplicationResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await moderation.get(request.params.id)),
  );

  app.post(
    '/applications/:id/approve',
    {
      preHandler: operatorOnly,
      schema: {
        operationId: 'approveCookApplication',
        tags,
        summary: 'Approves a pending application: the account becomes a cook with the checked flags, the cook page opens, the applicant gets an SMS and a push; operators only',
        params: applicationParamsSchema,
        body: approveApplicationRequestSchema,
        response: { 200: moderationApplicationResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await moderation.approve(request.params.id, request.body, request.userId)),
  );

  app.post(
    '/applications/:id/reject',
    {
      preHandler: operatorOnly,
      schema: {
        operationId: 'rejectCookApplication',
        tags,
        summary: 'Rejects a pending application with a reason (up to 500 characters) the applicant sees in the profile and an SMS and a push; operators only',
        params: applicationParamsSchema,
        body: rejectApplicationRequestSchema,
        response: { 200: moderationApplicationResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await moderation.reject(request.params.id, request.body.reason, request.userId)),
  );

  app.get(
    '/files/:fileId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getPrivateFile',
        tags,
        summary: 'A document (as an attachment) or a kitchen photo (?format=webp for webp) for its owner or an operator; 404 for anyone else',
        params: fileParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: z.unknown().describe('The file itself'), ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await moderation.readFile(request.params.fileId, request.userId, request.query.format);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition(file.disposition, file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};

export default moderationRoutes;

// The applicant's calls, mounted under /api/profiles by the profiles plugin (which parses the
// multipart forms): POST /document/upload|remove, /kitchen/upload|remove (spec 7), and
// POST|GET /cook-application (our design: spec 7 shows no application calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_LABEL,
  DOCUMENT_MAX_MEGABYTES,
  KITCHEN_PHOTO_LABEL,
  KITCHEN_PHOTO_MAX_MEGABYTES,
  cookApplicationRequestSchema,
  cookApplicationResponseSchema,
  latestCookApplicationResponseSchema,
  removeFileRequestSchema,
  removeFileResponseSchema,
  successEnvelope,
  uploadedDocumentResponseSchema,
  uploadedKitchenPhotoResponseSchema,
} from '@povar/shared-kit/contracts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { readForm } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';
import { createCookApplicationsService } from './cook-applications.service.ts';

const cookApplicationsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage | null; now: () => Date }> = async (app, { storage, now }) => {
  const applications = createCookApplicationsService({ repository: createCookApplicationsRepository(app.db.orm), storage, now });
  const tags = ['cook applications'];

  app.post(
    '/document/upload',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'uploadDocument',
        tags,
        summary: `A document for the cook application: multipart file field 'file', PDF or DOC by its bytes, at most ${DOCUMENT_MAX_MEGABYTES} MB; kept private`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedDocumentResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { file } = await readForm(request, { field: 'file', label: DOCUMENT_LABEL, maxMegabytes: DOCUMENT_MAX_MEGABYTES });
      return successEnvelope(await applications.uploadDocument(request.userId, file));
    },
  );

  app.post(
    '/document/remove',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'removeDocument',
        tags,
        summary: 'Removes an own document not yet sent with an application; someone else’s fileId is 404',
        body: removeFileRequestSchema,
        response: { 200: removeFileResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      await applications.removeFile(request.userId, 'document', request.body.fileId);
      return successEnvelope({ removed: true as const });
    },
  );

  app.post(
    '/kitchen/upload',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'uploadKitchenPhoto',
        tags,
        summary: `A kitchen photo: multipart file field 'file', PNG, JPG or WEBP, at most ${KITCHEN_PHOTO_MAX_MEGABYTES} MB; re-encoded without metadata, at most 1536 px; kept private`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedKitchenPhotoResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { file } = await readForm(request, { field: 'file', label: KITCHEN_PHOTO_LABEL, maxMegabytes: KITCHEN_PHOTO_MAX_MEGABYTES });
      return successEnvelope(await applications.uploadKitchenPhoto(request.userId, file));
    },
  );

  app.post(
    '/kitchen/remove',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'removeKitchenPhoto',
        tags,
        summary: 'Removes an own kitchen photo not yet sent with an application; someone else’s fileId is 404',
        body: removeFileRequestSchema,
        response: { 200: removeFileResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      await applications.removeFile(request.userId, 'kitchen_photo', request.body.fileId);
      return successEnvelope({ removed: true as const });
    },
  );

  app.post(
    '/cook-application',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'submitCookApplication',
        tags,
        summary: 'Sends the application with own uploaded documents and kitchen photos; one pending at a time, not for cooks',
        body: cookApplicationRequestSchema,
        response: { 200: cookApplicationResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await applications.submit(request.userId, request.body)),
  );

  app.get(
    '/cook-application',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCookApplication',
        tags,
        summary: "The user's latest application and its status (with the reason when rejected), or null",
        response: { 200: latestCookApplicationResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await applications.latest(request.userId)),
  );
};

export default cookApplicationsRoutes;

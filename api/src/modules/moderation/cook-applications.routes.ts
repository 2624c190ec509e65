// The applicant's calls, mounted under /api/profiles by the profiles plugin (which parses the
// multipart forms): POST /document/upload|remove, /kitchen/upload|remove, and
// POST|GET /cook-application (our design: the client contract has no application calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_LABEL,
  DOCUMENT_MAX_MEGABYTES,
  KITCHEN_PHOTO_LABEL,
  KITCHEN_PHOTO_MAX_MEGABYTES,
  moderationEndpoints,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { readForm } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { createCookApplicationsRepository } from './cook-applications.repository.ts';
import { createCookApplicationsService } from './cook-applications.service.ts';

const cookApplicationsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage | null; now: () => Date }> = async (app, { storage, now }) => {
  const applications = createCookApplicationsService({ repository: createCookApplicationsRepository(app.db.orm), storage, now });
  const tags = ['cook applications'];
  const endpoint = tableRoutes(app, '/profiles');

  app.route({
    ...endpoint(moderationEndpoints.uploadDocument, {
      tags,
      summary: `A document for the cook application: multipart file field 'file', PDF or DOC by its bytes, at most ${DOCUMENT_MAX_MEGABYTES} MB; kept private`,
      consumes: ['multipart/form-data'],
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { file } = await readForm(request, { field: 'file', label: DOCUMENT_LABEL, maxMegabytes: DOCUMENT_MAX_MEGABYTES });
      return successEnvelope(await applications.uploadDocument(request.userId, file));
    },
  });

  app.route({
    ...endpoint(moderationEndpoints.removeDocument, {
      tags,
      summary: 'Removes an own document not yet sent with an application; someone else’s fileId is 404',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      await applications.removeFile(request.userId, 'document', request.body.fileId);
      return successEnvelope({ removed: true as const });
    },
  });

  app.route({
    ...endpoint(moderationEndpoints.uploadKitchenPhoto, {
      tags,
      summary: `A kitchen photo: multipart file field 'file', PNG, JPG or WEBP, at most ${KITCHEN_PHOTO_MAX_MEGABYTES} MB; re-encoded without metadata, at most 1536 px; kept private`,
      consumes: ['multipart/form-data'],
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { file } = await readForm(request, { field: 'file', label: KITCHEN_PHOTO_LABEL, maxMegabytes: KITCHEN_PHOTO_MAX_MEGABYTES });
      return successEnvelope(await applications.uploadKitchenPhoto(request.userId, file));
    },
  });

  app.route({
    ...endpoint(moderationEndpoints.removeKitchenPhoto, {
      tags,
      summary: 'Removes an own kitchen photo not yet sent with an application; someone else’s fileId is 404',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      await applications.removeFile(request.userId, 'kitchen_photo', request.body.fileId);
      return successEnvelope({ removed: true as const });
    },
  });

  app.route({
    ...endpoint(moderationEndpoints.submitCookApplication, {
      tags,
      summary: 'Sends the application with own uploaded documents and kitchen photos; one pending at a time, not for cooks',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await applications.submit(request.userId, request.body)),
  });

  app.route({
    ...endpoint(moderationEndpoints.getCookApplication, {
      tags,
      summary: "The user's latest application and its status (with the reason when rejected), or null",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await applications.latest(request.userId)),
  });
};

export default cookApplicationsRoutes;

// The signed-in person's own documents and kitchen photos with their moderation state
// (GET /api/profiles/files): the state of a file is its latest application's status; a file
// in none is a draft, or, for a cook, waits for the next check.
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints, successEnvelope, type OwnFiles, type OwnFileState } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import type { Orm } from '../../db/client.ts';
import { cookApplicationFiles, cookApplications, uploadedFiles, users } from '../../db/schema.ts';
import { noStore } from '../../plugins/no-store.ts';
import { toKitchenPhoto, toUploadedDocument } from './application-view.ts';

export function createOwnFilesRepository(orm: Orm) {
  return {
    /** The owner's files, newest first, each with the status of the latest application that holds it (null: none). */
    async listOwnFiles(ownerId: number) {
      const latestStatus = orm
        .select({ status: cookApplications.status })
        .from(cookApplicationFiles)
        .innerJoin(cookApplications, eq(cookApplications.id, cookApplicationFiles.applicationId))
        .where(eq(cookApplicationFiles.fileId, uploadedFiles.id))
        .orderBy(desc(cookApplications.createdAt), desc(cookApplications.id))
        .limit(1);
      return orm
        .select({ file: uploadedFiles, applicationStatus: sql<string | null>`(${latestStatus})` })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.ownerId, ownerId))
        .orderBy(desc(uploadedFiles.createdAt), desc(uploadedFiles.id));
    },

    async isCook(userId: number): Promise<boolean> {
      const [row] = await orm.select({ isCook: users.isCook }).from(users).where(eq(users.id, userId));
      return row?.isCook ?? false;
    },
  };
}

type OwnFilesRepository = ReturnType<typeof createOwnFilesRepository>;

export async function ownFiles(repository: Pick<OwnFilesRepository, 'listOwnFiles' | 'isCook'>, userId: number): Promise<OwnFiles> {
  const [rows, isCook] = await Promise.all([repository.listOwnFiles(userId), repository.isCook(userId)]);
  const withState = rows.map(({ file, applicationStatus }) => {
    const state: OwnFileState =
      applicationStatus === 'pending' || applicationStatus === 'approved' || applicationStatus === 'rejected'
        ? applicationStatus
        : isCook
          ? 'pending'
          : 'draft';
    return { file, extra: { state, removable: applicationStatus === null, createdAt: file.createdAt.toISOString() } };
  });
  return {
    documents: withState.filter(({ file }) => file.kind === 'document').map(({ file, extra }) => ({ ...toUploadedDocument(file), ...extra })),
    kitchenPhotos: withState.filter(({ file }) => file.kind === 'kitchen_photo').map(({ file, extra }) => ({ ...toKitchenPhoto(file), ...extra })),
  };
}

/** Under /profiles/files: only the caller's own files; there is no id to name, so nobody reaches another's. */
export const ownFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/profiles/files');
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const repository = createOwnFilesRepository(app.db.orm);
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(moderationEndpoints.listOwnFiles, {
      tags: ['cook applications'],
      summary:
        "The caller's own documents and kitchen photos, newest first, each with its state (draft, pending, approved, rejected: its latest " +
        "application's outcome; a cook's file in no application is pending) and whether it may still be removed",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await ownFiles(repository, request.userId)),
  });
};

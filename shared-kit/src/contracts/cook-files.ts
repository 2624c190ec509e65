// The signed-in person's own documents and kitchen photos with where each stands in moderation
// (there were upload calls but no listing, so
// GET /api/profiles/files is ours, docs/decisions.md 'Documents and kitchen photos').
// Private: only the owner gets this list; the files themselves open with the Bearer token.
import { z } from 'zod';
import { uploadedDocumentSchema, uploadedKitchenPhotoSchema } from './cook-applications';
import { envelopeSchema } from './envelope';

/**
 * - draft: uploaded, not sent with an application (a would-be cook's popup);
 * - pending: sent with an application under review, or added by a cook since (checked at the next review);
 * - approved / rejected: its application's outcome.
 */
export const OWN_FILE_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type OwnFileState = (typeof OWN_FILE_STATES)[number];

export const OWN_FILE_STATE_LABELS: Readonly<Record<OwnFileState, string>> = {
  draft: 'Не отправлен',
  pending: 'На проверке',
  approved: 'Проверен',
  rejected: 'Отклонён',
};

const fileState = {
  state: z.enum(OWN_FILE_STATES),
  /** False once the file went with an application: it stays as the operator saw it. */
  removable: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
};

export const ownDocumentSchema = uploadedDocumentSchema.extend(fileState);
export type OwnDocument = z.infer<typeof ownDocumentSchema>;
export const ownKitchenPhotoSchema = uploadedKitchenPhotoSchema.extend(fileState);
export type OwnKitchenPhoto = z.infer<typeof ownKitchenPhotoSchema>;

/** GET /api/profiles/files: newest first in each list. */
export const ownFilesSchema = z.object({
  documents: z.array(ownDocumentSchema),
  kitchenPhotos: z.array(ownKitchenPhotoSchema),
});
export type OwnFiles = z.infer<typeof ownFilesSchema>;
export const ownFilesResponseSchema = envelopeSchema(ownFilesSchema);

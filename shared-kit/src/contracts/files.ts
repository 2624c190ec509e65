// Calls that answer a file's bytes instead of the envelope: public pictures, chat attachments and
// the private files of cook applications.
import { z } from 'zod';
import { integerIdParamSchema } from './params';

/** The file's bytes with its own Content-Type; never the envelope. */
export const fileContentSchema = z.unknown().describe('The file itself');

/** GET /api/files/*: the stored key, everything after /files/. */
export const publicFileParamsSchema = z.object({ '*': z.string() });

/** `{ fileId }` of /chat/files/:fileId and /moderation/files/:fileId. */
export const fileIdParamsSchema = z.object({ fileId: integerIdParamSchema });

/** A picture's format when both are kept (webp or jpg); a document ignores it. */
export const fileFormatQuerySchema = z.object({ format: z.enum(['jpg', 'webp']).optional() });

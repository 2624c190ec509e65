// Reading POST /api/chat/message (multipart, CHAT_MESSAGE_FIELDS) and telling what its files are.
// The generic form reader (files/multipart.ts) has one size limit and one message per form; a chat
// message mixes pictures and documents with limits and messages of their own, so this reader keeps
// the head of a file cut at the limit and says which kind was too big by its bytes.
import type { FastifyRequest } from 'fastify';
import { CHAT_LIMITS, CHAT_MESSAGE_FIELDS, CHAT_MESSAGES } from '@povar/shared-kit/contracts';
import { sniffDocument, type DocumentType } from '../../files/documents.ts';
import { isAcceptedPicture } from '../../files/images.ts';
import { MEGABYTE, type ReceivedFile } from '../../files/multipart.ts';
import { ApiError } from '../../plugins/errors.ts';
import { refuseControlCharacters } from '../../plugins/text-input.ts';

export const IMAGE_MAX_BYTES = CHAT_LIMITS.imageMaxMb * MEGABYTE;
export const DOCUMENT_MAX_BYTES = CHAT_LIMITS.documentMaxMb * MEGABYTE;
/** The parser stops reading a file here; which limit applies is known once its bytes are. */
const FILE_READ_LIMIT = Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES);
/** Enough of a file's start for file-type to recognise it. */
const HEAD_BYTES = 4100;
const TEXT_FIELDS_MAX = 10;

const FORM_ERROR_MESSAGE = 'Некорректные данные формы';
const TOO_MANY_FIELDS_MESSAGE = 'Слишком много полей в форме';

const refuse = (message: string) => new ApiError('validation', { errors: [message] });

export type FileKind = { kind: 'image' } | { kind: 'document'; type: DocumentType };

/** What the bytes are, never what the name or the declared type says; null: not accepted. */
export async function sniffChatFile(data: Buffer): Promise<FileKind | null> {
  if (await isAcceptedPicture(data)) return { kind: 'image' };
  const document = await sniffDocument(data);
  return document ? { kind: 'document', type: document } : null;
}

/** The size limit of the file's kind, as a refusal. */
async function tooBig(head: Buffer): Promise<ApiError> {
  const kind = await sniffChatFile(head);
  if (kind?.kind === 'document') return refuse(CHAT_MESSAGES.documentTooBig);
  if (kind?.kind === 'image') return refuse(CHAT_MESSAGES.imageTooBig);
  return refuse(CHAT_MESSAGES.fileType);
}

/**
 * The form's text fields by name (the last of repeated ones wins) and its `files` in the order
 * sent; files under other names are read and dropped. Each file is cut at the larger limit while it
 * arrives, so an oversized upload is never held whole; every parser complaint is a 400 in Russian.
 */
export async function readChatMessageForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: ReceivedFile[] }> {
  const fields = new Map<string, unknown>();
  const files: ReceivedFile[] = [];
  const limits = { fileSize: FILE_READ_LIMIT, files: CHAT_LIMITS.attachmentsMax, fields: TEXT_FIELDS_MAX, parts: TEXT_FIELDS_MAX + CHAT_LIMITS.attachmentsMax };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (part.file.truncated) throw await tooBig(data.subarray(0, HEAD_BYTES));
      if (part.fieldname === CHAT_MESSAGE_FIELDS.files) files.push({ filename: part.filename, data });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(formErrorMessage(error));
  }
  // The same text rule as JSON bodies (plugins/text-input.ts), which never see a form.
  const textFields = Object.fromEntries(fields);
  refuseControlCharacters(textFields);
  return { fields: textFields, files };
}

function formErrorMessage(error: unknown): string {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return CHAT_MESSAGES.tooManyFiles;
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return TOO_MANY_FIELDS_MESSAGE;
    default:
      return FORM_ERROR_MESSAGE;
  }
}

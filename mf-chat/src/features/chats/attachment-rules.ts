// What may go with a message (PNG, JPG, JPEG, WEBP pictures and PDF, DOC documents; CHAT_LIMITS sizes and count), checked before
// anything is sent, with the kit's file rules; the API checks the bytes again.
import { CHAT_LIMITS, CHAT_MESSAGES } from '@povar/shared-kit/contracts';
import { DOCUMENT_FILE_EXTENSIONS, documentRule, fileProblem, IMAGE_EXTENSIONS, imageRule, type FileRule } from '@povar/shared-kit/forms';

export const CHAT_IMAGE_RULE = imageRule('Изображение', CHAT_LIMITS.imageMaxMb);
export const CHAT_DOCUMENT_RULE = documentRule('Документ', CHAT_LIMITS.documentMaxMb);
/** For the picker: pictures and documents. */
export const CHAT_ACCEPT = `${CHAT_IMAGE_RULE.accept},${CHAT_DOCUMENT_RULE.accept}`;

export type AttachmentKind = 'image' | 'document';

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

export function attachmentKindOf(file: File): AttachmentKind | null {
  const extension = extensionOf(file.name);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((DOCUMENT_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return null;
}

const RULES: Record<AttachmentKind, FileRule> = { image: CHAT_IMAGE_RULE, document: CHAT_DOCUMENT_RULE };
const TOO_BIG: Record<AttachmentKind, string> = { image: CHAT_MESSAGES.imageTooBig, document: CHAT_MESSAGES.documentTooBig };

/** What is wrong with one file, in the chat's words, or null. */
export function attachmentProblem(file: File): string | null {
  const kind = attachmentKindOf(file);
  if (!kind) return CHAT_MESSAGES.fileType;
  const rule = RULES[kind];
  if (!fileProblem(file, rule)) return null;
  return file.size > rule.maxMegabytes * 1024 * 1024 ? TOO_BIG[kind] : CHAT_MESSAGES.fileType;
}

/**
 * Adds the chosen (or pasted) files to those already attached: the ones that fit are kept, the
 * first problem is told; no more than CHAT_LIMITS.attachmentsMax in all.
 */
export function addAttachments(current: readonly File[], added: readonly File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of added) {
    const fileIssue = attachmentProblem(file);
    if (fileIssue) {
      problem ??= `${file.name}: ${fileIssue}`;
      continue;
    }
    if (files.length >= CHAT_LIMITS.attachmentsMax) {
      problem ??= CHAT_MESSAGES.tooManyFiles;
      continue;
    }
    files.push(file);
  }
  return { files, problem };
}

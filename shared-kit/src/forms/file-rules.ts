// The file kinds (images: PNG, JPG, JPEG, WEBP; documents: PDF, DOC) and the size
// limits (in megabytes of 1024 × 1024 bytes), checked before anything is sent, in the validation messages' words.
import { validationMessages } from '../validation';

export interface FileRule {
  /** Names the file in messages ('Документ'). */
  label: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxMegabytes: number;
  /** For the file picker's `accept`. */
  accept: string;
  /** Under the picker: what may be chosen. */
  hint: string;
}

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_FILE_EXTENSIONS = ['pdf', 'doc'] as const;
const DOCUMENT_MIME_TYPES = ['application/pdf', 'application/msword'] as const;

export function imageRule(label: string, maxMegabytes: number): FileRule {
  return {
    label,
    extensions: IMAGE_EXTENSIONS,
    mimeTypes: IMAGE_MIME_TYPES,
    maxMegabytes,
    accept: [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)].join(','),
    hint: `PNG, JPG, JPEG или WEBP, до ${maxMegabytes} МБ`,
  };
}

export function documentRule(label: string, maxMegabytes: number): FileRule {
  return {
    label,
    extensions: DOCUMENT_FILE_EXTENSIONS,
    mimeTypes: DOCUMENT_MIME_TYPES,
    maxMegabytes,
    accept: [...DOCUMENT_MIME_TYPES, ...DOCUMENT_FILE_EXTENSIONS.map((extension) => `.${extension}`)].join(','),
    hint: `PDF или DOC, до ${maxMegabytes} МБ`,
  };
}

const APPLICATION_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'] as const;
const APPLICATION_DOCUMENT_MIME_TYPES = [
  ...DOCUMENT_MIME_TYPES,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_MIME_TYPES,
  'image/heic',
  'image/heif',
] as const;

/** Cook application documents: a file (PDF, DOC, DOCX) or a photo of the paper (JPG, PNG, WEBP, HEIC). */
export function applicationDocumentRule(label: string, maxMegabytes: number): FileRule {
  return {
    label,
    extensions: APPLICATION_DOCUMENT_EXTENSIONS,
    mimeTypes: APPLICATION_DOCUMENT_MIME_TYPES,
    maxMegabytes,
    accept: [...APPLICATION_DOCUMENT_MIME_TYPES, ...APPLICATION_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`)].join(','),
    hint: `PDF, DOC, DOCX или фото (JPG, PNG, WEBP, HEIC), до ${maxMegabytes} МБ`,
  };
}

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * What is wrong with the file under the rule, or null. The name's extension decides (browsers
 * leave the type empty for some files); a type the browser did give must agree. The API sniffs
 * the bytes again.
 */
export function fileProblem(file: File, rule: FileRule): string | null {
  const extensionFits = rule.extensions.includes(extensionOf(file.name));
  const typeFits = file.type === '' || rule.mimeTypes.includes(file.type);
  if (!extensionFits || !typeFits) {
    const wantsImages = rule.mimeTypes.every((type) => type.startsWith('image/'));
    return wantsImages && !file.type.startsWith('image/') ? validationMessages.image(rule.label) : validationMessages.mimes(rule.label);
  }
  if (file.size > rule.maxMegabytes * 1024 * 1024) return validationMessages.size(rule.label, rule.maxMegabytes * 1024);
  return null;
}

/** A local address to show a chosen picture before (and without) asking the server; null where there is none. */
export function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

export function releasePreviewUrl(url: string | null | undefined): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

// Uploaded documents (PDF, DOC; cook application documents also DOCX), recognised by their bytes: a renamed picture, archive or
// program is refused whatever its name says. They are stored as sent and only ever served as
// attachments (moderation.routes.ts), so a browser never renders them in the site's origin.
// A PDF that can act (scripts, launch actions, embedded files: pdf-active-content.ts), or a DOC with
// macros or embedded objects, is refused too, as the operator or the chat's other side opens it in a
// program of their own.
import { fileTypeFromBuffer } from 'file-type';
import { findActiveContent } from './pdf-active-content.ts';
import { checkWordXml } from './word-xml.ts';

export interface DocumentType {
  extension: 'pdf' | 'doc' | 'docx';
  mime: string;
}

/** Which kinds a route takes: the chat keeps to PDF and DOC; cook application documents take DOCX too. */
export interface DocumentKinds {
  docx?: boolean;
}

const DOCX_TYPE: DocumentType = { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/**
 * A Word 97-2003 document is an OLE2 compound file (file-type says 'cfb') with a stream named
 * 'WordDocument'; Excel, PowerPoint and installer files are compound files too, without it.
 * The stream's name sits in the compound file's directory in UTF-16LE.
 */
const WORD_STREAM_NAME = Buffer.from('WordDocument\0', 'utf16le');
/**
 * What a Word file can run or carry, by its directory names: VBA macros ('Macros' holding
 * '_VBA_PROJECT') and embedded OLE objects ('ObjectPool': packaged programs, old equation objects).
 */
const ACTIVE_WORD_NAMES = ['Macros', '_VBA_PROJECT', 'ObjectPool'].map((name) => Buffer.from(`${name}\0`, 'utf16le'));

export async function sniffDocument(data: Buffer, kinds: DocumentKinds = {}): Promise<DocumentType | null> {
  // A clean DOCX only: one that can act is no DOCX to a caller that only wants to know the kind.
  if (kinds.docx && checkWordXml(data) === 'docx') return DOCX_TYPE;
  const type = await fileTypeFromBuffer(data);
  if (type?.ext === 'pdf') return { extension: 'pdf', mime: 'application/pdf' };
  if (type?.ext === 'cfb' && data.includes(WORD_STREAM_NAME)) return { extension: 'doc', mime: 'application/msword' };
  return null;
}

/** The refusal of a PDF with active content (no Russian text is given for it: docs/decisions.md, 'Hostile input'). */
export const ACTIVE_DOCUMENT_MESSAGE =
  'Документ содержит скрипты, действия или вложенные файлы и не может быть загружен. Сохраните его заново как обычный PDF (например, через «Печать в PDF»)';

/**
 * A document to keep, or why not: not a PDF or DOC (or DOCX when asked for) at all, or a PDF that cannot be read
 * (broken, no page, encrypted: 'type'), or a PDF, DOC or DOCX that can act ('active-content').
 */
export type DocumentCheck = { type: DocumentType } | { refused: 'type' | 'active-content' };

export async function checkDocument(data: Buffer, kinds: DocumentKinds = {}): Promise<DocumentCheck> {
  if (kinds.docx) {
    const word = checkWordXml(data);
    if (word === 'active-content') return { refused: 'active-content' };
    if (word === 'docx') return { type: DOCX_TYPE };
  }
  const type = await sniffDocument(data);
  if (!type) return { refused: 'type' };
  if (type.extension === 'pdf') {
    const active = await findActiveContent(data);
    if (active === 'unreadable') return { refused: 'type' };
    if (active !== null) return { refused: 'active-content' };
  }
  if (type.extension === 'doc' && ACTIVE_WORD_NAMES.some((name) => data.includes(name))) return { refused: 'active-content' };
  return { type };
}

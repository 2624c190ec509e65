// Uploaded documents (spec 5: PDF, DOC), recognised by their bytes: a renamed picture, archive or
// program is refused whatever its name says. They are stored as sent and only ever served as
// attachments (moderation.routes.ts), so a browser never renders them in the site's origin.
import { fileTypeFromBuffer } from 'file-type';

export interface DocumentType {
  extension: 'pdf' | 'doc';
  mime: string;
}

/**
 * A Word 97-2003 document is an OLE2 compound file (file-type says 'cfb') with a stream named
 * 'WordDocument'; Excel, PowerPoint and installer files are compound files too, without it.
 * The stream's name sits in the compound file's directory in UTF-16LE.
 */
const WORD_STREAM_NAME = Buffer.from('WordDocument\0', 'utf16le');

export async function sniffDocument(data: Buffer): Promise<DocumentType | null> {
  const type = await fileTypeFromBuffer(data);
  if (type?.ext === 'pdf') return { extension: 'pdf', mime: 'application/pdf' };
  if (type?.ext === 'cfb' && data.includes(WORD_STREAM_NAME)) return { extension: 'doc', mime: 'application/msword' };
  return null;
}

// What in a PDF can act rather than be read: scripts, launch and other actions, embedded files, rich media; found by parsing, not by searching the bytes.
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFStream } from 'pdf-lib';

export type ActiveContent = 'javascript' | 'launch' | 'automatic-action' | 'embedded-file' | 'rich-media' | 'xfa' | 'unreadable';

const name = (text: string) => PDFName.of(text);

/** Action types that run something, reach outside the document or send data away. */
const ACTIVE_ACTIONS = new Map<PDFName, ActiveContent>([
  [name('JavaScript'), 'javascript'],
  [name('Launch'), 'launch'],
  [name('ImportData'), 'launch'],
  [name('SubmitForm'), 'launch'],
  [name('GoToE'), 'embedded-file'],
  [name('RichMediaExecute'), 'rich-media'],
]);

/** Keys whose mere presence is the thing refused, wherever they sit. */
const ACTIVE_KEYS = new Map<PDFName, ActiveContent>([
  [name('JS'), 'javascript'],
  [name('JavaScript'), 'javascript'],
  // Actions a viewer runs by itself on opening, closing, printing, page or field events.
  [name('AA'), 'automatic-action'],
  [name('EmbeddedFiles'), 'embedded-file'],
  [name('EmbeddedFile'), 'embedded-file'],
  // A file specification's embedded file stream.
  [name('EF'), 'embedded-file'],
  [name('RichMedia'), 'rich-media'],
  [name('RichMediaContent'), 'rich-media'],
  [name('RichMediaSettings'), 'rich-media'],
  // XML forms (XFA) carry their own scripts.
  [name('XFA'), 'xfa'],
]);

const ACTIVE_TYPES = new Map<PDFName, ActiveContent>([
  [name('EmbeddedFile'), 'embedded-file'],
  [name('FileAttachment'), 'embedded-file'],
  [name('RichMedia'), 'rich-media'],
  [name('Movie'), 'rich-media'],
  [name('Sound'), 'rich-media'],
  [name('Screen'), 'rich-media'],
  [name('3D'), 'rich-media'],
]);

function activeInDict(dict: PDFDict): ActiveContent | null {
  for (const [key, value] of dict.entries()) {
    const byKey = ACTIVE_KEYS.get(key);
    if (byKey) return byKey;
    // /S is an action's type; /Type and /Subtype say what an object or annotation is.
    if (key === name('S') && value instanceof PDFName) {
      const action = ACTIVE_ACTIONS.get(value);
      if (action) return action;
    }
    if ((key === name('Type') || key === name('Subtype')) && value instanceof PDFName) {
      const type = ACTIVE_TYPES.get(value);
      if (type) return type;
    }
  }
  return null;
}

/** Walks one object and the direct objects inside it; indirect ones are visited on their own. */
function activeIn(object: PDFObject, depth = 0): ActiveContent | null {
  if (depth > 64) return null;
  const dict = object instanceof PDFDict ? object : object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : undefined;
  if (dict) {
    const found = activeInDict(dict);
    if (found) return found;
    for (const [, value] of dict.entries()) {
      const inner = activeIn(value, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  if (object instanceof PDFArray) {
    for (const value of object.asArray()) {
      const inner = activeIn(value, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/** Whether the document has a page to show; a missing or broken page tree is none. */
function hasPages(document: PDFDocument): boolean {
  try {
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * The first active thing found in the PDF, or null for a document that only shows text and
 * pictures. Every object the file holds is checked (pdf-lib reads the file front to back and
 * opens object streams), so one left out of the catalog's tree is still seen. A file that
 * cannot be checked is 'unreadable' and refused too: one pdf-lib cannot read, one without a
 * page (the PDF magic in front of anything else), and an encrypted one, whose object streams
 * pdf-lib cannot open, so a script inside them would go unseen.
 */
export async function findActiveContent(data: Uint8Array): Promise<ActiveContent | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted || !hasPages(document)) return 'unreadable';
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = activeIn(object);
    if (found) return found;
  }
  return null;
}

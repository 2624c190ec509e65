// A Word 2007+ document (DOCX) is a zip of XML parts. We look at its structure, not its text:
// it must be a Word document (its content types name the main document part, and that part is
// in the archive), and it must carry nothing that runs or reaches out when the operator opens
// it: VBA macros (a .docm, vbaProject.bin), ActiveX controls, embedded OLE objects or packages,
// or a relationship to an outside address other than a plain hyperlink (a remote template or
// frame is how a harmless-looking DOCX fetches the payload).
import { unzipSync, type UnzipFileInfo } from 'fflate';

/** The main part's content type of an ordinary document; templates and macro-enabled kinds differ. */
const DOCUMENT_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Parts we read (content types, relationships) are small XML; anything bigger here is not Word's. */
const MAX_READ_PART_BYTES = 1024 * 1024;
/** Real documents hold tens of parts; thousands is an archive posing as one. */
const MAX_PARTS = 2000;

const ACTIVE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)(activeX|embeddings)\/|\.(bin|exe|dll|js|vbs|ps1|bat|cmd|scr|hta|jar)$/i;
const HYPERLINK_RELATIONSHIP = /\/relationships\/hyperlink$/;

export type WordXmlCheck = 'docx' | 'active-content' | null;

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** 'docx' for a clean document, 'active-content' for one that can act, null for anything else (not a zip, not Word, broken). */
export function checkWordXml(data: Buffer): WordXmlCheck {
  if (!isZip(data)) return null;
  const names: string[] = [];
  let tooBig = false;
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(new Uint8Array(data.buffer, data.byteOffset, data.length), {
      filter: (file: UnzipFileInfo) => {
        names.push(file.name);
        const wanted = file.name === '[Content_Types].xml' || file.name.endsWith('.rels');
        if (wanted && file.originalSize > MAX_READ_PART_BYTES) tooBig = true;
        return wanted && !tooBig && names.length <= MAX_PARTS;
      },
    });
  } catch {
    return null;
  }
  if (tooBig || names.length > MAX_PARTS) return null;
  const text = (name: string) => (parts[name] ? Buffer.from(parts[name]).toString('utf8') : '');

  const contentTypes = text('[Content_Types].xml');
  if (/macroEnabled/i.test(contentTypes) || names.some((name) => ACTIVE_PART.test(name))) return 'active-content';
  let mainPart: string | undefined;
  for (const override of contentTypes.matchAll(/<Override\b[^>]*>/g)) {
    const partName = /PartName="\/([^"]+)"/.exec(override[0])?.[1];
    if (partName && /ContentType="([^"]+)"/.exec(override[0])?.[1] === DOCUMENT_MAIN_TYPE) mainPart = partName;
  }
  if (!mainPart || !names.includes(mainPart)) return null;

  for (const name of names.filter((entry) => entry.endsWith('.rels'))) {
    for (const relationship of text(name).matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = relationship[0];
      if (!/TargetMode="External"/i.test(tag)) continue;
      const type = /Type="([^"]+)"/.exec(tag)?.[1] ?? '';
      if (!HYPERLINK_RELATIONSHIP.test(type)) return 'active-content';
    }
  }
  return 'docx';
}

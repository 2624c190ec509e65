// PDFs made with pdf-lib for the upload tests: a clean one, and ones that can act.
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';

async function page(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText('Medical certificate', { x: 20, y: 100, size: 14, font });
  return document;
}

// pdf-lib packs objects into compressed object streams by default, as many producers do.
const saved = async (document: PDFDocument, useObjectStreams = true) => Buffer.from(await document.save({ useObjectStreams }));

/** Text, a font, a page: what a scanned or printed certificate holds. */
export const cleanPdf = async () => saved(await page());

/** A script the viewer runs as the document opens. */
export async function openActionJavaScriptPdf(): Promise<Buffer> {
  const document = await page();
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFHexString.fromText('app.alert("hi")') }));
  return saved(document);
}

/** A file carried inside the PDF (the catalog's EmbeddedFiles name tree). */
export async function embeddedFilePdf(): Promise<Buffer> {
  const document = await page();
  await document.attach(Buffer.from('@echo off\r\n'), 'run.bat', { mimeType: 'application/x-bat', description: 'script' });
  return saved(document);
}

/** A link on the page that starts a program. */
export async function launchActionPdf(): Promise<Buffer> {
  const document = await page();
  const [first] = document.getPages();
  const link = document.context.register(
    document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 300, 200], Border: [0, 0, 0], A: { S: 'Launch', F: PDFString.of('cmd.exe') } }),
  );
  first!.node.set(PDFName.of('Annots'), document.context.obj([link]));
  return saved(document);
}

/** The same script, its names spelled with #-escapes and kept out of object streams. */
export async function escapedJavaScriptPdf(): Promise<Buffer> {
  const clean = (await saved(await page(), false)).toString('latin1');
  const script = '<< /S /JavaScr#69pt /J#53 (app.alert(1)) >>';
  return Buffer.from(clean.replace('/Type /Catalog', `/Type /Catalog /OpenAction ${script}`), 'latin1');
}

// PDFs that can act are found by parsing them: scripts, launch actions, automatic actions, embedded files;
// PDFs that cannot be checked and Word files with macros or embedded objects are refused too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { checkDocument } from './documents.ts';
import { findActiveContent } from './pdf-active-content.ts';
import { DOC, PDF } from '../test/files.ts';
import { activePdfs, activeWordDocuments, unreadablePdfs } from '../test/bad-uploads.ts';
import { cleanPdf, embeddedFilePdf, escapedJavaScriptPdf, launchActionPdf, openActionJavaScriptPdf } from './pdf-test-support.ts';

test('a clean PDF has nothing active and is accepted as a PDF', async () => {
  const pdf = await cleanPdf();
  assert.equal(await findActiveContent(pdf), null);
  assert.deepEqual(await checkDocument(pdf), { type: { extension: 'pdf', mime: 'application/pdf' } });
});

test('an OpenAction script, an embedded file and a Launch link are found, inside object streams too', async () => {
  assert.equal(await findActiveContent(await openActionJavaScriptPdf()), 'javascript');
  assert.equal(await findActiveContent(await embeddedFilePdf()), 'embedded-file');
  assert.equal(await findActiveContent(await launchActionPdf()), 'launch');
  for (const pdf of [await openActionJavaScriptPdf(), await embeddedFilePdf(), await launchActionPdf()]) {
    assert.deepEqual(await checkDocument(pdf), { refused: 'active-content' });
  }
});

test('names spelled with #-escapes are read as names, not matched as bytes', async () => {
  const pdf = await escapedJavaScriptPdf();
  assert.ok(!pdf.includes('/JavaScript') && !pdf.includes('/JS '), 'the bytes never spell the names out');
  assert.equal(await findActiveContent(pdf), 'javascript');
});

test('a page action run on opening the page (/AA) is refused; a plain link to a page is not', async () => {
  const withPageAction = await PDFDocument.load(await cleanPdf());
  withPageAction.getPages()[0]!.node.set(PDFName.of('AA'), withPageAction.context.obj({ O: { S: 'JavaScript', JS: PDFHexString.fromText('1') } }));
  assert.equal(await findActiveContent(await withPageAction.save()), 'automatic-action');

  const withGoTo = await PDFDocument.load(await cleanPdf());
  const [first] = withGoTo.getPages();
  withGoTo.catalog.set(PDFName.of('OpenAction'), withGoTo.context.obj([first!.ref, PDFName.of('Fit')]));
  assert.equal(await findActiveContent(await withGoTo.save()), null);
});

test('a PDF that cannot be checked (broken, cut, with no page, encrypted) is refused as no readable PDF, not as active content', async () => {
  const unreadable = await unreadablePdfs();
  assert.ok(unreadable.length >= 7);
  for (const { filename, data } of unreadable) {
    assert.equal(await findActiveContent(data), 'unreadable', filename);
    assert.deepEqual(await checkDocument(data), { refused: 'type' }, filename);
  }
  // The smallest PDF with a page is fine.
  assert.deepEqual(await checkDocument(PDF), { type: { extension: 'pdf', mime: 'application/pdf' } });
});

test('every active PDF of the corpus is refused, and a Word file with macros or an embedded object too', async () => {
  for (const { filename, data } of [...(await activePdfs()), ...activeWordDocuments()]) {
    assert.deepEqual(await checkDocument(data), { refused: 'active-content' }, filename);
  }
  assert.deepEqual(await checkDocument(DOC), { type: { extension: 'doc', mime: 'application/msword' } });
});

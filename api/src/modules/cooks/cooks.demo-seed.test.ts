// The demo cooks' gallery: most show their kitchen, certificates vary, a few are PDFs that exist and are well-formed, served under /api/files; seeding again adds nothing.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { buildApiServer } from '../../app.ts';
import { createLocalFileStorage } from '../../files/local-storage.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { cookGallery, cooks } from '../../db/schema.ts';
import { DEMO_CERTIFICATE_PDF_HREF, demoCertificatePdf, writeDemoDocuments } from '../../demo-world/demo-documents.ts';
import { seedDemoGallery } from './cooks.demo-seed.ts';

let filesDir = '';
before(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-documents-test-'));
  await writeDemoDocuments(createLocalFileStorage(filesDir));
});
after(() => rm(filesDir, { recursive: true, force: true }));

test("the certificate PDF is well-formed: header, every cross-reference offset at its object, startxref at 'xref', %%EOF", () => {
  const pdf = demoCertificatePdf().toString('latin1');
  assert.ok(pdf.startsWith('%PDF-1.4\n'));
  assert.ok(pdf.endsWith('%%EOF\n'));
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  assert.equal(pdf.slice(startxref, startxref + 5), 'xref\n');
  const entries = pdf.slice(startxref).split('\n').slice(3, 8);
  assert.equal(entries.length, 5);
  entries.forEach((entry, index) => {
    assert.match(entry, /^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    assert.equal(pdf.slice(offset, offset + `${index + 1} 0 obj`.length), `${index + 1} 0 obj`);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
  assert.equal(Number(stream?.[1]), stream?.[2]?.length);
});

describeOnEachDatabase('demo gallery seed', (suite) => {
  test('most demo cooks have 2-4 kitchen photos; certificates go from none to three, a few cooks have a PDF', async () => {
    const rows = await suite.database.orm.select({ cookId: cookGallery.cookId, kind: cookGallery.kind, extension: cookGallery.extension }).from(cookGallery);
    const demoCooks = await suite.database.orm.select({ id: cooks.id }).from(cooks);
    const per = (cookId: number, kind: string) => rows.filter((row) => row.cookId === cookId && row.kind === kind).length;
    const kitchens = demoCooks.map((cook) => per(cook.id, 'kitchen'));
    const certificates = demoCooks.map((cook) => per(cook.id, 'certificate'));
    assert.ok(kitchens.filter((n) => n >= 2 && n <= 4).length > demoCooks.length * 0.7, 'most cooks show their kitchen');
    assert.ok(kitchens.every((n) => n <= 4));
    assert.ok(certificates.some((n) => n === 0) && certificates.some((n) => n >= 3));
    const pdfCooks = new Set(rows.filter((row) => row.extension === 'pdf').map((row) => row.cookId));
    assert.ok(pdfCooks.size >= 3 && pdfCooks.size < demoCooks.length / 4, String(pdfCooks.size));
  });

  test('seeding again adds nothing', async () => {
    const total = async () => (await suite.database.orm.select({ rows: count() }).from(cookGallery))[0]?.rows;
    const before = await total();
    await seedDemoGallery(suite.database.orm);
    assert.equal(await total(), before);
  });

  test('the PDF is served under /api/files as application/pdf', async (t) => {
    const app = await buildApiServer({ db: suite.database, filesDir });
    t.after(() => app.close());
    const [row] = await suite.database.orm.select({ href: cookGallery.href }).from(cookGallery).where(eq(cookGallery.extension, 'pdf')).limit(1);
    assert.equal(row?.href, DEMO_CERTIFICATE_PDF_HREF);
    const res = await app.inject({ method: 'GET', url: DEMO_CERTIFICATE_PDF_HREF });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.deepEqual(res.rawPayload, await readFile(path.join(filesDir, 'demo', 'certificate-course.pdf')));
  });
});

// Document and kitchen-photo uploads (/api/profiles/document|kitchen/upload|remove, the
// accepted file types, the bad-file corpus): recognised by their bytes, photos re-encoded without EXIF, kept private, removed by their owner only.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import { ACTIVE_DOCUMENT_MESSAGE } from '../../files/documents.ts';
import { cleanPdf, embeddedFilePdf, launchActionPdf, openActionJavaScriptPdf } from '../../files/pdf-test-support.ts';
import { assertCleanPicture } from '../../test/bad-uploads.ts';
import {
  activeWordXmlDocuments,
  bearer,
  buildWithFiles,
  compoundFile,
  DOC,
  docx,
  DOCX,
  gif,
  HEIC,
  jpegWithExif,
  multipart,
  notWordXml,
  PDF,
  png,
  pngBomb,
  signInAs,
  uploadTo,
  webp,
} from '../../test/files.ts';

const MB = 1024 * 1024;
const listFiles = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describeOnEachDatabase('uploads: documents', (suite) => {
  test('a PDF and a DOC are accepted by their bytes, kept outside the public files, and their owner downloads them as attachments', async (t) => {
    const { app, filesDir, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);

    const pdf = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'Паспорт скан.PDF', contentType: 'application/pdf', data: PDF });
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.equal(pdf.headers['cache-control'], 'no-store');
    const document = pdf.json().data;
    assert.deepEqual(document, { id: document.id, name: 'Паспорт скан.pdf', extension: 'pdf', href: `/api/moderation/files/${document.id}` });

    // A Word 97-2003 file sent as a photo by a confused phone: the bytes decide.
    const doc = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'санкнижка.jpg', contentType: 'image/jpeg', data: DOC });
    assert.equal(doc.statusCode, 200, doc.body);
    assert.equal(doc.json().data.extension, 'doc');
    assert.equal(doc.json().data.name, 'санкнижка.doc');

    // Nothing under the served directory; both files in the private one.
    assert.deepEqual(await listFiles(filesDir), []);
    assert.equal((await listFiles(privateDir)).length, 2);

    const download = await app.inject({ method: 'GET', url: document.href, headers: bearer(owner.accessToken) });
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="[^"]*\.pdf"; filename\*=UTF-8''%D0%9F/);
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(download.headers['cache-control'], 'no-store');
    assert.deepEqual(download.rawPayload, PDF);

    // Without the token the address gives nothing away.
    assert.equal((await app.inject({ method: 'GET', url: document.href })).statusCode, 401);
  });

  test('a DOCX is accepted by its structure and kept as sent; photos of paper (JPEG, PNG, WEBP, HEIC) are re-encoded to a clean JPEG', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const docx = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'санкнижка.pdf', contentType: 'application/pdf', data: DOCX });
    assert.equal(docx.statusCode, 200, docx.body);
    assert.equal(docx.json().data.name, 'санкнижка.docx');
    assert.equal(docx.json().data.extension, 'docx');
    const saved = await app.inject({ method: 'GET', url: docx.json().data.href, headers: bearer(owner.accessToken) });
    assert.equal(saved.headers['content-type'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    assert.match(String(saved.headers['content-disposition']), /^attachment;/);
    assert.deepEqual(saved.rawPayload, DOCX);

    const photos: [name: string, data: Buffer, width: number][] = [
      ['паспорт.jpg', await jpegWithExif(400, 300), 300],
      ['справка.png', await png(64, 48), 64],
      ['диплом.webp', await webp(64, 64), 64],
      ['IMG_0001.HEIC', HEIC, 40],
      // A picture glued in front of a PDF is a picture: only its pixels are kept.
      ['polyglot.pdf', Buffer.concat([await png(64, 48), PDF]), 64],
    ];
    for (const [filename, data, width] of photos) {
      const res = await uploadTo(app, 'document/upload', owner.accessToken, { filename, contentType: 'application/octet-stream', data });
      assert.equal(res.statusCode, 200, `${filename}: ${res.body}`);
      const document = res.json().data;
      assert.equal(document.extension, 'jpg', filename);
      assert.equal(document.name, `${filename.replace(/\.[^.]+$/, '')}.jpg`);
      const download = await app.inject({ method: 'GET', url: document.href, headers: bearer(owner.accessToken) });
      assert.equal(download.headers['content-type'], 'image/jpeg', filename);
      assert.match(String(download.headers['content-disposition']), /^attachment;/);
      await assertCleanPicture(download.rawPayload, filename);
      assert.equal((await sharp(download.rawPayload).metadata()).width, width, `${filename}: EXIF rotation applied, never enlarged`);
    }
  });

  test('a DOCX that can act (macros, ActiveX, embedded objects, outside template or object) is refused; a zip that is not Word is not a document', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    for (const sample of activeWordXmlDocuments()) {
      const res = await uploadTo(app, 'document/upload', owner.accessToken, sample);
      assert.equal(res.statusCode, 400, sample.filename);
      assert.deepEqual(res.json().errors, [ACTIVE_DOCUMENT_MESSAGE], sample.filename);
    }
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)]);
    for (const sample of [...notWordXml(), { filename: 'broken.heic', contentType: 'image/heic', data: fakeHeic }]) {
      const res = await uploadTo(app, 'document/upload', owner.accessToken, sample);
      assert.equal(res.statusCode, 400, sample.filename);
      assert.deepEqual(res.json().errors, ['Поле Документ должно иметь допустимый тип файла'], sample.filename);
    }
    // A link to a web page is an ordinary thing in a document.
    const linked = await uploadTo(app, 'document/upload', owner.accessToken, {
      filename: 'ссылка.docx',
      data: docx({
        documentRelationships:
          '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://povar.example/" TargetMode="External"/>',
      }),
    });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.deepEqual((await listFiles(privateDir)).length, 1);
  });

  test('anything but a document or a photo is refused whatever its name says, and nothing is stored', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const refused: [string, Buffer][] = [
      ['table.doc', compoundFile('Workbook')],
      ['slides.doc', compoundFile('PowerPoint Document')],
      ['contract.docx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)])],
      ['page.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['image.pdf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])],
      ['notes.pdf', Buffer.from('просто текст, не документ')],
      ['anim.doc', await gif()],
      ['bomb.jpg', pngBomb()],
    ];
    for (const [filename, data] of refused) {
      const res = await uploadTo(app, 'document/upload', owner.accessToken, { filename, contentType: 'application/pdf', data });
      assert.equal(res.statusCode, 400, filename);
      assert.deepEqual(res.json().errors, ['Поле Документ должно иметь допустимый тип файла'], filename);
    }
    assert.deepEqual(await listFiles(privateDir), []);
  });

  test('limits: 20 MB, one file, the file required; a JSON body and a guest are refused', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);

    const large = Buffer.concat([PDF, Buffer.alloc(20 * MB)]);
    const tooLarge = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'big.pdf', data: large });
    assert.equal(tooLarge.statusCode, 400);
    assert.deepEqual(tooLarge.json().errors, ['Поле Документ должно быть меньше, чем 20480KB']);

    const two = multipart({}, [
      { field: 'file', filename: 'a.pdf', data: PDF },
      { field: 'file', filename: 'b.pdf', data: PDF },
    ]);
    const twoFiles = await app.inject({
      method: 'POST',
      url: '/api/profiles/document/upload',
      headers: { ...two.headers, ...bearer(owner.accessToken) },
      payload: two.payload,
    });
    assert.equal(twoFiles.statusCode, 400);
    assert.deepEqual(twoFiles.json().errors, ['Можно приложить только один файл']);

    const empty = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'empty.pdf', data: Buffer.alloc(0) });
    assert.deepEqual(empty.json().errors, ['Поле Документ обязательно для заполнения']);
    const otherField = await uploadTo(app, 'document/upload', owner.accessToken, { field: 'document', filename: 'a.pdf', data: PDF });
    assert.deepEqual(otherField.json().errors, ['Поле Документ обязательно для заполнения']);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/profiles/document/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(owner.accessToken) },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off here',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().success, false);

    const json = await app.inject({
      method: 'POST',
      url: '/api/profiles/document/upload',
      headers: bearer(owner.accessToken),
      payload: { file: PDF.toString('base64') },
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json().errors, ['Некорректные данные формы']);

    const guest = multipart({}, [{ field: 'file', filename: 'a.pdf', data: PDF }]);
    assert.equal((await app.inject({ method: 'POST', url: '/api/profiles/document/upload', headers: guest.headers, payload: guest.payload })).statusCode, 401);
  });

  test('a PDF that can act (an opening script, an embedded file, a Launch link) is refused and nothing is kept; a clean one is accepted', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    for (const [filename, make] of [
      ['script.pdf', openActionJavaScriptPdf],
      ['attachment.pdf', embeddedFilePdf],
      ['launch.pdf', launchActionPdf],
    ] as const) {
      const res = await uploadTo(app, 'document/upload', owner.accessToken, { filename, contentType: 'application/pdf', data: await make() });
      assert.equal(res.statusCode, 400, `${filename}: ${res.body}`);
      assert.deepEqual(res.json().errors, [ACTIVE_DOCUMENT_MESSAGE], filename);
      assert.equal(res.json().error, 'validation');
    }
    assert.deepEqual(await listFiles(privateDir), []);
    const clean = await uploadTo(app, 'document/upload', owner.accessToken, {
      filename: 'справка.pdf',
      contentType: 'application/pdf',
      data: await cleanPdf(),
    });
    assert.equal(clean.statusCode, 200, clean.body);
    assert.equal((await listFiles(privateDir)).length, 1);
  });

  test('a path in the file name is only ever a name: the file lands under a random name in the private directory', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const res = await uploadTo(app, 'document/upload', owner.accessToken, { filename: '../../../etc/\u202Epasswd.pdf', data: PDF });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.name, 'passwd.pdf');
    const [stored] = await listFiles(privateDir);
    assert.match(path.relative(privateDir, stored ?? ''), /^documents\/[0-9a-f-]{36}\.pdf$/);
  });

  test('without a files directory the upload answers 503 and stores nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const owner = await signInAs(app, suite);
    const res = await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'a.pdf', data: PDF });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().error, 'unavailable');
  });
});

describeOnEachDatabase('uploads: kitchen photos', (suite) => {
  test('re-encoded as jpeg and webp: turned upright by EXIF, with no EXIF or GPS left, and private', async (t) => {
    const { app, filesDir, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const original = await jpegWithExif(400, 300);
    const sample = await sharp(original).metadata();
    assert.ok(sample.exif && original.includes(Buffer.from('Secret Model')), 'the sample carries EXIF');
    assert.equal(sample.orientation, 6);

    const res = await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: original });
    assert.equal(res.statusCode, 200, res.body);
    const { id, image } = res.json().data;
    const href = `/api/moderation/files/${id}`;
    assert.deepEqual(image, { webp: `${href}?format=webp`, jpg: href, src: href, original: href, size: { width: 300, height: 400 } });
    assert.deepEqual(await listFiles(filesDir), []);
    assert.equal((await listFiles(privateDir)).length, 2);

    for (const [url, type, format] of [
      [image.jpg, 'image/jpeg', 'jpeg'],
      [image.webp, 'image/webp', 'webp'],
    ] as const) {
      const file = await app.inject({ method: 'GET', url, headers: bearer(owner.accessToken) });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], type);
      const metadata = await sharp(file.rawPayload).metadata();
      assert.equal(metadata.format, format);
      assert.equal(metadata.exif, undefined, `${format} has no EXIF`);
      assert.equal(metadata.orientation, undefined);
      assert.deepEqual([metadata.width, metadata.height], [300, 400]);
      assert.ok(!file.rawPayload.includes(Buffer.from('Secret Model')));
    }
  });

  test('large photos are brought to 1536 px; PNG and WEBP are accepted, anything else refused', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const large = await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename: 'wide.png', data: await png(3000, 2000) });
    assert.equal(large.statusCode, 200, large.body);
    assert.deepEqual(large.json().data.image.size, { width: 1536, height: 1024 });
    assert.equal((await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename: 'k.webp', data: await webp() })).statusCode, 200);

    const stored = (await listFiles(privateDir)).length;
    const jpeg = await jpegWithExif();
    const refused: [string, Buffer][] = [
      ['kitchen.jpg', PDF],
      ['kitchen.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['kitchen.jpg', Buffer.from('<html><img src=x onerror=alert(1)></html>')],
      ['kitchen.gif', await gif()],
      ['kitchen.jpg', jpeg.subarray(0, 120)],
      ['kitchen.jpg', DOC],
      ['bomb.png', pngBomb()],
    ];
    for (const [filename, data] of refused) {
      const res = await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename, contentType: 'image/jpeg', data });
      assert.equal(res.statusCode, 400, filename);
      assert.deepEqual(res.json().errors, ['Поле Фотография кухни должно быть изображением'], filename);
    }
    const tooLarge = await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename: 'big.jpg', data: Buffer.concat([jpeg, Buffer.alloc(10 * MB)]) });
    assert.deepEqual(tooLarge.json().errors, ['Поле Фотография кухни должно быть меньше, чем 10240KB']);
    assert.equal((await listFiles(privateDir)).length, stored);
  });
});

describeOnEachDatabase('uploads: remove', (suite) => {
  test('only the owner removes, and only the kind named; someone else gets 404 and the file stays', async (t) => {
    const { app, privateDir } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const stranger = await signInAs(app, suite);
    const documentId = (await uploadTo(app, 'document/upload', owner.accessToken, { filename: 'a.pdf', data: PDF })).json().data.id as number;
    const photoId = (await uploadTo(app, 'kitchen/upload', owner.accessToken, { filename: 'k.png', data: await png() })).json().data.id as number;
    const remove = (route: string, accessToken: string, fileId: unknown) =>
      app.inject({ method: 'POST', url: `/api/profiles/${route}`, headers: bearer(accessToken), payload: { fileId } });

    const foreign = await remove('document/remove', stranger.accessToken, documentId);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json().errors, ['Файл не найден']);
    assert.equal((await app.inject({ method: 'GET', url: `/api/moderation/files/${documentId}`, headers: bearer(stranger.accessToken) })).statusCode, 404);
    assert.equal((await remove('document/remove', owner.accessToken, photoId)).statusCode, 404);
    assert.equal((await remove('kitchen/remove', owner.accessToken, documentId)).statusCode, 404);
    assert.equal((await listFiles(privateDir)).length, 3);

    // Forms send ids as strings; both are fine.
    const removed = await remove('document/remove', owner.accessToken, String(documentId));
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json().data, { removed: true });
    assert.equal((await remove('kitchen/remove', owner.accessToken, photoId)).statusCode, 200);
    assert.deepEqual(await listFiles(privateDir), []);
    assert.equal((await app.inject({ method: 'GET', url: `/api/moderation/files/${documentId}`, headers: bearer(owner.accessToken) })).statusCode, 404);
    assert.equal((await remove('document/remove', owner.accessToken, documentId)).statusCode, 404);

    for (const fileId of ['abc', -1, 0, 1.5, null, 2 ** 31]) {
      const res = await remove('document/remove', owner.accessToken, fileId);
      assert.equal(res.statusCode, 400, JSON.stringify(fileId));
      assert.deepEqual(res.json().errors, ['Поле fileId некорректно']);
    }
    assert.equal((await app.inject({ method: 'POST', url: '/api/profiles/document/remove', payload: { fileId: documentId } })).statusCode, 401);
  });

  test('an id that was never uploaded is 404', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const owner = await signInAs(app, suite);
    const res = await app.inject({
      method: 'POST',
      url: '/api/profiles/kitchen/remove',
      headers: bearer(owner.accessToken),
      payload: { fileId: 2_000_000_000 },
    });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'not_found');
  });
});

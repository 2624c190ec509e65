// The shared bad-file corpus on every upload route but the dish pictures (cabinet/dish-images.test.ts runs the same corpus):
// the avatar, kitchen photos, cook application documents, review photos and chat files each get the
// shared bad-file corpus (test/bad-uploads.ts). Every bad file is refused in the envelope with the
// route's Russian text, never a 5xx, and leaves nothing in the storage or the database; real
// pictures with something hidden come out re-encoded with no EXIF, GPS or hidden bytes, under a
// name of the server's own; documents are only ever served as attachments with nosniff.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  AVATAR_LABEL,
  CHAT_MESSAGES,
  DOCUMENT_LABEL,
  KITCHEN_PHOTO_LABEL,
  REVIEW_LABELS,
  type ChatAttachment,
  type ChatMessage,
} from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';
import { chatAttachments, chatMessages, cooks, orders, reviews, uploadedFiles, users } from './db/schema.ts';
import { ACTIVE_DOCUMENT_MESSAGE } from './files/documents.ts';
import { cleanPdf } from './files/pdf-test-support.ts';
import { insertCookAccount } from './test/cooks.ts';
import { createChatParties, openWithCook, sendMessage } from './test/chat.ts';
import {
  activeWordXmlDocuments,
  bearer,
  buildWithFiles,
  DOC,
  DOCX,
  HEIC,
  multipart,
  notWordXml,
  PDF,
  png,
  signInAs,
  uploadTo,
  type ServerWithFiles,
} from './test/files.ts';
import {
  activePdfs,
  activeWordDocuments,
  assertCleanPicture,
  documentsNamedAsPictures,
  neitherPictureNorDocument,
  oversize,
  picturesToReencode,
  unreadablePdfs,
  type UploadSample,
} from './test/bad-uploads.ts';
import { describeOnEachDatabase, type ApiSuite } from './test/helpers.ts';

type Send = (sample: UploadSample) => Promise<LightMyRequestResponse>;

/** Each file under the directory, relative to it. */
const listFiles = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();

const storedFiles = async ({ filesDir, privateDir }: ServerWithFiles) => [
  ...(await listFiles(filesDir)).map((file) => path.join(filesDir, file)),
  ...(await listFiles(privateDir)).map((file) => path.join(privateDir, file)),
];

/** Sends each sample and expects a 400 envelope with the route's text for it; answers how many were sent. */
async function expectRefused(send: Send, samples: UploadSample[], message: string | ((sample: UploadSample) => string)): Promise<number> {
  for (const sample of samples) {
    const res = await send(sample);
    const expected = typeof message === 'string' ? message : message(sample);
    assert.ok(res.statusCode < 500, `${sample.filename}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    assert.equal(res.statusCode, 400, `${sample.filename}: ${res.body.slice(0, 300)}`);
    const body = res.json();
    assert.equal(body.success, false, sample.filename);
    assert.equal(body.error, 'validation', sample.filename);
    assert.deepEqual(body.errors, [expected], sample.filename);
  }
  return samples.length;
}

/** A stored picture: a name the server made, and clean inside. */
async function assertStoredPicture(file: string): Promise<void> {
  assert.match(path.basename(file), /^[0-9a-f-]{36}(-\d+)?\.(jpg|webp)$/, `${file}: a random name of the server's own`);
  await assertCleanPicture(await readFile(file), file);
}

/** Sends each picture, expects `ok` status, then checks every picture stored so far. */
async function expectReencoded(server: ServerWithFiles, send: Send, samples: UploadSample[], ok: number, before?: () => Promise<void>): Promise<number> {
  for (const sample of samples) {
    await before?.();
    const res = await send(sample);
    assert.equal(res.statusCode, ok, `${sample.filename}: ${res.body.slice(0, 300)}`);
    const files = await storedFiles(server);
    assert.ok(files.length > 0, `${sample.filename}: stored`);
    for (const file of files) await assertStoredPicture(file);
  }
  return samples.length;
}

/** A document answer that a browser saves and never renders in the site's origin. */
function assertServedAsAttachment(res: LightMyRequestResponse, mime: string): void {
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.equal(res.headers['content-type'], mime);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]+$/);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
}

/** A name shown to people keeps no path, control character or direction mark. */
function assertCleanName(name: string): void {
  assert.doesNotMatch(name, /[\\/\u0000-\u001f\u202a-\u202e\u2066-\u2069]/, name);
  assert.ok(name.length <= 255, `${name.length} characters`);
}

/** Rows of a table that belong to this test: other tests of the suite and the demo seed share the database. */
const countWhere = async (suite: ApiSuite, table: typeof reviews | typeof chatMessages | typeof uploadedFiles, where: SQL) =>
  (await suite.database.orm.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** Documents with hostile names: still documents, kept under a random name and named cleanly. */
const hostileNamedDocuments = async (): Promise<UploadSample[]> => [
  { filename: '../../../etc/passwd.pdf', contentType: 'application/pdf', data: PDF },
  { filename: '..\\..\\Windows\\system.ini.doc', contentType: 'application/msword', data: DOC },
  { filename: 'скан\u0000.php.pdf', contentType: 'text/html', data: await cleanPdf() },
  { filename: '\u202Efdp.exe', contentType: 'application/x-msdownload', data: PDF },
  { filename: `${'д'.repeat(400)}.pdf`, contentType: 'application/pdf', data: PDF },
];

describeOnEachDatabase('the bad-file corpus on every upload route', (suite) => {
  const orm = () => suite.database.orm;

  test('avatar (POST /api/profiles/change-data): bad files refused with the avatar texts, nothing changed; pictures re-encoded clean', async (t) => {
    const server = await buildWithFiles(t, suite);
    const person = await signInAs(server.app, suite);
    const send: Send = ({ filename, contentType, data }) => {
      const body = multipart({ name: 'Новое имя' }, [{ field: 'avatar', filename, contentType, data }]);
      return server.app.inject({
        method: 'POST',
        url: '/api/profiles/change-data',
        headers: { ...body.headers, ...bearer(person.accessToken) },
        payload: body.payload,
      });
    };
    const [before] = await orm().select().from(users).where(eq(users.id, person.id));

    let refused = await expectRefused(
      send,
      [...(await neitherPictureNorDocument()), ...(await documentsNamedAsPictures())],
      validationMessages.image(AVATAR_LABEL),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'big.png', contentType: 'image/png', data: oversize(await png(), 10) }],
      validationMessages.size(AVATAR_LABEL, 10240),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }],
      validationMessages.required(AVATAR_LABEL),
    );
    const [after] = await orm().select().from(users).where(eq(users.id, person.id));
    assert.deepEqual(after, before, 'not even the name changed');
    assert.deepEqual(await storedFiles(server), [], 'nothing was written');

    const reencoded = await expectReencoded(server, send, await picturesToReencode(), 200);
    const [changed] = await orm().select().from(users).where(eq(users.id, person.id));
    assert.equal(changed?.name, 'Новое имя');
    assert.equal((await storedFiles(server)).length, 2, 'each new avatar replaced the one before');
    t.diagnostic(`avatar: ${refused} refused, ${reencoded} re-encoded clean, ${refused + reencoded} in all`);
    assert.ok(refused + reencoded >= 40);
  });

  test('kitchen photo (POST /api/profiles/kitchen/upload): bad files refused, nothing stored; pictures re-encoded clean and private', async (t) => {
    const server = await buildWithFiles(t, suite);
    const owner = await signInAs(server.app, suite);
    const send: Send = (sample) => uploadTo(server.app, 'kitchen/upload', owner.accessToken, sample);

    let refused = await expectRefused(
      send,
      [...(await neitherPictureNorDocument()), ...(await documentsNamedAsPictures())],
      validationMessages.image(KITCHEN_PHOTO_LABEL),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'big.png', contentType: 'image/png', data: oversize(await png(), 10) }],
      validationMessages.size(KITCHEN_PHOTO_LABEL, 10240),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }],
      validationMessages.required(KITCHEN_PHOTO_LABEL),
    );
    assert.equal(await countWhere(suite, uploadedFiles, eq(uploadedFiles.ownerId, owner.id)), 0);
    assert.deepEqual(await storedFiles(server), [], 'nothing was written');

    const samples = await picturesToReencode();
    const reencoded = await expectReencoded(server, send, samples, 200);
    assert.deepEqual(await listFiles(server.filesDir), [], 'nothing public');
    assert.equal((await listFiles(server.privateDir)).length, samples.length * 2, 'a jpeg and a webp each');
    t.diagnostic(`kitchen photo: ${refused} refused, ${reencoded} re-encoded clean, ${refused + reencoded} in all`);
    assert.ok(refused + reencoded >= 40);
  });

  test('review photos (POST /api/cooks/:id/reviews): bad files refused, no review written; pictures re-encoded clean', async (t) => {
    const server = await buildWithFiles(t, suite);
    const customer = await signInAs(server.app, suite);
    const [cook] = await orm()
      .insert(cooks)
      .values({
        name: 'Повар Корпуса',
        address: 'ул. Республики, 1',
        mainCityId: 956,
        lat: 57.15,
        lon: 65.53,
        isActive: true,
        userId: await insertCookAccount(orm()),
      })
      .returning({ id: cooks.id });
    assert.ok(cook);
    const completedOrder = async () => {
      const at = new Date();
      await orm().insert(orders).values({ customerId: customer.id, cookId: cook.id, status: 'completed', total: 150_000, createdAt: at, completedAt: at });
    };
    const send: Send = ({ filename, contentType, data }) => {
      const body = multipart({ rating: '5', reviewText: 'Вкусно' }, [{ field: 'images', filename, contentType, data }]);
      return server.app.inject({
        method: 'POST',
        url: `/api/cooks/${cook.id}/reviews`,
        headers: { ...body.headers, ...bearer(customer.accessToken) },
        payload: body.payload,
      });
    };
    await completedOrder();

    let refused = await expectRefused(
      send,
      [...(await neitherPictureNorDocument()), ...(await documentsNamedAsPictures())],
      validationMessages.image(REVIEW_LABELS.images),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'big.png', contentType: 'image/png', data: oversize(await png(), 10) }],
      validationMessages.size(REVIEW_LABELS.images, 10240),
    );
    assert.equal(await countWhere(suite, reviews, eq(reviews.cookId, cook.id)), 0, 'no review was written');
    assert.deepEqual(await storedFiles(server), [], 'nothing was written');

    // Each review takes one completed order; the first is already there.
    let ordersLeft = 1;
    const reencoded = await expectReencoded(server, send, await picturesToReencode(), 200, async () => {
      if (ordersLeft-- > 0) return;
      await completedOrder();
    });
    assert.equal(await countWhere(suite, reviews, eq(reviews.cookId, cook.id)), reencoded);
    t.diagnostic(`review photos: ${refused} refused, ${reencoded} re-encoded clean, ${refused + reencoded} in all`);
    assert.ok(refused + reencoded >= 40);
  });

  test('cook application document (POST /api/profiles/document/upload): non-documents, broken and active PDFs, DOCs and DOCXs refused; documents served as attachments with nosniff; photos of paper re-encoded clean', async (t) => {
    const server = await buildWithFiles(t, suite);
    const owner = await signInAs(server.app, suite);
    const send: Send = (sample) => uploadTo(server.app, 'document/upload', owner.accessToken, sample);
    const notADocument = validationMessages.mimes(DOCUMENT_LABEL);

    let refused = await expectRefused(send, await neitherPictureNorDocument(), notADocument);
    refused += await expectRefused(send, [...(await unreadablePdfs()), ...notWordXml()], notADocument);
    refused += await expectRefused(send, [...(await activePdfs()), ...activeWordDocuments(), ...activeWordXmlDocuments()], ACTIVE_DOCUMENT_MESSAGE);
    refused += await expectRefused(
      send,
      [{ filename: 'big.pdf', contentType: 'application/pdf', data: oversize(PDF, 20) }],
      validationMessages.size(DOCUMENT_LABEL, 20480),
    );
    refused += await expectRefused(
      send,
      [{ filename: 'empty.pdf', contentType: 'application/pdf', data: Buffer.alloc(0) }],
      validationMessages.required(DOCUMENT_LABEL),
    );
    assert.equal(await countWhere(suite, uploadedFiles, eq(uploadedFiles.ownerId, owner.id)), 0);
    assert.deepEqual(await storedFiles(server), [], 'nothing was written');

    const MIME_OF: Record<string, string> = {
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      jpg: 'image/jpeg',
    };
    const accepted = [
      ...(await documentsNamedAsPictures()),
      ...(await hostileNamedDocuments()),
      { filename: 'word.pdf', contentType: 'application/pdf', data: DOCX },
    ];
    for (const sample of accepted) {
      const res = await send(sample);
      assert.equal(res.statusCode, 200, `${sample.filename}: ${res.body}`);
      const document = res.json().data as { name: string; extension: string; href: string };
      assert.notEqual(document.extension, 'jpg', `${sample.filename} is a document`);
      assertCleanName(document.name);
      assert.ok(document.name.endsWith(`.${document.extension}`), document.name);
      const download = await server.app.inject({ method: 'GET', url: document.href, headers: bearer(owner.accessToken) });
      assertServedAsAttachment(download, MIME_OF[document.extension]!);
      assert.deepEqual(download.rawPayload, sample.data, 'kept as sent');
    }
    const photos = [...(await picturesToReencode()), { filename: 'IMG_0042.HEIC', contentType: 'image/heic', data: HEIC }];
    for (const sample of photos) {
      const res = await send(sample);
      assert.equal(res.statusCode, 200, `${sample.filename}: ${res.body}`);
      const document = res.json().data as { name: string; extension: string; href: string };
      assert.equal(document.extension, 'jpg', sample.filename);
      assertCleanName(document.name);
      const download = await server.app.inject({ method: 'GET', url: document.href, headers: bearer(owner.accessToken) });
      assertServedAsAttachment(download, 'image/jpeg');
      await assertCleanPicture(download.rawPayload, sample.filename);
    }
    assert.deepEqual(await listFiles(server.filesDir), [], 'nothing public');
    for (const file of await listFiles(server.privateDir)) assert.match(file, /^documents\/[0-9a-f-]{36}\.(pdf|doc|docx|jpg)$/);
    t.diagnostic(
      `cook application document: ${refused} refused, ${accepted.length} documents kept as sent, ${photos.length} photos re-encoded, ${refused + accepted.length + photos.length} in all`,
    );
    assert.ok(refused >= 40);
  });

  test('chat files (POST /api/chat/message): bad files refused, no message saved; pictures re-encoded clean; documents served as attachments with nosniff', async (t) => {
    const server = await buildWithFiles(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(server.app, parties.customer, parties.cookId);
    const send: Send = (sample) => sendMessage(server.app, parties.customer, { chatUserId: parties.cookUser.id, text: '' }, [sample]);

    let refused = await expectRefused(send, await neitherPictureNorDocument(), CHAT_MESSAGES.fileType);
    refused += await expectRefused(send, await unreadablePdfs(), CHAT_MESSAGES.fileType);
    refused += await expectRefused(send, [...(await activePdfs()), ...activeWordDocuments()], ACTIVE_DOCUMENT_MESSAGE);
    refused += await expectRefused(send, [{ filename: 'big.png', contentType: 'image/png', data: oversize(await png(), 10) }], CHAT_MESSAGES.imageTooBig);
    refused += await expectRefused(send, [{ filename: 'big.pdf', contentType: 'application/pdf', data: oversize(PDF, 10) }], CHAT_MESSAGES.documentTooBig);
    const sent = eq(chatMessages.senderId, parties.customer.id);
    assert.equal(await countWhere(suite, chatMessages, sent), 0, 'no message was saved');
    const attachments = await orm()
      .select({ id: chatAttachments.id })
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, orm().select({ id: chatMessages.id }).from(chatMessages).where(sent)));
    assert.deepEqual(attachments, []);
    assert.deepEqual(await storedFiles(server), [], 'nothing was written');

    const reencoded = await expectReencoded(server, send, await picturesToReencode(), 201);

    const documents = [...(await documentsNamedAsPictures()), ...(await hostileNamedDocuments())];
    for (const sample of documents) {
      const res = await send(sample);
      assert.equal(res.statusCode, 201, `${sample.filename}: ${res.body}`);
      const [attachment] = (res.json().data as ChatMessage).attachments as ChatAttachment[];
      if (attachment?.kind !== 'document') throw new assert.AssertionError({ message: `${sample.filename}: a document, not ${attachment?.kind}` });
      assertCleanName(attachment.name);
      for (const user of [parties.customer, parties.cookUser]) {
        const download: LightMyRequestResponse = await server.app.inject({ method: 'GET', url: attachment.href, headers: bearer(user.accessToken) });
        assertServedAsAttachment(download, attachment.extension === 'pdf' ? 'application/pdf' : 'application/msword');
        assert.deepEqual(download.rawPayload, sample.data, 'kept as sent');
      }
    }
    assert.deepEqual(await listFiles(server.filesDir), [], 'nothing public');
    for (const file of await listFiles(server.privateDir)) assert.match(file, /^chat\/[0-9a-f-]{36}\.(jpg|webp|pdf|doc)$/);
    t.diagnostic(
      `chat files: ${refused} refused, ${reencoded} re-encoded clean, ${documents.length} accepted as documents and served as attachments, ${refused + reencoded + documents.length} in all`,
    );
    assert.ok(refused + reencoded >= 40);
  });
});

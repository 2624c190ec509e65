// Files on chat messages: recognised by their bytes (whatever the name says), pictures re-encoded
// without metadata, documents kept as sent, limits with their own messages, and every file served
// only to the two sides of its conversation, as an attachment or a sandboxed picture.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { CHAT_MESSAGES, type ChatAttachment, type ChatMessage } from '@povar/shared-kit/contracts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { ACTIVE_DOCUMENT_MESSAGE } from '../../files/documents.ts';
import { launchActionPdf, openActionJavaScriptPdf } from '../../files/pdf-test-support.ts';
import { DOC, gif, jpegWithExif, PDF, png, pngBomb, webp } from '../../test/files.ts';
import { bearer, buildChatServer, createChatParties, loadChat, openWithCook, sendMessage, type TestUser } from '../../test/chat.ts';

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
const MB = 1024 * 1024;

describeOnEachDatabase('chat files', (suite) => {
  const orm = () => suite.database.orm;

  const attachmentsOf = (message: ChatMessage) => message.attachments;
  const download = (app: Awaited<ReturnType<typeof buildChatServer>>, user: TestUser, href: string) =>
    app.inject({ method: 'GET', url: href, headers: bearer(user.accessToken) });

  test('pictures are re-encoded without EXIF or GPS; a PDF named .jpg is a document named .pdf; DOC too', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);

    const sent = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: '' }, [
      { filename: 'кухня.jpg', contentType: 'image/jpeg', data: await jpegWithExif(400, 300) },
      { filename: 'скан.jpg', contentType: 'image/jpeg', data: PDF },
      { filename: 'договор.doc', contentType: 'application/msword', data: DOC },
      { filename: 'прозрачный.png', data: await png() },
      { filename: 'фото.webp', data: await webp() },
    ]);
    assert.equal(sent.statusCode, 201, sent.body);
    const [photo, scan, contract, transparent, fromWebp] = attachmentsOf(sent.json().data as ChatMessage) as ChatAttachment[];
    assert.equal(photo?.kind, 'image');
    assert.deepEqual(scan && scan.kind === 'document' && [scan.name, scan.extension, scan.size], ['скан.pdf', 'pdf', PDF.length]);
    assert.deepEqual(contract && contract.kind === 'document' && [contract.name, contract.extension], ['договор.doc', 'doc']);
    assert.deepEqual([transparent?.kind, fromWebp?.kind], ['image', 'image']);

    if (photo?.kind !== 'image') return assert.fail('a picture');
    // EXIF orientation 6 turned into pixels: 300 × 400 now.
    assert.deepEqual(photo.image.size, { width: 300, height: 400 });
    for (const [href, format] of [
      [photo.image.jpg, 'jpeg'],
      [photo.image.webp, 'webp'],
    ] as const) {
      // Either side may read it.
      for (const user of [parties.customer, parties.cookUser]) {
        const res = await download(app, user, href);
        assert.equal(res.statusCode, 200, `${href}: ${res.body.slice(0, 200)}`);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.match(String(res.headers['content-disposition']), /^inline/);
        assert.equal(res.headers['cache-control'], 'no-store');
        const metadata = await sharp(res.rawPayload).metadata();
        assert.equal(metadata.format, format);
        assert.equal(metadata.exif, undefined, 'no EXIF (no GPS, no camera)');
        assert.equal(metadata.orientation, undefined);
        assert.deepEqual([metadata.width, metadata.height], [300, 400]);
      }
    }

    if (scan?.kind !== 'document') return assert.fail('a document');
    const file = await download(app, parties.cookUser, scan.href);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(String(file.headers['content-disposition']), /^attachment; filename="____\.pdf"; filename\*=UTF-8''%D1%81%D0%BA%D0%B0%D0%BD\.pdf$/);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.match(String(file.headers['content-security-policy']), /sandbox/);
    assert.deepEqual(file.rawPayload, PDF);

    // The same files as the peer loads the conversation.
    const loaded = (await loadChat(app, parties.cookUser, `chatUserId=${parties.customer.id}`)).json().data;
    assert.deepEqual(loaded.messages[0].attachments, attachmentsOf(sent.json().data));
    assert.equal(loaded.messages[0].mine, false);
  });

  test('HTML named .png, SVG, GIF, a text file and a broken picture are refused, and nothing is saved', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const cases = [
      { filename: 'картинка.png', contentType: 'image/png', data: HTML },
      { filename: 'logo.svg', contentType: 'image/svg+xml', data: SVG },
      { filename: 'anim.gif', data: await gif() },
      { filename: 'notes.txt', data: Buffer.from('просто текст') },
      { filename: 'broken.png', data: (await png()).subarray(0, 40) },
      { filename: 'bomb.png', data: pngBomb() },
    ];
    for (const file of cases) {
      const res = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Смотрите' }, [
        { filename: 'ok.png', data: await png() },
        file,
      ]);
      assert.equal(res.statusCode, 400, `${file.filename}: ${res.body}`);
      assert.deepEqual(res.json().errors, [CHAT_MESSAGES.fileType], file.filename);
    }
    for (const pdf of [await openActionJavaScriptPdf(), await launchActionPdf()]) {
      const res = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Договор' }, [{ filename: 'договор.pdf', data: pdf }]);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().errors, [ACTIVE_DOCUMENT_MESSAGE]);
    }
    const conversation = (await loadChat(app, parties.customer, `chatUserId=${parties.cookUser.id}`)).json().data;
    assert.deepEqual(conversation.messages, []);
  });

  test('limits: five files at most, pictures and documents up to their megabytes, each with its own message', async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    const picture = await png();

    const six = await sendMessage(
      app,
      parties.customer,
      { chatUserId: parties.cookUser.id },
      Array.from({ length: 6 }, (_, index) => ({ filename: `${index}.png`, data: picture })),
    );
    assert.equal(six.statusCode, 400);
    assert.deepEqual(six.json().errors, [CHAT_MESSAGES.tooManyFiles]);
    const five = await sendMessage(
      app,
      parties.customer,
      { chatUserId: parties.cookUser.id },
      Array.from({ length: 5 }, (_, index) => ({ filename: `${index}.png`, data: picture })),
    );
    assert.equal(five.statusCode, 201, five.body);
    assert.equal(five.json().data.attachments.length, 5);
    assert.equal(five.json().data.text, '');

    const bigPicture = Buffer.concat([picture, Buffer.alloc(10 * MB)]);
    const tooBigPicture = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id }, [{ filename: 'big.png', data: bigPicture }]);
    assert.equal(tooBigPicture.statusCode, 400);
    assert.deepEqual(tooBigPicture.json().errors, [CHAT_MESSAGES.imageTooBig]);
    const bigDocument = Buffer.concat([PDF, Buffer.alloc(10 * MB)]);
    const tooBigDocument = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id }, [{ filename: 'big.pdf', data: bigDocument }]);
    assert.equal(tooBigDocument.statusCode, 400);
    assert.deepEqual(tooBigDocument.json().errors, [CHAT_MESSAGES.documentTooBig]);
  });

  test("a file is served only to the two sides of its conversation: another conversation's people get 404", async (t) => {
    const app = await buildChatServer(t, suite);
    const parties = await createChatParties(orm());
    await openWithCook(app, parties.customer, parties.cookId);
    // The stranger has a conversation of their own with the same cook.
    await openWithCook(app, parties.stranger, parties.cookId);
    const sent = await sendMessage(app, parties.customer, { chatUserId: parties.cookUser.id, text: 'Договор' }, [
      { filename: 'договор.pdf', data: PDF },
      { filename: 'фото.png', data: await png() },
    ]);
    assert.equal(sent.statusCode, 201, sent.body);
    const [document, photo] = sent.json().data.attachments as ChatAttachment[];
    assert.ok(document?.kind === 'document' && photo?.kind === 'image');

    for (const href of [document.href, photo.image.jpg, photo.image.webp]) {
      const res = await download(app, parties.stranger, href);
      assert.equal(res.statusCode, 404, href);
      assert.equal(res.json().success, false);
      assert.equal((await app.inject({ method: 'GET', url: href })).statusCode, 401);
      assert.equal((await download(app, parties.cookUser, href)).statusCode, 200);
    }
    assert.equal((await download(app, parties.customer, '/api/chat/files/2000000000')).statusCode, 404);
    assert.equal((await download(app, parties.customer, '/api/chat/files/abc')).statusCode, 400);
  });
});

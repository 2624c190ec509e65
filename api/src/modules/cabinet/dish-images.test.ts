// Dish picture uploads (POST /api/profiles/dishes/images; spec 5 image types, spec 9 widths, S7):
// pictures are recognised by their bytes and re-encoded to webp and jpeg at the spec widths with
// no EXIF or GPS; a corpus of bad files (wrong magic, polyglots, SVG and HTML as pictures, pixel
// bombs, oversize, hostile names) is refused or comes out clean; unused uploads go after a day.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DISH_MESSAGES, dishImageUploadResponseSchema } from '@povar/shared-kit/contracts';
import { dishImages } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../auth/auth.test-support.ts';
import { buildWithFiles, compoundFile, DOC, gif, jpegWithExif, PDF, png, pngBomb, signInAs, webp } from '../moderation/moderation.test-support.ts';
import { cookWithCard, createDish, formOptions, samplePhoto, uploadPicture, validForm } from './cabinet.test-support.ts';

const MB = 1024 * 1024;
const listFiles = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A PNG carrying a text chunk (as a polyglot would hide a script in it). */
async function pngWithText(text: string): Promise<Buffer> {
  const image = await png(64, 64);
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), image.subarray(iend)]);
}

/** A JPEG with a comment segment right after SOI. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const image = await samplePhoto(64, 64);
  const payload = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';

describeOnEachDatabase('cabinet: dish pictures', (suite) => {
  const orm = () => suite.database.orm;

  test('a photo is re-encoded to webp and jpeg at each spec width up to its own, upright, with no EXIF or GPS, and served publicly', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    // 1500 × 2000 once EXIF orientation 6 turns it upright.
    const original = await jpegWithExif(2000, 1500);
    assert.ok(original.includes(Buffer.from('Secret Model')), 'the sample carries EXIF');

    const res = await uploadPicture(app, cook.accessToken, original, 'IMG_0001.JPG');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { id, image } = dishImageUploadResponseSchema.parse(res.json()).data;
    assert.ok(id > 0);
    assert.deepEqual(
      image.sources?.map((source) => source.width),
      [320, 640, 768, 1024, 1280, 1500],
      'every spec width under the picture’s own, then its own',
    );
    assert.deepEqual(image.size, { width: 1500, height: 2000 });
    assert.equal(image.src, image.jpg);
    assert.equal(image.jpg, image.sources?.at(-1)?.jpg);

    const stored = await listFiles(filesDir);
    assert.equal(stored.length, 12);
    for (const file of stored) assert.match(file, /^dishes\/[0-9a-f-]{36}\/\d{3,4}\.(jpg|webp)$/);

    for (const source of image.sources ?? []) {
      for (const [href, type, format] of [
        [source.jpg, 'image/jpeg', 'jpeg'],
        [source.webp, 'image/webp', 'webp'],
      ] as const) {
        const file = await app.inject({ method: 'GET', url: href });
        assert.equal(file.statusCode, 200, href);
        assert.equal(file.headers['content-type'], type);
        const metadata = await sharp(file.rawPayload).metadata();
        assert.equal(metadata.format, format);
        assert.equal(metadata.exif, undefined, `${href} has no EXIF`);
        assert.equal(metadata.orientation, undefined);
        assert.equal(metadata.width, source.width);
        assert.ok(metadata.height! > metadata.width!, 'upright: taller than wide');
        assert.ok(!file.rawPayload.includes(Buffer.from('Secret Model')));
        assert.ok(!file.rawPayload.includes(Buffer.from('TestPhone')));
      }
    }

    // Small PNG (transparent) and WEBP pictures are fine too; one rendition at their own width.
    const small = await uploadPicture(app, cook.accessToken, await png(200, 150), 'dish.png', 'image/png');
    assert.equal(small.statusCode, 200, small.body);
    assert.deepEqual(dishImageUploadResponseSchema.parse(small.json()).data.image.sources?.map((source) => source.width), [200]);
    assert.equal((await uploadPicture(app, cook.accessToken, await webp(700, 500), 'dish.webp', 'image/webp')).statusCode, 200);
  });

  test('S7: a corpus of 48 bad files is refused with the spec 5 texts, and nothing is stored', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const jpeg = await samplePhoto(200, 150);
    const pngImage = await png(64, 48);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const notPictures: [string, Buffer, string?][] = [
      ['document.jpg', PDF],
      ['scan.png', Buffer.concat([PDF, jpeg])],
      ['vector.png', Buffer.from(svg)],
      ['vector.svg', Buffer.from(svg), 'image/svg+xml'],
      ['xml.jpg', Buffer.from(`<?xml version="1.0"?>${svg}`)],
      ['svg-bom.webp', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(svg)])],
      ['page.jpg', Buffer.from('<!doctype html><html><img src=x onerror=alert(1)></html>'), 'text/html'],
      ['page.png', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
      ['html-then-png.png', Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>'), pngImage])],
      ['anim.gif', await gif()],
      ['anim.jpg', await gif()],
      ['cut.jpg', jpeg.subarray(0, 120)],
      ['cut.png', pngImage.subarray(0, Math.floor(pngImage.length / 2))],
      ['magic-only.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)])],
      ['magic-only.png', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000, 0x42)])],
      ['riff.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(500, 7)])],
      ['word.jpg', DOC],
      ['sheet.png', compoundFile('Workbook')],
      ['archive.jpg', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300)])],
      ['program.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])],
      ['linux.png', Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(300)])],
      ['notes.jpg', Buffer.from('просто текст, не картинка')],
      ['noise.jpg', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256))],
      ['bitmap.jpg', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer()],
      ['photo.tiff', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).tiff().toBuffer(), 'image/tiff'],
      ['bmp.jpg', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
      ['icon.png', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), Buffer.alloc(100)])],
      ['heic.jpg', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(100)])],
      ['video.jpg', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(100)])],
      ['layers.png', Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(100)])],
      ['data.jpg', Buffer.from('{"image": "data:image/png;base64,AAAA"}')],
      ['script.jpg', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['shell.png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['code.webp', Buffer.from('alert(1)//')],
      ['music.jpg', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(100)])],
      ['packed.jpg', Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(100)])],
      ['seven.jpg', Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(100)])],
      ['rar.png', Buffer.concat([Buffer.from('Rar!\x1a\x07\x00'), Buffer.alloc(100)])],
      ['table.jpg', Buffer.from('name;price\nborscht;350\n')],
      // Pixel bombs: the header promises more pixels than any photo, the body is tiny.
      ['bomb.png', pngBomb()],
      ['bomb-100mp.png', pngBomb(10_000, 10_000)],
      ['bomb-wide.png', pngBomb(200_000, 400)],
      // Not a dish photo: a strip far wider (or taller) than any picture the pages show.
      ['strip.png', await png(2000, 10)],
      ['tower.jpg', await samplePhoto(10, 3000)],
    ];
    for (const [filename, data, contentType] of notPictures) {
      const res = await uploadPicture(app, cook.accessToken, data, filename, contentType ?? 'image/jpeg');
      assert.equal(res.statusCode, 400, `${filename}: ${res.body}`);
      assert.deepEqual(res.json().errors, ['Поле «Фотографии» должно быть изображением'], filename);
      assert.equal(DISH_MESSAGES.imageNotPicture, 'Поле «Фотографии» должно быть изображением');
    }

    // Oversize (the limit is 10 MB, spec 9's n × 1024 × 1024), empty, two files, the wrong field, not multipart.
    const tooLarge = await uploadPicture(app, cook.accessToken, Buffer.concat([jpeg, Buffer.alloc(10 * MB)]), 'huge.jpg');
    assert.equal(tooLarge.statusCode, 400);
    assert.deepEqual(tooLarge.json().errors, ['Поле «Фотографии» должно быть меньше, чем 10240KB']);
    const empty = await uploadPicture(app, cook.accessToken, Buffer.alloc(0), 'empty.jpg');
    assert.deepEqual(empty.json().errors, ['Поле «Фотографии» обязательно для заполнения']);
    const otherField = await uploadPicture(app, cook.accessToken, jpeg, 'a.jpg', 'image/jpeg', 'picture');
    assert.equal(otherField.statusCode, 400);
    assert.deepEqual(otherField.json().errors, ['Поле «Фотографии» обязательно для заполнения']);
    const json = await app.inject({
      method: 'POST',
      url: '/api/profiles/dishes/images',
      headers: { authorization: `Bearer ${cook.accessToken}` },
      payload: { file: jpeg.toString('base64') },
    });
    assert.equal(json.statusCode, 400);

    assert.ok(notPictures.length + 4 >= 48, `${notPictures.length + 4} bad files`);
    assert.deepEqual(await listFiles(filesDir), [], 'nothing was written');
    assert.equal((await orm().select().from(dishImages).where(eq(dishImages.cookId, cook.cookId))).length, 0);
  });

  test('S7: polyglots that are real pictures come out clean; a path in the name is only a name', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const polyglots: [string, Buffer][] = [
      ['png-then-html.png', Buffer.concat([await png(64, 64), Buffer.from(`<html>${SCRIPT}</html>`)])],
      ['png-text-chunk.png', await pngWithText(SCRIPT)],
      ['jpeg-comment.jpg', await jpegWithComment(SCRIPT)],
      ['jpeg-then-zip.jpg', Buffer.concat([await samplePhoto(64, 64), Buffer.from('PK\x03\x04'), Buffer.from(SCRIPT), Buffer.alloc(64)])],
      ['../../../etc/passwd.jpg', await samplePhoto(64, 64)],
      ['..\\..\\Windows\\system32\\evil.jpg', await samplePhoto(64, 64)],
      ['%2e%2e%2fshadow.jpg', await samplePhoto(64, 64)],
      ['\u202Egpj.exe', await samplePhoto(64, 64)],
      ['/absolute/path/dish.jpg', await samplePhoto(64, 64)],
    ];
    for (const [filename, data] of polyglots) {
      const res = await uploadPicture(app, cook.accessToken, data, filename);
      assert.equal(res.statusCode, 200, `${filename}: ${res.body}`);
    }
    const stored = await listFiles(filesDir);
    assert.equal(stored.length, polyglots.length * 2, 'one rendition (64 px) in two formats each');
    for (const file of stored) {
      assert.match(file, /^dishes\/[0-9a-f-]{36}\/64\.(jpg|webp)$/, 'a random name under dishes/, whatever the file was called');
      const bytes = await readFile(path.join(filesDir, file));
      assert.ok(!bytes.includes(Buffer.from('<script')), `${file} carries no script`);
      assert.ok(!bytes.includes(Buffer.from('PK\x03\x04')), `${file} carries no archive`);
      assert.equal((await sharp(bytes).metadata()).comments, undefined);
    }
  });

  test('uploads need a cook; without a files directory they answer 503; unused uploads are swept after a day, used ones stay', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const photo = await samplePhoto(64, 64);
    const customer = await signInAs(app, suite);
    assert.equal((await uploadPicture(app, customer.accessToken, photo)).statusCode, 404);

    const options = await formOptions(app, cook);
    const used = dishImageUploadResponseSchema.parse((await uploadPicture(app, cook.accessToken, photo)).json()).data.id;
    const unused = dishImageUploadResponseSchema.parse((await uploadPicture(app, cook.accessToken, photo)).json()).data.id;
    await createDish(app, cook, validForm(options.categories[0]!.id, [used]));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await orm().update(dishImages).set({ createdAt: twoDaysAgo });
    assert.equal((await listFiles(filesDir)).length, 4);

    const fresh = await uploadPicture(app, cook.accessToken, photo);
    assert.equal(fresh.statusCode, 200, fresh.body);
    const left = (await orm().select({ id: dishImages.id }).from(dishImages).where(eq(dishImages.cookId, cook.cookId))).map((row) => row.id).sort();
    assert.ok(left.includes(used) && !left.includes(unused), 'the used picture stays, the unused one is gone');
    assert.equal((await listFiles(filesDir)).length, 4, "the unused picture's files are gone, the new one's are there");

    const bare = await suite.build(t, { auth: TEST_AUTH });
    const bareCook = await cookWithCard(bare, suite);
    const unavailable = await uploadPicture(bare, bareCook.accessToken, photo);
    assert.equal(unavailable.statusCode, 503);
    assert.equal(unavailable.json().error, 'unavailable');
  });
});

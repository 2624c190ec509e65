// Dish picture uploads (POST /api/profiles/dishes/images; PNG, JPG, WEBP image types):
// pictures are recognised by their bytes and re-encoded to webp and jpeg at the screen widths (320…1536) with
// no EXIF or GPS; a corpus of bad files (wrong magic, polyglots, SVG and HTML as pictures, pixel
// bombs, oversize, hostile names) is refused or comes out clean; unused uploads go after a day.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DISH_MESSAGES, dishImageUploadResponseSchema } from '@povar/shared-kit/contracts';
import { dishImages } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { TEST_AUTH } from '../../test/auth.ts';
import {
  assertCleanPicture,
  documentsNamedAsPictures,
  neitherPictureNorDocument,
  oversize,
  picturesToReencode,
  type UploadSample,
} from '../../test/bad-uploads.ts';
import { buildWithFiles, jpegWithExif, png, signInAs, webp } from '../../test/files.ts';
import { cookWithCard, createDish, formOptions, samplePhoto, uploadPicture, validForm } from '../../test/cabinet.ts';

const listFiles = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();

describeOnEachDatabase('cabinet: dish pictures', (suite) => {
  const orm = () => suite.database.orm;

  test('a photo is re-encoded to webp and jpeg at each screen width up to its own, upright, with no EXIF or GPS, and served publicly', async (t) => {
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
    assert.deepEqual(
      dishImageUploadResponseSchema.parse(small.json()).data.image.sources?.map((source) => source.width),
      [200],
    );
    assert.equal((await uploadPicture(app, cook.accessToken, await webp(700, 500), 'dish.webp', 'image/webp')).statusCode, 200);
  });

  test('the shared corpus of bad files is refused with the Russian texts, and nothing is stored', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const jpeg = await samplePhoto(200, 150);
    const notPictures: UploadSample[] = [
      ...(await neitherPictureNorDocument()),
      ...(await documentsNamedAsPictures()),
      // Not a dish photo: a strip far wider (or taller) than any picture the pages show.
      { filename: 'strip.png', contentType: 'image/png', data: await png(2000, 10) },
      { filename: 'tower.jpg', contentType: 'image/jpeg', data: await samplePhoto(10, 3000) },
    ];
    for (const { filename, data, contentType } of notPictures) {
      const res = await uploadPicture(app, cook.accessToken, data, filename, contentType);
      assert.equal(res.statusCode, 400, `${filename}: ${res.body}`);
      assert.deepEqual(res.json().errors, ['Поле «Фотографии» должно быть изображением'], filename);
    }
    assert.equal(DISH_MESSAGES.imageNotPicture, 'Поле «Фотографии» должно быть изображением');

    // Oversize (the limit is 10 MB), empty, two files, the wrong field, not multipart.
    const tooLarge = await uploadPicture(app, cook.accessToken, oversize(jpeg, 10), 'huge.jpg');
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

    t.diagnostic(`dish pictures: ${notPictures.length + 4} bad files refused`);
    assert.ok(notPictures.length + 4 >= 40, `${notPictures.length + 4} bad files`);
    assert.deepEqual(await listFiles(filesDir), [], 'nothing was written');
    assert.equal((await orm().select().from(dishImages).where(eq(dishImages.cookId, cook.cookId))).length, 0);
  });

  test('real pictures with something hidden (GPS, scripts, archives) or a hostile name come out clean under a random name', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await cookWithCard(app, suite);
    const pictures = await picturesToReencode();
    for (const { filename, data, contentType } of pictures) {
      const res = await uploadPicture(app, cook.accessToken, data, filename, contentType);
      assert.equal(res.statusCode, 200, `${filename}: ${res.body}`);
    }
    const stored = await listFiles(filesDir);
    assert.equal(new Set(stored.map((file) => path.dirname(file))).size, pictures.length, 'a directory of renditions per picture');
    for (const file of stored) {
      assert.match(file, /^dishes\/[0-9a-f-]{36}\/\d{2,4}\.(jpg|webp)$/, 'a random name under dishes/, whatever the file was called');
      await assertCleanPicture(await readFile(path.join(filesDir, file)), file);
    }
    t.diagnostic(`dish pictures: ${pictures.length} re-encoded clean`);
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

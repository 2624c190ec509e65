// Demo pictures: rendered in every width and format the descriptors promise, written once, referenced correctly by the seed, and served with long caching.
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { failureEnvelopeSchema } from '@povar/shared-kit/contracts';
import { buildApiServer } from '../app.ts';
import { createLocalFileStorage } from '../files/local-storage.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';
import { cooks, dishCategories, dishes } from '../db/schema.ts';
import { DEMO_AVATAR_VARIANTS, DEMO_IMAGE_VARIANTS, DEMO_IMAGE_WIDTHS, renderDemoImages } from './demo-images.ts';

let filesDir = '';
before(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-files-test-'));
  // A tiny set keeps the test fast; the full set is the same code over more names.
  await renderDemoImages(createLocalFileStorage(filesDir), { categories: ['supy'], variants: 1, avatars: 1, kitchens: 1, certificates: 1 });
});
after(() => rm(filesDir, { recursive: true, force: true }));

test('each picture exists in every width as webp and jpeg, 4:3 for dishes and kitchens, square for avatars, 10:7 for certificates', async () => {
  for (const width of DEMO_IMAGE_WIDTHS) {
    const sizes = [
      ['dish-supy-0', (width * 3) / 4],
      ['cook-0', width],
      ['kitchen-0', (width * 3) / 4],
      ['certificate-0', (width * 7) / 10],
    ] as const;
    for (const [name, height] of sizes) {
      for (const format of ['webp', 'jpeg'] as const) {
        const file = path.join(filesDir, 'demo', `${name}-${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`);
        const metadata = await sharp(file).metadata();
        assert.deepEqual([metadata.format, metadata.width, metadata.height], [format, width, height], file);
      }
    }
  }
});

test('rendering again leaves existing files alone', async () => {
  const file = path.join(filesDir, 'demo', 'dish-supy-0-640.webp');
  const before = (await stat(file)).mtimeMs;
  await renderDemoImages(createLocalFileStorage(filesDir), { categories: ['supy'], variants: 1, avatars: 1, kitchens: 1, certificates: 1 });
  assert.equal((await stat(file)).mtimeMs, before);
});

describeOnEachDatabase('demo images', (suite) => {
  test('every seeded dish and avatar points at a picture the renderer makes for its category', async () => {
    const rows = await suite.database.orm
      .select({ images: dishes.images, category: dishCategories.slug })
      .from(dishes)
      .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId));
    for (const { images, category } of rows) {
      assert.equal(images.length, 1);
      const [image] = images;
      assert.match(image?.webp ?? '', new RegExp(`^/api/files/demo/dish-${category}-[0-${DEMO_IMAGE_VARIANTS - 1}]-640\\.webp$`));
      assert.equal(image?.jpg, image?.webp.replace(/\.webp$/, '.jpg'));
      assert.equal(image?.original, image?.webp.replace(/-640\.webp$/, '-1280.jpg'));
      assert.deepEqual(image?.size, { width: 640, height: 480 });
    }
    const avatars = await suite.database.orm.select({ avatar: cooks.avatar }).from(cooks);
    assert.ok(
      avatars.some(({ avatar }) => avatar === null),
      'some cooks have no photo and get the placeholder',
    );
    for (const { avatar } of avatars) {
      if (avatar) assert.match(avatar.src, new RegExp(`^/api/files/demo/cook-[0-${DEMO_AVATAR_VARIANTS - 1}]-640\\.jpg$`));
    }
  });

  test('files are served under /api/files with year-long caching, and nothing outside the directory', async (t) => {
    const app = await buildApiServer({ db: suite.database, filesDir });
    t.after(() => app.close());
    const res = await app.inject({ method: 'GET', url: '/api/files/demo/dish-supy-0-320.webp' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.match(String(res.headers['cache-control']), /max-age=31536000/);
    assert.match(String(res.headers['cache-control']), /immutable/);
    for (const url of ['/api/files/demo/no-such-picture.webp', '/api/files/demo/', '/api/files/demo/..%2F..%2F..%2Fpackage.json']) {
      const missing = await app.inject({ method: 'GET', url });
      // A directory is 'forbidden' to the static server; the API answers that as a 404 too, so nothing leaks.
      assert.equal(missing.statusCode, 404, url);
      assert.equal(failureEnvelopeSchema.parse(missing.json()).success, false);
    }
  });
});

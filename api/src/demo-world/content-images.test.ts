// Home page pictures: banners in every screen width and reel posters, as webp and jpeg, at the sizes their descriptors promise, and the seed pointing only at pictures the renderer makes.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { createLocalFileStorage } from '../files/local-storage.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';
import { banners, mainPromoCategories, reels } from '../db/schema.ts';
import { BANNER_THEMES, BANNER_WIDTHS, bannerImage, REEL_POSTER_VARIANTS, REEL_POSTER_WIDTHS, reelPosterImage, renderContentImages } from './content-images.ts';

let filesDir = '';
before(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-content-files-test-'));
  await renderContentImages(createLocalFileStorage(filesDir), { themes: ['dumplings'], reels: 1 });
});
after(() => rm(filesDir, { recursive: true, force: true }));

const onDisk = (publicPath: string) => path.join(filesDir, publicPath.replace(/^\/api\/files\//, ''));

test('a banner exists in every screen width as webp and jpeg, 8:3, and its descriptor lists them all', async () => {
  const image = bannerImage('dumplings');
  assert.deepEqual(
    image.sources.map((source) => source.width),
    [...BANNER_WIDTHS],
  );
  for (const source of image.sources) {
    for (const [file, format] of [
      [source.webp, 'webp'],
      [source.jpg, 'jpeg'],
    ] as const) {
      const metadata = await sharp(onDisk(file)).metadata();
      assert.deepEqual([metadata.format, metadata.width, metadata.height], [format, source.width, (source.width * 3) / 8], file);
    }
  }
  const described = await sharp(onDisk(image.webp)).metadata();
  assert.deepEqual({ width: described.width, height: described.height }, image.size);
  assert.equal((await sharp(onDisk(image.original)).metadata()).width, 1536);
});

test('a reel poster is a portrait picture in both widths and formats', async () => {
  const poster = reelPosterImage(0);
  for (const width of REEL_POSTER_WIDTHS) {
    for (const format of ['webp', 'jpeg'] as const) {
      const file = onDisk(poster.webp.replace('-640.webp', `-${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`));
      const metadata = await sharp(file).metadata();
      assert.equal(metadata.format, format);
      assert.equal(metadata.width, width);
      assert.ok((metadata.height ?? 0) > width * 1.7, 'portrait, about 9:16');
    }
  }
  assert.deepEqual(poster.size, { width: 640, height: 1136 });
});

describeOnEachDatabase('demo home pictures', (suite) => {
  test('every seeded banner, featured category and reel points at a picture the renderer makes', async () => {
    const { orm } = suite.database;
    const themes = new Set(BANNER_THEMES.map((theme) => bannerImage(theme).webp));
    const posters = new Set(Array.from({ length: REEL_POSTER_VARIANTS }, (_, variant) => reelPosterImage(variant).webp));
    const bannerRows = await orm.select({ image: banners.image }).from(banners);
    assert.ok(bannerRows.length >= 9);
    for (const { image } of bannerRows) assert.ok(themes.has(image.webp), image.webp);
    for (const { image } of await orm.select({ image: mainPromoCategories.image }).from(mainPromoCategories)) assert.ok(image && themes.has(image.webp));
    for (const { poster } of await orm.select({ poster: reels.poster }).from(reels)) assert.ok(posters.has(poster.webp), poster.webp);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor } from './static-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('content-hashed chunks and styles are cached for a year, immutable', () => {
  assert.equal(cacheControlFor('/apps/mf-catalog/dist/12.abcdef0123.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/main.a5825884d5.css'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/790.cf0610f262.css'), IMMUTABLE);
});

test('entries, manifests, maps and anything without a content hash revalidate every time', () => {
  for (const file of [
    '/apps/mf-catalog/dist/remoteEntry.js',
    '/apps/mf-catalog/dist/mf-manifest.json',
    '/apps/shell/dist/main.js',
    '/apps/shell/dist/index.html',
    '/apps/shell/dist/12.abcdef0123.js.map',
    '/apps/shell/dist/164.8e846a5d4c.js.LICENSE.txt',
    '/apps/shell/dist/12.abcdef012.js',
    '/apps/shell/dist/12.ABCDEF0123.js',
  ]) {
    assert.equal(cacheControlFor(file), 'no-cache', file);
  }
});

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { cacheControlFor, registerStaticFiles } from './static-files.ts';
import { HASHED_CHUNK_NAME, makeAppsRoot } from './test-support/apps-root.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('content-hashed chunks and styles are cached for a year, immutable', () => {
  assert.equal(cacheControlFor('/apps/mf-catalog/dist/12.abcdef0123.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/main.a5825884d5.css'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/790.cf0610f262.css'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/790.cf0610f262.css.br'), IMMUTABLE);
  assert.equal(cacheControlFor('/apps/shell/dist/12.abcdef0123.js.gz'), IMMUTABLE);
});

test('entries, manifests, maps and anything without a content hash revalidate every time', () => {
  for (const file of [
    '/apps/mf-catalog/dist/remoteEntry.js',
    '/apps/mf-catalog/dist/mf-manifest.json',
    '/apps/shell/dist/main.js',
    '/apps/shell/dist/main.js.br',
    '/apps/shell/dist/index.html',
    '/apps/shell/dist/12.abcdef0123.js.map',
    '/apps/shell/dist/164.8e846a5d4c.js.LICENSE.txt',
    '/apps/shell/dist/12.abcdef012.js',
    '/apps/shell/dist/12.ABCDEF0123.js',
  ]) {
    assert.equal(cacheControlFor(file), 'no-cache', file);
  }
});

test('source maps are never served, even one left inside a dist folder; the code beside them is', async (t) => {
  const apps = makeAppsRoot();
  t.after(() => apps.remove());
  apps.write('shell/dist/main.js.map', '{"version":3,"sources":["webpack://shell/src/bootstrap.ts"]}');
  apps.write(`mf-catalog/dist/${HASHED_CHUNK_NAME}.map`, '{"version":3}');
  const app = Fastify();
  t.after(() => app.close());
  await registerStaticFiles(app, apps.dir);

  for (const url of ['/shell/main.js.map', `/mf/mf-catalog/${HASHED_CHUNK_NAME}.map`, '/mf/mf-catalog/missing.js.map']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 404, url);
    assert.doesNotMatch(res.body, /"version":3/, url);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/shell/main.js' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: `/mf/mf-catalog/${HASHED_CHUNK_NAME}` })).statusCode, 200);
});

test('the production build keeps source maps for the operator outside dist/ and writes no sourceMappingURL into the code', () => {
  const require = createRequire(import.meta.url);
  const { createWebpackConfig, SOURCE_MAPS_DIR } = require('@povar/shared-kit/build/webpack') as {
    createWebpackConfig: (options: object) => (env: object, argv: object) => object | object[];
    SOURCE_MAPS_DIR: string;
  };
  const shellDir = path.resolve(import.meta.dirname, '..');
  const made = createWebpackConfig({ dir: shellDir, kind: 'host', cssPrefix: 'sh_', devPort: 3100, publicPath: '/shell/' })({}, { mode: 'production' });
  const browser = (Array.isArray(made) ? made[0] : made) as { devtool: string; output: { path: string; sourceMapFilename: string } };
  // 'hidden-' is webpack's map without the comment that would point visitors' browsers at it.
  assert.equal(browser.devtool, 'hidden-source-map');
  const mapOfMain = path.resolve(browser.output.path, browser.output.sourceMapFilename.replace('[file]', 'main.js'));
  assert.equal(mapOfMain, path.join(shellDir, SOURCE_MAPS_DIR, 'main.js.map'));
  assert.ok(!mapOfMain.startsWith(browser.output.path + path.sep), 'the maps are not in the served folder');
});

test("the build's compressed copies are sent to a browser that accepts them, the plain file to one that does not", async (t) => {
  const apps = makeAppsRoot();
  t.after(() => apps.remove());
  const code = `console.log(${JSON.stringify('б'.repeat(2000))});`;
  apps.write(`shell/dist/${HASHED_CHUNK_NAME}`, code);
  apps.write(`shell/dist/${HASHED_CHUNK_NAME}.br`, brotliCompressSync(code));
  apps.write(`shell/dist/${HASHED_CHUNK_NAME}.gz`, gzipSync(code));
  const app = Fastify();
  t.after(() => app.close());
  await registerStaticFiles(app, apps.dir);
  const url = `/shell/${HASHED_CHUNK_NAME}`;

  const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), code);
  assert.equal(brotli.headers['cache-control'], IMMUTABLE);
  assert.match(String(brotli.headers.vary), /accept-encoding/i);
  assert.match(String(brotli.headers['content-type']), /javascript/);

  const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gzip.rawPayload).toString(), code);

  // Immutable: never revalidated, so no ETag; the shell's own files are not offered to other origins.
  assert.equal(brotli.headers.etag, undefined);
  assert.equal(brotli.headers['access-control-allow-origin'], undefined);

  const plain = await app.inject({ method: 'GET', url });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, code);
});

test('an entry the browser already has is revalidated by its ETag: 304 without the body', async (t) => {
  const apps = makeAppsRoot();
  t.after(() => apps.remove());
  const app = Fastify();
  t.after(() => app.close());
  await registerStaticFiles(app, apps.dir);

  const first = await app.inject({ method: 'GET', url: '/shell/main.js' });
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.ok(first.headers.etag);
  const again = await app.inject({ method: 'GET', url: '/shell/main.js', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');
});

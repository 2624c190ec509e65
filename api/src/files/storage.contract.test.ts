// One contract for every storage adapter: the local directories and S3-compatible storage (a real
// s3rver started here on 127.0.0.1). Public and private files are written, read and removed alike,
// no key climbs out of its place, missing files are told apart, /api/files serves public files
// (never private ones) with the same headers, and two API instances over one storage see each
// other's uploads, which is what the compose file's replicas rely on.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { failureEnvelopeSchema } from '@povar/shared-kit/contracts';
import { buildApiServer } from '../app.ts';
import { TEST_AUTH } from '../test/auth.ts';
import { bearer, multipart, png, signInAs } from '../test/files.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';
import { startS3TestServer, type S3TestServer } from '../test/s3-server.ts';
import { createLocalFileStorage, resolvePrivateFilesDir } from './local-storage.ts';
import { createS3FileStorage } from './s3-storage.ts';
import { PUBLIC_FILES_PREFIX, StoredFileMissingError, type FileStorage, type PublicFile } from './storage.ts';

interface OpenedStorage {
  storage: FileStorage;
  /** The same files opened again, as another API process would: a storage object of its own. */
  openAgain(): FileStorage;
}

interface Adapter {
  label: string;
  /** An empty storage, removed when the test ends. */
  open(t: TestContext): Promise<OpenedStorage>;
}

const localAdapter: Adapter = {
  label: 'local directory',
  async open(t) {
    const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-storage-contract-'));
    t.after(async () => {
      await rm(filesDir, { recursive: true, force: true });
      await rm(resolvePrivateFilesDir(filesDir, ''), { recursive: true, force: true });
    });
    // '' ignores PRIVATE_FILES_DIR of the environment: the private directory is the test's own sibling.
    const open = () => createLocalFileStorage(filesDir, resolvePrivateFilesDir(filesDir, ''));
    return { storage: open(), openAgain: open };
  },
};

let s3Server: S3TestServer | undefined;
before(async () => {
  s3Server = await startS3TestServer();
});
after(() => s3Server?.close());

const s3Adapter: Adapter = {
  label: 'S3 (s3rver)',
  async open() {
    if (!s3Server) throw new Error('the S3 test server starts in before()');
    const config = await s3Server.newBucket();
    // Each storage makes its own client: nothing is shared but the bucket.
    return { storage: createS3FileStorage(config), openAgain: () => createS3FileStorage(config) };
  },
};

const ADAPTERS = [localAdapter, s3Adapter];

const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 not really a picture', 'latin1');
const PDF_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n');

async function readAll(file: PublicFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const ESCAPING_KEYS = [
  '../outside.webp',
  'avatars/../../outside.webp',
  '/etc/passwd',
  '.hidden',
  'avatars/.hidden.jpg',
  'a//b.jpg',
  'avatars/',
  '',
  'avatars\\..\\x.jpg',
];

for (const adapter of ADAPTERS) {
  describe(`storage contract [${adapter.label}]`, () => {
    test('a public file is written under its /api/files address, read back whole with its type, then removed', async (t) => {
      const { storage } = await adapter.open(t);
      const href = await storage.writePublic('avatars/a1-512.webp', WEBP);
      assert.equal(href, `${PUBLIC_FILES_PREFIX}/avatars/a1-512.webp`);
      assert.equal(await storage.hasPublic('avatars/a1-512.webp'), true);

      const file = await storage.openPublic('avatars/a1-512.webp');
      assert.ok(file);
      assert.equal(file.contentType, 'image/webp');
      assert.equal(file.size, WEBP.length);
      assert.match(file.etag, /^(W\/)?".+"$/);
      assert.ok(file.lastModified.getTime() > Date.now() - 60_000);
      assert.deepEqual(await readAll(file), WEBP);

      await storage.removePublic([href], 'avatars');
      assert.equal(await storage.hasPublic('avatars/a1-512.webp'), false);
      assert.equal(await storage.openPublic('avatars/a1-512.webp'), null);
    });

    test('removePublic deletes only addresses under the folder it is given, and missing ones quietly', async (t) => {
      const { storage } = await adapter.open(t);
      const own = await storage.writePublic('reviews/r1.jpg', WEBP);
      const demo = await storage.writePublic('demo/plate-640.jpg', WEBP);
      await storage.removePublic([own, demo, `${PUBLIC_FILES_PREFIX}/reviews/never-written.jpg`, 'https://elsewhere.example/reviews/x.jpg'], 'reviews');
      assert.equal(await storage.hasPublic('reviews/r1.jpg'), false);
      assert.equal(await storage.hasPublic('demo/plate-640.jpg'), true, 'a demo picture is not the reviews module’s to delete');
    });

    test('a private file is read back whole, is not a public file, and is gone once removed', async (t) => {
      const { storage } = await adapter.open(t);
      await storage.writePrivate('documents/d1.pdf', PDF_BYTES);
      assert.deepEqual(await storage.readPrivate('documents/d1.pdf'), PDF_BYTES);
      assert.equal(await storage.hasPublic('documents/d1.pdf'), false);
      assert.equal(await storage.openPublic('documents/d1.pdf'), null);

      await storage.removePrivate(['documents/d1.pdf', 'documents/never-written.pdf']);
      await assert.rejects(storage.readPrivate('documents/d1.pdf'), StoredFileMissingError);
    });

    test('a public and a private file under one key stay apart', async (t) => {
      const { storage } = await adapter.open(t);
      await storage.writePublic('kitchen/k1.jpg', WEBP);
      await storage.writePrivate('kitchen/k1.jpg', PDF_BYTES);
      assert.deepEqual(await storage.readPrivate('kitchen/k1.jpg'), PDF_BYTES);
      assert.deepEqual(await readAll((await storage.openPublic('kitchen/k1.jpg'))!), WEBP);
    });

    test('missing files: no public file, and a private read that says the file is missing', async (t) => {
      const { storage } = await adapter.open(t);
      assert.equal(await storage.openPublic('avatars/nobody.webp'), null);
      assert.equal(await storage.hasPublic('avatars/nobody.webp'), false);
      await assert.rejects(storage.readPrivate('documents/nobody.pdf'), StoredFileMissingError);
    });

    test('a key that climbs out, names a dotfile or a directory is refused by every call, and nothing is written', async (t) => {
      const { storage } = await adapter.open(t);
      for (const key of ESCAPING_KEYS) {
        const refused = { message: /storage key/ };
        await assert.rejects(storage.writePublic(key, WEBP), refused, `writePublic ${key}`);
        await assert.rejects(storage.writePrivate(key, PDF_BYTES), refused, `writePrivate ${key}`);
        await assert.rejects(storage.readPrivate(key), refused, `readPrivate ${key}`);
        await assert.rejects(storage.openPublic(key), refused, `openPublic ${key}`);
        await assert.rejects(storage.hasPublic(key), refused, `hasPublic ${key}`);
        await assert.rejects(storage.removePrivate([key]), refused, `removePrivate ${key}`);
      }
      await assert.rejects(storage.removePublic([`${PUBLIC_FILES_PREFIX}/avatars/../../outside.webp`], 'avatars'), { message: /storage key/ });
      assert.equal(await storage.hasPublic('outside.webp'), false);
    });

    test('another handle on the same storage sees what the first wrote and removed', async (t) => {
      const { storage, openAgain } = await adapter.open(t);
      const other = openAgain();
      await storage.writePublic('dishes/d1/640.jpg', WEBP);
      await storage.writePrivate('chat/c1.pdf', PDF_BYTES);
      assert.deepEqual(await readAll((await other.openPublic('dishes/d1/640.jpg'))!), WEBP);
      assert.deepEqual(await other.readPrivate('chat/c1.pdf'), PDF_BYTES);
      await other.removePrivate(['chat/c1.pdf']);
      await assert.rejects(storage.readPrivate('chat/c1.pdf'), StoredFileMissingError);
    });
  });

  describeOnEachDatabase(`/api/files over the storage [${adapter.label}]`, (suite) => {
    const buildOver = async (t: TestContext, storage: FileStorage): Promise<FastifyInstance> => {
      const app = await buildApiServer({ db: suite.database, storage, auth: TEST_AUTH });
      t.after(() => app.close());
      return app;
    };

    test('a public file is served with its type, length, ETag, year-long caching and nosniff; its ETag gets a 304', async (t) => {
      const { storage } = await adapter.open(t);
      const picture = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2e9e44' } })
        .webp()
        .toBuffer();
      const href = await storage.writePublic('demo/plate-320.webp', picture);
      const app = await buildOver(t, storage);

      const res = await app.inject({ method: 'GET', url: href });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(Number(res.headers['content-length']), picture.length);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['last-modified']);
      assert.deepEqual(res.rawPayload, picture);

      const etag = String(res.headers.etag);
      assert.match(etag, /^(W\/)?".+"$/);
      const again = await app.inject({ method: 'GET', url: href, headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
      const changed = await app.inject({ method: 'GET', url: href, headers: { 'if-none-match': '"something-else"' } });
      assert.equal(changed.statusCode, 200);
    });

    test('a PDF is served as application/pdf', async (t) => {
      const { storage } = await adapter.open(t);
      const href = await storage.writePublic('demo/certificate.pdf', PDF_BYTES);
      const res = await (await buildOver(t, storage)).inject({ method: 'GET', url: href });
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.deepEqual(res.rawPayload, PDF_BYTES);
    });

    test('missing files, folders, escapes and private files are a 404 in the envelope', async (t) => {
      const { storage } = await adapter.open(t);
      await storage.writePublic('demo/plate-320.webp', WEBP);
      await storage.writePrivate('documents/secret.pdf', PDF_BYTES);
      const app = await buildOver(t, storage);
      const urls = [
        '/api/files/demo/no-such-picture.webp',
        '/api/files/demo/',
        '/api/files/demo',
        '/api/files/documents/secret.pdf',
        '/api/files/../private/documents/secret.pdf',
        '/api/files/..%2Fprivate%2Fdocuments%2Fsecret.pdf',
        '/api/files/demo/..%2F..%2Fdocuments%2Fsecret.pdf',
        '/api/files/..%2F..%2Fpackage.json',
        '/api/files/.hidden',
      ];
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
        assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'not_found', url);
      }
    });

    test('a picture uploaded through one API instance is served by another over the same storage', async (t) => {
      const { storage, openAgain } = await adapter.open(t);
      const first = await buildOver(t, storage);
      const second = await buildOver(t, openAgain());

      const person = await signInAs(first, suite);
      const body = multipart({ name: 'Анна' }, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', data: await png(600, 400) }]);
      const uploaded = await first.inject({
        method: 'POST',
        url: '/api/profiles/change-data',
        headers: { ...body.headers, ...bearer(person.accessToken) },
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const avatar = uploaded.json().data.avatar as { webp: string; jpg: string };

      for (const [href, type] of [
        [avatar.webp, 'image/webp'],
        [avatar.jpg, 'image/jpeg'],
      ] as const) {
        const served = await second.inject({ method: 'GET', url: href });
        assert.equal(served.statusCode, 200, href);
        assert.equal(served.headers['content-type'], type);
        const metadata = await sharp(served.rawPayload).metadata();
        assert.deepEqual([metadata.width, metadata.height], [512, 512]);
      }
    });
  });
}

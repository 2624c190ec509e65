// Choosing the storage from the environment (read by config.ts): the local directories by default,
// S3 with STORAGE=s3, whose settings are checked at start, naming what is missing or wrong, bucket included.
import assert from 'node:assert/strict';
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startS3TestServer, type S3TestServer } from '../test/s3-server.ts';
import { createS3Client, createS3FileStorage, ensureBucket } from './s3-storage.ts';
import { resolveFileStorage } from './storage-config.ts';
import { readConfig } from '../config.ts';

type Env = Record<string, string | undefined>;
const readStorageKind = (env: Env) => readConfig(env).storage.kind;
function readS3StorageConfig(env: Env) {
  const storage = readConfig(env).storage;
  assert.equal(storage.kind, 's3');
  return storage.s3;
}
const storageFromEnv = async (env: Env) => resolveFileStorage(readConfig(env).storage, { pgliteDir: 'memory://' });

const S3_ENV = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'povar-files',
  S3_ACCESS_KEY_ID: 'povar',
  S3_SECRET_ACCESS_KEY: 'a-long-secret',
};

describe('storage settings', () => {
  test('unset or local STORAGE is the local directories; anything else but s3 is refused by name', () => {
    assert.equal(readStorageKind({}), 'local');
    assert.equal(readStorageKind({ STORAGE: 'local' }), 'local');
    assert.equal(readStorageKind(S3_ENV), 's3');
    assert.throws(() => readStorageKind({ STORAGE: 'minio' }), /STORAGE must be one of local, s3, got "minio"/);
  });

  test('each required S3 variable, when missing or blank, is named in the error', () => {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      assert.throws(() => readS3StorageConfig({ ...S3_ENV, [name]: undefined }), new RegExp(`${name} is required with STORAGE=s3`), name);
      assert.throws(() => readS3StorageConfig({ ...S3_ENV, [name]: '  ' }), new RegExp(`${name} is required with STORAGE=s3`), name);
    }
  });

  test('a server of its own is addressed by path unless told otherwise; AWS by host; the region defaults to MinIO’s', () => {
    assert.deepEqual(readS3StorageConfig(S3_ENV), {
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'povar-files',
      accessKeyId: 'povar',
      secretAccessKey: 'a-long-secret',
      forcePathStyle: true,
    });
    assert.equal(readS3StorageConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'false' }).forcePathStyle, false);
    const aws = readS3StorageConfig({ ...S3_ENV, S3_ENDPOINT: undefined, S3_REGION: 'eu-central-1' });
    assert.deepEqual([aws.endpoint, aws.region, aws.forcePathStyle], [undefined, 'eu-central-1', false]);
  });

  test('a malformed endpoint or path-style flag is refused by name', () => {
    for (const endpoint of ['minio:9000', 'not a url', 'ftp://minio:9000']) {
      assert.throws(() => readS3StorageConfig({ ...S3_ENV, S3_ENDPOINT: endpoint }), /S3_ENDPOINT must be an http\(s\) URL/, endpoint);
    }
    assert.throws(() => readS3StorageConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes please' }), /S3_FORCE_PATH_STYLE must be true or false/);
  });

  test('STORAGE=s3 with a variable missing fails the start before any connection', async () => {
    await assert.rejects(storageFromEnv({ ...S3_ENV, S3_SECRET_ACCESS_KEY: undefined }), /S3_SECRET_ACCESS_KEY is required with STORAGE=s3/);
  });

  test('by default files are written to FILES_DIR', async (t) => {
    const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-storage-config-'));
    const privateDir = `${filesDir}-private`;
    t.after(async () => {
      await rm(filesDir, { recursive: true, force: true });
      await rm(privateDir, { recursive: true, force: true });
    });
    const storage = await storageFromEnv({ FILES_DIR: filesDir });
    await storage.writePublic('avatars/a.jpg', Buffer.from('jpeg'));
    await storage.writePrivate('documents/d.pdf', Buffer.from('pdf'));
    await access(path.join(filesDir, 'avatars', 'a.jpg'));
    await access(path.join(privateDir, 'documents', 'd.pdf'));
  });
});

describe('storage settings against an S3-compatible server', () => {
  let server: S3TestServer | undefined;
  before(async () => {
    server = await startS3TestServer();
  });
  after(() => server?.close());

  const envFor = (config: { endpoint?: string; bucket: string; accessKeyId: string; secretAccessKey: string }) => ({
    STORAGE: 's3',
    S3_ENDPOINT: config.endpoint,
    S3_BUCKET: config.bucket,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
  });

  test('STORAGE=s3 writes into the bucket', async () => {
    const config = await server!.newBucket();
    const storage = await storageFromEnv(envFor(config));
    await storage.writePrivate('documents/d.pdf', Buffer.from('pdf'));
    assert.deepEqual(await createS3FileStorage(config).readPrivate('documents/d.pdf'), Buffer.from('pdf'));
  });

  test('the one-shot bucket creation makes a missing bucket once and then leaves it be', async () => {
    const config = server!.settings(`povar-init-${Date.now().toString(36)}`);
    const client = createS3Client(config);
    try {
      await assert.rejects(storageFromEnv(envFor(config)), /cannot be used/);
      assert.equal(await ensureBucket(client, config), 'created');
      assert.equal(await ensureBucket(client, config), 'existed');
      const storage = await storageFromEnv(envFor(config));
      assert.equal(await storage.writePublic('avatars/a.jpg', Buffer.from('jpeg')), '/api/files/avatars/a.jpg');
    } finally {
      client.destroy();
    }
  });

  test('a bucket that is not there, or keys the server refuses, fail the start with the bucket named', async () => {
    const missing = server!.settings('no-such-bucket');
    await assert.rejects(storageFromEnv(envFor(missing)), /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used/);
    const config = await server!.newBucket();
    await assert.rejects(storageFromEnv(envFor({ ...config, accessKeyId: 'not-a-key' })), new RegExp(`bucket "${config.bucket}" .* cannot be used`));
  });
});

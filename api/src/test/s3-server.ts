// A real S3-compatible server for the storage tests: s3rver on 127.0.0.1 (any free port) over a
// temporary directory, with the access key it accepts; each test makes its own bucket.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3StorageConfig } from '../files/s3-storage.ts';

/** s3rver's one built-in account. */
const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  /** Settings for a new, empty bucket of its own. */
  newBucket(): Promise<S3StorageConfig>;
  /** The settings without a bucket behind them. */
  settings(bucket: string): S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'povar-s3-test-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings = (bucket: string): S3StorageConfig => ({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  });
  return {
    settings,
    async newBucket() {
      const config = settings(`povar-test-${randomBytes(6).toString('hex')}`);
      const client = createS3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

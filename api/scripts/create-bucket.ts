// Creates the files bucket when it is missing: the compose file's one-shot `storage-init`, run
// before the API replicas start (they only check that the bucket is there). Reads the STORAGE and
// S3_* variables through the API's configuration schema (config.ts); exits 0 when the bucket is there.
import { readConfig } from '../src/config.ts';
import { createS3Client, ensureBucket } from '../src/files/s3-storage.ts';

// Only the storage variables: this one-shot job is not the API and needs none of its secrets.
const storageVariables = Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'STORAGE' || name.startsWith('S3_')));
const { storage } = readConfig({ STORAGE: 's3', ...storageVariables }, 'api');
if (storage.kind !== 's3') throw new Error('create-bucket needs STORAGE=s3');
const client = createS3Client(storage.s3);
try {
  const outcome = await ensureBucket(client, storage.s3);
  console.log(`bucket ${storage.s3.bucket}: ${outcome}`);
} finally {
  client.destroy();
}

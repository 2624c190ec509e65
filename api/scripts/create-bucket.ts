// Creates the files bucket when it is missing: the compose file's one-shot `storage-init`, run
// before the API replicas start (they only check that the bucket is there). Reads the S3_*
// variables the API reads (README, 'Configuration'); exits 0 when the bucket is there.
import { readS3StorageConfig } from '../src/files/storage-config.ts';
import { createS3Client, ensureBucket } from '../src/files/s3-storage.ts';

const config = readS3StorageConfig(process.env);
const client = createS3Client(config);
try {
  const outcome = await ensureBucket(client, config);
  console.log(`bucket ${config.bucket}: ${outcome}`);
} finally {
  client.destroy();
}

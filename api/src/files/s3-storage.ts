// The storage port over S3-compatible object storage (MinIO in docker-compose.yml, or any S3):
// one bucket shared by every API replica, public files under `public/`, private ones under
// `private/`. Only the files route reads `public/` for visitors, and a key can never climb out of
// its prefix (storage.ts), so private files are reachable through their modules alone.
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeOf, PUBLIC_FILES_PREFIX, publicKeysUnder, StoredFileMissingError, type FileStorage } from './storage.ts';

export interface S3StorageConfig {
  /** The server's address (MinIO: http://minio:9000); unset, AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/key instead of http://bucket.host/key: what MinIO and most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const PUBLIC_PREFIX = 'public/';
const PRIVATE_PREFIX = 'private/';

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums (CRC32 on every request) are not understood by every
    // S3-compatible server; send them only where the S3 API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable storage fails a request in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** S3 says 'NoSuchKey' for a missing object's body and 'NotFound' for its HEAD (which has no body). */
const isMissingObject = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** Checks at start that the bucket is there and the keys open it, so a wrong setting fails the start, not a visitor's upload. */
export async function checkBucket(client: S3Client, config: S3StorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const where = config.endpoint ?? `AWS (${config.region})`;
    throw new Error(
      `S3 storage: bucket ${JSON.stringify(config.bucket)} at ${where} cannot be used (${(error as Error).name}); check S3_ENDPOINT, S3_BUCKET and the keys`,
      { cause: error },
    );
  }
}

/**
 * Creates the bucket unless it is there (the compose file's one-shot `storage-init`); answers
 * whether it did. The bucket stays private: visitors get public files through /api/files only.
 */
export async function ensureBucket(client: S3Client, config: S3StorageConfig): Promise<'created' | 'existed'> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    return 'existed';
  } catch (error) {
    if (!isMissingBucket(error)) throw error;
  }
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return 'created';
}

/** HEAD has no body, so a missing bucket is a bare 404 ('NotFound'); other calls say 'NoSuchBucket'. */
const isMissingBucket = (error: unknown) =>
  ['NotFound', 'NoSuchBucket'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3FileStorage(config: S3StorageConfig, client: S3Client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  const publicKey = (key: string) => PUBLIC_PREFIX + assertSafeKey(key);
  const privateKey = (key: string) => PRIVATE_PREFIX + assertSafeKey(key);

  const put = (Key: string, data: Buffer, contentType: string) => client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }));
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  return {
    check: () => client.send(new HeadBucketCommand({ Bucket })).then(() => undefined),
    async writePublic(key, data) {
      // Keys are random (the modules make them), so a plain PUT never replaces someone's file.
      await put(publicKey(key), data, contentTypeOf(key));
      return `${PUBLIC_FILES_PREFIX}/${key}`;
    },

    async hasPublic(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: publicKey(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },

    async openPublic(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: publicKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async removePublic(hrefs, onlyUnder) {
      // Deleting a key that is not there succeeds in S3, as `rm --force` does on disk.
      await Promise.all(publicKeysUnder(hrefs, onlyUnder).map((key) => remove(publicKey(key))));
    },

    async writePrivate(key, data) {
      await put(privateKey(key), data, contentTypeOf(key));
    },

    async readPrivate(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: privateKey(key) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) throw new StoredFileMissingError(key, error);
        throw error;
      }
    },

    async removePrivate(keys) {
      await Promise.all(keys.map((key) => remove(privateKey(key))));
    },
  };
}

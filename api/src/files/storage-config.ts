// Which storage adapter runs, from the environment (README, 'Configuration'): the local
// directories unless STORAGE=s3, whose settings are checked at start with the missing one named.
import { resolveFilesDir } from '../files-dir.ts';
import { createLocalFileStorage, resolvePrivateFilesDir } from './local-storage.ts';
import { checkBucket, createS3Client, createS3FileStorage, type S3StorageConfig } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

const STORAGE_KINDS = ['local', 's3'] as const;
/** MinIO's region unless told otherwise; AWS needs the bucket's real one. */
const DEFAULT_S3_REGION = 'us-east-1';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`STORAGE=s3 needs ${name} (see README, 'Configuration')`);
  return value;
}

function readFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got ${JSON.stringify(env[name])}`);
}

/** The S3 settings from S3_* variables; throws naming the first one missing or wrong. */
export function readS3StorageConfig(env: NodeJS.ProcessEnv = process.env): S3StorageConfig {
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  // 'minio:9000' parses as a URL of scheme 'minio:', so the scheme is checked too.
  if (endpoint && !/^https?:$/.test(URL.canParse(endpoint) ? new URL(endpoint).protocol : '')) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got ${JSON.stringify(endpoint)}`);
  }
  return {
    endpoint,
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    bucket: required(env, 'S3_BUCKET'),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
    // A server of one's own (an endpoint) is addressed by path; AWS itself by bucket host name.
    forcePathStyle: readFlag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

export function readStorageKind(env: NodeJS.ProcessEnv = process.env): (typeof STORAGE_KINDS)[number] {
  const kind = env.STORAGE?.trim() || 'local';
  if (!(STORAGE_KINDS as readonly string[]).includes(kind)) throw new Error(`STORAGE must be one of ${STORAGE_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
  return kind as (typeof STORAGE_KINDS)[number];
}

/**
 * The storage the environment asks for. Local: FILES_DIR (or `files` in the data directory) and
 * PRIVATE_FILES_DIR. S3: the bucket is checked before the server starts listening.
 */
export async function resolveFileStorage(options: { filesDir?: string | undefined; pgliteDir: string }, env: NodeJS.ProcessEnv = process.env): Promise<FileStorage> {
  if (readStorageKind(env) === 's3') {
    const config = readS3StorageConfig(env);
    const client = createS3Client(config);
    await checkBucket(client, config);
    return createS3FileStorage(config, client);
  }
  const filesDir = await resolveFilesDir({ filesDir: options.filesDir ?? env.FILES_DIR, pgliteDir: options.pgliteDir });
  return createLocalFileStorage(filesDir, resolvePrivateFilesDir(filesDir, env.PRIVATE_FILES_DIR));
}

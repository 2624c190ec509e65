// Which storage adapter runs, from the configuration's storage slice (config.ts, README
// 'Configuration'): the local directories unless STORAGE=s3, whose bucket is checked at start.
import type { StorageSettings } from '../config.ts';
import { resolveFilesDir } from '../files-dir.ts';
import { createLocalFileStorage, resolvePrivateFilesDir } from './local-storage.ts';
import { checkBucket, createS3Client, createS3FileStorage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * The storage the configuration names. Local: FILES_DIR (or `files` in the data directory) and
 * PRIVATE_FILES_DIR. S3: the bucket is checked before the server starts listening.
 */
export async function resolveFileStorage(settings: StorageSettings, options: { pgliteDir: string }): Promise<FileStorage> {
  if (settings.kind === 's3') {
    const client = createS3Client(settings.s3);
    await checkBucket(client, settings.s3);
    return createS3FileStorage(settings.s3, client);
  }
  const filesDir = await resolveFilesDir({ filesDir: settings.filesDir, pgliteDir: options.pgliteDir });
  return createLocalFileStorage(filesDir, resolvePrivateFilesDir(filesDir, settings.privateFilesDir));
}

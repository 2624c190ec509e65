// Which storage adapter runs, from the environment (README, 'Configuration').
import { resolveFilesDir } from '../files-dir.ts';
import { createLocalFileStorage, resolvePrivateFilesDir } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the environment asks for: FILES_DIR (or `files` in the data directory) and PRIVATE_FILES_DIR. */
export async function resolveFileStorage(options: { filesDir?: string | undefined; pgliteDir: string }, env: NodeJS.ProcessEnv = process.env): Promise<FileStorage> {
  const filesDir = await resolveFilesDir({ filesDir: options.filesDir ?? env.FILES_DIR, pgliteDir: options.pgliteDir });
  return createLocalFileStorage(filesDir, resolvePrivateFilesDir(filesDir, env.PRIVATE_FILES_DIR));
}

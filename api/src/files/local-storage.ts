// The storage port over two local directories (the default for `npm start` and tests): public
// files in the files directory, private ones in a sibling no route serves. One process's disk:
// with several API replicas use the S3 adapter instead (s3-storage.ts).
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOf, PUBLIC_FILES_PREFIX, publicKeysUnder, StoredFileMissingError, type FileStorage, type PublicFile } from './storage.ts';

/**
 * PRIVATE_FILES_DIR when set, else a sibling of the files directory named after it
 * ('.data/files' → '.data/files-private'), so it is never inside the served root.
 */
export function resolvePrivateFilesDir(filesDir: string, configured?: string): string {
  if (configured) return path.resolve(process.cwd(), configured);
  const publicDir = path.resolve(filesDir);
  return path.join(path.dirname(publicDir), `${path.basename(publicDir)}-private`);
}

/** The absolute path of a key inside a root; a key climbing out of it is a bug, never a file. */
function inside(root: string, key: string): string {
  const file = path.resolve(root, assertSafeKey(key));
  if (!file.startsWith(root + path.sep)) throw new Error(`A storage key escapes its directory: ${JSON.stringify(key)}`);
  return file;
}

async function writeNew(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': keys are random, so an existing file means a bug; never overwrite one.
  await writeFile(file, data, { flag: 'wx' });
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function openFile(file: string, key: string): Promise<PublicFile | null> {
  // Opened before it is measured, so a file removed meanwhile is either sent whole or not found.
  const handle = await open(file, 'r').catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream({ autoClose: true }),
      contentType: contentTypeOf(key),
      size: info.size,
      // The static file server's form (size and time of change), so caches keep what they had.
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime,
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export function createLocalFileStorage(filesDir: string, privateFilesDir = resolvePrivateFilesDir(filesDir)): FileStorage {
  const publicRoot = path.resolve(filesDir);
  const privateRoot = path.resolve(privateFilesDir);
  if (privateRoot === publicRoot || privateRoot.startsWith(publicRoot + path.sep)) {
    throw new Error(`PRIVATE_FILES_DIR (${privateRoot}) must not be inside FILES_DIR (${publicRoot}): everything there is served`);
  }

  return {
    async writePublic(key, data) {
      await writeNew(inside(publicRoot, key), data);
      return `${PUBLIC_FILES_PREFIX}/${key}`;
    },

    async hasPublic(key) {
      const info = await stat(inside(publicRoot, key)).catch(() => null);
      return info?.isFile() ?? false;
    },

    openPublic: async (key) => openFile(inside(publicRoot, key), key),

    async removePublic(hrefs, onlyUnder) {
      await Promise.all(publicKeysUnder(hrefs, onlyUnder).map((key) => rm(inside(publicRoot, key), { force: true })));
    },

    writePrivate: async (key, data) => writeNew(inside(privateRoot, key), data),

    async readPrivate(key) {
      try {
        return await readFile(inside(privateRoot, key));
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key, error);
        throw error;
      }
    },

    async removePrivate(keys) {
      await Promise.all(keys.map((key) => rm(inside(privateRoot, key), { force: true })));
    },
  };
}

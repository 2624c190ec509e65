// Where uploaded files are kept: public pictures (avatars) in the files directory served at
// /api/files, private ones (application documents and kitchen photos) in a directory no route
// serves as it is; only the moderation module reads them, for their owner or an operator.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The public files directory is served here (plugins/files.ts). */
export const PUBLIC_FILES_PREFIX = '/api/files';

/**
 * PRIVATE_FILES_DIR when set, else a sibling of the files directory named after it
 * ('.data/files' → '.data/files-private'), so it is never inside the served root.
 */
export function resolvePrivateFilesDir(filesDir: string, configured = process.env.PRIVATE_FILES_DIR): string {
  if (configured) return path.resolve(process.cwd(), configured);
  const publicDir = path.resolve(filesDir);
  return path.join(path.dirname(publicDir), `${path.basename(publicDir)}-private`);
}

export interface FileStorage {
  /** Writes a new file under the public directory; answers its /api/files address. */
  writePublic(key: string, data: Buffer): Promise<string>;
  /** Deletes public files by their /api/files address; addresses outside `onlyUnder` are left alone. */
  removePublic(hrefs: string[], onlyUnder: string): Promise<void>;
  writePrivate(key: string, data: Buffer): Promise<void>;
  readPrivate(key: string): Promise<Buffer>;
  removePrivate(keys: string[]): Promise<void>;
}

/** The absolute path of a key inside a root; a key climbing out of it is a bug, never a file. */
function inside(root: string, key: string): string {
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`A storage key escapes its directory: ${JSON.stringify(key)}`);
  return file;
}

async function writeNew(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': keys are random, so an existing file means a bug; never overwrite one.
  await writeFile(file, data, { flag: 'wx' });
}

export function createFileStorage(filesDir: string, privateFilesDir = resolvePrivateFilesDir(filesDir)): FileStorage {
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

    async removePublic(hrefs, onlyUnder) {
      const prefix = `${PUBLIC_FILES_PREFIX}/${onlyUnder}/`;
      const keys = hrefs.filter((href) => href.startsWith(prefix)).map((href) => href.slice(PUBLIC_FILES_PREFIX.length + 1));
      await Promise.all([...new Set(keys)].map((key) => rm(inside(publicRoot, key), { force: true })));
    },

    writePrivate: (key, data) => writeNew(inside(privateRoot, key), data),

    readPrivate: (key) => readFile(inside(privateRoot, key)),

    async removePrivate(keys) {
      await Promise.all(keys.map((key) => rm(inside(privateRoot, key), { force: true })));
    },
  };
}

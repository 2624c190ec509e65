// Where uploaded and generated images live: FILES_DIR when set, else `files` in the data
// directory (next to the PGlite database; with PostgreSQL the directory holds only them);
// a throwaway database gets throwaway files.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function resolveFilesDir(options: { filesDir?: string | undefined; pgliteDir: string }): Promise<string> {
  if (options.filesDir) return path.resolve(process.cwd(), options.filesDir);
  if (options.pgliteDir === 'memory://') return mkdtemp(path.join(os.tmpdir(), 'povar-files-'));
  return path.join(options.pgliteDir, 'files');
}

// The file storage port: public pictures (served at /api/files by any API process) and private
// files (application documents, kitchen photos, chat files) that no route serves as they are;
// only their modules read them, for the people allowed. Two adapters: a local directory
// (local-storage.ts, the default) and S3-compatible object storage (s3-storage.ts), chosen by
// storage-config.ts. The key rules and content types below are shared, so both behave alike.
import type { Readable } from 'node:stream';

/** Public files are served here (plugins/files.ts). */
export const PUBLIC_FILES_PREFIX = '/api/files';

/** A public file ready to be sent: its bytes as a stream and what the answer's headers need. */
export interface PublicFile {
  body: Readable;
  contentType: string;
  size: number;
  /** Quoted, as sent in the ETag header. */
  etag: string;
  lastModified: Date;
}

export interface FileStorage {
  /** Writes a new public file; answers its /api/files address. */
  writePublic(key: string, data: Buffer): Promise<string>;
  /** Whether a public file is there (the demo seed writes only the missing ones on each start). */
  hasPublic(key: string): Promise<boolean>;
  /** A public file to serve, or null when there is none. */
  openPublic(key: string): Promise<PublicFile | null>;
  /** Deletes public files by their /api/files address; addresses outside `onlyUnder` are left alone. */
  removePublic(hrefs: string[], onlyUnder: string): Promise<void>;
  writePrivate(key: string, data: Buffer): Promise<void>;
  /** Rejects with StoredFileMissingError when there is no such file. */
  readPrivate(key: string): Promise<Buffer>;
  removePrivate(keys: string[]): Promise<void>;
  /** Rejects when the storage cannot be reached now (readiness); only a bucket has one. */
  check?(): Promise<void>;
}

/** Reading a private file that is not there: a row whose file was lost, never the client's mistake. */
export class StoredFileMissingError extends Error {
  constructor(key: string, cause?: unknown) {
    super(`No stored file under ${JSON.stringify(key)}`, { cause });
    this.name = 'StoredFileMissingError';
  }
}

/**
 * Keys are made by the modules (`avatars/<uuid>-512.webp`, `dishes/<uuid>/640.jpg`): letters,
 * digits, '_', '-' and '.' in '/'-separated parts, none empty or starting with a dot. So no key
 * climbs out of its directory or prefix ('..'), names a dotfile, or reads as a directory.
 */
const KEY_PART = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((part) => KEY_PART.test(part));
}

/** Every adapter checks keys with this: a bad key is a bug in the caller, never a file. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`A storage key escapes its directory or is malformed: ${JSON.stringify(key)}`);
  return key;
}

/** The keys of the public addresses under `onlyUnder/` (others, like the demo's pictures, are not ours to delete). */
export function publicKeysUnder(hrefs: string[], onlyUnder: string): string[] {
  const prefix = `${PUBLIC_FILES_PREFIX}/${onlyUnder}/`;
  const keys = hrefs.filter((href) => href.startsWith(prefix)).map((href) => href.slice(PUBLIC_FILES_PREFIX.length + 1));
  return [...new Set(keys)];
}

/** What the stored files are; anything else is sent as bytes, and nosniff keeps browsers from guessing. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
};

export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}

// Opens the API's database: PostgreSQL when given a URL, else embedded PGlite in a directory only one process may hold; migrates and seeds it.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { migrateEmbedded, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';
import { seedDemoData } from './seed.ts';

/** drizzle over either driver; repositories only ever see this. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly orm: Orm;
  readonly driver: 'postgres' | 'pglite';
  /** Releases connections (and the PGlite directory lock); calling it again does nothing. */
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** PostgreSQL connection string; wins over `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
  /** Where images live (served under /api/files); the demo pictures are rendered there when set. */
  filesDir?: string;
}

export const IN_MEMORY = 'memory://';

/** Name of the lock proper-lockfile keeps inside a PGlite directory (PostgreSQL ignores unknown entries there). */
const PGLITE_LOCK_NAME = '.povar-api.lock';
/**
 * A lock not refreshed for this long is treated as left by a crashed process. Long enough that
 * PGlite's first start (initdb blocks the event loop for a few seconds) does not look like a crash.
 */
const PGLITE_LOCK_STALE_MS = 15_000;
/** Serialises migrations when several API instances start against one PostgreSQL at once. */
const MIGRATION_ADVISORY_LOCK = 7_295_600_956;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.filesDir);
  if (config.pgliteDir) return openPglite(config.pgliteDir, config.filesDir);
  throw new Error('openDatabase needs databaseUrl (PostgreSQL) or pgliteDir (a directory, or memory://)');
}

async function openPostgres(databaseUrl: string, filesDir: string | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client dropped by the server emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error:', error.message));
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
      const session = drizzleNodePg({ client, schema });
      await migratePostgres(session);
      await seedDemoData(session, { filesDir });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const orm = drizzleNodePg({ client: pool, schema });
  return { orm, driver: 'postgres', close: once(() => pool.end()) };
}

async function openPglite(pgliteDir: string, filesDir: string | undefined): Promise<Database> {
  const inMemory = pgliteDir === IN_MEMORY;
  const releaseLock = inMemory ? async () => undefined : await lockPgliteDirectory(path.resolve(pgliteDir));
  let client: PGlite | undefined;
  try {
    // The catalogue's migrations create these extensions; PGlite only has the ones passed in here.
    client = await PGlite.create(inMemory ? IN_MEMORY : path.resolve(pgliteDir), { extensions: { cube, earthdistance, pg_trgm } });
    const orm = drizzlePglite({ client, schema });
    await migrateEmbedded(orm);
    await seedDemoData(orm, { filesDir });
    const opened = client;
    return {
      orm,
      driver: 'pglite',
      close: once(async () => {
        await opened.close();
        await releaseLock();
      }),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await releaseLock();
    throw error;
  }
}

/** Two processes writing one PGlite directory would corrupt it, so the second one refuses to start. */
async function lockPgliteDirectory(directory: string): Promise<() => Promise<void>> {
  await mkdir(directory, { recursive: true });
  try {
    return await lockfile.lock(directory, {
      lockfilePath: path.join(directory, PGLITE_LOCK_NAME),
      stale: PGLITE_LOCK_STALE_MS,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `PGlite directory ${directory} is in use by another process. Stop that process, or set PGLITE_DIR to another directory. ` +
          `If that process crashed, its lock expires ${PGLITE_LOCK_STALE_MS / 1000} s after the crash.`,
        { cause: error },
      );
    }
    throw error;
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

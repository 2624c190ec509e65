// Opens the API's database: PostgreSQL when given a URL, else embedded PGlite in a directory only one process may hold,
// served from a worker thread (pglite-host.ts) and reached through the same pg driver, and migrates it. What a database
// holds besides its tables (the reference data, the demo data) is the business of the layer above (seed/seed.ts), which
// hands its writes in as `prepare`: this layer knows no module.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { migratePostgres } from './migrate.ts';
import { type PgliteHost, type PgliteMemory, startPgliteHost } from './pglite-host.ts';
import * as schema from './schema.ts';

/** drizzle over the pg driver; repositories only ever see this. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly orm: Orm;
  /**
   * For reads that may lag the primary by a moment (the public catalogue): a streaming replica
   * when DATABASE_READ_URL names one, else the very same `orm`. Never for a read that must see
   * the caller's own write.
   */
  readonly readOrm: Orm;
  readonly driver: 'postgres' | 'pglite';
  /**
   * Where listeners LISTEN: a connection of their own to `databaseUrl`. PGlite's worker serves
   * several connections and routes notifications to them as PostgreSQL does, so it gives a URL too.
   */
  readonly notifications: { databaseUrl: string };
  /** PGlite only: its worker thread's memory by part, for the metrics (absent on PostgreSQL). */
  embeddedMemory?(): Promise<PgliteMemory>;
  /** The pools' connections for the metrics (the read replica's counted in); on PGlite they all share its one session. */
  connections(): { total: number; idle?: number; waiting?: number };
  /** Releases connections (and on PGlite its worker and the directory lock); calling it again does nothing. */
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** PostgreSQL connection string; wins over `pgliteDir`. */
  databaseUrl?: string;
  /** A read replica of `databaseUrl` for `readOrm`; ignored without `databaseUrl`. */
  readDatabaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
}

export interface OpenOptions {
  /**
   * Writes to make right after migrating, still under the migration lock, so instances starting
   * together against one database do them one at a time (the seed layer's reference and demo data).
   */
  prepare?: Prepare;
}

export const IN_MEMORY = 'memory://';

/** Name of the lock proper-lockfile keeps inside a PGlite directory (PostgreSQL ignores unknown entries there). */
const PGLITE_LOCK_NAME = '.povar-api.lock';
/**
 * A lock not refreshed for this long is treated as left by a crashed process. Generous: the
 * refresh runs on the API's event loop, which a large seed or a slow machine can hold for seconds.
 */
const PGLITE_LOCK_STALE_MS = 15_000;
/** Serialises migrations when several API instances start against one PostgreSQL at once. */
const MIGRATION_ADVISORY_LOCK = 7_295_600_956;

type Prepare = (orm: Orm) => Promise<void>;

const nothingToPrepare: Prepare = async () => undefined;

/** Opens and migrates; nothing else is written unless the caller hands it in as `prepare`. */
export async function openDatabase(config: DatabaseConfig, { prepare = nothingToPrepare }: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, prepare, { driver: 'postgres', readDatabaseUrl: config.readDatabaseUrl });
  if (config.pgliteDir) return openPglite(config.pgliteDir, prepare);
  throw new Error('openDatabase needs databaseUrl (PostgreSQL) or pgliteDir (a directory, or memory://)');
}

async function openPostgres(databaseUrl: string, prepare: Prepare, options: { driver: Database['driver']; readDatabaseUrl?: string }): Promise<Database> {
  // PGlite is one session that all connections share, and its worker reads no startup options:
  // the settings are set once, on the first connection, for all of them.
  const sessionOptions = options.driver === 'postgres' ? API_SESSION_OPTIONS : undefined;
  const pool = openPool(databaseUrl, 'PostgreSQL pool', sessionOptions);
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
      const session = drizzle({ client, schema });
      if (!sessionOptions) await client.query(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
      await migratePostgres(session);
      await prepare(session);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const orm = drizzle({ client: pool, schema });
  const readPool =
    options.readDatabaseUrl && options.readDatabaseUrl !== databaseUrl ? openPool(options.readDatabaseUrl, 'PostgreSQL read pool', sessionOptions) : null;
  const pools = readPool ? [pool, readPool] : [pool];
  return {
    orm,
    readOrm: readPool ? drizzle({ client: readPool, schema }) : orm,
    driver: options.driver,
    notifications: { databaseUrl },
    connections: () => ({
      total: sum(pools, (each) => each.totalCount),
      idle: sum(pools, (each) => each.idleCount),
      waiting: sum(pools, (each) => each.waitingCount),
    }),
    close: once(async () => {
      await Promise.all(pools.map((each) => each.end()));
    }),
  };
}

/**
 * How close a typed word must be to a name for the catalogue's search to find it despite a typo
 * (pg_trgm's word similarity, 0 to 1; PostgreSQL's default is 0.6). The `<%` operator the trigram
 * indexes answer reads it from the session, so every connection starts with it rather than each
 * searched read wrapping itself in a transaction to set it.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The API's session settings as a PostgreSQL connection's startup options (pg's `options`): each connection has them before its first query. */
export const API_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

function openPool(connectionString: string, label: string, sessionOptions: string | undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString, options: sessionOptions });
  // An idle client dropped by the server emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (error) => console.error(`${label}: idle client error:`, error.message));
  return pool;
}

const sum = <T>(items: readonly T[], count: (item: T) => number) => items.reduce((total, item) => total + count(item), 0);

/**
 * PGlite in a worker thread, served on a socket (pglite-host.ts), opened like PostgreSQL from
 * there on: the same pool, migrations and preparation. The directory is locked before the worker opens it.
 */
async function openPglite(pgliteDir: string, prepare: Prepare): Promise<Database> {
  const inMemory = pgliteDir === IN_MEMORY;
  const releaseLock = inMemory ? async () => undefined : await lockPgliteDirectory(path.resolve(pgliteDir));
  let host: PgliteHost | undefined;
  try {
    host = await startPgliteHost(inMemory ? IN_MEMORY : path.resolve(pgliteDir));
    const served = await openPostgres(host.databaseUrl, prepare, { driver: 'pglite' });
    const started = host;
    return {
      ...served,
      embeddedMemory: () => started.memory(),
      close: once(async () => {
        await served.close();
        await started.close();
        await releaseLock();
      }),
    };
  } catch (error) {
    await host?.close().catch(() => undefined);
    await releaseLock();
    throw error;
  }
}

/** Who holds the lock ({pid, hostname}), next to it: proper-lockfile removes its lock directory with rmdir, so nothing may live inside. */
const PGLITE_LOCK_OWNER_NAME = '.povar-api.lock.owner';
/** The locks this process holds: a record with our own pid is ours only when its lock is listed here. */
const locksHeldHere = new Set<string>();

/**
 * Two processes writing one PGlite directory would corrupt it, so the second one refuses to start.
 * A holder that died without releasing (kill -9, the OOM killer) is seen at once by its pid on
 * this machine, so a restart right after a crash starts; a holder we cannot check (another host,
 * no owner record) still counts as gone only when its lock has not been refreshed for PGLITE_LOCK_STALE_MS.
 */
async function lockPgliteDirectory(directory: string): Promise<() => Promise<void>> {
  await mkdir(directory, { recursive: true });
  const lockPath = path.join(directory, PGLITE_LOCK_NAME);
  const ownerPath = path.join(directory, PGLITE_LOCK_OWNER_NAME);
  const take = async () => {
    const release = await lockfile.lock(directory, { lockfilePath: lockPath, stale: PGLITE_LOCK_STALE_MS });
    const written = `${ownerPath}.${randomUUID()}`;
    await writeFile(written, JSON.stringify({ pid: process.pid, hostname: os.hostname() }));
    await rename(written, ownerPath);
    locksHeldHere.add(lockPath);
    return async () => {
      locksHeldHere.delete(lockPath);
      await rm(ownerPath, { force: true });
      await release();
    };
  };
  try {
    try {
      return await take();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || !(await claimDeadHoldersLock(ownerPath, lockPath))) throw error;
      await rmdir(lockPath).catch((removal: NodeJS.ErrnoException) => {
        if (removal.code !== 'ENOENT') throw removal;
      });
      return await take();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `PGlite directory ${directory} is in use by another process. Stop that process, or set PGLITE_DIR to another directory. ` +
          `If that process ran on another machine and crashed, its lock expires ${PGLITE_LOCK_STALE_MS / 1000} s after the crash.`,
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * Whether the lock's holder is a process of this machine that no longer runs, claiming its owner
 * record if so: the record is moved aside first (one starter wins the rename), so two processes
 * restarting at once do not both take the lock over; a live holder's record is put back.
 */
async function claimDeadHoldersLock(ownerPath: string, lockPath: string): Promise<boolean> {
  const claimed = `${ownerPath}.claimed.${randomUUID()}`;
  try {
    await rename(ownerPath, claimed);
  } catch {
    return false; // no record (an older holder, or a holder still writing it), or another starter claimed it first
  }
  let owner: { pid?: unknown; hostname?: unknown } = {};
  try {
    owner = JSON.parse(await readFile(claimed, 'utf8')) as typeof owner;
  } catch {
    // unreadable: treated as a live holder below
  }
  if (owner.hostname === os.hostname() && typeof owner.pid === 'number' && !isRunning(owner.pid, lockPath)) {
    await rm(claimed, { force: true });
    return true;
  }
  await rename(claimed, ownerPath).catch(() => rm(claimed, { force: true }));
  return false;
}

/** Our own pid holds the lock only if this process took it; else the pid was reused (pid 1 in a restarted container) after the holder died. */
function isRunning(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return locksHeldHere.has(lockPath);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}

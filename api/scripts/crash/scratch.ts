// A throwaway database for one run of the crash and drain tests: a temporary PGlite directory,
// or a scratch PostgreSQL database created on the server and dropped (WITH FORCE) afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/db/client.ts';

export type Driver = 'pglite' | 'postgres';

export interface Scratch {
  label: 'PGlite' | 'PostgreSQL';
  /** For the script's own connection (customers before, checks after). */
  config: DatabaseConfig;
  /** For the API process. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function parseDriver(value: string | undefined): Driver {
  if (value !== 'pglite' && value !== 'postgres') throw new Error(`--db is pglite or postgres, got ${value}`);
  return value;
}

/** `pgUrl`: any database of the PostgreSQL server the scratch database is created on. */
export async function createScratch(driver: Driver, pgUrl: string, prefix: string): Promise<Scratch> {
  const directory = await mkdtemp(path.join(tmpdir(), `povar-${prefix}-`));
  const removeDirectory = () => rm(directory, { recursive: true, force: true });
  if (driver === 'pglite') {
    const pgliteDir = path.join(directory, 'db');
    return { label: 'PGlite', config: { pgliteDir }, env: { PGLITE_DIR: pgliteDir }, drop: removeDirectory };
  }
  // Random lower-case hex: a valid identifier without quoting.
  const name = `povar_${prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(pgUrl, `CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    config: { databaseUrl: url.toString() },
    // Without FILES_DIR the API would render the demo pictures into ./.data/files.
    env: { DATABASE_URL: url.toString(), FILES_DIR: path.join(directory, 'files') },
    drop: async () => {
      await onPostgresServer(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDirectory();
    },
  };
}

async function onPostgresServer(pgUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The API bundled as `npm start` runs it (the build script is plain JavaScript). */
export async function buildApiBundle(name: string): Promise<string> {
  const scripts = path.resolve(import.meta.dirname, '../../../scripts');
  type ServerEntry = { name: string; entry: string; bundle: string };
  const { buildServers } = (await import(path.join(scripts, 'build-servers.mjs'))) as { buildServers: (servers: ServerEntry[]) => Promise<void> };
  const { repoRoot } = (await import(path.join(scripts, 'apps.mjs'))) as { repoRoot: string };
  const bundle = { name: 'api', entry: 'api/src/server.ts', bundle: `api/dist/${name}/server.mjs` };
  await buildServers([bundle]);
  return path.join(repoRoot, bundle.bundle);
}

export const randomBetween = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min);

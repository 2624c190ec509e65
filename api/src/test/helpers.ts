// Test scaffolding: each API suite gets its own database, on PGlite in memory and, when TEST_DATABASE_URL is set, again on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApiServer, openDatabase, type ApiServerConfig, type Database, type DatabaseConfig } from '../app.ts';
import { IN_MEMORY } from '../db/client.ts';

/** A database made for one suite; `drop` removes every trace of it. */
export interface ScratchDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface DatabaseTarget {
  readonly label: 'PGlite' | 'PostgreSQL';
  /** `onDisk` matters to PGlite only: a temporary directory instead of memory, so it can be reopened and locked. */
  createScratchDatabase(options?: { onDisk?: boolean }): Promise<ScratchDatabase>;
}

export const pgliteTarget: DatabaseTarget = {
  label: 'PGlite',
  async createScratchDatabase({ onDisk = false } = {}) {
    if (!onDisk) return { config: { pgliteDir: IN_MEMORY }, drop: async () => undefined };
    const directory = await mkdtemp(path.join(os.tmpdir(), 'povar-pglite-'));
    return { config: { pgliteDir: directory }, drop: () => rm(directory, { recursive: true, force: true }) };
  },
};

function postgresTarget(serverUrl: string): DatabaseTarget {
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    async createScratchDatabase() {
      // Random and lower-case hex, so it is a valid identifier without quoting.
      const name = `povar_test_${randomBytes(6).toString('hex')}`;
      await onServer(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        config: { databaseUrl: url.toString() },
        drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) console.log('PostgreSQL runs skipped: TEST_DATABASE_URL is not set (the PGlite runs go ahead).');

/** Where every database suite runs. */
export const DATABASE_TARGETS: readonly DatabaseTarget[] = testDatabaseUrl ? [pgliteTarget, postgresTarget(testDatabaseUrl)] : [pgliteTarget];

export interface ApiSuite {
  /** fastify/demo's build(t): a ready API server over the suite's database, closed when the test ends. */
  build(
    t: TestContext,
    options?: Pick<ApiServerConfig, 'config' | 'production' | 'auth' | 'now' | 'rateLimits' | 'trustProxy' | 'publicUrl'>,
  ): Promise<FastifyInstance>;
  /** The suite's open database (available inside tests). */
  readonly database: Database;
}

/** Declares the suite once per database target, with a fresh database opened before and dropped after. */
export function describeOnEachDatabase(title: string, define: (suite: ApiSuite) => void): void {
  for (const target of DATABASE_TARGETS) {
    describe(`${title} [${target.label}]`, () => {
      let scratch: ScratchDatabase | undefined;
      let database: Database | undefined;

      before(async () => {
        scratch = await target.createScratchDatabase();
        // The demo catalogue and accounts are what most suites read and sign in as.
        database = await openDatabase({ ...scratch.config, demoData: { demoAccounts: true } });
      });
      after(async () => {
        await database?.close();
        await scratch?.drop();
      });

      const opened = (): Database => {
        if (!database) throw new Error('the suite database is opened in before()');
        return database;
      };
      define({
        async build(t, options = {}) {
          const app = await buildApiServer({ ...options, db: opened() });
          t.after(() => app.close());
          return app;
        },
        get database() {
          return opened();
        },
      });
    });
  }
}

/**
 * Waits until `check` holds, asking again every 20 ms for up to `withinMs`; answers whether it did.
 * For changes made straight in the database (as an operator would): the API's cached public
 * answers hear of them through the database's notification a moment later, not at once.
 */
export async function eventually(check: () => Promise<boolean>, withinMs = 1_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

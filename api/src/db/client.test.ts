// Opening databases: migrations and seed are idempotent on both drivers, and a PGlite directory admits one process at a time.
// PGlite answers from its worker thread: HTTP keeps flowing while it works, its connections take turns like
// PostgreSQL's sessions, notifications reach their listeners, and closing leaves nothing running.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, count, sql } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import pg from 'pg';
// The API opens its databases with the reference data written (seed/seed.ts), as these tests expect.
import { buildApiServer, openDatabase } from '../app.ts';
import { DATABASE_TARGETS, pgliteTarget, type ScratchDatabase } from '../test/helpers.ts';
import { IN_MEMORY, type Database } from './client.ts';
import { SEEDED_MAIN_CITIES } from './main-cities.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { mainCities } from './schema.ts';

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** drizzle's own bookkeeping table: one row per applied migration. */
const appliedMigrationsTable = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id').primaryKey() });

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await db.orm.select({ applied: count() }).from(appliedMigrationsTable);
  return row?.applied ?? 0;
}

const seededTable = (db: Database) =>
  db.orm
    .select({ id: mainCities.id, slug: mainCities.slug, isServed: mainCities.isServed, lat: mainCities.lat, lon: mainCities.lon })
    .from(mainCities)
    .orderBy(asc(mainCities.sortOrder));

for (const target of DATABASE_TARGETS) {
  describe(`opening a database [${target.label}]`, () => {
    const scratches: ScratchDatabase[] = [];
    after(async () => {
      for (const scratch of scratches) await scratch.drop();
    });

    test('opening twice applies each migration once and leaves one row per seeded region', async () => {
      const scratch = await target.createScratchDatabase({ onDisk: true });
      scratches.push(scratch);

      const first = await openDatabase(scratch.config);
      const afterFirst = await seededTable(first);
      assert.equal(await appliedMigrations(first), await migrationCount());
      await first.close();

      const second = await openDatabase(scratch.config);
      try {
        assert.equal(await appliedMigrations(second), await migrationCount());
        assert.deepEqual(await seededTable(second), afterFirst);
      } finally {
        await second.close();
      }

      assert.deepEqual(
        afterFirst.map(({ id, slug, isServed }) => ({ id, slug, isServed })),
        SEEDED_MAIN_CITIES.map(({ id, slug, isServed }) => ({ id, slug, isServed })),
      );
      // Coordinates survive the round trip as double precision.
      assert.deepEqual({ lat: afterFirst[0]?.lat, lon: afterFirst[0]?.lon }, { lat: 57.153033, lon: 65.534328 });
    });

    test('reads that may lag go to the read replica when one is named, and to the primary otherwise', async (t) => {
      const scratch = await target.createScratchDatabase();
      scratches.push(scratch);
      const applicationOf = async (orm: Database['orm']) => {
        const answer = (await orm.execute(sql`select current_setting('application_name') as name`)) as { rows: { name: string }[] };
        return answer.rows[0]?.name;
      };

      const plain = await openDatabase(scratch.config);
      t.after(() => plain.close());
      assert.equal(plain.readOrm, plain.orm, 'no replica: the primary answers the reads');
      if (!scratch.config.databaseUrl) return; // PGlite has no replicas

      // The same server stands in for a replica, told apart by the name its connections give.
      const replicaUrl = new URL(scratch.config.databaseUrl);
      replicaUrl.searchParams.set('application_name', 'povar_read_replica');
      const replicated = await openDatabase({ ...scratch.config, readDatabaseUrl: replicaUrl.toString() });
      t.after(() => replicated.close());
      assert.equal(await applicationOf(replicated.readOrm), 'povar_read_replica');
      assert.notEqual(await applicationOf(replicated.orm), 'povar_read_replica');
    });
  });
}

describe('a PGlite directory', () => {
  test('admits one open at a time: a second open is refused until the first closes', async (t) => {
    const scratch = await pgliteTarget.createScratchDatabase({ onDisk: true });
    t.after(() => scratch.drop());

    const holder = await openDatabase(scratch.config);
    try {
      await assert.rejects(openDatabase(scratch.config), /is in use by another process/);
      // The refused open must not have disturbed the holder.
      assert.equal((await seededTable(holder)).length, SEEDED_MAIN_CITIES.length);
    } finally {
      await holder.close();
    }

    const next = await openDatabase(scratch.config);
    await next.close();
  });

  test('is opened at once after its holder was killed with kill -9 (the crashed holder is seen by its pid)', async (t) => {
    const scratch = await pgliteTarget.createScratchDatabase({ onDisk: true });
    t.after(() => scratch.drop());
    // Another process opens the directory, says so, and waits to be killed.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { openDatabase } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))}); await openDatabase(${JSON.stringify(scratch.config)}); console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    t.after(() => holder.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited (${code}) before opening`)));
    });
    await assert.rejects(openDatabase(scratch.config), /is in use by another process/, 'a live holder keeps the directory');

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const started = Date.now();
    const reopened = await openDatabase(scratch.config);
    try {
      assert.ok(Date.now() - started < 10_000, 'no wait for the 15 s stale-lock rule');
      assert.equal((await seededTable(reopened)).length, SEEDED_MAIN_CITIES.length);
    } finally {
      await reopened.close();
    }
  });
});

describe('PGlite served from its worker thread', () => {
  let db: Database;
  before(async () => {
    db = await openDatabase({ pgliteDir: IN_MEMORY });
  });
  after(() => db.close());

  const listenUrl = () => {
    assert.ok('databaseUrl' in db.notifications, 'PGlite offers a URL to LISTEN on, like PostgreSQL');
    return db.notifications.databaseUrl;
  };

  async function connect(t: { after(fn: () => Promise<void>): void }): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: listenUrl() });
    await client.connect();
    t.after(() => client.end().catch(() => undefined));
    return client;
  }

  test('the API answers HTTP while a long query runs in PGlite', async (t) => {
    const app = await buildApiServer({ db });
    t.after(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const live = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health/live`;
    assert.equal((await fetch(live)).status, 200);

    let queryDone = false;
    const longQuery = db.orm.execute(sql`select pg_sleep(2)`).then(() => (queryDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = performance.now();
    const answer = await fetch(live);
    const tookMs = performance.now() - asked;
    assert.equal(answer.status, 200);
    assert.equal(queryDone, false, 'the answer came while the query was still running');
    assert.ok(tookMs < 300, `/api/health/live took ${tookMs.toFixed(0)} ms during the query`);
    await longQuery;
  });

  test('parallel queries on many connections each get their own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => db.orm.execute(sql`select ${index}::int as n, ${`q${index}`}::text as label`)));
    assert.deepEqual(
      answers.map((answer) => (answer as { rows: unknown[] }).rows[0]),
      Array.from({ length: 40 }, (_, index) => ({ n: index, label: `q${index}` })),
    );
  });

  test("another connection's statements wait for an open transaction instead of joining it", async (t) => {
    await db.orm.execute(sql`create table if not exists worker_turns (n int)`);
    const first = await connect(t);
    const second = await connect(t);
    await first.query('begin');
    await first.query('insert into worker_turns values (1)');
    let seen: number | undefined;
    const waiting = second.query<{ rows: string }>('select count(*)::int as rows from worker_turns').then((answer) => (seen = Number(answer.rows[0]?.rows)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(seen, undefined, 'the second connection waits while the first is inside its transaction');
    await first.query('rollback');
    await waiting;
    assert.equal(seen, 0, 'and then sees the database without the rolled-back row');
  });

  test('a connection lost inside a transaction is rolled back and frees the database', async (t) => {
    await db.orm.execute(sql`create table if not exists worker_lost (n int)`);
    const lost = new pg.Client({ connectionString: listenUrl() });
    lost.on('error', () => undefined);
    await lost.connect();
    await lost.query('begin');
    await lost.query('insert into worker_lost values (1)');
    (lost as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const other = await connect(t);
    const { rows } = await other.query<{ rows: number }>('select count(*)::int as rows from worker_lost');
    assert.deepEqual(rows, [{ rows: 0 }]);
  });

  test("a NOTIFY reaches the connections LISTENing on its channel, and no one else's", async (t) => {
    const listener = await connect(t);
    const bystander = await connect(t);
    const heard: string[] = [];
    const overheard: string[] = [];
    listener.on('notification', (message) => heard.push(`${message.channel}:${message.payload}`));
    bystander.on('notification', (message) => overheard.push(`${message.channel}:${message.payload}`));
    await listener.query('LISTEN worker_news');
    await bystander.query('LISTEN worker_other');

    await db.orm.execute(sql`select pg_notify('worker_news', 'one')`);
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_news', 'two')`);
      await tx.execute(sql`select pg_notify('worker_news', 'three')`);
    });
    // The listener's own next query would flush anything held back; it must already have everything.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(heard, ['worker_news:one', 'worker_news:two', 'worker_news:three']);
    assert.deepEqual(overheard, []);

    // One of two listeners leaving does not deafen the other.
    const second = await connect(t);
    const heardBySecond: string[] = [];
    second.on('notification', (message) => heardBySecond.push(String(message.payload)));
    await second.query('LISTEN worker_news');
    await second.query('UNLISTEN worker_news');
    await db.orm.execute(sql`select pg_notify('worker_news', 'four')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(heard.at(-1), 'worker_news:four');
    assert.deepEqual(heardBySecond, []);
  });
});

describe('closing PGlite', () => {
  test('a process that opened PGlite and closed it exits by itself, cleanly, and its socket answers no more', async (t) => {
    const scratch = await pgliteTarget.createScratchDatabase({ onDisk: true });
    t.after(() => scratch.drop());
    // As the API stops: a LISTEN connection leaves while the database closes.
    const script =
      `const { openDatabase } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))});` +
      `const { default: pg } = await import('pg');` +
      `const db = await openDatabase(${JSON.stringify(scratch.config)});` +
      `const listener = new pg.Client({ connectionString: db.notifications.databaseUrl });` +
      `await listener.connect();` +
      `await listener.query('LISTEN povar_closing');` +
      `await db.orm.execute('select 1');` +
      `await Promise.all([listener.end(), db.close()]);` +
      `console.log(JSON.stringify(db.notifications));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    t.after(() => child.kill('SIGKILL'));
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
    clearTimeout(timer);
    assert.deepEqual({ code, signal }, { code: 0, signal: null }, 'nothing (a worker, a socket, a timer) kept the process alive');
    assert.equal(errors, '', 'the worker closed without an error');

    const { databaseUrl } = JSON.parse(output) as { databaseUrl: string };
    const client = new pg.Client({ connectionString: databaseUrl });
    await assert.rejects(client.connect(), /ENOENT|ECONNREFUSED/);
  });
});

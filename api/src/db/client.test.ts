// Opening databases: migrations and seed are idempotent on both drivers, and a PGlite directory admits one process at a time.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { asc, count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { DATABASE_TARGETS, pgliteTarget, type ScratchDatabase } from '../test/helpers.ts';
import { openDatabase, type Database } from './client.ts';
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
      ['--import', 'tsx', '--input-type=module', '-e', `const { openDatabase } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))}); await openDatabase(${JSON.stringify(scratch.config)}); console.log('open'); setInterval(() => {}, 1000);`],
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

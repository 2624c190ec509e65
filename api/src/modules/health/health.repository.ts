// Asks the database whether it answers and whether every migration of this build is applied.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';

/** The newest migration this build ships (drizzle-kit's journal): its time is what drizzle records when it applies it. */
function newestMigrationTime(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export function createHealthRepository(orm: Orm) {
  const expected = newestMigrationTime();
  return {
    async ping(): Promise<void> {
      await orm.execute(sql`select 1`);
    },
    /** Whether drizzle's own table records this build's newest migration (another replica may still be migrating). */
    async migrationsApplied(): Promise<boolean> {
      const result = await orm.execute<{ newest: string | number | null }>(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { newest: string | number | null }[] }).rows) as { newest: string | number | null }[];
      return Number(rows[0]?.newest ?? 0) >= expected;
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

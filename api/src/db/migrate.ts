// Applies the SQL migrations drizzle-kit generated (api/drizzle/) with drizzle's own migrators, on either driver.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function migratePostgres(orm: NodePgDatabase<typeof schema>): Promise<void> {
  return migrateNodePg(orm, { migrationsFolder: MIGRATIONS_FOLDER });
}

export function migrateEmbedded(orm: PgliteDatabase<typeof schema>): Promise<void> {
  return migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER });
}

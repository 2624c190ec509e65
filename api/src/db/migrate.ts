// Applies the SQL migrations drizzle-kit generated (api/drizzle/) with drizzle's own migrator; PGlite is reached through pg too.
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { API_ROOT } from '../paths.ts';
import type * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

export function migratePostgres(orm: NodePgDatabase<typeof schema>): Promise<void> {
  return migrateNodePg(orm, { migrationsFolder: MIGRATIONS_FOLDER });
}

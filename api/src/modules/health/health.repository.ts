// Asks the database whether it answers.
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';

export function createHealthRepository(orm: Orm) {
  return {
    async ping(): Promise<void> {
      await orm.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

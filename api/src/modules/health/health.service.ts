// Health: liveness (the process answers), readiness (the database answers, this build's migrations
// are applied, the file storage is reachable when it is a bucket). /api/health is the older readiness
// probe kept for the servers and probes that poll it: the database only.
import { ApiError } from '../../plugins/errors.ts';
import type { HealthRepository } from './health.repository.ts';

export type ReadinessCheck = 'database' | 'migrations' | 'storage';

/** What each failed check tells the operator reading the 503 (in Russian, like every message of the API). */
export const READINESS_FAILURES: Readonly<Record<ReadinessCheck, string>> = {
  database: 'База данных не отвечает',
  migrations: 'Миграции базы данных ещё не применены',
  storage: 'Хранилище файлов недоступно',
};

export function createHealthService(deps: { database: Pick<HealthRepository, 'ping' | 'migrationsApplied'>; storage?: { check(): Promise<void> } }) {
  return {
    async check(): Promise<{ status: 'ok' }> {
      try {
        await deps.database.ping();
      } catch (cause) {
        throw new ApiError('unavailable', { cause });
      }
      return { status: 'ok' };
    },

    /** The checks that failed (none: ready); a check that throws counts as failed, never as a crash. */
    async readiness(): Promise<ReadinessCheck[]> {
      const failed: ReadinessCheck[] = [];
      const databaseAnswers = await deps.database.ping().then(
        () => true,
        () => false,
      );
      if (!databaseAnswers) failed.push('database', 'migrations');
      else if (!(await deps.database.migrationsApplied().catch(() => false))) failed.push('migrations');
      if (
        deps.storage &&
        !(await deps.storage.check().then(
          () => true,
          () => false,
        ))
      )
        failed.push('storage');
      return failed;
    },
  };
}

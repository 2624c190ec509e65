// Readiness: the API is ready when its database answers; otherwise it is "temporarily unavailable" (503).
import { ApiError } from '../../plugins/errors.ts';
import type { HealthRepository } from './health.repository.ts';

export function createHealthService(deps: { database: Pick<HealthRepository, 'ping'> }) {
  return {
    async check(): Promise<{ status: 'ok' }> {
      try {
        await deps.database.ping();
      } catch (cause) {
        throw new ApiError('unavailable', { cause });
      }
      return { status: 'ok' };
    },
  };
}

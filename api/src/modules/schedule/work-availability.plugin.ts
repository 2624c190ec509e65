// The cook's next opening by the schedule (hours and days off) as `app.workAvailableAt`, which the
// cook page words as 'Принимает заказы с …'.
import fp from 'fastify-plugin';
import { createScheduleRepository } from './schedule.repository.ts';
import { createScheduleService } from './schedule.service.ts';
import type { NextOpening } from './work-available.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The next opening (workAvailableAt and its day) of an active cook; null when none. */
    workAvailableAt(cookId: number): Promise<NextOpening | null>;
  }
}

export const workAvailabilityPlugin = fp<{ now: () => Date }>(
  async function workAvailabilityPlugin(app, { now }) {
    const schedule = createScheduleService({ repository: createScheduleRepository(app.db.orm), now });
    app.decorate('workAvailableAt', (cookId: number) => schedule.nextOpening(cookId));
  },
  { name: 'api-work-availability', dependencies: ['api-db'] },
);

// Schedule module: what other modules use. The checkout re-checks the chosen slot on submit and
// asks how the cook hands orders over; the cook page reads the next opening time
// (workAvailableAt) from the schedule; orders and payouts count local days with its time helpers;
// the catalogue, basket and map ask whether a cook delivers.
import type { Orm } from '../../db/client.ts';
import { createScheduleRepository } from './schedule.repository.ts';
import { createScheduleService } from './schedule.service.ts';
import type { NextOpening } from './work-available.ts';

export { assertSlotBookable, waysOfReceiving, type Slot, type SlotBooking } from './schedule.service.ts';

export type { NextOpening } from './work-available.ts';
export { cookDeliversColumn } from './cook-delivers.ts';
export { addDays, localDateOf, regionTimeZone, weekdayOf, zonedInstant } from './local-time.ts';
export { cookScheduleRoutes, cookSlotsRoutes } from './schedule.routes.ts';

/** The cook page's next opening (workAvailableAt and its day) of an active cook, by the schedule; null when none. */
export function createWorkAvailability(orm: Orm, now: () => Date): (cookId: number) => Promise<NextOpening | null> {
  const schedule = createScheduleService({ repository: createScheduleRepository(orm), now });
  return (cookId) => schedule.nextOpening(cookId);
}

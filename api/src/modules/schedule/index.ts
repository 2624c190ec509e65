// Schedule module: what other modules use. The checkout re-checks the chosen slot on submit and
// asks how the cook hands orders over; the cook page reads the next opening time
// (app.workAvailableAt, from the plugin the app registers) from the schedule; orders and payouts
// count local days with its time helpers; the catalogue, basket and map ask whether a cook delivers.
export { assertSlotBookable, waysOfReceiving, type Slot, type SlotBooking } from './schedule.service.ts';

export type { NextOpening } from './work-available.ts';
export { cookDeliversColumn } from './cook-delivers.ts';
export { addDays, localDateOf, regionTimeZone, weekdayOf, zonedInstant } from './local-time.ts';
export { cookScheduleRoutes, cookSlotsRoutes } from './schedule.routes.ts';
export { workAvailabilityPlugin } from './work-availability.plugin.ts';

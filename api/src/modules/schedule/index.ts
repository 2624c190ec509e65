// Schedule module: what other modules use. The checkout re-checks the chosen slot on submit.
export { assertSlotBookable, type Slot, type SlotBooking } from './schedule.service.ts';

// Schedule rules: the public slots of a cook for an order's dishes, the checkout's re-check of the
// chosen slot inside its transaction (assertSlotBookable), and the cook's own schedule and days
// off. A cook without a saved schedule works to DEFAULT_COOK_SCHEDULE, here and in the checkout.
import {
  COOK_NOT_FOUND_MESSAGE,
  DEFAULT_COOK_SCHEDULE,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SLOT_DAYS,
  SLOT_REFUSAL_MESSAGES,
  SLOT_UNAVAILABLE_MESSAGE,
  type CookDaysOff,
  type CookSchedule,
  type CookScheduleFields,
  type CookSlots,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { addDays, daysBetween, localDateOf, regionTimeZone } from './local-time.ts';
import { dayLabel, firstSlotNote, slotLabel } from './slot-labels.ts';
import { nextOpening, WORK_AVAILABLE_DAYS, type NextOpening } from './work-available.ts';
import { soldOutDaysFor, wantedPortions } from './daily-limits.ts';
import {
  createSlotReads,
  type CookScheduleRow,
  type ScheduledCook,
  type ScheduleReadDb,
  type ScheduleRepository,
  type SlotReads,
} from './schedule.repository.ts';
import { checkSlot, countPerLocalDay, freeSlots, slotWindow, type Slot, type SlotInput } from './slots.ts';

export type { Slot };

const fieldsOf = (row: CookScheduleRow | undefined): CookScheduleFields =>
  row
    ? {
        weeklyHours: row.weeklyHours,
        leadMinutes: row.leadMinutes,
        slotMinutes: row.slotMinutes,
        ordersPerDay: row.ordersPerDay,
        pickup: row.pickup,
        delivery: row.delivery,
        deliveryRadiusKm: row.deliveryRadiusKm,
        // Postgres answers a time as 'HH:MM:SS'.
        cutoffTime: row.cutoffTime ? row.cutoffTime.slice(0, 5) : null,
      }
    : DEFAULT_COOK_SCHEDULE;

const toSchedule = (row: CookScheduleRow | undefined, cook: ScheduledCook): CookSchedule => ({
  ...fieldsOf(row),
  deliveryCost: cook.deliveryCost,
  cutoffTime: row?.cutoffTime ? row.cutoffTime.slice(0, 5) : null,
  isDefault: row === undefined,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** Everything the slot rules read for one cook and order, read through `reads` (the orm or the checkout's transaction). */
async function loadSlotInput(
  reads: Pick<SlotReads, 'findSchedule' | 'listDaysOff' | 'longestCookingMinutes' | 'deliveryStartsBetween' | 'dishLimits' | 'portionsTaken'>,
  cook: ScheduledCook,
  dishIds: readonly number[],
  now: Date,
  portions?: ReadonlyMap<number, number>,
): Promise<{ input: SlotInput; fields: CookScheduleFields }> {
  const timeZone = regionTimeZone(cook.timezone);
  const window = slotWindow(now, timeZone);
  const today = localDateOf(now, timeZone);
  // One after another: inside the checkout's transaction they share one connection.
  const row = await reads.findSchedule(cook.id);
  const daysOff = await reads.listDaysOff(cook.id, today, addDays(today, SLOT_DAYS));
  const cookingMinutes = await reads.longestCookingMinutes(cook.id, dishIds);
  const deliveryStarts = await reads.deliveryStartsBetween(cook.id, window.from, window.to);
  const soldOut = await soldOutDaysFor(reads, cook.id, wantedPortions(dishIds, portions), window, timeZone);
  const fields = fieldsOf(row);
  return {
    fields,
    input: {
      schedule: fields,
      daysOff: new Set(daysOff),
      ordersPerDay: countPerLocalDay(deliveryStarts, timeZone),
      now,
      timeZone,
      cookingMinutes,
      soldOut,
    },
  };
}

export interface SlotBooking {
  cookId: number;
  /** The order's dishes; those not the cook's or hidden are ignored (as in the slots list). */
  dishIds: readonly number[];
  /** The chosen slot's start (the `from` of a slot from GET /api/cooks/{id}/slots). */
  from: Date;
  now: Date;
  /** Portions per dish (the basket's counts), for the dishes' daily limits; 1 each when absent. */
  portions?: ReadonlyMap<number, number>;
}

/**
 * The checkout's re-check on submit. Call it inside the transaction that inserts the order, before
 * the insert: it takes the cook's bookings lock (held to the end of that transaction), so checkouts
 * of one cook are counted one after another and a day's capacity cannot be overbooked. Recomputes
 * the slot with the rules of the public list and answers it (write its `start`/`end` to
 * orders.deliver_from/deliver_to). Refuses an unknown or paused cook with 404, and a slot that is
 * too soon, on a day off, outside the hours or on a full day with a 400 envelope (error 'conflict',
 * message SLOT_UNAVAILABLE_MESSAGE, errors [the reason in Russian]).
 */
export async function assertSlotBookable(booking: SlotBooking, tx: ScheduleReadDb): Promise<Slot> {
  const reads = createSlotReads(tx);
  await reads.lockBookings(booking.cookId);
  const cook = await reads.findActiveCook(booking.cookId);
  if (!cook) throw new ApiError('not_found', { message: COOK_NOT_FOUND_MESSAGE });
  const { input } = await loadSlotInput(reads, cook, booking.dishIds, booking.now, booking.portions);
  const check = checkSlot(input, booking.from);
  if (!check.bookable) throw new ApiError('conflict', { message: SLOT_UNAVAILABLE_MESSAGE, errors: [SLOT_REFUSAL_MESSAGES[check.reason]] });
  return check.slot;
}

/**
 * How the cook hands orders over (pickup, delivery) by their schedule, the default schedule's
 * without one. Read through `db`: the orm, or the checkout's transaction that writes the order.
 */
export async function waysOfReceiving(cookId: number, db: ScheduleReadDb): Promise<Pick<CookScheduleFields, 'pickup' | 'delivery'>> {
  const { pickup, delivery } = fieldsOf(await createSlotReads(db).findSchedule(cookId));
  return { pickup, delivery };
}

export interface ScheduleServiceDeps {
  repository: Pick<
    ScheduleRepository,
    | 'findActiveCook'
    | 'findCookOfUser'
    | 'findSchedule'
    | 'listDaysOff'
    | 'longestCookingMinutes'
    | 'deliveryStartsBetween'
    | 'dishLimits'
    | 'portionsTaken'
    | 'saveSchedule'
    | 'saveDeliveryCost'
    | 'replaceDaysOff'
  >;
  now: () => Date;
}

export function createScheduleService({ repository, now }: ScheduleServiceDeps) {
  const ownCook = async (userId: number): Promise<ScheduledCook> => {
    const cook = await repository.findCookOfUser(userId);
    if (!cook) throw new ApiError('not_found', { message: SCHEDULE_MESSAGES.noCookCard });
    return cook;
  };

  const daysOffFrom = async (cook: ScheduledCook): Promise<CookDaysOff> => ({
    dates: await repository.listDaysOff(cook.id, localDateOf(now(), regionTimeZone(cook.timezone))),
  });

  return {
    /** The cook's free slots for these dishes over the next days, with day labels and the first slot's deadline. */
    async slotsFor(cookId: number, dishIds: readonly number[], portions?: ReadonlyMap<number, number>): Promise<CookSlots> {
      const cook = await repository.findActiveCook(cookId);
      if (!cook) throw new ApiError('not_found', { message: COOK_NOT_FOUND_MESSAGE });
      const at = now();
      const { input, fields } = await loadSlotInput(repository, cook, dishIds, at, portions);
      const today = localDateOf(at, input.timeZone);
      const days = freeSlots(input).filter((day) => day.slots.length > 0);
      const first = days[0]?.slots[0];
      return {
        days: days.map((day) => ({
          date: day.date,
          label: dayLabel(day.date, today),
          slots: day.slots.map((slot) => ({
            from: slot.start.toISOString(),
            to: slot.end.toISOString(),
            label: slotLabel(slot, input.timeZone),
            orderBy: slot.orderBy.toISOString(),
          })),
        })),
        firstSlotNote: first ? firstSlotNote(first, today, input.timeZone) : null,
        pickup: fields.pickup,
        delivery: fields.delivery,
        deliveryRadiusKm: fields.deliveryRadiusKm,
      };
    },

    /** The cook page's workAvailableAt and its day: the next opening by the schedule and days off; null for an unknown cook or none within two weeks. */
    async nextOpening(cookId: number): Promise<NextOpening | null> {
      const cook = await repository.findActiveCook(cookId);
      if (!cook) return null;
      const at = now();
      const timeZone = regionTimeZone(cook.timezone);
      const today = localDateOf(at, timeZone);
      const fields = fieldsOf(await repository.findSchedule(cook.id));
      const daysOff = await repository.listDaysOff(cook.id, today, addDays(today, WORK_AVAILABLE_DAYS));
      return nextOpening({ weeklyHours: fields.weeklyHours, daysOff: new Set(daysOff), now: at, timeZone });
    },

    async ownSchedule(userId: number): Promise<CookSchedule> {
      const cook = await ownCook(userId);
      return toSchedule(await repository.findSchedule(cook.id), cook);
    },

    /** Replaces the whole schedule (delivery cost and cut-off only when sent); the fields were validated by the contract. */
    async saveOwnSchedule(userId: number, fields: CookScheduleFields): Promise<CookSchedule> {
      const cook = await ownCook(userId);
      const row = await repository.saveSchedule(cook.id, fields, now());
      if (fields.deliveryCost !== undefined) await repository.saveDeliveryCost(cook.id, fields.deliveryCost);
      return toSchedule(row, { ...cook, deliveryCost: fields.deliveryCost ?? cook.deliveryCost });
    },

    async ownDaysOff(userId: number): Promise<CookDaysOff> {
      return daysOffFrom(await ownCook(userId));
    },

    /** Replaces the days off from today (the region's date) on; a day before today or over a year ahead is refused. */
    async saveOwnDaysOff(userId: number, dates: readonly string[]): Promise<CookDaysOff> {
      const cook = await ownCook(userId);
      const today = localDateOf(now(), regionTimeZone(cook.timezone));
      const wanted = [...new Set(dates)].sort();
      const problems = new Set<string>();
      for (const date of wanted) {
        const ahead = daysBetween(today, date);
        if (ahead < 0) problems.add(SCHEDULE_MESSAGES.dayOffInPast);
        else if (ahead > SCHEDULE_LIMITS.daysOff.daysAhead) problems.add(SCHEDULE_MESSAGES.dayOffTooFar);
      }
      if (problems.size > 0) throw new ApiError('validation', { errors: [...problems] });
      await repository.replaceDaysOff(cook.id, today, wanted);
      return daysOffFrom(cook);
    },
  };
}

// The checkout's time slots, as pure functions of the schedule, the clock and the day counts, so
// the public list and the re-check on submit give the same answer. A slot is [start, end) on the
// grid that starts at the day's opening time; it is offered when its day is not a day off and
// not full, it lies inside the day's hours, and start >= now + cooking time + lead time; with a
// cut-off, the day's orders also close at the cut-off time of the day before.
import { SLOT_DAYS, type CookScheduleFields, type SlotRefusal } from '@povar/shared-kit/contracts';
import { isSoldOut, type SoldOutDays } from './daily-limits.ts';
import { addDays, daysBetween, localDateOf, minutesOfClock, weekdayOf, zonedInstant } from './local-time.ts';

const MINUTE_MS = 60_000;

export type SlotRules = Pick<CookScheduleFields, 'weeklyHours' | 'leadMinutes' | 'slotMinutes' | 'ordersPerDay' | 'cutoffTime'>;

export interface SlotInput {
  schedule: SlotRules;
  /** The cook's days off, local dates 'YYYY-MM-DD'. */
  daysOff: ReadonlySet<string>;
  /** Non-cancelled orders per local date of their deliver_from (countPerLocalDay). */
  ordersPerDay: ReadonlyMap<string, number>;
  now: Date;
  /** IANA zone of the cook's region (regionTimeZone). */
  timeZone: string;
  /** The longest cooking time among the order's dishes; 0 without dishes. */
  cookingMinutes: number;
  /** Days a dish's daily portion limit cannot take the order's portions (the cabinet's daily-limits.ts); none when absent. */
  soldOut?: SoldOutDays;
  /** Days looked at, today first; SLOT_DAYS unless told. */
  days?: number;
}

export interface Slot {
  start: Date;
  end: Date;
  /** The latest moment to order for this slot: start − cooking − lead. */
  orderBy: Date;
}

export interface SlotsOfDay {
  /** Local date. */
  date: string;
  /** Empty on a day off, a closed weekday, a full day, or when every interval is too soon. */
  slots: Slot[];
}

export type SlotCheck = { bookable: true; slot: Slot } | { bookable: false; reason: SlotRefusal };

/** Minutes between ordering and the earliest start: the cook cooks, then needs the lead time. */
const preparationMs = (input: SlotInput) => (input.cookingMinutes + input.schedule.leadMinutes) * MINUTE_MS;

/** With a cut-off, orders for a local date close at the cut-off time of the day before; null without one. */
function cutoffOf(input: SlotInput, date: string): number | null {
  const cutoff = input.schedule.cutoffTime;
  return cutoff ? zonedInstant(addDays(date, -1), minutesOfClock(cutoff), input.timeZone).getTime() : null;
}

const isPastCutoff = (input: SlotInput, date: string) => {
  const cutoff = cutoffOf(input, date);
  return cutoff !== null && input.now.getTime() >= cutoff;
};

const slotStarting = (input: SlotInput, start: number): Slot => {
  const ready = start - preparationMs(input);
  const cutoff = cutoffOf(input, localDateOf(new Date(start), input.timeZone));
  return {
    start: new Date(start),
    end: new Date(start + input.schedule.slotMinutes * MINUTE_MS),
    orderBy: new Date(cutoff === null ? ready : Math.min(ready, cutoff)),
  };
};

/** Every interval start of a local date inside its hours (none on a closed weekday); an interval must end by closing. */
function gridOf(input: SlotInput, date: string): number[] {
  const hours = input.schedule.weeklyHours[weekdayOf(date)];
  if (!hours) return [];
  const open = zonedInstant(date, minutesOfClock(hours.from), input.timeZone).getTime();
  const close = zonedInstant(date, minutesOfClock(hours.to), input.timeZone).getTime();
  const step = input.schedule.slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  for (let start = open; start + step <= close; start += step) starts.push(start);
  return starts;
}

const isSoldOutDay = (input: SlotInput, date: string) => input.soldOut !== undefined && isSoldOut(input.soldOut, date);

const isFull = (input: SlotInput, date: string) => (input.ordersPerDay.get(date) ?? 0) >= input.schedule.ordersPerDay;

/** The free slots of the next days (today first, one entry per day, empty ones included). */
export function freeSlots(input: SlotInput): SlotsOfDay[] {
  const today = localDateOf(input.now, input.timeZone);
  const earliest = input.now.getTime() + preparationMs(input);
  return Array.from({ length: input.days ?? SLOT_DAYS }, (_, index) => {
    const date = addDays(today, index);
    if (input.daysOff.has(date) || isFull(input, date) || isPastCutoff(input, date) || isSoldOutDay(input, date)) return { date, slots: [] };
    const slots = gridOf(input, date)
      .filter((start) => start >= earliest)
      .map((start) => slotStarting(input, start));
    return { date, slots };
  });
}

/**
 * Whether an interval starting at `start` can be booked now, and if not, why: too soon (the
 * past included), a day off, not a start the grid offers inside the day's hours and the next
 * days, or a full day. Agrees with freeSlots: bookable exactly when freeSlots lists it.
 */
export function checkSlot(input: SlotInput, start: Date): SlotCheck {
  if (start.getTime() < input.now.getTime() + preparationMs(input)) return { bookable: false, reason: 'too_soon' };
  const date = localDateOf(start, input.timeZone);
  if (input.daysOff.has(date)) return { bookable: false, reason: 'day_off' };
  if (isPastCutoff(input, date)) return { bookable: false, reason: 'past_cutoff' };
  const dayIndex = daysBetween(localDateOf(input.now, input.timeZone), date);
  const inWindow = dayIndex >= 0 && dayIndex < (input.days ?? SLOT_DAYS);
  if (!inWindow || !gridOf(input, date).includes(start.getTime())) return { bookable: false, reason: 'outside_hours' };
  if (isFull(input, date)) return { bookable: false, reason: 'day_full' };
  if (isSoldOutDay(input, date)) return { bookable: false, reason: 'dish_sold_out' };
  return { bookable: true, slot: slotStarting(input, start.getTime()) };
}

/** The instants whose orders count for the next days: from today's local midnight to the midnight after the last day. */
export function slotWindow(now: Date, timeZone: string, days = SLOT_DAYS): { from: Date; to: Date } {
  const today = localDateOf(now, timeZone);
  return { from: zonedInstant(today, 0, timeZone), to: zonedInstant(addDays(today, days), 0, timeZone) };
}

/** Orders per local date of their delivery start. */
export function countPerLocalDay(deliveryStarts: readonly Date[], timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const start of deliveryStarts) {
    const date = localDateOf(start, timeZone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

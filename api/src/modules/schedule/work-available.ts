// The cook page's 'Принимает заказы с HH:MM' (spec 2.7 workAvailableAt) from the schedule, so it
// says what the checkout's slots do: the opening time of today when the cook works today and has
// not closed yet, else of the next working day that is not a day off.
import type { WeeklyHours } from '@povar/shared-kit/contracts';
import { addDays, localDateTime, minutesOfClock, weekdayOf } from './local-time.ts';

/** How far ahead a working day is looked for; a cook closed for longer shows no time at all. */
export const WORK_AVAILABLE_DAYS = 14;

export interface OpeningInput {
  weeklyHours: WeeklyHours;
  /** Local dates 'YYYY-MM-DD'. */
  daysOff: ReadonlySet<string>;
  now: Date;
  timeZone: string;
}

/** 'HH:MM' local, or null when no working day comes within WORK_AVAILABLE_DAYS. */
export function nextOpeningTime({ weeklyHours, daysOff, now, timeZone }: OpeningInput): string | null {
  const { date: today, minutes: nowMinutes } = localDateTime(now, timeZone);
  for (let index = 0; index < WORK_AVAILABLE_DAYS; index += 1) {
    const date = addDays(today, index);
    const hours = weeklyHours[weekdayOf(date)];
    if (!hours || daysOff.has(date)) continue;
    if (index === 0 && nowMinutes >= minutesOfClock(hours.to)) continue;
    return hours.from;
  }
  return null;
}

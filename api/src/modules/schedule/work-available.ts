// The cook page's 'Принимает заказы с HH:MM' from the schedule, so it
// says what the checkout's slots do: the opening time of today when the cook works today and has
// not closed yet, else of the next working day that is not a day off (and that day, so the page
// can say 'завтра' or the date).
import type { WeeklyHours, WorkAvailableDay } from '@povar/shared-kit/contracts';
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

/** The next opening: 'HH:MM' local and its day. */
export interface NextOpening {
  time: string;
  day: WorkAvailableDay;
}

/** The next opening, or null when no working day comes within WORK_AVAILABLE_DAYS. */
export function nextOpening({ weeklyHours, daysOff, now, timeZone }: OpeningInput): NextOpening | null {
  const { date: today, minutes: nowMinutes } = localDateTime(now, timeZone);
  for (let index = 0; index < WORK_AVAILABLE_DAYS; index += 1) {
    const date = addDays(today, index);
    const hours = weeklyHours[weekdayOf(date)];
    if (!hours || daysOff.has(date)) continue;
    if (index === 0 && nowMinutes >= minutesOfClock(hours.to)) continue;
    return { time: hours.from, day: { date, daysAhead: index } };
  }
  return null;
}

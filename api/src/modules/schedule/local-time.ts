// Wall-clock arithmetic in a region's time zone with Intl alone (the repository has no date
// library; Node's Intl carries the IANA database). Local dates are 'YYYY-MM-DD' strings, times
// of day are minutes after local midnight, instants are Dates. No fixed offset is assumed:
// every conversion asks Intl for the zone's offset at that instant.
import { WEEKDAYS, type Weekday } from '@povar/shared-kit/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The IANA zone of a region. main_cities.timezone keeps the cities file's 'UTC+5'; IANA writes
 * that zone as 'Etc/GMT-5' (POSIX sign: inverted). Russia keeps no daylight saving time, so the
 * fixed zone is the region's clock. A name that already is an IANA zone is taken as it is.
 */
export function regionTimeZone(timezone: string): string {
  const zone = ianaName(timezone.trim());
  // Throws a RangeError for a zone Intl does not know: a damaged region row, not a user's mistake.
  new Intl.DateTimeFormat('en-US', { timeZone: zone });
  return zone;
}

function ianaName(timezone: string): string {
  const offset = /^UTC(?:([+-])(\d{1,2}))?$/.exec(timezone);
  if (!offset) return timezone;
  const hours = Number(offset[2] ?? 0);
  if (hours === 0) return 'Etc/UTC';
  return `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Creating a formatter is costly; one per zone is kept for the process's life (a handful of regions). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dateText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The local date and time of day of an instant. */
export function localDateTime(instant: Date, timeZone: string): { date: string; minutes: number } {
  const clock = wallClockAt(instant.getTime(), timeZone);
  return { date: dateText(clock.year, clock.month, clock.day), minutes: clock.hour * 60 + clock.minute };
}

export const localDateOf = (instant: Date, timeZone: string): string => localDateTime(instant, timeZone).date;

/** 'HH:MM' of the instant on the zone's wall clock. */
export function clockLabel(instant: Date, timeZone: string): string {
  const { minutes } = localDateTime(instant, timeZone);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'HH:MM' → minutes after midnight. */
export const minutesOfClock = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The instant the zone's clock shows `minutes` after midnight of `date`. The first guess uses
 * the offset at that wall time read as UTC; the second corrects it with the offset at the guess,
 * which differs only across an offset change (a skipped local time lands after the change).
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The calendar date `days` after (or before) `date`; calendar days, so no time zone is involved. */
export function addDays(date: string, days: number): string {
  const next = new Date(utcMidnight(date) + days * DAY_MS);
  return dateText(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(utcMidnight(date)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** Day of month and month number of a local date. */
export function dayAndMonth(date: string): { day: number; month: number } {
  return { day: Number(date.slice(8, 10)), month: Number(date.slice(5, 7)) };
}

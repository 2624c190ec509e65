// Dates and times in Russian (ru-RU, week from Monday), in the region's time zone when
// one is given (times are stored in UTC and shown in the region's zone).

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /**
   * The region's zone: an IANA name ('Asia/Yekaterinburg') or the main city's offset as the
   * cities file writes it ('UTC+5'). The device's zone when omitted.
   */
  timeZone?: string;
}

/** Monday, as `Date.getDay()` numbers days; for calendars and date pickers. */
export const WEEK_STARTS_ON = 1;

/**
 * 'UTC+5' as a zone every Intl implementation knows: 'Etc/GMT-5' (the Etc names count the
 * other way round). Russian offsets are whole hours; other names pass through.
 */
export function toIntlTimeZone(zone: string): string {
  const offset = /^UTC([+-])(\d{1,2})$/.exec(zone.trim());
  if (!offset) return zone;
  const hours = Number(offset[2]);
  if (hours === 0) return 'UTC';
  return `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(fields: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(fields)}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { ...fields, ...(timeZone ? { timeZone: toIntlTimeZone(timeZone) } : {}) });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Joins the chosen parts with single spaces, leaving out ICU's literals (such as ' г.'). */
function partsText(date: Date, fields: Intl.DateTimeFormatOptions, order: Intl.DateTimeFormatPartTypes[], timeZone?: string): string {
  const parts = dateFormat(fields, timeZone).formatToParts(date);
  return order.map((type) => parts.find((part) => part.type === type)?.value ?? '').join(' ');
}

/** '5 марта 2024'. An invalid date gives ''. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return partsText(date, { day: 'numeric', month: 'long', year: 'numeric' }, ['day', 'month', 'year'], options.timeZone);
}

/** '5 марта'. An invalid date gives ''. */
export function formatDayMonth(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return partsText(date, { day: 'numeric', month: 'long' }, ['day', 'month'], options.timeZone);
}

/** '09:05' (24-hour clock). An invalid date gives ''. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, options.timeZone).formatToParts(date);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '';
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

/** '5 марта 2024, 09:05'. An invalid date gives ''. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, options)}, ${formatTime(date, options)}`;
}

/** '05.03.2024', for compact lists and inputs. An invalid date gives ''. */
export function formatShortDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return partsText(date, { day: '2-digit', month: '2-digit', year: 'numeric' }, ['day', 'month', 'year'], options.timeZone).replace(/ /g, '.');
}

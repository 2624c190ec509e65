// An order's times as every page shows them: in the zone of the cook's region (the order's
// `timeZone`), never the device's, so a customer travelling or a phone set to another zone sees
// the same clock as the cook. The slot as the card says it: 'Сегодня, 10:00–11:00', 'Завтра, …',
// else the date. Orders carry their times in UTC.
import type { Order } from '../../contracts/orders';
import { formatDate, formatDateTime, formatDayMonth, formatTime, toIntlTimeZone, type DateInput } from '../../format/date';

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-23': the calendar day of the instant in the zone. */
function dayKey(date: Date, timeZone: string | undefined): string {
  const cacheKey = timeZone ?? '';
  let format = dayKeyFormats.get(cacheKey);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone: toIntlTimeZone(timeZone) } : {}),
    });
    dayKeyFormats.set(cacheKey, format);
  }
  return format.format(date);
}

/** The key of the day after `key`, by the calendar (no 24-hour arithmetic across clock changes). */
function nextDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** 'Сегодня', 'Завтра', '25 ноября', or '25 ноября 2025' for another year. */
export function dayText(value: Date, now: Date, timeZone?: string): string {
  const day = dayKey(value, timeZone);
  const today = dayKey(now, timeZone);
  if (day === today) return 'Сегодня';
  if (day === nextDayKey(today)) return 'Завтра';
  return day.slice(0, 4) === today.slice(0, 4) ? formatDayMonth(value, { timeZone }) : formatDate(value, { timeZone });
}

/** The slot of the order in the zone, or null when it has none. */
export function deliveryTimeText(from: string | null, to: string | null, now: Date, timeZone: string): string | null {
  if (!from) return null;
  const start = new Date(from);
  if (Number.isNaN(start.getTime())) return null;
  const hours = to ? `${formatTime(start, { timeZone })}–${formatTime(to, { timeZone })}` : formatTime(start, { timeZone });
  return `${dayText(start, now, timeZone)}, ${hours}`;
}

/**
 * The one way to show an order's times: each in the order's region's zone. `moment`: '20 ноября
 * 2026, 12:30' (placed, status changes); `slot`: 'Сегодня, 10:00–11:00' or null without one.
 */
export function orderTimes(order: Pick<Order, 'timeZone'>) {
  const zone = { timeZone: order.timeZone };
  return {
    moment: (value: DateInput) => formatDateTime(value, zone),
    clock: (value: DateInput) => formatTime(value, zone),
    slot: (slotOf: Pick<Order, 'deliverFrom' | 'deliverTo'>, now: Date) => deliveryTimeText(slotOf.deliverFrom, slotOf.deliverTo, now, order.timeZone),
  };
}

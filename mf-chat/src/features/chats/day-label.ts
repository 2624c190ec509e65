// The day separators of a conversation: 'Сегодня', 'Вчера', '24 ноября', and the year for
// another year ('24 ноября 2025'), by the device's calendar (a chat has no region of its own).
import { formatDate, formatDayMonth } from '@povar/shared-kit';

/** '2026-11-24' in the device's zone: messages of one day share it. */
export function dayKey(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function dayLabel(value: Date | string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const key = dayKey(date);
  if (key === dayKey(now)) return 'Сегодня';
  // The calendar's yesterday (not 24 hours ago: clock changes).
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (key === dayKey(yesterday)) return 'Вчера';
  return date.getFullYear() === now.getFullYear() ? formatDayMonth(date) : formatDate(date);
}

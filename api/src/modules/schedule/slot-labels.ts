// The Russian words of the checkout's slot picker: day tabs ('Сегодня', 'Завтра', 'пн, 24 ноября'),
// interval labels ('10:00–11:00') and the first slot's deadline ('Заказать до 10:00 на завтра').
// Written out rather than taken from Intl, so an ICU update cannot change what people read.
import type { Weekday } from '@povar/shared-kit/contracts';
import { addDays, clockLabel, dayAndMonth, localDateOf, weekdayOf } from './local-time.ts';
import type { Slot } from './slots.ts';

const SHORT_WEEKDAYS: Readonly<Record<Weekday, string>> = { 1: 'пн', 2: 'вт', 3: 'ср', 4: 'чт', 5: 'пт', 6: 'сб', 7: 'вс' };
/** After 'на': 'на среду', 'на пятницу'. */
const WEEKDAYS_ACCUSATIVE: Readonly<Record<Weekday, string>> = {
  1: 'понедельник',
  2: 'вторник',
  3: 'среду',
  4: 'четверг',
  5: 'пятницу',
  6: 'субботу',
  7: 'воскресенье',
};
const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** '24 ноября'. */
function dayOfMonth(date: string): string {
  const { day, month } = dayAndMonth(date);
  return `${day} ${MONTHS_GENITIVE[month - 1]}`;
}

/** A day tab: 'Сегодня', 'Завтра', else 'пн, 24 ноября'. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Сегодня';
  if (date === addDays(today, 1)) return 'Завтра';
  return `${SHORT_WEEKDAYS[weekdayOf(date)]}, ${dayOfMonth(date)}`;
}

/** '10:00–11:00' in the region's time. */
export const slotLabel = (slot: Slot, timeZone: string): string => `${clockLabel(slot.start, timeZone)}–${clockLabel(slot.end, timeZone)}`;

/**
 * 'Заказать до HH:MM на <день>': HH:MM is the slot's orderBy, <день> the slot's day ('сегодня',
 * 'завтра', 'среду, 26 ноября'). A deadline on an earlier day than the slot names its own day
 * first, so the time cannot be read as the slot's day: 'Заказать сегодня до 22:00 на завтра'.
 */
export function firstSlotNote(slot: Slot, today: string, timeZone: string): string {
  const tomorrow = addDays(today, 1);
  const slotDay = localDateOf(slot.start, timeZone);
  const orderDay = localDateOf(slot.orderBy, timeZone);
  const deadline = `до ${clockLabel(slot.orderBy, timeZone)}`;
  const target = slotDay === today ? 'сегодня' : slotDay === tomorrow ? 'завтра' : `${WEEKDAYS_ACCUSATIVE[weekdayOf(slotDay)]}, ${dayOfMonth(slotDay)}`;
  if (orderDay === slotDay) return `Заказать ${deadline} на ${target}`;
  const when = orderDay === today ? 'сегодня' : orderDay === tomorrow ? 'завтра' : dayOfMonth(orderDay);
  return `Заказать ${when} ${deadline} на ${target}`;
}

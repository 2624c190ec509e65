// How the cook page words a cook's numbers.
import { formatCount, formatDayMonth, type RussianPluralForms } from '@povar/shared-kit';
import type { WorkAvailableDay } from '@povar/shared-kit/contracts';

export const REVIEW_FORMS: RussianPluralForms = ['отзыв', 'отзыва', 'отзывов'];
export const YEAR_FORMS: RussianPluralForms = ['год', 'года', 'лет'];

export const reviewsCountText = (count: number) => formatCount(count, REVIEW_FORMS);

/**
 * The next opening: today 'Принимает заказы с 09:00', tomorrow 'Принимает заказы завтра с 09:00',
 * later 'Принимает заказы 26 ноября с 09:00' (the day is the cook's local date).
 */
export function workAvailableText(time: string, day: WorkAvailableDay | null = null): string {
  if (!day || day.daysAhead === 0) return `Принимает заказы с ${time}`;
  if (day.daysAhead === 1) return `Принимает заказы завтра с ${time}`;
  // A bare 'YYYY-MM-DD' is read as UTC midnight: formatted in UTC it stays that date.
  return `Принимает заказы ${formatDayMonth(day.date, { timeZone: 'UTC' })} с ${time}`;
}

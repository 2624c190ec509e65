// Money display: integer kopecks (as money is kept everywhere) shown as roubles with the ₽ sign.
import { groupThousands, NO_BREAK_SPACE } from './number';

/**
 * 125000 → '1 250 ₽', 125050 → '1 250,50 ₽', 5 → '0,05 ₽'; no-break spaces between
 * thousands and before the sign. Kopecks appear only when non-zero. Fractions of a kopeck
 * are rounded.
 */
export function formatPrice(kopecks: number): string {
  if (!Number.isFinite(kopecks)) return '';
  const total = Math.round(Math.abs(kopecks));
  const roubles = Math.floor(total / 100);
  const rest = total % 100;
  const sign = kopecks < 0 && total > 0 ? '-' : '';
  const fraction = rest > 0 ? `,${String(rest).padStart(2, '0')}` : '';
  return `${sign}${groupThousands(String(roubles))}${fraction}${NO_BREAK_SPACE}₽`;
}

export const FREE_DELIVERY_TEXT = 'Бесплатно';
export const NO_DELIVERY_TEXT = '—';

/**
 * The one way a cook's delivery price is worded everywhere (cards, the cook page, the basket, the
 * checkout): the price, 'Бесплатно' when it costs nothing, and a dash only when the cook does not
 * deliver at all — a dash for a free delivery reads as "no delivery".
 */
export function formatDeliveryCost(kopecks: number, delivers = true): string {
  if (!delivers) return NO_DELIVERY_TEXT;
  return kopecks > 0 ? formatPrice(kopecks) : FREE_DELIVERY_TEXT;
}

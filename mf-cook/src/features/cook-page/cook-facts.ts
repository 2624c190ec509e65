// How the cook page words a cook's numbers (spec 2.7).
import { formatCount, formatPrice, type RussianPluralForms } from '@povar/shared-kit';

export const REVIEW_FORMS: RussianPluralForms = ['отзыв', 'отзыва', 'отзывов'];
export const YEAR_FORMS: RussianPluralForms = ['год', 'года', 'лет'];

/** A cook without a rating is shown as '5.0' (spec 2.7). */
export const ratingText = (rating: number | null | undefined) => (rating && rating > 0 ? rating.toFixed(1) : '5.0');

export const reviewsCountText = (count: number) => formatCount(count, REVIEW_FORMS);

/** The delivery price, or a dash when the cook has not set one. */
export const deliveryPriceText = (kopecks: number) => (kopecks > 0 ? formatPrice(kopecks) : '—');

/** workAvailableAt "09:00" → 'Принимает заказы с 09:00'. */
export const workAvailableText = (time: string) => `Принимает заказы с ${time}`;

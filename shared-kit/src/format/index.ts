// Public face of the formatters every remote shares.
export { formatDecimal, NO_BREAK_SPACE, type DecimalOptions } from './number';
export { formatDeliveryCost, formatPrice, FREE_DELIVERY_TEXT, NO_DELIVERY_TEXT } from './price';
export { COUNTER_LIMIT, formatCount, formatCounter, pluralRu, type RussianPluralForms } from './plural';
export { formatPhone, isValidPhone, normalizePhone, PHONE_COUNTRY_CODE, PHONE_MASK_LENGTH } from './phone';
export { formatDistance } from './distance';
export {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatShortDate,
  formatTime,
  toIntlTimeZone,
  WEEK_STARTS_ON,
  type DateFormatOptions,
  type DateInput,
} from './date';
export { formatWeight } from './weight';
export { formatRating } from './rating';

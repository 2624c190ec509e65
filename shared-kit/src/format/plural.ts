// Russian plural forms and the counts and badges built on them.
import { formatDecimal } from './number';

/** The three Russian forms, as for 1, 2 and 5: ['блюдо', 'блюда', 'блюд']. */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

const pluralRules = new Intl.PluralRules('ru-RU');

/** The form for n: 1 блюдо, 2 блюда, 5 блюд, 21 блюдо; a fraction takes the 'few' form (1,5 блюда). */
export function pluralRu(n: number, forms: RussianPluralForms): string {
  switch (pluralRules.select(n)) {
    case 'one':
      return forms[0];
    case 'many':
      return forms[2];
    default:
      return forms[1];
  }
}

/** The number and its word: formatCount(5, ['блюдо', 'блюда', 'блюд']) → '5 блюд'. */
export function formatCount(n: number, forms: RussianPluralForms): string {
  return `${formatDecimal(n)} ${pluralRu(n, forms)}`;
}

export const COUNTER_LIMIT = 99;

/** A badge counter: '99+' above 99; negative counts show as '0'. */
export function formatCounter(n: number): string {
  if (n > COUNTER_LIMIT) return `${COUNTER_LIMIT}+`;
  return String(Math.max(0, Math.trunc(n)));
}

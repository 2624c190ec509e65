// The number rules as typed text: decimal (comma, at most two digits after it), min_decimal,
// max_decimal and integer_custom. Forms and the API run the same functions, so the cook sees the
// same message from the page and from a 400 answer.
import { z } from 'zod';
import { validationMessages } from './messages';

/** Digits, an optional minus, an optional comma with digits after it: '12', '-3', '12,5'. */
const DECIMAL_PATTERN = /^-?\d+(,\d+)?$/;
const INTEGER_PATTERN = /^-?\d+$/;
/** Longer text is never a number a form asks for; cut before any parsing. */
const MAX_NUMBER_TEXT = 20;

/** The text as the rules see it: surrounding spaces do not count. */
const clean = (value: string) => value.trim();

/**
 * 'decimal': empty passes; a dot is refused first, then anything that is not a number,
 * then more than two digits after the comma. Returns the message, or null when the value passes.
 */
export function decimalRule(value: string, label = 'Поле'): string | null {
  const text = clean(value);
  if (text === '') return null;
  if (text.includes('.')) return validationMessages.decimalSeparator();
  if (text.length > MAX_NUMBER_TEXT || !DECIMAL_PATTERN.test(text)) return validationMessages.decimalNumber(label);
  const fraction = text.split(',')[1] ?? '';
  if (fraction.length > 2) return validationMessages.decimalPlaces();
  return null;
}

/** 'min_decimal(n)': a passing decimal below n. Empty or not-a-number text is other rules' business. */
export function minDecimalRule(value: string, min: number, label = 'Поле'): string | null {
  const number = parseDecimal(value);
  if (number === null || number >= min) return null;
  return validationMessages.minDecimal(formatDecimalInput(min), label);
}

/** 'max_decimal(n)': a passing decimal above n. */
export function maxDecimalRule(value: string, max: number, label = 'Поле'): string | null {
  const number = parseDecimal(value);
  if (number === null || number <= max) return null;
  return validationMessages.maxDecimal(formatDecimalInput(max), label);
}

/** 'integer_custom': optional; a whole number, maybe negative. */
export function integerCustomRule(value: string, label = 'Поле'): string | null {
  const text = clean(value);
  if (text === '') return null;
  if (text.length > MAX_NUMBER_TEXT || !INTEGER_PATTERN.test(text)) return validationMessages.integer(label);
  return null;
}

/** '12,5' → 12.5; null for empty text or text the decimal rule refuses. */
export function parseDecimal(value: string): number | null {
  const text = clean(value);
  if (text === '' || text.length > MAX_NUMBER_TEXT || !DECIMAL_PATTERN.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/**
 * A decimal with at most two fraction digits scaled by 100 without floating-point error:
 * '12,5' → 1250, '0,07' → 7 (roubles → kopecks). Null where the decimal rule fails.
 */
export function decimalToHundredths(value: string): number | null {
  if (decimalRule(value) !== null) return null;
  const text = clean(value);
  if (text === '') return null;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split(',');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -hundredths : hundredths;
}

/**
 * A number as a form field holds it: comma, no thousands grouping, at most `fractionDigits`
 * digits after the comma, no trailing zeros: 12.5 → '12,5', 1500 → '1500', 0.1 + 0.2 → '0,3'.
 */
export function formatDecimalInput(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(fractionDigits);
  const trimmed = fractionDigits > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed.replace('.', ',');
}

export interface NumberTextOptions {
  /** How the messages name the field: 'Поле «Цена»' (the default is 'Поле'). */
  label?: string;
  /** The field's name for 'required' ('Поле {field} обязательно для заполнения'): '«Цена»'. Without it the field may be empty. */
  requiredField?: string;
  min?: number;
  max?: number;
}

/** The shared chain: text in, the same text (trimmed) out; the first failing rule is the only message. */
function numberText(options: NumberTextOptions, shapeRule: (text: string, label: string) => string | null) {
  const label = options.label ?? 'Поле';
  return z
    .string({
      // A missing field of a required number is 'required'; anything else not text is not a number.
      error: (issue) =>
        issue.input === undefined && options.requiredField !== undefined
          ? validationMessages.required(options.requiredField)
          : validationMessages.decimalNumber(label),
    })
    .transform((value, context) => {
      const text = clean(value);
      const message =
        (text === '' && options.requiredField !== undefined ? validationMessages.required(options.requiredField) : null) ??
        shapeRule(text, label) ??
        (options.min !== undefined ? minDecimalRule(text, options.min, label) : null) ??
        (options.max !== undefined ? maxDecimalRule(text, options.max, label) : null);
      if (message !== null) {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return text;
    });
}

/** A zod field for typed decimal text ('12,5'): required?, decimal, min_decimal, max_decimal, in that order. Output: the trimmed text ('' when empty). */
export const decimalText = (options: NumberTextOptions = {}) => numberText(options, decimalRule);

/** A zod field for typed whole-number text: required?, integer_custom, then the range with the min/max_decimal messages. */
export const integerText = (options: NumberTextOptions = {}) => numberText(options, integerCustomRule);

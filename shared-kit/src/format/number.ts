// Russian number display (spec 9): a comma before the fraction, no-break spaces between thousands.

export const NO_BREAK_SPACE = '\u00A0';

/** Groups an unsigned run of digits by thousands: '1250000' → '1 250 000' (no-break spaces). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

export interface DecimalOptions {
  /** Fraction digits always shown (zeros kept); 0 by default. */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero; 2 by default (spec 9). */
  maximumFractionDigits?: number;
}

// Intl does the decimal rounding; grouping and separators are ours, so the text does not
// depend on the ICU version's choice of space characters.
const digitFormats = new Map<string, Intl.NumberFormat>();
function digitFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = digitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max });
    digitFormats.set(key, format);
  }
  return format;
}

/** 1234.5 → '1 234,5'; -0.25 → '-0,25'. Non-finite numbers give ''. */
export function formatDecimal(value: number, options: DecimalOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const max = options.maximumFractionDigits ?? 2;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const text = digitFormat(min, max).format(Math.abs(value));
  const [whole = '0', fraction] = text.split('.');
  const negative = value < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

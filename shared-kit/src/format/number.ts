// Russian number display: a comma before the fraction, no-break spaces between thousands.

export const NO_BREAK_SPACE = '\u00A0';

/** Groups an unsigned run of digits by thousands: '1250000' → '1 250 000' (no-break spaces). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

export interface DecimalOptions {
  /** Fraction digits always shown (zeros kept); 0 by default. */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero; 2 by default. */
  maximumFractionDigits?: number;
}

// Rounding is done on the number's shortest decimal text (what String() gives), the way Intl
// rounds: 2.005 → 2,01, where multiplying by 100 would give 200.49999… and 2,00. Not Intl itself
// on the common path: the first Intl.NumberFormat on a page costs ~45 ms of ICU setup (~180 ms on
// a slow phone) inside the first render of a card list. Intl stays for the numbers String() writes
// with an exponent (1e21, 1e-7).
let exponentFormats: Map<string, Intl.NumberFormat> | undefined;
function intlDigits(abs: number, min: number, max: number): string {
  exponentFormats ??= new Map();
  const key = `${min}:${max}`;
  let format = exponentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max });
    exponentFormats.set(key, format);
  }
  return format.format(abs);
}

/** |value| rounded half up to `max` fraction digits, trailing zeros dropped down to `min`: '1234.5'. */
function roundedDigits(abs: number, min: number, max: number): string {
  const text = String(abs);
  const scaled = text.includes('e') ? NaN : Math.round(Number(`${text}e${max}`));
  if (!Number.isSafeInteger(scaled)) return intlDigits(abs, min, max);
  const digits = String(scaled).padStart(max + 1, '0');
  const whole = digits.slice(0, digits.length - max);
  const fraction = digits
    .slice(digits.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** 1234.5 → '1 234,5'; -0.25 → '-0,25'. Non-finite numbers give ''. */
export function formatDecimal(value: number, options: DecimalOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const max = options.maximumFractionDigits ?? 2;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const text = roundedDigits(Math.abs(value), min, max);
  const [whole = '0', fraction] = text.split('.');
  const negative = value < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

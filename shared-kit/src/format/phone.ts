// Russian phone numbers: normalising any input to +7XXXXXXXXXX and the display mask.

export const PHONE_COUNTRY_CODE = '+7';
/** Length of '+7 (XXX) XXX-XX-XX'. */
export const PHONE_MASK_LENGTH = 18;

const PHONE_MASK_RE = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/**
 * '+7XXXXXXXXXX' from any writing of a Russian number: non-digits are dropped; 10 digits get
 * '+7' in front; 11 digits starting with 7 or 8 have that digit replaced by '+7'. Anything
 * else is not a Russian number: null.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return `${PHONE_COUNTRY_CODE}${digits}`;
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) return `${PHONE_COUNTRY_CODE}${digits.slice(1)}`;
  return null;
}

/** '+7 (912) 345-67-89' from any writing of a Russian number; other input is returned as given. */
export function formatPhone(input: string): string {
  const normalized = normalizePhone(input);
  if (!normalized) return input;
  const d = normalized.slice(2);
  return `${PHONE_COUNTRY_CODE} (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/** The phone rule: exactly the 18 characters of '+7 (ddd) ddd-dd-dd'. */
export function isValidPhone(value: string): boolean {
  return value.length === PHONE_MASK_LENGTH && PHONE_MASK_RE.test(value);
}

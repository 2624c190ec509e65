// The phone field of every form here: the spec 5 mask '+7 (XXX) XXX-XX-XX', a pasted whole number
// that still lands right, and the form's rule for a phone an SMS can reach.
import type { Track } from '@react-input/mask';
import { MOBILE_PHONE_MESSAGE } from '@povar/shared-kit/contracts';
import { maskedPhoneField, PHONE_INPUT_MASK } from '@povar/shared-kit/validation';
import { formatPhone, normalizePhone } from '@povar/shared-kit';

/**
 * Put into the empty field (pasted, or filled by the browser), '+7 912 345-67-89' or
 * '89123456789' would give its 7 or 8 to the first digit after '+7': that prefix is dropped.
 * Digits typed one by one pass as they are.
 */
export const keepWholeNumberPasted: Track = (input) => {
  if (input.inputType !== 'insert') return input.data;
  const digits = input.data.replace(/\D/g, '');
  const intoEmptyField = input.selectionStart <= '+7 ('.length;
  return intoEmptyField && digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : input.data;
};

/** Spread onto @react-input/mask's InputMask (with register's props). */
export const PHONE_INPUT_PROPS = {
  mask: PHONE_INPUT_MASK,
  replacement: { _: /\d/ },
  track: keepWholeNumberPasted,
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: PHONE_INPUT_MASK,
} as const;

/** The masked phone of spec 5, and a mobile one (+7 9xx): codes go by SMS only to those (S4). */
export const mobileMaskedPhoneField = () => maskedPhoneField().refine((value) => value.startsWith('+7 (9'), MOBILE_PHONE_MESSAGE);

/** '+79123456789', as the API takes it, from the masked value. */
export const toApiPhone = (masked: string): string => normalizePhone(masked) ?? masked;

/** The masked value for a phone the API gave ('+79123456789'); empty when it is none. */
export const toMaskedPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const formatted = formatPhone(phone);
  return normalizePhone(formatted) ? formatted : '';
};

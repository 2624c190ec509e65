// The phone of every form here (the field itself is the kit's PhoneInput): the rule for a phone
// an SMS can reach, and the conversions between the field's '+7 (XXX) XXX-XX-XX' and the API's '+7XXXXXXXXXX'.
import { MOBILE_PHONE_MESSAGE } from '../contracts';
import { maskedPhoneField } from '../validation';
import { formatPhone, normalizePhone } from '@povar/shared-kit';

/** The masked phone '+7 (XXX) XXX-XX-XX', and a mobile one (+7 9xx): codes go by SMS only to those. */
export const mobileMaskedPhoneField = () => maskedPhoneField().refine((value) => value.startsWith('+7 (9'), MOBILE_PHONE_MESSAGE);

/** '+79123456789', as the API takes it, from the masked value. */
export const toApiPhone = (masked: string): string => normalizePhone(masked) ?? masked;

/** The masked value for a phone the API gave ('+79123456789'); empty when it is none. */
export const toMaskedPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const formatted = formatPhone(phone);
  return normalizePhone(formatted) ? formatted : '';
};

// The for-cooks lead form's rules: the API's own contract for name and city, the masked phone of spec 5, and the mask's handling of pasted numbers.
import type { Track } from '@react-input/mask';
import { z } from 'zod';
import { cookLeadRequestSchema, type CookLeadRequest } from '@povar/shared-kit/contracts';
import { maskedPhoneField } from '@povar/shared-kit/validation';

/** Name and city checked exactly as the API checks them; the phone as the mask shows it. */
export const cookLeadFormSchema = cookLeadRequestSchema.omit({ type: true }).extend({ phone: maskedPhoneField() });
export type CookLeadFormInput = z.input<typeof cookLeadFormSchema>;
export type CookLeadFormValues = z.output<typeof cookLeadFormSchema>;

/** What POST /api/popup/callback/save receives; the API normalises the phone to '+7XXXXXXXXXX'. */
export const toCookLeadRequest = (values: CookLeadFormValues): CookLeadRequest => ({ type: 'cook-lead', ...values });

/**
 * A whole number pasted or filled in by the browser ('+7 912 345-67-89', '89123456789') would
 * otherwise put its 7 or 8 into the first digit after '+7': its trunk or country prefix is
 * dropped when it lands at the start of the field. Typed digits pass as they are.
 */
export const trackPhoneInput: Track = ({ inputType, data, selectionStart }) => {
  if (inputType !== 'insert') return data;
  const digits = data.replace(/\D/g, '');
  // Up to '+7 (' the visitor has not typed a digit of their own yet.
  if (selectionStart <= 4 && digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  return data;
};

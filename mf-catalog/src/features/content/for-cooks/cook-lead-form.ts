// The for-cooks lead form's rules: the API's own contract for name and city, the masked phone '+7 (XXX) XXX-XX-XX' (the field is the kit's PhoneInput).
import type { z } from 'zod';
import { cookLeadRequestSchema, type CookLeadRequest } from '@povar/shared-kit/contracts';
import { maskedPhoneField } from '@povar/shared-kit/validation';

/** Name and city checked exactly as the API checks them; the phone as the mask shows it. */
export const cookLeadFormSchema = cookLeadRequestSchema.omit({ type: true }).extend({ phone: maskedPhoneField() });
export type CookLeadFormInput = z.input<typeof cookLeadFormSchema>;
export type CookLeadFormValues = z.output<typeof cookLeadFormSchema>;

/** What POST /api/popup/callback/save receives; the API normalises the phone to '+7XXXXXXXXXX'. */
export const toCookLeadRequest = (values: CookLeadFormValues): CookLeadRequest => ({ type: 'cook-lead', ...values });

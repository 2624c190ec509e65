// The phone field rules for forms and the API, built on the normaliser in format/phone.
import { z } from 'zod';
// The normaliser and the 18-character rule live in format/phone (display needs them too), so
// what the mask shows, what a form accepts and what the API stores can never disagree.
import { isValidPhone, normalizePhone } from '../format/phone';
import { validationMessages } from './messages';

/** The display mask ('_' a digit), as the phone field shows it while empty. */
export const PHONE_INPUT_MASK = '+7 (___) ___-__-__';

/** Longer than any writing of a Russian number people paste ('+7 (912) 345-67-89 доб.'), short enough to refuse junk early. */
const PHONE_INPUT_MAX_LENGTH = 40;

/**
 * A phone as a form holds it: the 18 characters of '+7 (ddd) ddd-dd-dd'.
 * Empty is 'required'; anything else that is not the whole mask is 'некорректно'.
 */
export const maskedPhoneField = (label = 'Телефон') =>
  z
    .string({ error: validationMessages.required(label) })
    .min(1, { error: validationMessages.required(label), abort: true })
    .refine(isValidPhone, validationMessages.invalid(label));

/**
 * A phone as the API takes it: any writing of a Russian number ('8 912 345-67-89', the masked
 * form, '+79123456789'), normalised to '+7XXXXXXXXXX'. Other input is 'некорректно',
 * and so is a number written with '+' that is not '+7' and ten digits.
 */
export const phoneField = (label = 'Телефон') =>
  z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, { error: validationMessages.required(label), abort: true })
    .max(PHONE_INPUT_MAX_LENGTH, { error: validationMessages.invalid(label), abort: true })
    .transform((value, context) => {
      const normalized = normalizePhone(value);
      // A written '+' is a country code: '+7 (912) 345-67-8' is a number cut short, not the
      // ten digits 7912345678 the bare normaliser would read in it.
      const countryCodeKept = !value.startsWith('+') || (/^\+\D*7/.test(value) && value.replace(/\D/g, '').length === 11);
      if (normalized && countryCodeKept) return normalized;
      context.issues.push({ code: 'custom', message: validationMessages.invalid(label), input: value });
      return z.NEVER;
    });

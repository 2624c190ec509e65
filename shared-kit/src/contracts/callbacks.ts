// Requests people leave through popups and forms (POST /api/popup/callback/save): the
// e-mail of someone who wants to hear when the service opens in their city, and the name and
// phone of someone who wants to become a cook.
import { z } from 'zod';
import { REGION_SLUG_RE } from '../routes/table';
import { emailField } from '../validation/email';
import { validationMessages } from '../validation/messages';
import { phoneField } from '../validation/phone';
import { envelopeSchema } from './envelope';

export const regionNotifyRequestSchema = z.object({
  type: z.literal('region-notify'),
  email: emailField(),
  /** The region the visitor was looking at; null when it was not a region page. */
  regionSlug: z.string().regex(REGION_SLUG_RE).nullable().default(null),
});

/** Limits of a person's name in a lead (the for-cooks form and the API agree on them). */
export const LEAD_NAME_MIN_LENGTH = 2;
export const LEAD_NAME_MAX_LENGTH = 100;

const NAME_LABEL = 'Имя';
const CITY_LABEL = 'Город';

/**
 * 'Стать поваром' on the for-cooks landing, until the real application (documents,
 * moderation, sign-in) exists: who to call back, and in which city they want to cook.
 */
export const cookLeadRequestSchema = z.object({
  type: z.literal('cook-lead'),
  name: z
    .string({ error: validationMessages.required(NAME_LABEL) })
    .trim()
    .min(1, { error: validationMessages.required(NAME_LABEL), abort: true })
    .min(LEAD_NAME_MIN_LENGTH, validationMessages.min(NAME_LABEL, LEAD_NAME_MIN_LENGTH))
    .max(LEAD_NAME_MAX_LENGTH, validationMessages.max(NAME_LABEL, LEAD_NAME_MAX_LENGTH)),
  /** Any writing of a Russian number; kept as '+7XXXXXXXXXX'. */
  phone: phoneField(),
  /** The main city the person wants to cook in. */
  regionSlug: z
    .string({ error: validationMessages.required(CITY_LABEL) })
    .min(1, { error: validationMessages.required(CITY_LABEL), abort: true })
    .regex(REGION_SLUG_RE, validationMessages.invalid(CITY_LABEL)),
});

export const callbackSaveRequestSchema = z.discriminatedUnion('type', [regionNotifyRequestSchema, cookLeadRequestSchema]);
export type CallbackSaveRequest = z.infer<typeof callbackSaveRequestSchema>;
export type CookLeadRequest = z.infer<typeof cookLeadRequestSchema>;

export const callbackSaveResponseSchema = envelopeSchema(z.object({ saved: z.literal(true) }));

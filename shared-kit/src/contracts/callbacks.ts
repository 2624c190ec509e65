// Requests people leave through popups (spec 7: /api/popup/callback/save): for now, the
// e-mail of someone who wants to hear when the service opens in their city.
import { z } from 'zod';
import { REGION_SLUG_RE } from '../routes/table';
import { emailField } from '../validation/email';
import { envelopeSchema } from './envelope';

export const regionNotifyRequestSchema = z.object({
  type: z.literal('region-notify'),
  email: emailField(),
  /** The region the visitor was looking at; null when it was not a region page. */
  regionSlug: z.string().regex(REGION_SLUG_RE).nullable().default(null),
});

export const callbackSaveRequestSchema = z.discriminatedUnion('type', [regionNotifyRequestSchema]);
export type CallbackSaveRequest = z.infer<typeof callbackSaveRequestSchema>;

export const callbackSaveResponseSchema = envelopeSchema(z.object({ saved: z.literal(true) }));

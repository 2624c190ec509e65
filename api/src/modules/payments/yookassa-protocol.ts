// YooKassa API v3 on the wire, the subset we use (payments, refunds, notifications), as zod
// schemas read by both sides: our client (yookassa-client.ts) and the built-in fake
// (fake-yookassa/). Amounts travel as strings with two decimals ("123.45"); we keep kopecks.
import { z } from 'zod';

/** The only currency the marketplace takes. */
export const RUB = 'RUB';

const AMOUNT_VALUE_RE = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** 12345 → "123.45", by integer arithmetic (no floating point on money). */
export function kopecksToValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not an amount in kopecks: ${kopecks}`);
  return `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "123.45" (or "123.4", "123") → 12345; null when it is not an amount. */
export function valueToKopecks(value: string): number | null {
  const match = AMOUNT_VALUE_RE.exec(value);
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '.').slice(1).padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

export const amountSchema = z.object({
  value: z.string().regex(AMOUNT_VALUE_RE),
  currency: z.string().length(3),
});
export type Amount = z.infer<typeof amountSchema>;

export const YOOKASSA_PAYMENT_STATUSES = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const;

/** Metadata as YooKassa limits it: at most 16 keys of up to 32 characters, values up to 512. */
const metadataSchema = z.record(z.string().min(1).max(32), z.string().max(512)).refine((value) => Object.keys(value).length <= 16);

/** POST /v3/payments. */
export const createPaymentRequestSchema = z.object({
  amount: amountSchema,
  capture: z.boolean().optional(),
  confirmation: z
    .object({
      type: z.literal('redirect'),
      return_url: z
        .string()
        .max(2048)
        .regex(/^https?:\/\/[^\s/]+\S*$/i),
    })
    .optional(),
  description: z.string().max(128).optional(),
  metadata: metadataSchema.optional(),
  save_payment_method: z.boolean().optional(),
  payment_method_id: z.string().min(1).max(64).optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

const paymentMethodSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  saved: z.boolean(),
  title: z.string().optional(),
  card: z.looseObject({ last4: z.string(), card_type: z.string() }).optional(),
});

/** A payment object (the answer of POST and GET, and a notification's object); unknown fields are kept. */
export const paymentSchema = z.looseObject({
  id: z.string().min(1).max(64),
  status: z.enum(YOOKASSA_PAYMENT_STATUSES),
  paid: z.boolean(),
  amount: amountSchema,
  description: z.string().optional(),
  confirmation: z.looseObject({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  payment_method: paymentMethodSchema.optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  cancellation_details: z.looseObject({ party: z.string(), reason: z.string() }).optional(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /v3/refunds. */
export const createRefundRequestSchema = z.object({
  payment_id: z.string().min(1).max(64),
  amount: amountSchema,
  description: z.string().max(250).optional(),
});
export type CreateRefundRequest = z.infer<typeof createRefundRequestSchema>;

export const YOOKASSA_REFUND_STATUSES = ['pending', 'succeeded', 'canceled'] as const;

export const refundSchema = z.looseObject({
  id: z.string().min(1).max(64),
  payment_id: z.string(),
  status: z.enum(YOOKASSA_REFUND_STATUSES),
  amount: amountSchema,
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** YooKassa's error answer (400 invalid_request, 401 invalid_credentials, 404 not_found, …). */
export const errorSchema = z.looseObject({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/**
 * An object id as YooKassa writes them (UUID-like: letters, digits, '-' and '_'). A notification
 * is refused by shape when its id is anything else: such an id could not even be put into the URL
 * that reads the object back (a lone UTF-16 surrogate makes encodeURIComponent throw).
 */
const providerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const NOTIFICATION_EVENTS = ['payment.waiting_for_capture', 'payment.succeeded', 'payment.canceled', 'refund.succeeded'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * What YooKassa POSTs to our notification URL. Only the shape is checked here; its content is
 * never trusted: the object is read again from the provider (payments.service.ts).
 */
export const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(NOTIFICATION_EVENTS),
  object: z.looseObject({
    id: providerIdSchema,
    status: z.string().max(64),
    amount: amountSchema,
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

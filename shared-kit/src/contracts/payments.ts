// Online payments (YooKassa v3, or its built-in fake by default): the state of an order's
// payment as the payment page shows it, the customer's saved cards under
// /api/profiles/payment-types (route PROFILE_PAYMENT_TYPES), and the answer to YooKassa's
// notifications. docs/decisions.md 'Payments' tells the rules.
import { z } from 'zod';
import { envelopeSchema } from './envelope';

/**
 * An attempt to pay, as we keep it: 'creating' until the provider has answered (the request is
 * repeated with the same Idempotence-Key), then YooKassa's own statuses; 'rejected' when the
 * provider refused the request (a new attempt may then be made).
 */
export const PAYMENT_STATUSES = ['creating', 'pending', 'waiting_for_capture', 'succeeded', 'canceled', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  creating: 'Платёж создаётся',
  pending: 'Ожидает оплаты',
  waiting_for_capture: 'Оплата подтверждается',
  succeeded: 'Оплачено',
  canceled: 'Оплата отменена',
  rejected: 'Платёж отклонён',
};

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Платёжный сервис временно недоступен. Попробуйте позже';
export const PAYMENT_REJECTED_MESSAGE = 'Платёжный сервис отклонил платёж. Попробуйте другой способ оплаты';
export const PAYMENT_ORDER_NOT_FOUND_MESSAGE = 'Заказ не найден';
export const REFUND_REJECTED_MESSAGE = 'Платёжный сервис отказал в возврате. Обратитесь в поддержку';
export const ORDER_NOT_AWAITING_PAYMENT_MESSAGE = 'Заказ не ожидает оплаты';
export const ORDER_NOT_PAID_MESSAGE = 'Заказ не оплачен: возвращать нечего';
export const SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE = 'Способ оплаты не найден';

/** The payment page's view of an order's latest payment; `confirmationUrl` is where the customer pays (null once done). */
export const paymentStateSchema = z.object({
  paymentId: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Kopecks. */
  amount: z.number().int(),
  confirmationUrl: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/**
 * GET /api/orders/{id}/payment: the order's latest payment, null when it has none.
 */
export const orderPaymentResponseSchema = envelopeSchema(paymentStateSchema.nullable());

/** POST /api/orders/{id}/payment: the payment to pay now (the open one again if there is). */
export const newPaymentResponseSchema = envelopeSchema(paymentStateSchema);

/** A refund as the order shows it; at most one per payment. */
export const refundStateSchema = z.object({
  refundId: z.number().int(),
  paymentId: z.number().int(),
  status: z.enum(['creating', 'pending', 'succeeded', 'canceled', 'rejected']),
  /** Kopecks. */
  amount: z.number().int(),
});
export type RefundState = z.infer<typeof refundStateSchema>;

/** A saved card: never its number, only what YooKassa lets us show. */
export const savedPaymentMethodSchema = z.object({
  id: z.number().int(),
  /** YooKassa's title, e.g. 'Bank card *4242'. */
  title: z.string(),
  last4: z.string(),
  /** 'Mir', 'Visa', 'MasterCard'… as YooKassa names it. */
  cardType: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** GET /api/profiles/payment-types, and the answer of making one default or deleting one: default first, then newest. */
export const savedPaymentMethodListResponseSchema = envelopeSchema(z.object({ items: z.array(savedPaymentMethodSchema) }));
export type SavedPaymentMethodList = z.infer<typeof savedPaymentMethodListResponseSchema>['data'];

/**
 * What became of a YooKassa notification: 'applied' (the payment moved on), 'unchanged' (it
 * already had), 'ignored' (unknown, or not what the provider says: nothing changed).
 */
export const NOTIFICATION_OUTCOMES = ['applied', 'unchanged', 'ignored'] as const;
export const paymentNotificationResponseSchema = envelopeSchema(z.object({ outcome: z.enum(NOTIFICATION_OUTCOMES) }));

/**
 * What YooKassa POSTs to our notification URL, the shape only (its content is read again from
 * YooKassa). A copy of the API's own schema (payments/yookassa-protocol.ts) for the endpoint
 * table; the table's test holds the two equal.
 */
export const yookassaNotificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(['payment.waiting_for_capture', 'payment.succeeded', 'payment.canceled', 'refund.succeeded']),
  object: z.looseObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    status: z.string().max(64),
    amount: z.object({
      value: z.string().regex(/^(0|[1-9]\d{0,9})(\.\d{1,2})?$/),
      currency: z.string().length(3),
    }),
  }),
});

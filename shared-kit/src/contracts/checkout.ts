// The checkout ('/order/{id}', with the delivery and order form fields): a cook's
// basket becomes an order. Beyond those fields, the calls and the form are our own design
// (docs/decisions.md 'Checkout'): GET /api/checkout/{cookId} for what the form
// offers, POST /api/checkout to place the order. The client makes the idempotency key when the
// form opens and sends it with every try, so a retried submit never makes a second order.
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { phoneField } from '../validation/phone';
import { imageSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES, PROMO_CODE_MAX_LENGTH } from './orders';
import { integerIdParamSchema } from './params';
import { paymentStateSchema, savedPaymentMethodSchema } from './payments';

export const CHECKOUT_LABELS = {
  deliveryType: 'Способ получения',
  address: 'Адрес',
  apartment: 'Квартира',
  entrance: 'Подъезд',
  floor: 'Этаж',
  intercom: 'Домофон',
  addressComment: 'Комментарий к адресу',
  recipientName: 'Имя получателя',
  recipientPhone: 'Телефон получателя',
  commentForCook: 'Комментарий для повара',
  commentForDelivery: 'Комментарий для доставки',
  preferences: 'Пожелания',
  promoCode: 'Промокод',
  deliverFrom: 'Время',
  paymentType: 'Способ оплаты',
} as const;

export const CHECKOUT_LIMITS = {
  address: 300,
  apartment: 20,
  entrance: 20,
  floor: 20,
  intercom: 20,
  addressComment: 500,
  recipientName: { min: 2, max: 100 },
  commentForCook: 1000,
  commentForDelivery: 500,
  preferences: 20,
} as const;

export const CHECKOUT_MESSAGES = {
  emptyBasket: 'В корзине нет блюд этого повара',
  cookUnavailable: 'Повар сейчас не принимает заказы',
  addressRequired: 'Укажите адрес доставки',
  deliveryUnavailable: 'Этот повар не доставляет заказы, выберите самовывоз',
  pickupUnavailable: 'У этого повара нет самовывоза, выберите доставку',
  payOnReceiptUnavailable: 'Этот повар принимает только онлайн-оплату',
  slotRequired: 'Выберите время',
  ownDishes: 'Нельзя заказать свои блюда',
  keyReused: 'Этот заказ уже оформлен с другими данными. Обновите страницу',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: validationMessages.invalid(label) })
    .trim()
    .max(max, validationMessages.max(label, max));

/** Delivery orders only: where to bring it (the address is the one the customer chose in the product). */
export const checkoutAddressSchema = z.object({
  /** The customer's saved address this is; the order's details and recipient are kept with it for next time. */
  id: z.number().int().min(1).max(2_147_483_647).nullish(),
  address: text(CHECKOUT_LABELS.address, CHECKOUT_LIMITS.address).min(1, CHECKOUT_MESSAGES.addressRequired),
  apartment: text(CHECKOUT_LABELS.apartment, CHECKOUT_LIMITS.apartment).default(''),
  entrance: text(CHECKOUT_LABELS.entrance, CHECKOUT_LIMITS.entrance).default(''),
  floor: text(CHECKOUT_LABELS.floor, CHECKOUT_LIMITS.floor).default(''),
  intercom: text(CHECKOUT_LABELS.intercom, CHECKOUT_LIMITS.intercom).default(''),
  comment: text(CHECKOUT_LABELS.addressComment, CHECKOUT_LIMITS.addressComment).default(''),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lon: z.number().min(-180).max(180).nullable().default(null),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** POST /api/checkout. Prices, sums, delivery cost and discount are never read from here: the server computes them. */
export const checkoutRequestSchema = z
  .object({
    cookId: z
      .number({ error: validationMessages.required('Повар') })
      .int()
      .min(1)
      .max(2_147_483_647),
    /** Made by the client when the form opens (a UUID), the same for every retry of this order. */
    idempotencyKey: z.uuid({ error: validationMessages.invalid('Ключ заказа') }),
    deliveryType: z.enum(DELIVERY_TYPES, { error: validationMessages.required(CHECKOUT_LABELS.deliveryType) }),
    address: checkoutAddressSchema.nullish(),
    recipientName: text(CHECKOUT_LABELS.recipientName, CHECKOUT_LIMITS.recipientName.max)
      .min(1, validationMessages.required(CHECKOUT_LABELS.recipientName))
      .min(CHECKOUT_LIMITS.recipientName.min, validationMessages.min(CHECKOUT_LABELS.recipientName, CHECKOUT_LIMITS.recipientName.min)),
    recipientPhone: phoneField(CHECKOUT_LABELS.recipientPhone),
    commentForCook: text(CHECKOUT_LABELS.commentForCook, CHECKOUT_LIMITS.commentForCook).default(''),
    commentForDelivery: text(CHECKOUT_LABELS.commentForDelivery, CHECKOUT_LIMITS.commentForDelivery).default(''),
    /** Slugs of the catalogue's taste preferences ('Без глютена'…). */
    preferences: z
      .array(z.string().regex(/^[a-z0-9-]{1,64}$/))
      .max(CHECKOUT_LIMITS.preferences)
      .default([]),
    promoCode: z.string().trim().max(PROMO_CODE_MAX_LENGTH).nullish(),
    /** The chosen slot's start, as GET /api/cooks/{id}/slots gave it. */
    deliverFrom: z.iso.datetime({ offset: true, error: CHECKOUT_MESSAGES.slotRequired }),
    paymentType: z.enum(PAYMENT_TYPES, { error: validationMessages.required(CHECKOUT_LABELS.paymentType) }),
    /** Pay with a saved card (online only). */
    savedPaymentMethodId: z.number().int().min(1).nullish(),
    /** Keep the card this payment is made with (online only). */
    savePaymentMethod: z.boolean().default(false),
  })
  .refine((body) => body.deliveryType !== 'delivery' || body.address, { message: CHECKOUT_MESSAGES.addressRequired, path: ['address'] });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutBody = z.output<typeof checkoutRequestSchema>;

/** What POST /api/checkout answers: the order, and for an online order the payment to go to. */
export const checkoutResultSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Kopecks. */
  total: z.number().int(),
  /** Null for pay-on-receipt orders; `confirmationUrl` null when a saved card paid at once. */
  payment: paymentStateSchema.nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export const checkoutResultResponseSchema = envelopeSchema(checkoutResultSchema);

export const checkoutParamsSchema = z.object({ cookId: integerIdParamSchema });

/** GET /api/checkout/{cookId}: what the form offers for this cook. */
export const checkoutOptionsSchema = z.object({
  cook: z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: imageSchema.nullable(),
    /** Where a pickup order is collected. */
    address: z.string(),
    /** Kopecks, for delivery orders. */
    deliveryCost: z.number().int(),
    /** The region's zone ('UTC+5' or an IANA name), for showing times. */
    timeZone: z.string(),
  }),
  pickup: z.boolean(),
  delivery: z.boolean(),
  payOnReceipt: z.boolean(),
  preferences: z.array(z.object({ slug: z.string(), title: z.string() })),
  savedPaymentMethods: z.array(savedPaymentMethodSchema),
  /** The signed-in customer's name and phone, to fill the recipient fields. */
  recipient: z.object({ name: z.string(), phone: z.string() }),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
export const checkoutOptionsResponseSchema = envelopeSchema(checkoutOptionsSchema);

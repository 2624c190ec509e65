// Orders (docs/decisions.md 'Orders'; the order form's delivery and cancellation fields;
// statuses change from the orders list and from chats): the statuses and who may move
// them, cancel reasons, the order as both sides see it (with the actions the asking user may
// take now, decided by the server), the lists, the status change, and the promo-code check.
import { z } from 'zod';
import { formatPrice } from '../format/price';
import { imageSchema, paginationSchema, positiveIntQuery } from './catalog';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

export const ORDER_STATUSES = ['awaiting_payment', 'new', 'accepted', 'cooking', 'ready', 'delivering', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Ожидает оплаты',
  new: 'Новый',
  accepted: 'Принят',
  cooking: 'Готовится',
  ready: 'Готов',
  delivering: 'В пути',
  completed: 'Выполнен',
  cancelled: 'Отменён',
};

export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = { pickup: 'Самовывоз', delivery: 'Доставка' };

/** 'online': paid on the payment page, the order waits for it; 'on_receipt': paid to the cook, the order starts as new. */
export const PAYMENT_TYPES = ['online', 'on_receipt'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = { online: 'Онлайн', on_receipt: 'При получении' };

/** Who changed a status: the two parties, the system (payments, timeouts), or an operator (support tools). */
export const ORDER_ACTOR_ROLES = ['customer', 'cook', 'system', 'operator'] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];
/** The two sides of an order, the only ones who call the orders API. */
export const ORDER_PARTY_ROLES = ['customer', 'cook'] as const;
export type OrderPartyRole = (typeof ORDER_PARTY_ROLES)[number];

/** An online order not paid within this long is cancelled ('Заказ не оплачен'). */
export const ORDER_PAYMENT_TIMEOUT_MINUTES = 30;
/**
 * A new order the cook has not accepted within this long, or by the start of its delivery slot
 * if that comes first, is cancelled ('Повар не подтвердил заказ') and a paid one refunded.
 */
export const ORDER_ACCEPT_TIMEOUT_MINUTES = 120;

/** orderCancelReason: a code from the list of the side cancelling; 'other' needs exactlyOrderCancelReason. */
export const ORDER_CANCEL_REASONS = {
  customer: [
    { code: 'changed_mind', label: 'Передумал' },
    { code: 'long_wait', label: 'Долгое ожидание' },
    { code: 'wrong_order', label: 'Ошибся при оформлении' },
    { code: 'other', label: 'Другое' },
  ],
  cook: [
    { code: 'cannot_cook', label: 'Повар не может приготовить' },
    { code: 'no_ingredients', label: 'Нет продуктов' },
    { code: 'no_time', label: 'Не успеть к выбранному времени' },
    { code: 'other', label: 'Другое' },
  ],
  system: [
    { code: 'not_paid', label: 'Заказ не оплачен' },
    { code: 'not_accepted', label: 'Повар не подтвердил заказ' },
  ],
} as const satisfies Record<'customer' | 'cook' | 'system', readonly { code: string; label: string }[]>;
export type OrderCancelReasonCode = (typeof ORDER_CANCEL_REASONS)[keyof typeof ORDER_CANCEL_REASONS][number]['code'];
export const OTHER_CANCEL_REASON = 'other';
export const ORDER_CANCEL_REASON_LABELS: Readonly<Record<OrderCancelReasonCode, string>> = Object.fromEntries(
  Object.values(ORDER_CANCEL_REASONS).flatMap((reasons) => reasons.map((reason) => [reason.code, reason.label])),
) as Record<OrderCancelReasonCode, string>;
export const EXACT_CANCEL_REASON_MAX_LENGTH = 500;

export const ORDER_NOT_FOUND_MESSAGE = 'Заказ не найден';
export const ORDER_CHANGED_MESSAGE = 'Статус заказа уже изменился. Обновите страницу';
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Укажите причину отмены';
export const CANCEL_REASON_UNKNOWN_MESSAGE = 'Выберите причину отмены из списка';
export const EXACT_CANCEL_REASON_REQUIRED_MESSAGE = 'Опишите причину отмены';
export const orderActionUnavailableMessage = (status: OrderStatus) => `Это действие недоступно: заказ в статусе «${ORDER_STATUS_LABELS[status]}»`;

/**
 * Why a cancellation by this side cannot be accepted as written, or null when it can: the code
 * must be on the side's list, and 'Другое' needs the text. The server applies it; forms may too.
 */
export function cancelReasonProblem(side: OrderPartyRole, code: string | null | undefined, exactly: string | null | undefined): string | null {
  if (!code) return CANCEL_REASON_REQUIRED_MESSAGE;
  if (!ORDER_CANCEL_REASONS[side].some((reason) => reason.code === code)) return CANCEL_REASON_UNKNOWN_MESSAGE;
  if (code === OTHER_CANCEL_REASON && !exactly?.trim()) return EXACT_CANCEL_REASON_REQUIRED_MESSAGE;
  return null;
}

/** POST /api/orders/{id}/status: the status the caller moves the order to; cancellations carry the reason. */
export const orderStatusChangeRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Укажите новый статус заказа' }),
  orderCancelReason: z.string({ error: CANCEL_REASON_UNKNOWN_MESSAGE }).trim().max(64, CANCEL_REASON_UNKNOWN_MESSAGE).nullish(),
  exactlyOrderCancelReason: z
    .string({ error: EXACT_CANCEL_REASON_REQUIRED_MESSAGE })
    .trim()
    .max(EXACT_CANCEL_REASON_MAX_LENGTH, `Не больше ${EXACT_CANCEL_REASON_MAX_LENGTH} символов`)
    .nullish(),
});
export type OrderStatusChangeRequest = z.infer<typeof orderStatusChangeRequestSchema>;

export const orderParamsSchema = z.object({ id: integerIdParamSchema });

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZE_MAX = 50;
/** GET /api/orders and /api/orders/sales ?page&perPage. */
export const orderListQuerySchema = z.object({
  page: positiveIntQuery(100_000).default(1),
  perPage: positiveIntQuery(ORDERS_PAGE_SIZE_MAX).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A taste preference the customer asked for ('Без глютена'…), as the catalogue names it. */
export const orderPreferenceSchema = z.object({ slug: z.string(), title: z.string() });
export type OrderPreference = z.infer<typeof orderPreferenceSchema>;

/** A line of the order: the dish's name, price and cooking time as they were when ordered. */
export const orderItemSchema = z.object({
  /** Null once the cook has deleted the dish; the line stays. */
  dishId: z.number().int().nullable(),
  name: z.string(),
  /** Kopecks, one piece. */
  price: z.number().int(),
  count: z.number().int(),
  /** price × count, kopecks. */
  sum: z.number().int(),
  /** Minutes. */
  cookingTime: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Delivery orders only. */
export const orderAddressSchema = z.object({
  address: z.string(),
  apartment: z.string(),
  entrance: z.string(),
  floor: z.string(),
  intercom: z.string(),
  comment: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A cook's gender as the card records it, for the verbs that name the cook; null when not told. */
export const COOK_GENDERS = ['female', 'male'] as const;
export type CookGender = (typeof COOK_GENDERS)[number];

/**
 * Pickup orders only: where the customer collects the order (the cook's address) and the cook's
 * working hours on the slot's day ('HH:MM' in the region's time; null when the cook does not
 * work that day). Only the order's two parties ever read an order.
 */
export const orderPickupSchema = z.object({
  address: z.string(),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type OrderPickup = z.infer<typeof orderPickupSchema>;

export const orderHistoryEntrySchema = z.object({
  /** Null for the row that records the order's creation. */
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  toStatusLabel: z.string(),
  actorRole: z.enum(ORDER_ACTOR_ROLES),
  at: z.string(),
  orderCancelReason: z.string().nullable(),
  orderCancelReasonLabel: z.string().nullable(),
  exactlyOrderCancelReason: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** A button the asking user may press now: POST {status} (with a reason from `cancelReasons` when `requiresReason`). */
export const orderActionSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  requiresReason: z.boolean(),
  cancelReasons: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type OrderAction = z.infer<typeof orderActionSchema>;

/**
 * What the customer reads about the refund of a paid order that was cancelled. The state folds
 * YooKassa's statuses: 'pending' until YooKassa says it is done, 'failed' when it refused or
 * cancelled the refund (support returns the money by hand).
 */
export const ORDER_REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type OrderRefundState = (typeof ORDER_REFUND_STATES)[number];
export const REFUND_ISSUED_TEXT = 'Возврат оформлен';
export const REFUND_PERIOD_TEXT = 'Деньги вернутся в течение 10 рабочих дней';
export const REFUND_FAILED_TEXT = 'Мы свяжемся с вами, чтобы вернуть деньги';
export const ORDER_REFUND_STATE_LABELS: Readonly<Record<OrderRefundState, string>> = {
  pending: 'в обработке',
  succeeded: 'выполнен',
  failed: 'не прошёл',
};

export const orderRefundSchema = z.object({
  state: z.enum(ORDER_REFUND_STATES),
  stateLabel: z.string(),
  /** Kopecks: the whole payment. */
  amount: z.number().int(),
  /** 'Возврат оформлен'. */
  title: z.string(),
  /** When the money comes back, or what happens when the refund did not go through. */
  note: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  /** Which side the asking user is on. */
  viewerRole: z.enum(ORDER_PARTY_ROLES),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cook: z.object({ id: z.number().int(), name: z.string(), avatar: imageSchema.nullable(), gender: z.enum(COOK_GENDERS).nullable() }),
  /** The zone of the cook's region ('UTC+5' or an IANA name): the slot and dates are stored in UTC and shown in it. */
  timeZone: z.string(),
  /** For the cook only (null for the customer): who ordered, and their account phone masked (the order's recipientPhone is to call). */
  customer: z.object({ name: z.string(), phone: z.string() }).nullable(),
  items: z.array(orderItemSchema),
  /** Kopecks: total = dishesSum + deliveryCost − discount. */
  dishesSum: z.number().int(),
  deliveryCost: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  promoCode: z.string().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  deliveryTypeLabel: z.string(),
  address: orderAddressSchema.nullable(),
  /** Where and when to collect a pickup order; null for a delivery. */
  pickup: orderPickupSchema.nullable(),
  /** The slot chosen at checkout (UTC ISO); shown in the region's time zone. */
  deliverFrom: z.string().nullable(),
  deliverTo: z.string().nullable(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  commentForCook: z.string(),
  commentForDelivery: z.string(),
  preferences: z.array(orderPreferenceSchema),
  paymentType: z.enum(PAYMENT_TYPES),
  paymentTypeLabel: z.string(),
  cancelledBy: z.enum(ORDER_ACTOR_ROLES).nullable(),
  orderCancelReason: z.string().nullable(),
  orderCancelReasonLabel: z.string().nullable(),
  exactlyOrderCancelReason: z.string().nullable(),
  /** The refund of an online payment (a paid order that was cancelled); null when there is none. */
  refund: orderRefundSchema.nullable(),
  /** Oldest first. */
  history: z.array(orderHistoryEntrySchema),
  actions: z.array(orderActionSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = envelopeSchema(orderSchema);
export const orderListSchema = z.object({ items: z.array(orderSchema), pagination: paginationSchema });
export type OrderList = z.infer<typeof orderListSchema>;
export const orderListResponseSchema = envelopeSchema(orderListSchema);

export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_NOT_FOUND_MESSAGE = 'Промокод не найден';
export const PROMO_NOT_STARTED_MESSAGE = 'Промокод ещё не действует';
export const PROMO_EXPIRED_MESSAGE = 'Срок действия промокода истёк';
export const PROMO_OTHER_COOK_MESSAGE = 'Промокод не действует для заказов у этого повара';
export const PROMO_ALREADY_USED_MESSAGE = 'Вы уже использовали этот промокод';
export const promoMinSumMessage = (minSumKopecks: number) => `Промокод действует для заказов от ${formatPrice(minSumKopecks)}`;

/** Codes are compared without regard to case or surrounding spaces: 'домашняя' is 'ДОМАШНЯЯ'. */
export const normalizePromoCode = (code: string) => code.trim().toLocaleUpperCase('ru-RU');

/**
 * POST /api/orders/promo-check: the discount a code gives on this cook's order. Without
 * `dishesSum` the caller's basket for the cook is summed (prices read now).
 */
export const promoCheckRequestSchema = z.object({
  code: z.string({ error: 'Введите промокод' }).trim().min(1, 'Введите промокод').max(PROMO_CODE_MAX_LENGTH, PROMO_NOT_FOUND_MESSAGE),
  cookId: z.number({ error: 'Укажите повара' }).int('Укажите повара').min(1, 'Укажите повара').max(2_147_483_647, 'Укажите повара'),
  dishesSum: z.number().int().min(0).max(1_000_000_000).optional(),
});
export type PromoCheckRequest = z.infer<typeof promoCheckRequestSchema>;

export const promoCheckSchema = z.object({
  /** As stored (upper case). */
  code: z.string(),
  /** Kopecks off the dishes (never off delivery), at most dishesSum. */
  discount: z.number().int(),
  dishesSum: z.number().int(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;
export const promoCheckResponseSchema = envelopeSchema(promoCheckSchema);

/** 'Скидка 10 % на блюда от 1 000 ₽', 'Скидка 200 ₽ на блюда': what a code gives and from which sum. */
export function promoConditionsText(promo: { discountPercent: number | null; discountAmount: number | null; minSum: number }): string {
  const what = promo.discountPercent !== null ? `${promo.discountPercent}\u00a0%` : formatPrice(promo.discountAmount ?? 0);
  return `Скидка ${what} на блюда${promo.minSum > 0 ? ` от ${formatPrice(promo.minSum)}` : ''}`;
}

/**
 * GET /api/orders/promo-codes?cookId=: the codes a customer may use now (active, within their
 * dates), for every cook and, with cookId, that cook's own; the home page and the basket show them.
 */
export const activePromoCodesQuerySchema = z.object({ cookId: positiveIntQuery(2_147_483_647).optional() });
export const activePromoCodeSchema = z.object({
  /** As stored (upper case). */
  code: z.string(),
  /** Null: for every cook. */
  cookId: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  /** Kopecks. */
  discountAmount: z.number().int().nullable(),
  /** Kopecks of dishes the order needs. */
  minSum: z.number().int(),
  validTo: z.string().nullable(),
  /** promoConditionsText. */
  conditions: z.string(),
});
export type ActivePromoCode = z.infer<typeof activePromoCodeSchema>;
export const activePromoCodeListSchema = z.object({ items: z.array(activePromoCodeSchema) });
export type ActivePromoCodeList = z.infer<typeof activePromoCodeListSchema>;
export const activePromoCodeListResponseSchema = envelopeSchema(activePromoCodeListSchema);

// Orders, their lines, status history and promo code uses, with the order enums (orders, order_items, order_status_history, promo_code_uses); owned by the orders module (promo_code_uses: promo).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { sqlList } from './common.ts';
import { cooks } from './cooks.ts';
import { promoCodes } from './promo.ts';

/**
 * Order statuses (shared/design/architecture.md 8): `awaiting_payment` → `new` → `accepted` →
 * `cooking` → `ready` → (`delivering` →) `completed`, or `cancelled` before `ready`.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'new', 'accepted', 'cooking', 'ready', 'delivering', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the order reaches the customer; the cook's own delivery or a pickup from the cook. */
export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;
/** Paid online before the cook sees it, or paid to the cook on receipt. */
export const PAYMENT_TYPES = ['online', 'on_receipt'] as const;
/** Who changed an order's status (docs/decisions.md, 'Orders'). */
export const ORDER_ACTOR_ROLES = ['customer', 'cook', 'system', 'operator'] as const;

/**
 * Orders (docs/decisions.md, 'Orders'): who ordered from which cook, the status, the money in kopecks
 * (total = dishes_sum + delivery_cost − discount, computed by insertOrder), delivery or pickup
 * with the slot, the recipient, comments, preferences, the payment type, and why and by whom a
 * cancelled order was cancelled. The dishes are in order_items, every status change in
 * order_status_history. An order is a record of money: deleting its account or cook card is
 * refused, never cascaded.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    /** Kopecks. */
    total: integer('total').notNull(),
    /** The delivery (or pickup) interval the customer chose: the checkout's time slot. */
    deliverFrom: timestamp('deliver_from', { withTimezone: true }),
    deliverTo: timestamp('deliver_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull().default('pickup'),
    /** Delivery orders only (all null for a pickup). */
    address: text('address'),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    addressComment: text('address_comment'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    recipientName: text('recipient_name').notNull().default(''),
    /** '+7XXXXXXXXXX', or '' when the customer receives it themselves. */
    recipientPhone: text('recipient_phone').notNull().default(''),
    commentForCook: text('comment_for_cook').notNull().default(''),
    commentForDelivery: text('comment_for_delivery').notNull().default(''),
    /** The taste preferences asked for, as the catalogue named them then. */
    preferences: jsonb('preferences').$type<{ slug: string; title: string }[]>().notNull().default([]),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id),
    /** Kopecks: the dishes at their ordered prices, the cook's delivery cost, the promo discount. */
    dishesSum: integer('dishes_sum').notNull().default(0),
    deliveryCost: integer('delivery_cost').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('online'),
    /** The checkout's retry key: the same key from the same customer is the same order. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the checkout body the key came with: the same key with another body is refused, not answered with this order. */
    idempotencyBodyHash: text('idempotency_body_hash'),
    cancelledBy: text('cancelled_by', { enum: ORDER_ACTOR_ROLES }),
    /** A code of the cancelling side's list (the contract's ORDER_CANCEL_REASONS). */
    orderCancelReason: text('order_cancel_reason'),
    exactlyOrderCancelReason: text('exactly_order_cancel_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the payment succeeded; null for unpaid and pay-on-receipt orders. A paid order cancelled is refunded. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_cook_status').on(table.customerId, table.cookId, table.status),
    index('orders_cook_deliver_from').on(table.cookId, table.deliverFrom),
    index('orders_customer_created').on(table.customerId, table.createdAt.desc(), table.id.desc()),
    /** The stale-order sweep reads only the two waiting statuses. */
    index('orders_waiting').on(table.status, table.createdAt).where(sql`status in ('awaiting_payment', 'new')`),
    uniqueIndex('orders_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    check('orders_status_known', sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_delivery_type_known', sql`${table.deliveryType} in (${sqlList(DELIVERY_TYPES)})`),
    check('orders_payment_type_known', sql`${table.paymentType} in (${sqlList(PAYMENT_TYPES)})`),
    check('orders_cancelled_by_known', sql`${table.cancelledBy} is null or ${table.cancelledBy} in (${sqlList(ORDER_ACTOR_ROLES)})`),
    check('orders_delivery_has_address', sql`(${table.deliveryType} = 'delivery') = (${table.address} is not null)`),
    check('orders_money_parts', sql`${table.dishesSum} >= 0 and ${table.deliveryCost} >= 0 and ${table.discount} between 0 and ${table.dishesSum}`),
  ],
);

/** The dishes of an order as they were ordered: name, price (kopecks) and cooking time are copies, so later edits of the dish change nothing here. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null once the cook deletes the dish; the line stays. */
    dishId: integer('dish_id').references(() => dishes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    count: integer('count').notNull(),
    /** Minutes. */
    cookingTime: integer('cooking_time').notNull(),
  },
  (table) => [
    index('order_items_order').on(table.orderId),
    check('order_items_count_range', sql`${table.count} between 1 and 99`),
    check('order_items_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** Every status an order took, with who moved it and, for a cancellation, why; the first row (from_status null) is its creation. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** Null when the system moved it. */
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorRole: text('actor_role', { enum: ORDER_ACTOR_ROLES }).notNull(),
    orderCancelReason: text('order_cancel_reason'),
    exactlyOrderCancelReason: text('exactly_order_cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_status_history_order').on(table.orderId, table.createdAt, table.id),
    check('order_status_history_actor_known', sql`${table.actorRole} in (${sqlList(ORDER_ACTOR_ROLES)})`),
  ],
);

/** Who used a promo code on which order: once per customer, held by the unique key even when two checkouts race. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('promo_code_uses_once_per_customer').on(table.promoCodeId, table.customerId)],
);

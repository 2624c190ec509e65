// Payments, refunds, saved cards and the built-in fake YooKassa's own tables (payments, payment_refunds, saved_payment_methods, fake_yookassa_*); owned by the payments module.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Payments (a port with adapters; docs/decisions.md 'Payments'). A row is one
 * attempt to pay an order through YooKassa. Its Idempotence-Key is committed here before the
 * provider is called ('creating'), so a retry after a crash repeats the same request and the
 * provider answers the same payment. The partial unique indexes keep at most one open attempt
 * and at most one succeeded payment per order; statuses move only forward (payments.service.ts).
 */
export const PAYMENT_STATUSES = ['creating', 'pending', 'waiting_for_capture', 'succeeded', 'canceled', 'rejected'] as const;
/** A refund of a succeeded payment: 'creating' until the provider answered, 'rejected' when it refused. */
export const REFUND_STATUSES = ['creating', 'pending', 'succeeded', 'canceled', 'rejected'] as const;

/**
 * Cards a customer chose to save with YooKassa (/profile/payment-types). Only the
 * provider's method id and what the list shows are kept, never a card number. One default per
 * user (a partial unique index); the first saved card becomes it.
 */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YooKassa's payment_method.id, sent back as payment_method_id to pay without confirmation. */
    providerMethodId: text('provider_method_id').notNull(),
    title: text('title').notNull(),
    last4: text('last4').notNull(),
    cardType: text('card_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_payment_methods_user_method').on(table.userId, table.providerMethodId),
    uniqueIndex('saved_payment_methods_one_default').on(table.userId).where(sql`is_default`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    idempotenceKey: uuid('idempotence_key').notNull().unique(),
    /** YooKassa's payment id; null while 'creating' (the provider has not answered yet). */
    providerPaymentId: text('provider_payment_id').unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    /** What the request to the provider said: kept so a retry sends exactly the same body. */
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    /** The saved card paid with: the provider's id (the request's payment_method_id) and our row. */
    paymentMethodId: text('payment_method_id'),
    savedMethodId: integer('saved_method_id').references(() => savedPaymentMethods.id, { onDelete: 'set null' }),
    confirmationUrl: text('confirmation_url'),
    /** cancellation_details.reason of a canceled payment, or why the provider refused a 'rejected' one. */
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_one_open_per_order').on(table.orderId).where(sql`status in ('creating', 'pending', 'waiting_for_capture')`),
    uniqueIndex('payments_one_succeeded_per_order').on(table.orderId).where(sql`status = 'succeeded'`),
    index('payments_order_created').on(table.orderId, table.createdAt),
    check('payments_status_known', sql`${table.status} in ('creating', 'pending', 'waiting_for_capture', 'succeeded', 'canceled', 'rejected')`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** At most one refund per payment (the unique payment_id); its key is committed before the provider is called. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    idempotenceKey: uuid('idempotence_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_refunds_status_known', sql`${table.status} in ('creating', 'pending', 'succeeded', 'canceled', 'rejected')`),
    check('payment_refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The built-in fake YooKassa (payments/fake-yookassa): its own shop-side state, so payments made
 * against it survive a restart like real ones. Nothing of ours reads these tables.
 */
export const fakeYookassaPaymentMethods = pgTable('fake_yookassa_payment_methods', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  /** Saved methods can pay again by payment_method_id; the others only describe a past payment. */
  saved: boolean('saved').notNull(),
  title: text('title').notNull(),
  first6: text('first6').notNull(),
  last4: text('last4').notNull(),
  cardType: text('card_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fakeYookassaPayments = pgTable(
  'fake_yookassa_payments',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused, as YooKassa does. */
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    returnUrl: text('return_url'),
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    paymentMethodId: text('payment_method_id').references(() => fakeYookassaPaymentMethods.id),
    cancellationParty: text('cancellation_party'),
    cancellationReason: text('cancellation_reason'),
    /** Kopecks refunded so far. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('fake_yookassa_payments_shop_key').on(table.shopId, table.idempotenceKey)],
);

export const fakeYookassaRefunds = pgTable(
  'fake_yookassa_refunds',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => fakeYookassaPayments.id),
    status: text('status').notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fake_yookassa_refunds_shop_key').on(table.shopId, table.idempotenceKey)],
);

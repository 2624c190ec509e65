// Cooks' payouts, their card tokens and the fake YooKassa's payouts (payouts, cook_payout_destinations, fake_yookassa_payouts); owned by the payouts module.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { sqlList } from './common.ts';
import { cooks } from './cooks.ts';
import { orders, PAYMENT_TYPES } from './orders.ts';

/** A payout's status (docs/decisions.md 'Payouts'): pending → paid, or failed when YooKassa refused it. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
/** Who marked a payout paid: an operator by hand, or the YooKassa payouts adapter. */
export const PAYOUT_PAID_BY = ['operator', 'yookassa'] as const;

/**
 * The cook's money for one completed order (docs/decisions.md 'Payouts'), written in the
 * transaction that completes the order, once (unique order_id). The statement's parts are kept
 * as they were worked out then, with the rates used (hundredths of a percent), so a later change
 * of configuration never rewrites a past payout. All sums in kopecks; `amount` is negative when a
 * pay-on-receipt order leaves the cook owing the commission. `idempotence_key` is committed
 * before the YooKassa payouts call and repeated by every retry.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    /** Dishes + delivery at full price: what the cook is paid on. */
    orderValue: integer('order_value').notNull(),
    /** The promo discount the service bore. */
    discount: integer('discount').notNull(),
    commissionRate: integer('commission_rate').notNull(),
    commission: integer('commission').notNull(),
    processingFeeRate: integer('processing_fee_rate').notNull(),
    processingFee: integer('processing_fee').notNull(),
    /** What the customer paid the cook on receipt (0 for online orders). */
    receivedByCook: integer('received_by_cook').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** The order's completion: the payout's place in a week or month. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by', { enum: PAYOUT_PAID_BY }),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    idempotenceKey: text('idempotence_key'),
    providerPayoutId: text('provider_payout_id'),
    /** YooKassa's reason for a failed payout. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_order').on(table.orderId),
    index('payouts_cook_completed').on(table.cookId, table.completedAt),
    /** The adapter's sweep reads only the pending ones. */
    index('payouts_pending').on(table.id).where(sql`status = 'pending'`),
    uniqueIndex('payouts_idempotence_key').on(table.idempotenceKey),
    uniqueIndex('payouts_provider_payout_id').on(table.providerPayoutId),
    check('payouts_status_known', sql`${table.status} in (${sqlList(PAYOUT_STATUSES)})`),
    check('payouts_paid_by_known', sql`${table.paidBy} is null or ${table.paidBy} in (${sqlList(PAYOUT_PAID_BY)})`),
    check('payouts_paid_has_time', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check(
      'payouts_sum',
      sql`${table.amount} = ${table.orderValue} - ${table.commission} - ${table.processingFee} - ${table.receivedByCook} and ${table.commission} >= 0 and ${table.processingFee} >= 0`,
    ),
  ],
);

/**
 * Where the YooKassa payouts adapter sends a cook's money: the payout_token YooKassa's payout
 * widget gives for the cook's card. A cook without one is paid by an operator.
 */
export const cookPayoutDestinations = pgTable('cook_payout_destinations', {
  cookId: integer('cook_id')
    .primaryKey()
    .references(() => cooks.id, { onDelete: 'cascade' }),
  payoutToken: text('payout_token').notNull(),
  /** What the cook sees: 'Карта Мир *4242'. */
  title: text('title').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in fake YooKassa's payouts (payouts/fake-yookassa-payouts): idempotence keys unique per agent, as YooKassa keeps them. */
export const fakeYookassaPayouts = pgTable(
  'fake_yookassa_payouts',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    /** Kopecks. */
    amount: integer('amount').notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fake_yookassa_payouts_agent_key').on(table.agentId, table.idempotenceKey)],
);

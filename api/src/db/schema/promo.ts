// Promo codes (promo_codes); owned by the promo module. Their uses are in orders.ts, as they reference orders.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cooks } from './cooks.ts';

/**
 * Promo codes: a percentage or a fixed sum (kopecks) off the dishes of an order from `min_sum`,
 * between `valid_from` and `valid_to` (either open), for every cook or one. `code` is kept
 * upper-case (normalizePromoCode), so codes match whatever the case typed.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    discountPercent: integer('discount_percent'),
    discountAmount: integer('discount_amount'),
    minSum: integer('min_sum').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    cookId: integer('cook_id').references(() => cooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promo_codes_one_discount', sql`(${table.discountPercent} is null) <> (${table.discountAmount} is null)`),
    check('promo_codes_percent_range', sql`${table.discountPercent} is null or ${table.discountPercent} between 1 and 100`),
    check('promo_codes_amount_positive', sql`${table.discountAmount} is null or ${table.discountAmount} > 0`),
    check('promo_codes_min_sum_not_negative', sql`${table.minSum} >= 0`),
  ],
);

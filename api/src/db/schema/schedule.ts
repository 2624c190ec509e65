// Cooks' work schedules and days off (cook_schedules, cook_days_off); owned by the schedule module.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, time, timestamp } from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@povar/shared-kit/contracts';
import { cooks } from './cooks.ts';

/**
 * A cook's work schedule ('/profile/schedule'): weekly hours in the region's local time,
 * what the cook needs on top of the dishes' cooking time, the slot grid, the daily capacity and
 * the ways to receive an order. A cook without a row works to DEFAULT_COOK_SCHEDULE (the kit's
 * contracts/schedule.ts); the limits mirror its zod rules.
 */
export const cookSchedules = pgTable(
  'cook_schedules',
  {
    cookId: integer('cook_id')
      .primaryKey()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    /** ISO weekday ('1' Monday … '7' Sunday) → {from, to} 'HH:MM', or null for a day off; validated by weeklyHoursSchema. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    /** Non-cancelled orders the cook takes per local day (by orders.deliver_from). */
    ordersPerDay: integer('orders_per_day').notNull(),
    pickup: boolean('pickup').notNull(),
    delivery: boolean('delivery').notNull(),
    deliveryRadiusKm: integer('delivery_radius_km').notNull(),
    /** Orders for a day are taken until this local time of the day before; null: no cut-off. */
    cutoffTime: time('cutoff_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cook_schedules_lead_range', sql`${table.leadMinutes} between 0 and 2880`),
    check('cook_schedules_slot_grid', sql`${table.slotMinutes} between 15 and 240 and ${table.slotMinutes} % 15 = 0`),
    check('cook_schedules_capacity_range', sql`${table.ordersPerDay} between 1 and 200`),
    check('cook_schedules_radius_range', sql`${table.deliveryRadiusKm} between 1 and 100`),
  ],
);

/** Single days a cook does not work, as local dates of the cook's region. */
export const cookDaysOff = pgTable(
  'cook_days_off',
  {
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cookId, table.day] })],
);

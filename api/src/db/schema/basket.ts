// Basket rows of users and guests (basket_items); owned by the basket module (emptied by the checkout).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guestSessions, users } from './accounts.ts';
import { dishes } from './catalog.ts';

/**
 * Basket rows: a signed-in user's or a guest session's,
 * never both, one row per owner and dish. No price is kept: every answer reads it from dishes.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestSessionId: uuid('guest_session_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('basket_items_user_dish').on(table.userId, table.dishId).where(sql`user_id is not null`),
    uniqueIndex('basket_items_guest_dish').on(table.guestSessionId, table.dishId).where(sql`guest_session_id is not null`),
    index('basket_items_dish').on(table.dishId),
    check('basket_items_one_owner', sql`(${table.userId} is null) <> (${table.guestSessionId} is null)`),
    check('basket_items_count_range', sql`${table.count} between 1 and 99`),
  ],
);

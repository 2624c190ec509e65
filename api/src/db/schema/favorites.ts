// Favourite cooks and dishes (favorite_cooks, favorite_dishes); owned by the favorites module.
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { cooks } from './cooks.ts';

/** Cooks a user keeps in favourites; newest first on their page. */
export const favoriteCooks = pgTable(
  'favorite_cooks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.cookId] }), index('favorite_cooks_user_created').on(table.userId, table.createdAt)],
);

/** Dishes a user keeps in favourites; newest first on their page. */
export const favoriteDishes = pgTable(
  'favorite_dishes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.dishId] }), index('favorite_dishes_user_created').on(table.userId, table.createdAt)],
);

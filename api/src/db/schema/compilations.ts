// Hand-picked dish lists (compilations); owned by the compilations module (main-page ones also edited by the content module).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cooks } from './cooks.ts';

/**
 * Hand-picked dish lists: a cook's 'Повар рекомендует' (cook_id set) or a main-page block
 * (cook_id null). `dish_ids` keeps the order they are shown in.
 */
export const compilations = pgTable('compilations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  cookId: integer('cook_id').references(() => cooks.id, { onDelete: 'cascade' }),
  dishIds: integer('dish_ids').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

// Reviews of cooks (reviews); owned by the reviews module.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Image } from '@povar/shared-kit/contracts';
import { users } from './accounts.ts';
import { cooks } from './cooks.ts';
import { orders } from './orders.ts';

/**
 * Reviews of cooks: one per completed order, 1-5 stars, text, up to 5 pictures
 * rendered like avatars (files/images.ts), and the cook's one answer. cooks.rating and
 * cooks.reviews_count are recomputed from these rows whenever one is added.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_cook_created').on(table.cookId, table.createdAt.desc(), table.id.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_answer_dated', sql`(${table.answerText} is null) = (${table.answeredAt} is null)`),
  ],
);

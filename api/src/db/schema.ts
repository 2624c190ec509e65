// The database tables; drizzle-kit generates the SQL migrations in api/drizzle/ from this file.
import { boolean, doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Regions (spec: main cities). Ids are assigned by the seed list, not by a sequence, so they stay stable. */
export const mainCities = pgTable('main_cities', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  fiasId: uuid('fias_id').notNull().unique(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  /** UTC offset as the cities file writes it ("UTC+5"). */
  timezone: text('timezone').notNull(),
  /** Known but not served regions answer "not available yet" (spec 2.13). */
  isServed: boolean('is_served').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * What people ask through popups (spec 7, /api/popup/callback/save): one row per request,
 * kept once per type, e-mail and region so repeating the form does not pile rows up.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    /** '' when the request was not about a region. */
    regionSlug: text('region_slug').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('callback_requests_once').on(table.type, table.email, table.regionSlug)],
);

// Regions (main_cities); owned by the geo module, which serves them (geo.repository.ts).
import { boolean, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Regions (main cities). Ids are assigned by the seed list, not by a sequence, so they stay stable. */
export const mainCities = pgTable('main_cities', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  fiasId: uuid('fias_id').notNull().unique(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  /** UTC offset as the cities file writes it ("UTC+5"). */
  timezone: text('timezone').notNull(),
  /** Known but not served regions answer "not available yet". */
  isServed: boolean('is_served').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

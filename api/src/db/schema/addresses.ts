// Delivery addresses of users and guests (user_addresses, guest_addresses); owned by the addresses module (the checkout remembers recipients).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guestSessions, users } from './accounts.ts';
import { mainCities } from './geo.ts';

/**
 * Saved delivery addresses of signed-in users:
 * at most one active per user, held by a partial unique index; the service caps the list at 20.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    apartment: text('apartment'),
    entrance: text('entrance'),
    intercom: text('intercom'),
    floor: text('floor'),
    comment: text('comment'),
    /** Who received the last order brought here, offered again at the next checkout to this address. */
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    /** The address-registry id of the house or street, when the lookup gave one. */
    fiasId: text('fias_id'),
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('user_addresses_one_active').on(table.userId).where(sql`active`), index('user_addresses_user').on(table.userId, table.createdAt)],
);

/** A guest's one delivery address, kept with the guest session and offered to merge on sign-in. */
export const guestAddresses = pgTable('guest_addresses', {
  guestSessionId: uuid('guest_session_id')
    .primaryKey()
    .references(() => guestSessions.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  fiasId: text('fias_id'),
  mainCityId: integer('main_city_id')
    .notNull()
    .references(() => mainCities.id),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

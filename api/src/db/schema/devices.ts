// Devices of the mobile app and their push tokens (devices); owned by the devices module.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Devices of the mobile app's web view: the push token of each,
 * and the user signed in on it (null when nobody is). Every write says whose it is now.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id').notNull().unique(),
    pushToken: text('push_token'),
    /** 'ios' | 'android' | 'web', when the app says. */
    platform: text('platform'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('devices_user').on(table.userId)],
);

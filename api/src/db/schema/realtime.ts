// WebSocket tickets and large realtime events (realtime_tickets, realtime_events); owned by the realtime layer (src/realtime), not a module.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Realtime: single-use tickets that open a WebSocket on whichever API instance the
 * browser reaches. Only the SHA-256 of a ticket is kept; redeeming deletes it, expired ones are
 * swept when new ones are issued.
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('realtime_tickets_expires_at').on(table.expiresAt)],
);

/**
 * Realtime events too large for a NOTIFY payload (8000 bytes): the bus notifies the row's id and
 * every instance reads it; rows older than a few minutes are deleted on the next large event.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: serial('id').primaryKey(),
    /** `userIds\nevent JSON`, as the bus sends small events. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('realtime_events_created_at').on(table.createdAt)],
);

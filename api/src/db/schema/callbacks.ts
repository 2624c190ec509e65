// Requests left through the site's popups and forms (callback_requests); owned by the callbacks module.
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What people ask through popups and forms (/api/popup/callback/save): one row per
 * request, kept once per type, contact (e-mail or phone) and region so repeating the form does
 * not pile rows up. A request leaves an e-mail ('region-notify') or a name and phone ('cook-lead');
 * the contact it does not leave is ''.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** Stored lower-case; '' for a request that leaves a phone. */
    email: text('email').notNull().default(''),
    /** '+7XXXXXXXXXX'; '' for a request that leaves an e-mail. */
    phone: text('phone').notNull().default(''),
    /** How the person introduced themselves; '' when the form does not ask. */
    name: text('name').notNull().default(''),
    /** '' when the request was not about a region. */
    regionSlug: text('region_slug').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('callback_requests_once').on(table.type, table.email, table.phone, table.regionSlug)],
);

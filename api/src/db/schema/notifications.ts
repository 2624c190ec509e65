// Messages handed to the SMS, e-mail and push senders (outbox_messages); owned by the notifications module.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages handed to the embedded senders (SMS, e-mail, push): the dev inbox reads them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** 'sms' | 'email' | 'push'. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** E-mails only. */
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created').on(table.createdAt)],
);

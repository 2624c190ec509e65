// Chat conversations, messages, attachments and read markers (chat_*); owned by the chat module.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Chat (docs/decisions.md 'Chat'). One conversation per pair of users, whichever of
 * them opened it: the pair is stored ordered (user_low_id < user_high_id) under a unique index, so
 * two openings at once still make one row. `last_message_id` and `last_activity_at` (the last
 * message's time, else the opening's) are kept here so a user's list is one index range each side.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message; null until the first one. */
    lastMessageId: integer('last_message_id'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('chat_conversations_pair').on(table.userLowId, table.userHighId),
    index('chat_conversations_low_activity').on(table.userLowId, table.lastActivityAt.desc()),
    index('chat_conversations_high_activity').on(table.userHighId, table.lastActivityAt.desc()),
    check('chat_conversations_ordered_pair', sql`${table.userLowId} < ${table.userHighId}`),
  ],
);

/**
 * Messages: ids grow across the service and, within a conversation, in the order they were
 * committed (a message is written under its conversation's row lock), so the id is both the
 * order and the read marker. `client_id` is the sender's key for a retried send: unique per sender.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** The order the message is about ('Проблема с заказом №N'), if any. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A page of a conversation (before/after an id) and its newest message.
    index('chat_messages_conversation').on(table.conversationId, table.id),
    // Unread counts: the peer's messages of a conversation after the reader's marker.
    index('chat_messages_conversation_sender').on(table.conversationId, table.senderId, table.id),
    uniqueIndex('chat_messages_sender_client_id').on(table.senderId, table.clientId),
    check('chat_messages_client_id_length', sql`${table.clientId} is null or length(${table.clientId}) between 1 and 64`),
  ],
);

/**
 * Files on a message, in the private files directory (only the two sides read them, through
 * GET /api/chat/files/{id}): a document as sent ('chat/{uuid}.pdf'), or a picture re-encoded
 * ('chat/{uuid}', its .jpg and .webp side by side).
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Order on the message, from 0. */
    position: smallint('position').notNull(),
    /** 'image' | 'document'. */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** As sniffed: 'image/jpeg', 'application/pdf', 'application/msword'. */
    mime: text('mime').notNull(),
    /** 'jpg' | 'pdf' | 'doc'. */
    extension: text('extension').notNull(),
    /** Bytes as stored (a picture: its jpeg). */
    size: integer('size').notNull(),
    /** The device's name for the file, cleaned; only shown. */
    originalName: text('original_name').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  (table) => [
    index('chat_attachments_message').on(table.messageId, table.position),
    check('chat_attachments_kind', sql`${table.kind} in ('image', 'document')`),
  ],
);

/**
 * Each side's read marker: the last message id they have read (0: none). The row is also made
 * when the user opens the conversation, so a conversation without messages is listed to whoever opened it.
 */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('chat_read_markers_user').on(table.userId)],
);

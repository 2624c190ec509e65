// Stores the messages the embedded senders "send" (the outbox_messages table) and lists them for the dev inbox.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export type OutboxChannel = 'sms' | 'email' | 'push';

export interface StoredOutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  /** E-mails and pushes with a title; null for SMS. */
  subject: string | null;
  text: string;
  createdAt: Date;
}

export function createOutboxRepository(orm: Orm) {
  return {
    async add(message: { channel: OutboxChannel; recipient: string; subject?: string | null; text: string; createdAt: Date }): Promise<void> {
      await orm.insert(outboxMessages).values(message);
    },

    /** Newest first; the id breaks ties between messages written in the same millisecond. */
    async latest(limit: number, filter: { channel?: OutboxChannel; recipient?: string } = {}): Promise<StoredOutboxMessage[]> {
      const conditions: SQL[] = [];
      if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel));
      if (filter.recipient) conditions.push(eq(outboxMessages.recipient, filter.recipient));
      const rows = await orm
        .select()
        .from(outboxMessages)
        .where(and(...conditions))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

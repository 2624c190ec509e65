// Stores the messages the embedded senders "send" (the outbox_messages table) and lists them for the dev inbox.
import { desc } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export type OutboxChannel = 'sms' | 'email' | 'push';

export interface StoredOutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  text: string;
  createdAt: Date;
}

export function createOutboxRepository(orm: Orm) {
  return {
    async add(message: { channel: OutboxChannel; recipient: string; text: string; createdAt: Date }): Promise<void> {
      await orm.insert(outboxMessages).values(message);
    },

    /** Newest first; the id breaks ties between messages written in the same millisecond. */
    async latest(limit: number): Promise<StoredOutboxMessage[]> {
      const rows = await orm.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
      return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

// The chat in the database (schema.ts chat_*): conversations named by their ordered pair of users,
// messages with their attachments, each side's read marker, and what the chat reads of others:
// the people behind a conversation (account and cook card) and the orders between two users.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Image, OrderStatus } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { chatAttachments, chatConversations, chatMessages, chatReadMarkers, cooks, orders, users } from '../../db/schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type NewAttachment = Omit<AttachmentRow, 'id' | 'messageId'>;

/** A user as the chat shows them: the account and, when they run one, their cook card. */
export interface PersonRow {
  id: number;
  name: string;
  phone: string;
  avatar: Image | null;
  cookId: number | null;
  cookName: string | null;
  cookAvatar: Image | null;
  cookActive: boolean | null;
}

export interface ConversationListRow {
  id: number;
  peerId: number;
  lastMessageId: number | null;
  lastActivityAt: Date;
  unreadCount: number;
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  text: string;
  orderId: number | null;
  clientId: string | null;
  attachments: NewAttachment[];
  now: Date;
}

const CLOSED_STATUSES: OrderStatus[] = ['completed', 'cancelled'];

/** The pair as stored: the smaller id first. */
export const orderedPair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });
export const peerOf = (conversation: Pick<ConversationRow, 'userLowId' | 'userHighId'>, userId: number) =>
  conversation.userLowId === userId ? conversation.userHighId : conversation.userLowId;

export function createChatRepository(orm: Orm) {
  /** The other side of the conversation, for the user on one side of it (in SQL). */
  const peerColumn = (userId: number) =>
    sql<number>`case when ${chatConversations.userLowId} = ${userId} then ${chatConversations.userHighId} else ${chatConversations.userLowId} end`;
  const isMember = (userId: number) => or(eq(chatConversations.userLowId, userId), eq(chatConversations.userHighId, userId));

  const findConversation = async (a: number, b: number): Promise<ConversationRow | undefined> => {
    if (a === b) return undefined;
    const { low, high } = orderedPair(a, b);
    const [row] = await orm
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userLowId, low), eq(chatConversations.userHighId, high)));
    return row;
  };

  /** The user's read marker in the conversation (0: nothing read). */
  const readMarker = async (conversationId: number, userId: number): Promise<number> => {
    const [row] = await orm
      .select({ id: chatReadMarkers.lastReadMessageId })
      .from(chatReadMarkers)
      .where(and(eq(chatReadMarkers.conversationId, conversationId), eq(chatReadMarkers.userId, userId)));
    return row?.id ?? 0;
  };

  return {
    findConversation,

    async findCook(cookId: number): Promise<{ id: number; userId: number; isActive: boolean } | undefined> {
      const [row] = await orm.select({ id: cooks.id, userId: cooks.userId, isActive: cooks.isActive }).from(cooks).where(eq(cooks.id, cookId));
      return row;
    },

    async findPeople(userIds: number[]): Promise<PersonRow[]> {
      if (userIds.length === 0) return [];
      return orm
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          avatar: users.avatar,
          cookId: cooks.id,
          cookName: cooks.name,
          cookAvatar: cooks.avatar,
          cookActive: cooks.isActive,
        })
        .from(users)
        .leftJoin(cooks, eq(cooks.userId, users.id))
        .where(inArray(users.id, [...new Set(userIds)]))
        .then((rows) => rows.map((row) => ({ ...row, avatar: row.avatar ?? null, cookAvatar: row.cookAvatar ?? null })));
    },

    /**
     * The conversation of the two, made once however many openings race (the unique pair), and
     * the opener's marker row, which lists it to them before any message.
     */
    async openConversation(openerId: number, peerId: number, now: Date): Promise<{ conversation: ConversationRow; created: boolean }> {
      const { low, high } = orderedPair(openerId, peerId);
      const [inserted] = await orm
        .insert(chatConversations)
        .values({ userLowId: low, userHighId: high, createdAt: now, lastActivityAt: now })
        .onConflictDoNothing()
        .returning();
      const conversation = inserted ?? (await findConversation(openerId, peerId));
      if (!conversation) throw new Error('the conversation was just written');
      await orm.insert(chatReadMarkers).values({ conversationId: conversation.id, userId: openerId }).onConflictDoNothing();
      return { conversation, created: inserted !== undefined };
    },

    /**
     * The user's conversations, latest activity first: those with messages, and those without
     * that the user opened; each with the peer's messages after the user's marker.
     */
    async listConversations(userId: number, limit: number): Promise<ConversationListRow[]> {
      const peer = peerColumn(userId);
      return orm
        .select({
          id: chatConversations.id,
          peerId: peer.mapWith(Number),
          lastMessageId: chatConversations.lastMessageId,
          lastActivityAt: chatConversations.lastActivityAt,
          unreadCount: sql<number>`(
            select count(*) from ${chatMessages}
             where ${chatMessages.conversationId} = ${chatConversations.id}
               and ${chatMessages.senderId} = ${peer}
               and ${chatMessages.id} > coalesce(${chatReadMarkers.lastReadMessageId}, 0))`.mapWith(Number),
        })
        .from(chatConversations)
        .leftJoin(chatReadMarkers, and(eq(chatReadMarkers.conversationId, chatConversations.id), eq(chatReadMarkers.userId, userId)))
        .where(and(isMember(userId), or(isNotNull(chatConversations.lastMessageId), isNotNull(chatReadMarkers.userId))))
        .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
        .limit(limit);
    },

    /** Every message to the user, in all their conversations, after their marker there. */
    async countUnread(userId: number): Promise<number> {
      const [row] = await orm
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(chatConversations)
        .innerJoin(chatMessages, and(eq(chatMessages.conversationId, chatConversations.id), eq(chatMessages.senderId, peerColumn(userId))))
        .leftJoin(chatReadMarkers, and(eq(chatReadMarkers.conversationId, chatConversations.id), eq(chatReadMarkers.userId, userId)))
        .where(and(isMember(userId), sql`${chatMessages.id} > coalesce(${chatReadMarkers.lastReadMessageId}, 0)`));
      return row?.total ?? 0;
    },

    readMarker,

    /**
     * Moves the user's marker to the conversation's last message at or before `upTo` (its newest
     * without it), never back. Answers where it stands and whether it moved.
     */
    async moveReadMarker(conversationId: number, userId: number, upTo: number | undefined): Promise<{ marker: number; moved: boolean }> {
      const [target] = await orm
        .select({ id: sql<number | null>`max(${chatMessages.id})`.mapWith((value) => (value === null ? null : Number(value))) })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), upTo === undefined ? undefined : lte(chatMessages.id, upTo)));
      const to = target?.id ?? 0;
      const [written] = await orm
        .insert(chatReadMarkers)
        .values({ conversationId, userId, lastReadMessageId: to })
        .onConflictDoUpdate({
          target: [chatReadMarkers.conversationId, chatReadMarkers.userId],
          set: { lastReadMessageId: sql`excluded.last_read_message_id` },
          setWhere: sql`${chatReadMarkers.lastReadMessageId} < excluded.last_read_message_id`,
        })
        .returning({ id: chatReadMarkers.lastReadMessageId });
      if (written) return { marker: written.id, moved: written.id > 0 };
      return { marker: await readMarker(conversationId, userId), moved: false };
    },

    /**
     * A page of the conversation, ascending: the newest `limit` without a cursor, the `limit`
     * before `before`, or the `limit` after `after`; `hasMore` says whether more lie that way.
     */
    async listMessages(conversationId: number, cursor: { before?: number; after?: number }, limit: number): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const inConversation = eq(chatMessages.conversationId, conversationId);
      if (cursor.after !== undefined) {
        const rows = await orm
          .select()
          .from(chatMessages)
          .where(and(inConversation, gt(chatMessages.id, cursor.after)))
          .orderBy(asc(chatMessages.id))
          .limit(limit + 1);
        return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
      }
      const rows = await orm
        .select()
        .from(chatMessages)
        .where(and(inConversation, cursor.before === undefined ? undefined : lt(chatMessages.id, cursor.before)))
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    async findMessages(ids: number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return orm.select().from(chatMessages).where(inArray(chatMessages.id, ids)).orderBy(asc(chatMessages.id));
    },

    async findMessageByClientId(senderId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await orm
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
      return row;
    },

    async attachmentsOf(messageIds: number[]): Promise<AttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return orm
        .select()
        .from(chatAttachments)
        .where(inArray(chatAttachments.messageId, messageIds))
        .orderBy(asc(chatAttachments.messageId), asc(chatAttachments.position));
    },

    /** An attachment with the two sides of its conversation. */
    async findAttachment(id: number) {
      const [row] = await orm
        .select({ attachment: chatAttachments, userLowId: chatConversations.userLowId, userHighId: chatConversations.userHighId })
        .from(chatAttachments)
        .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatAttachments.id, id));
      return row;
    },

    /**
     * Writes the message (and its attachments) and makes it the conversation's last, under the
     * conversation's row lock, so ids grow in commit order within a conversation. A message the
     * sender already saved with this clientId is answered instead ('duplicate'); nothing is written.
     */
    async insertMessage(message: NewMessage): Promise<{ outcome: 'saved' | 'duplicate'; id: number }> {
      return orm.transaction(async (tx) => {
        await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, message.conversationId)).for('update');
        const [saved] = await tx
          .insert(chatMessages)
          .values({
            conversationId: message.conversationId,
            senderId: message.senderId,
            text: message.text,
            orderId: message.orderId,
            clientId: message.clientId,
            createdAt: message.now,
          })
          .onConflictDoNothing()
          .returning({ id: chatMessages.id });
        if (!saved) {
          const [existing] = message.clientId
            ? await tx
                .select({ id: chatMessages.id })
                .from(chatMessages)
                .where(and(eq(chatMessages.senderId, message.senderId), eq(chatMessages.clientId, message.clientId)))
            : [];
          if (!existing) throw new Error('a message insert did nothing without a clientId conflict');
          return { outcome: 'duplicate' as const, id: existing.id };
        }
        if (message.attachments.length > 0) {
          await tx.insert(chatAttachments).values(message.attachments.map((attachment) => ({ ...attachment, messageId: saved.id })));
        }
        await tx
          .update(chatConversations)
          .set({ lastMessageId: saved.id, lastActivityAt: message.now })
          .where(eq(chatConversations.id, message.conversationId));
        return { outcome: 'saved' as const, id: saved.id };
      });
    },

    /** Who an order joins: its customer and the account running its cook card (null if none). */
    async findOrderParties(orderId: number): Promise<{ id: number; customerId: number; cookUserId: number | null } | undefined> {
      const [row] = await orm
        .select({ id: orders.id, customerId: orders.customerId, cookUserId: cooks.userId })
        .from(orders)
        .innerJoin(cooks, eq(cooks.id, orders.cookId))
        .where(eq(orders.id, orderId));
      return row;
    },

    async findOrderStatuses(orderIds: number[]): Promise<{ id: number; status: OrderStatus }[]> {
      if (orderIds.length === 0) return [];
      return orm
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, [...new Set(orderIds)]));
    },

    /**
     * The orders between the two, newest first: the viewer's as customer from the peer's card, and
     * the peer's from the viewer's card (not those still awaiting an online payment: the cook's
     * sales list leaves them out too). Up to `limits.open` open ones, then `limits.closed` closed ones.
     */
    async findOrderIdsBetween(viewerId: number, peerId: number, limits: { open: number; closed: number }): Promise<number[]> {
      const between = or(
        and(eq(orders.customerId, viewerId), eq(cooks.userId, peerId)),
        and(eq(orders.customerId, peerId), eq(cooks.userId, viewerId), ne(orders.status, 'awaiting_payment')),
      );
      const select = (closed: boolean, limit: number) =>
        orm
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(cooks, eq(cooks.id, orders.cookId))
          .where(and(between, closed ? inArray(orders.status, CLOSED_STATUSES) : notInArray(orders.status, CLOSED_STATUSES)))
          .orderBy(desc(orders.id))
          .limit(limit);
      const [open, closed] = await Promise.all([select(false, limits.open), select(true, limits.closed)]);
      return [...open, ...closed].map((row) => row.id);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

// The chat's server state as react-query keeps it: the list (GET /api/chat), each conversation
// page by page backwards (GET /api/chat/load, `before` the oldest message held), and what live
// events and sends add to them: messages merged by id, the peer's read mark, catching up with
// `after` the newest message held when the socket was away.
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatList, ChatMessage } from '@povar/shared-kit';
import { CHAT_LIMITS, CHAT_MESSAGE_FIELDS } from '@povar/shared-kit/contracts';
import * as chatsApi from './chats-api';
import { CONVERSATION_FAILED_TEXT, LIST_FAILED_TEXT } from './texts';

export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  conversation: (chatUserId: number) => ['chat', 'conversation', chatUserId] as const,
};

export type ConversationData = InfiniteData<ChatConversation, number | undefined>;

export function useChatList() {
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: async ({ signal }) => {
      const list = await chatsApi.listChats(signal);
      // No data: a 5xx the client has already told.
      if (!list) throw new Error(LIST_FAILED_TEXT);
      return list;
    },
    staleTime: 0,
  });
}

/** Newest page first; each page's messages ascend. Live events keep it current, so it is never stale by time. */
export function useConversation(chatUserId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.conversation(chatUserId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await chatsApi.loadChat({ chatUserId, before: pageParam }, signal);
      if (!page) throw new Error(CONVERSATION_FAILED_TEXT);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatConversation) => (last.hasMore ? last.messages[0]?.id : undefined),
    staleTime: Infinity,
  });
}

/** The messages held, oldest first. */
export function messagesOf(data: InfiniteData<ChatConversation, unknown> | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Adds messages (a send's answer, a socket event, a catch-up) to the newest page, once each. */
export function mergeMessages(
  queryClient: QueryClient,
  chatUserId: number,
  messages: readonly ChatMessage[],
  fresh: Partial<Pick<ChatConversation, 'orders' | 'peerLastReadMessageId'>> = {},
): boolean {
  let merged = false;
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(chatUserId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    merged = true;
    const held = new Set(data.pages.flatMap((page) => page.messages.map((message) => message.id)));
    const added = messages.filter((message) => !held.has(message.id));
    const peerLastReadMessageId =
      fresh.peerLastReadMessageId === undefined
        ? newest.peerLastReadMessageId
        : Math.max(newest.peerLastReadMessageId ?? 0, fresh.peerLastReadMessageId ?? 0) || null;
    return {
      ...data,
      pages: [
        {
          ...newest,
          messages: added.length > 0 ? [...newest.messages, ...added].sort(byId) : newest.messages,
          orders: fresh.orders ?? newest.orders,
          peerLastReadMessageId,
        },
        ...older,
      ],
    };
  });
  return merged;
}

/** The peer read up to `messageId` (the 'Прочитано' ticks). */
export function markPeerRead(queryClient: QueryClient, chatUserId: number, messageId: number): void {
  mergeMessages(queryClient, chatUserId, [], { peerLastReadMessageId: messageId });
}

/**
 * After the socket was away (or an order moved): everything newer than the newest message held,
 * page by page, with the fresh order cards and read mark. A conversation not loaded yet loads whole.
 */
export async function catchUpConversation(queryClient: QueryClient, chatUserId: number): Promise<void> {
  const data = queryClient.getQueryData<ConversationData>(chatKeys.conversation(chatUserId));
  const newest = data?.pages[0];
  if (!data || !newest) {
    await queryClient.invalidateQueries({ queryKey: chatKeys.conversation(chatUserId) });
    return;
  }
  let after = messagesOf(data).at(-1)?.id;
  // A bounded loop: a conversation far behind reloads instead.
  for (let round = 0; round < 10; round += 1) {
    const page = await chatsApi.loadChat({ chatUserId, ...(after !== undefined ? { after } : {}), perPage: CHAT_LIMITS.pageSizeMax });
    if (!page) return;
    mergeMessages(queryClient, chatUserId, page.messages, { orders: page.orders, peerLastReadMessageId: page.peerLastReadMessageId });
    if (!page.hasMore || after === undefined) return;
    after = page.messages.at(-1)?.id ?? after;
  }
  await queryClient.invalidateQueries({ queryKey: chatKeys.conversation(chatUserId) });
}

export interface OutgoingMessage {
  chatUserId: number;
  text: string;
  files: readonly File[];
  /** The same on every try of one message: the server saves it once. */
  clientId: string;
}

/** POST /api/chat/message (multipart): the fields first, then the files. Answers the saved message. */
export async function sendChatMessage({ chatUserId, text, files, clientId }: OutgoingMessage): Promise<ChatMessage> {
  const form = new FormData();
  form.append(CHAT_MESSAGE_FIELDS.chatUserId, String(chatUserId));
  form.append(CHAT_MESSAGE_FIELDS.text, text);
  form.append(CHAT_MESSAGE_FIELDS.clientId, clientId);
  for (const file of files) form.append(CHAT_MESSAGE_FIELDS.files, file, file.name);
  const message = await chatsApi.sendChatMessage(form);
  if (!message) throw new Error('not sent');
  return message;
}

/** POST /api/chat/last-read: answers the user's unread total after it, or undefined when the server failed. */
export async function markConversationRead(chatUserId: number, messageId: number): Promise<number | undefined> {
  const answer = await chatsApi.markChatRead({ chatUserId, messageId });
  return answer?.unreadMessagesCount;
}

/** The list row of a conversation read here: no unread left. */
export function clearListUnread(queryClient: QueryClient, chatUserId: number): number {
  let cleared = 0;
  queryClient.setQueryData<ChatList>(chatKeys.list, (list) => {
    if (!list) return list;
    const row = list.items.find((item) => item.chatUserId === chatUserId);
    cleared = row?.unreadCount ?? 0;
    if (!cleared) return list;
    return {
      unreadMessagesCount: Math.max(0, list.unreadMessagesCount - cleared),
      items: list.items.map((item) => (item.chatUserId === chatUserId ? { ...item, unreadCount: 0 } : item)),
    };
  });
  return cleared;
}

/** A new id for a message being sent. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

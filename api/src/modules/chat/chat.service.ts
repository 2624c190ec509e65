// The chat (docs/decisions.md 'Chat'): opening a conversation with a cook (or, from an
// order, with its customer), the list with unread counts, one conversation with the orders between
// the two, read markers, messages with pictures and documents, and typing. Only the two sides of a
// conversation ever reach it: to anyone else it does not exist (404). What changed is published to
// the users' sockets (app.realtime) after the commit.
import { createHash, randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PROBLEM_TOPICS,
  ORDER_STATUS_LABELS,
  SUPPORT_ANSWER_TEXT,
  SUPPORT_COOK_ID,
  maskPhone,
  ownNameOf,
  type ChatAttachment,
  type ChatConversation,
  type ChatCreateRequest,
  type ChatCreateResult,
  type ChatList,
  type ChatLoadQuery,
  type ChatMessage,
  type ChatMessageFields,
  type ChatPeer,
  type Order,
  type OrderProblemTopic,
  type OrderStatus,
  type ServerEvent,
  UNNAMED_PERSON_NAME,
} from '@povar/shared-kit/contracts';
import { ACTIVE_DOCUMENT_MESSAGE, checkDocument } from '../../files/documents.ts';
import { encodeWithin, NotAPictureError, type EncodedPicture } from '../../files/images.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { ApiError } from '../../plugins/errors.ts';
import { RealtimeRefusal, type RealtimeHub } from '../../realtime/types.ts';
import { cleanFileName, FILE_NOT_FOUND_MESSAGE, UPLOADS_UNAVAILABLE_MESSAGE, type PrivateFile } from '../../files/uploads.ts';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, sniffChatFile } from './chat-form.ts';
import {
  peerOf,
  type AttachmentRow,
  type ChatRepository,
  type ConversationRow,
  type MessageRow,
  type NewAttachment,
  type PersonRow,
} from './chat.repository.ts';

/** How the support account is named to the people writing to it. */
export const SUPPORT_NAME = 'Поддержка сервиса';
/**
 * The message the customer posts to support when they open it from an order: the order, what
 * happened (the topic) and their own words, so the operator can answer without asking first.
 */
export function orderProblemText(orderId: number, topic?: OrderProblemTopic, question?: string): string {
  const label = ORDER_PROBLEM_TOPICS.find((candidate) => candidate.code === topic)?.label;
  const head = label ? `Проблема с заказом №${orderId}: ${label}` : `Проблема с заказом №${orderId}`;
  return question ? `${head}\n${question}` : head;
}
/** The toast after an order was passed on to support, with when to expect the answer. */
export const orderPassedToast = (orderId: number) => ({
  title: 'Заказ передан в поддержку',
  text: `Мы отправили в чат поддержки сообщение о заказе №${orderId}. ${SUPPORT_ANSWER_TEXT}`,
});
/**
 * One message per report: a retried request posts nothing new, while another topic or other
 * words about the same order are a new message (hashed to fit the 64-character clientId).
 */
const orderProblemClientId = (orderId: number, peerId: number, text: string) =>
  `order-problem-${orderId}-to-${peerId}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
export const CLIENT_ID_TAKEN_MESSAGE = 'Этот clientId уже использован для сообщения в другом чате';
export const CURSORS_TOGETHER_MESSAGE = 'Укажите before или after, но не оба';
/** Chat pictures fit this square, like review and kitchen photos. */
export const CHAT_IMAGE_MAX_SIDE = 1536;
/** GET /api/chat lists this many conversations (latest activity first); older ones open by #u{id}. */
export const CHAT_LIST_LIMIT = 200;
/** The orders a conversation shows: the open ones (up to this many), then the latest closed ones. */
export const CHAT_ORDERS_LIMITS = { open: 20, closed: 3 } as const;
export const CHAT_FILES_ROUTE = '/api/chat/files';
/** Private storage keys of chat files live under this folder. */
const CHAT_FILES_SUBDIR = 'chat';

const chatNotFound = () => new ApiError('not_found', { message: CHAT_MESSAGES.chatNotFound });
const orderNotFound = () => new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE });
const invalid = (message: string) => new ApiError('validation', { errors: [message] });

const chatFileHref = (id: number, format?: 'webp') => `${CHAT_FILES_ROUTE}/${id}${format ? `?format=${format}` : ''}`;

/** How `viewer` sees `person`; only the support account sees a customer's phone in full. */
export function toPeer(person: PersonRow, viewerIsSupport: boolean): ChatPeer {
  const isSupport = person.cookId === SUPPORT_COOK_ID;
  return {
    phone: isSupport ? null : viewerIsSupport ? person.phone : maskPhone(person.phone),
    id: person.id,
    // Without a name of their own: the cook card's name, else 'Покупатель' (a phone is not for others to see).
    name: isSupport ? SUPPORT_NAME : (ownNameOf(person) ?? (person.cookName?.trim() || UNNAMED_PERSON_NAME)),
    avatar: person.avatar ?? person.cookAvatar ?? null,
    // The card's page exists only while it is active.
    cookId: person.cookId !== null && person.cookActive ? person.cookId : null,
    isSupport,
  };
}

/** The uploaded name with the extension the bytes really have ('скан.jpg' holding a PDF reads 'скан.pdf'). */
const documentName = (attachment: Pick<AttachmentRow, 'originalName' | 'extension'>) =>
  `${attachment.originalName.replace(/\.[^.]{1,10}$/, '') || 'document'}.${attachment.extension}`;

function toAttachment(row: AttachmentRow): ChatAttachment {
  if (row.kind === 'document') {
    return { kind: 'document', id: row.id, name: documentName(row), extension: row.extension, size: row.size, href: chatFileHref(row.id) };
  }
  const jpg = chatFileHref(row.id);
  return {
    kind: 'image',
    id: row.id,
    image: { webp: chatFileHref(row.id, 'webp'), jpg, src: jpg, original: jpg, size: { width: row.width ?? 0, height: row.height ?? 0 } },
  };
}

/** A file ready to be written: its storage files and its row. */
interface PreparedFile {
  writes: [key: string, data: Buffer][];
  row: NewAttachment;
}

/** A peer 'chat:message' is published to: who receives it and how they name the conversation. */
type Publish = (userIds: readonly number[], event: ServerEvent) => Promise<void>;

export interface ChatServiceDeps {
  repository: ChatRepository;
  /** The orders module's view of one order for a party, with the actions they may take. */
  orders: { getOrder(userId: number, orderId: number): Promise<Order> };
  /** Null when the API runs without a files directory: a message with files then answers 503. */
  storage: FileStorage | null;
  /** The realtime hub, once there is one (undefined: nothing is pushed). */
  realtime: () => RealtimeHub | undefined;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export interface PostMessageInput {
  text: string;
  orderId?: number | null;
  clientId?: string | null;
  files?: ReceivedFile[];
}

export function createChatService({ repository, orders, storage, realtime, now, log }: ChatServiceDeps) {
  const publish: Publish = async (userIds, event) => {
    const hub = realtime();
    if (!hub) return;
    try {
      await hub.publish(userIds, event);
    } catch (error) {
      // The message is saved; the sockets catch up on their next load.
      log.warn({ err: error, type: event.type }, 'chat event not published');
    }
  };

  /** The conversation between the user and `peerId`, or the 404 of one that does not exist (also for everyone else's). */
  const requireConversation = async (userId: number, peerId: number): Promise<ConversationRow> => {
    const conversation = await repository.findConversation(userId, peerId);
    if (!conversation) throw chatNotFound();
    return conversation;
  };

  /** Messages as `viewerId` sees them, with their files and the orders they refer to. */
  const presentMessages = async (rows: MessageRow[], viewerId: number): Promise<ChatMessage[]> => {
    const [attachments, statuses] = await Promise.all([
      repository.attachmentsOf(rows.map((row) => row.id)),
      repository.findOrderStatuses(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]))),
    ]);
    const statusOf = new Map<number, OrderStatus>(statuses.map((order) => [order.id, order.status]));
    return rows.map((row) => {
      const status = row.orderId === null ? undefined : statusOf.get(row.orderId);
      return {
        id: row.id,
        senderId: row.senderId,
        mine: row.senderId === viewerId,
        text: row.text,
        attachments: attachments.filter((attachment) => attachment.messageId === row.id).map(toAttachment),
        order: row.orderId !== null && status ? { id: row.orderId, status, statusLabel: ORDER_STATUS_LABELS[status] } : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  };

  const presentMessage = async (id: number, viewerId: number): Promise<ChatMessage> => {
    const [message] = await presentMessages(await repository.findMessages([id]), viewerId);
    if (!message) throw new Error(`message ${id} was just read`);
    return message;
  };

  /** The user whose cook card is the support one, if the service has it. */
  const isSupportUser = async (userId: number) => {
    const support = await repository.findCook(SUPPORT_COOK_ID);
    return support?.userId === userId;
  };

  /**
   * The order may be referred to in the conversation: it joins the two sides (one the customer,
   * the other its cook), or, in a conversation with support, it is the other side's own order.
   */
  const requireOrderOfConversation = async (senderId: number, peerId: number, orderId: number): Promise<void> => {
    const parties = await repository.findOrderParties(orderId);
    if (!parties) throw orderNotFound();
    const sides = [parties.customerId, parties.cookUserId];
    if (sides.includes(senderId) && sides.includes(peerId)) return;
    const [senderIsSupport, peerIsSupport] = await Promise.all([isSupportUser(senderId), isSupportUser(peerId)]);
    if (peerIsSupport && sides.includes(senderId)) return;
    if (senderIsSupport && sides.includes(peerId)) return;
    throw orderNotFound();
  };

  /** Every file is sniffed and rendered before anything is written, so one bad file leaves nothing behind. */
  const prepareFiles = async (files: ReceivedFile[]): Promise<PreparedFile[]> => {
    const prepared: PreparedFile[] = [];
    for (const [position, file] of files.entries()) {
      const kind = await sniffChatFile(file.data);
      if (!kind) throw invalid(CHAT_MESSAGES.fileType);
      if (kind.kind === 'document') {
        if (file.data.length > DOCUMENT_MAX_BYTES) throw invalid(CHAT_MESSAGES.documentTooBig);
        const checked = await checkDocument(file.data);
        if ('refused' in checked) throw invalid(checked.refused === 'type' ? CHAT_MESSAGES.fileType : ACTIVE_DOCUMENT_MESSAGE);
        const storageKey = `${CHAT_FILES_SUBDIR}/${randomUUID()}.${kind.type.extension}`;
        prepared.push({
          writes: [[storageKey, file.data]],
          row: {
            position,
            kind: 'document',
            storageKey,
            mime: kind.type.mime,
            extension: kind.type.extension,
            size: file.data.length,
            originalName: cleanFileName(file.filename, `document.${kind.type.extension}`),
            width: null,
            height: null,
          },
        });
        continue;
      }
      if (file.data.length > IMAGE_MAX_BYTES) throw invalid(CHAT_MESSAGES.imageTooBig);
      let picture: EncodedPicture;
      try {
        picture = await encodeWithin(file.data, CHAT_IMAGE_MAX_SIDE);
      } catch (error) {
        // Picture bytes sharp cannot decode (broken, or a decompression bomb).
        if (error instanceof NotAPictureError) throw invalid(CHAT_MESSAGES.fileType);
        throw error;
      }
      const storageKey = `${CHAT_FILES_SUBDIR}/${randomUUID()}`;
      prepared.push({
        writes: [
          [`${storageKey}.jpg`, picture.jpg],
          [`${storageKey}.webp`, picture.webp],
        ],
        row: {
          position,
          kind: 'image',
          storageKey,
          mime: 'image/jpeg',
          extension: 'jpg',
          size: picture.jpg.length,
          originalName: cleanFileName(file.filename, 'photo.jpg'),
          width: picture.width,
          height: picture.height,
        },
      });
    }
    return prepared;
  };

  const removeFiles = async (prepared: PreparedFile[]) => {
    if (!storage) return;
    await storage.removePrivate(prepared.flatMap((file) => file.writes.map(([key]) => key))).catch(() => undefined);
  };

  const writeFiles = async (prepared: PreparedFile[]) => {
    if (prepared.length === 0) return;
    if (!storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
    try {
      for (const file of prepared) for (const [key, data] of file.writes) await storage.writePrivate(key, data);
    } catch (error) {
      await removeFiles(prepared);
      throw error;
    }
  };

  /**
   * Pushes a new message to both sides (the sender's other tabs too) and the peer's new unread
   * total. `message` is as the sender sees it: the peer's copy differs only in `mine`.
   */
  const announceMessage = async (conversation: ConversationRow, message: ChatMessage) => {
    const peerId = peerOf(conversation, message.senderId);
    const peerUnread = await repository.countUnread(peerId);
    await Promise.all([
      publish([message.senderId], { type: 'chat:message', chatUserId: peerId, message }),
      publish([peerId], { type: 'chat:message', chatUserId: message.senderId, message: { ...message, mine: false } }),
      publish([peerId], { type: 'chat:unread', unreadMessagesCount: peerUnread }),
    ]);
  };

  /**
   * Saves a message from `senderId` in `conversation` (the caller checked the sender's right to it
   * and the order): files checked first, then written, then the row; a clientId already saved by
   * the sender answers that message instead (created: false), writing nothing. Answers the message
   * as the sender sees it.
   */
  const saveMessage = async (conversation: ConversationRow, senderId: number, input: PostMessageInput): Promise<{ message: ChatMessage; created: boolean }> => {
    const files = input.files ?? [];
    if (files.length > 0 && !storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
    const prepared = await prepareFiles(files);
    await writeFiles(prepared);
    let written: Awaited<ReturnType<typeof repository.insertMessage>>;
    try {
      written = await repository.insertMessage({
        conversationId: conversation.id,
        senderId,
        text: input.text,
        orderId: input.orderId ?? null,
        clientId: input.clientId ?? null,
        attachments: prepared.map((file) => file.row),
        now: now(),
      });
    } catch (error) {
      await removeFiles(prepared);
      throw error;
    }
    if (written.outcome === 'duplicate') {
      // A retry raced its first attempt: the first one's message stands.
      await removeFiles(prepared);
      return { message: await presentMessage(written.id, senderId), created: false };
    }
    const message = await presentMessage(written.id, senderId);
    // Saved is saved: a failure to tell the sockets must not turn the answer into an error (they catch up on load).
    await announceMessage(conversation, message).catch((error: unknown) => log.warn({ err: error, messageId: written.id }, 'chat message not announced'));
    return { message, created: true };
  };

  /** A retried send: the message the sender saved with this clientId, if it is in this conversation. */
  const findRetried = async (conversation: ConversationRow, senderId: number, clientId: string | null | undefined) => {
    if (!clientId) return undefined;
    const existing = await repository.findMessageByClientId(senderId, clientId);
    if (existing && existing.conversationId !== conversation.id) throw invalid(CLIENT_ID_TAKEN_MESSAGE);
    return existing;
  };

  /**
   * For other modules (and the support chat's order message): `senderId` writes to `recipientId`,
   * opening their conversation if needed. Text only; a clientId makes it once per sender.
   */
  const postMessage = async (senderId: number, recipientId: number, input: Omit<PostMessageInput, 'files'>): Promise<{ id: number; created: boolean }> => {
    if (senderId === recipientId) throw invalid(CHAT_MESSAGES.selfChat);
    const { conversation } = await repository.openConversation(senderId, recipientId, now());
    const retried = await findRetried(conversation, senderId, input.clientId);
    if (retried) return { id: retried.id, created: false };
    const { message, created } = await saveMessage(conversation, senderId, input);
    return { id: message.id, created };
  };

  return {
    postMessage,

    /** The user's total unread messages (GET /api/profiles/user, /api/chat). */
    unreadCount: (userId: number) => repository.countUnread(userId),

    /**
     * POST /api/chat: the conversation with the cook's account, made once. With `orderId` (theirs,
     * as customer or cook): to support, 'Проблема с заказом №N' is posted for the customer; a cook
     * naming their own card opens the conversation with that order's customer.
     */
    async open(userId: number, request: ChatCreateRequest): Promise<ChatCreateResult> {
      const cook = await repository.findCook(request.cookId);
      const isSupport = request.cookId === SUPPORT_COOK_ID;
      // The support card is never listed in the catalogue (inactive), yet it is always open for chats.
      if (!cook || (!cook.isActive && !isSupport)) throw new ApiError('not_found', { message: CHAT_MESSAGES.cookNotFound });
      let peerId = cook.userId;
      if (request.orderId !== undefined) {
        const order = await repository.findOrderParties(request.orderId);
        if (!order || (order.customerId !== userId && order.cookUserId !== userId)) throw orderNotFound();
        if (peerId === userId && order.cookUserId === userId) {
          // The cook, from their sales: the conversation is with the order's customer.
          peerId = order.customerId;
        } else if (!isSupport && !(order.customerId === userId && order.cookUserId === peerId)) {
          throw orderNotFound();
        }
      }
      if (peerId === userId) throw invalid(CHAT_MESSAGES.selfChat);
      await repository.openConversation(userId, peerId, now());
      if (isSupport && request.orderId !== undefined) {
        // Once per order: a second opening from the same order posts nothing new.
        const text = orderProblemText(request.orderId, request.topic, request.question);
        await postMessage(userId, peerId, { text, orderId: request.orderId, clientId: orderProblemClientId(request.orderId, peerId, text) });
        return { to_user_id: peerId, message: orderPassedToast(request.orderId) };
      }
      return { to_user_id: peerId, message: null };
    },

    /** GET /api/chat: latest activity first, with the peers, last messages and unread counts. */
    async list(userId: number): Promise<ChatList> {
      const rows = await repository.listConversations(userId, CHAT_LIST_LIMIT);
      const [people, lastMessages, unreadMessagesCount, viewerIsSupport] = await Promise.all([
        repository.findPeople(rows.map((row) => row.peerId)),
        repository.findMessages(rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]))),
        repository.countUnread(userId),
        isSupportUser(userId),
      ]);
      const presented = await presentMessages(lastMessages, userId);
      const items = rows.flatMap((row) => {
        const person = people.find((candidate) => candidate.id === row.peerId);
        if (!person) return [];
        const lastMessage = presented.find((message) => message.id === row.lastMessageId) ?? null;
        return [
          {
            chatUserId: row.peerId,
            peer: toPeer(person, viewerIsSupport),
            lastMessage,
            unreadCount: row.unreadCount,
            updatedAt: row.lastActivityAt.toISOString(),
          },
        ];
      });
      return { items, unreadMessagesCount };
    },

    /** GET /api/chat/load: a page of messages, the peer's read marker and the orders between the two. */
    async load(userId: number, query: ChatLoadQuery): Promise<ChatConversation> {
      if (query.before !== undefined && query.after !== undefined) throw invalid(CURSORS_TOGETHER_MESSAGE);
      const conversation = await requireConversation(userId, query.chatUserId);
      const peerId = peerOf(conversation, userId);
      const [people, page, peerMarker, orderIds, viewerIsSupport] = await Promise.all([
        repository.findPeople([peerId]),
        repository.listMessages(conversation.id, { before: query.before, after: query.after }, query.perPage),
        repository.readMarker(conversation.id, peerId),
        repository.findOrderIdsBetween(userId, peerId, CHAT_ORDERS_LIMITS),
        isSupportUser(userId),
      ]);
      const [person] = people;
      if (!person) throw chatNotFound();
      const [messages, orderCards] = await Promise.all([
        presentMessages(page.rows, userId),
        // The orders module's own view: the viewer's side, its status buttons (`actions`).
        Promise.all(orderIds.map((orderId) => orders.getOrder(userId, orderId))),
      ]);
      return {
        chatUserId: peerId,
        peer: toPeer(person, viewerIsSupport),
        messages,
        hasMore: page.hasMore,
        peerLastReadMessageId: peerMarker > 0 ? peerMarker : null,
        orders: orderCards,
      };
    },

    /** POST /api/chat/last-read: the marker moves forward only; answers the user's new total. */
    async markRead(userId: number, chatUserId: number, messageId: number | undefined): Promise<{ unreadMessagesCount: number }> {
      const conversation = await requireConversation(userId, chatUserId);
      const peerId = peerOf(conversation, userId);
      const { marker, moved } = await repository.moveReadMarker(conversation.id, userId, messageId);
      const unreadMessagesCount = await repository.countUnread(userId);
      await Promise.all([
        ...(moved
          ? [
              // The peer's read ticks, and the reader's other tabs.
              publish([peerId], { type: 'chat:read', chatUserId: userId, readerId: userId, messageId: marker }),
              publish([userId], { type: 'chat:read', chatUserId: peerId, readerId: userId, messageId: marker }),
            ]
          : []),
        publish([userId], { type: 'chat:unread', unreadMessagesCount }),
      ]);
      return { unreadMessagesCount };
    },

    /**
     * POST /api/chat/message: `fields` validated by the caller, files checked here. Answers the
     * message as the sender sees it; `created` false for a retry of one already saved.
     */
    async send(userId: number, fields: ChatMessageFields, files: ReceivedFile[]): Promise<{ message: ChatMessage; created: boolean }> {
      const conversation = await requireConversation(userId, fields.chatUserId);
      const retried = await findRetried(conversation, userId, fields.clientId);
      if (retried) return { message: await presentMessage(retried.id, userId), created: false };
      if (!fields.text && files.length === 0) throw invalid(CHAT_MESSAGES.emptyMessage);
      if (fields.orderId !== undefined) await requireOrderOfConversation(userId, peerOf(conversation, userId), fields.orderId);
      return saveMessage(conversation, userId, { text: fields.text, orderId: fields.orderId, clientId: fields.clientId, files });
    },

    /** GET /api/chat/files/{id}: only to the two sides of its conversation; anyone else gets 404. */
    async readFile(userId: number, fileId: number, format: 'jpg' | 'webp' = 'jpg'): Promise<PrivateFile> {
      const found = await repository.findAttachment(fileId);
      if (!found || (found.userLowId !== userId && found.userHighId !== userId)) throw new ApiError('not_found', { message: FILE_NOT_FOUND_MESSAGE });
      if (!storage) throw new ApiError('unavailable');
      const { attachment } = found;
      if (attachment.kind === 'document') {
        return { data: await storage.readPrivate(attachment.storageKey), mime: attachment.mime, filename: documentName(attachment), disposition: 'attachment' };
      }
      const stem = attachment.originalName.replace(/\.[^.]{1,10}$/, '') || 'photo';
      return {
        data: await storage.readPrivate(`${attachment.storageKey}.${format}`),
        mime: format === 'webp' ? 'image/webp' : 'image/jpeg',
        filename: `${stem}.${format}`,
        disposition: 'inline',
      };
    },

    /** The browser's 'typing' frame: only to someone the user shares a conversation with. */
    async typing(userId: number, chatUserId: number): Promise<void> {
      const conversation = await repository.findConversation(userId, chatUserId);
      if (!conversation) throw new RealtimeRefusal(CHAT_MESSAGES.chatNotFound);
      await publish([chatUserId], { type: 'chat:typing', chatUserId: userId });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

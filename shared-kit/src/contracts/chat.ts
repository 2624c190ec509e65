// Chat: conversations, their messages, and opening one.
// A conversation joins two users and is named, from either side, by the other user's id
// (`chatUserId`, the hash #u{userId} of /profile/chat). The calls and the creation
// result keep the product's established shapes; the fields of chats and messages are ours (docs/decisions.md 'Chat').
import { z } from 'zod';
import { imageSchema, positiveIntQuery } from './catalog';
import { envelopeSchema } from './envelope';
import {
  CHAT_CREATE_FAILED_TEXT,
  CHAT_CREATE_FAILED_TITLE,
  ORDER_PROBLEM_MESSAGES,
  ORDER_PROBLEM_QUESTION_MAX_LENGTH,
  ORDER_PROBLEM_TOPICS,
  type OrderProblemTopic,
} from './chat-limits';
import { orderSchema, ORDER_NOT_FOUND_MESSAGE, ORDER_STATUSES } from './orders';

export * from './chat-limits';

/** How a person who has not set a name is shown to others (chat peers, reviews): never by their phone. */
export const UNNAMED_PERSON_NAME = 'Покупатель';

/** The 'name contains phone' rule: an empty name, or one holding the phone, is no name yet (null). */
export function ownNameOf(person: { name: string; phone: string }): string | null {
  const name = person.name.trim();
  if (!name) return null;
  const digits = (value: string) => value.replace(/\D/g, '').replace(/^[78](\d{10})$/, '$1');
  const phoneDigits = digits(person.phone);
  return phoneDigits && digits(name).includes(phoneDigits) ? null : name;
}

/**
 * A customer's account phone as anyone but the support account sees it (chat peers, the cook's
 * orders): '+7 (912) ***-**-89', enough to recognise, not to call.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^[78](\d{10})$/, '$1');
  return digits.length === 10 ? `+7 (${digits.slice(0, 3)}) ***-**-${digits.slice(8)}` : '***';
}

export const CHAT_LIMITS = {
  /** Characters of one message's text. */
  textMaxLength: 4000,
  /** Files on one message. */
  attachmentsMax: 5,
  /** Megabytes (of 1024 × 1024 bytes) of one image and of one document. */
  imageMaxMb: 10,
  documentMaxMb: 10,
  /** Messages per page of GET /api/chat/load (older pages by `before`). */
  pageSize: 30,
  pageSizeMax: 100,
} as const;

export const CHAT_MESSAGES = {
  /** The toast when creating a chat fails. */
  createFailedTitle: CHAT_CREATE_FAILED_TITLE,
  createFailedText: CHAT_CREATE_FAILED_TEXT,
  emptyMessage: 'Напишите сообщение или приложите файл',
  textTooLong: `Сообщение не может быть длиннее ${CHAT_LIMITS.textMaxLength} символов`,
  tooManyFiles: `Можно приложить не больше ${CHAT_LIMITS.attachmentsMax} файлов`,
  fileType: 'Можно приложить изображения PNG, JPG, JPEG, WEBP и документы PDF, DOC',
  imageTooBig: `Изображение должно быть не больше ${CHAT_LIMITS.imageMaxMb} МБ`,
  documentTooBig: `Документ должен быть не больше ${CHAT_LIMITS.documentMaxMb} МБ`,
  selfChat: 'Нельзя написать самому себе',
  cookNotFound: 'Повар не найден',
  chatNotFound: 'Чат не найден',
} as const;

const chatUserIdNumber = z.number({ error: CHAT_MESSAGES.chatNotFound }).int().positive().max(2_147_483_647);

/**
 * POST /api/chat: open (create once) the conversation with a cook; `orderId` attaches an order
 * ('Проблема с заказом' to support, with the `topic` and the customer's `question` when given).
 */
export const chatCreateRequestSchema = z
  .object({
    cookId: z.number({ error: CHAT_MESSAGES.cookNotFound }).int().positive().max(2_147_483_647),
    orderId: z.number().int().positive().max(2_147_483_647).optional(),
    topic: z
      .enum(ORDER_PROBLEM_TOPICS.map((topic) => topic.code) as [OrderProblemTopic, ...OrderProblemTopic[]], { error: ORDER_PROBLEM_MESSAGES.topicRequired })
      .optional(),
    question: z.string().trim().max(ORDER_PROBLEM_QUESTION_MAX_LENGTH, ORDER_PROBLEM_MESSAGES.questionTooLong).optional(),
  })
  .refine((request) => request.topic !== 'other' || Boolean(request.question), { message: ORDER_PROBLEM_MESSAGES.questionRequired, path: ['question'] });
export type ChatCreateRequest = z.infer<typeof chatCreateRequestSchema>;

/** The creation result: data.to_user_id and an optional toast {title, text} (in data, as the envelope's `message` is a string). */
export const chatCreateResultSchema = z.object({
  to_user_id: z.number().int(),
  message: z.object({ title: z.string(), text: z.string() }).nullable(),
});
export type ChatCreateResult = z.infer<typeof chatCreateResultSchema>;
export const chatCreateResponseSchema = envelopeSchema(chatCreateResultSchema);

/** The other side of a conversation as the viewer sees it. */
export const chatPeerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: imageSchema.nullable(),
  /** The peer's cook card, when they are a cook (links to their page). */
  cookId: z.number().int().nullable(),
  /** The service's support account. */
  isSupport: z.boolean(),
  /**
   * The peer's account phone: in full for the support account, which has to reach and identify
   * customers; masked ('+7 (912) ***-**-89') for everyone else; null for the support account itself.
   */
  phone: z.string().nullable(),
});
export type ChatPeer = z.infer<typeof chatPeerSchema>;

export const ATTACHMENT_KINDS = ['image', 'document'] as const;
export const chatAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), id: z.number().int(), image: imageSchema }),
  z.object({
    kind: z.literal('document'),
    id: z.number().int(),
    /** The file's name as uploaded (cleaned), shown beside the icon. */
    name: z.string(),
    /** 'pdf' | 'doc'. */
    extension: z.string(),
    /** Bytes. */
    size: z.number().int(),
    /** Served as an attachment, only to the two sides of the conversation. */
    href: z.string(),
  }),
]);
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** An order a message refers to ('Проблема с заказом'): enough for a card with a link. */
export const chatOrderRefSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
});
export type ChatOrderRef = z.infer<typeof chatOrderRefSchema>;

export const chatMessageSchema = z.object({
  /** Grows with time across the whole service: the order of messages and the read marker. */
  id: z.number().int(),
  senderId: z.number().int(),
  /** Sent by the viewer. */
  mine: z.boolean(),
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  order: chatOrderRefSchema.nullable(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of GET /api/chat, newest conversation first. */
export const chatSummarySchema = z.object({
  chatUserId: z.number().int(),
  peer: chatPeerSchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the peer after the viewer's read marker. */
  unreadCount: z.number().int(),
  /** ISO instant of the last message, else of the conversation's creation. */
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatListSchema = z.object({
  items: z.array(chatSummarySchema),
  /** Sum of every conversation's unreadCount: the same number as the user's unreadMessagesCount. */
  unreadMessagesCount: z.number().int(),
});
export type ChatList = z.infer<typeof chatListSchema>;
export const chatListResponseSchema = envelopeSchema(chatListSchema);

/**
 * GET /api/chat/load?chatUserId[&before=messageId | &after=messageId][&perPage]: one conversation.
 * Without a cursor: the newest page; `before`: the page older than that message (scrolling up);
 * `after`: everything newer than that message, up to perPage (catching up after a reconnect).
 */
export const chatLoadQuerySchema = z.object({
  chatUserId: positiveIntQuery(2_147_483_647),
  before: positiveIntQuery(2_147_483_647).optional(),
  after: positiveIntQuery(2_147_483_647).optional(),
  perPage: positiveIntQuery(CHAT_LIMITS.pageSizeMax).default(CHAT_LIMITS.pageSize),
});
export type ChatLoadQuery = z.infer<typeof chatLoadQuerySchema>;

export const chatConversationSchema = z.object({
  chatUserId: z.number().int(),
  peer: chatPeerSchema,
  /** Ascending by id. */
  messages: z.array(chatMessageSchema),
  /** More messages exist in the asked direction (older without a cursor or with `before`, newer with `after`). */
  hasMore: z.boolean(),
  /** The last message of the viewer's the peer has read (the 'read' ticks), null if none. */
  peerLastReadMessageId: z.number().int().nullable(),
  /**
   * The orders between the two sides (the viewer as customer or as cook), open ones first, then
   * the latest closed ones: the order cards with the status buttons of the orders list (`actions`).
   */
  orders: z.array(orderSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationResponseSchema = envelopeSchema(chatConversationSchema);

/** POST /api/chat/last-read: the viewer has read the conversation up to `messageId` (default: its newest message). */
export const chatLastReadRequestSchema = z.object({
  chatUserId: chatUserIdNumber,
  messageId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ChatLastReadRequest = z.infer<typeof chatLastReadRequestSchema>;
export const chatLastReadResultSchema = z.object({ unreadMessagesCount: z.number().int() });
export const chatLastReadResponseSchema = envelopeSchema(chatLastReadResultSchema);

/**
 * POST /api/chat/message, multipart/form-data: `chatUserId`, `text` (may be empty when files
 * come), `orderId` (optional: the order the message is about, one of the two sides' orders or
 * the sender's own for support), `clientId` (optional, ≤ 64 chars: the sender's id for the
 * message, so a retried send is saved once), and up to CHAT_LIMITS.attachmentsMax `files`.
 * Answers the saved message (201).
 */
export const CHAT_MESSAGE_FIELDS = { chatUserId: 'chatUserId', text: 'text', orderId: 'orderId', clientId: 'clientId', files: 'files' } as const;
export const chatMessageResponseSchema = envelopeSchema(chatMessageSchema);

/** A positive id sent as a form field (digits). */
const formIdField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number({ error: message }).int().positive(message).max(2_147_483_647, message));

/**
 * The text fields of POST /api/chat/message (CHAT_MESSAGE_FIELDS). `text` is trimmed; whether an
 * empty one is allowed depends on the files, so the server checks that (CHAT_MESSAGES.emptyMessage).
 */
export const chatMessageFieldsSchema = z.object({
  chatUserId: formIdField(CHAT_MESSAGES.chatNotFound),
  text: z.string().trim().max(CHAT_LIMITS.textMaxLength, CHAT_MESSAGES.textTooLong).default(''),
  orderId: z.preprocess((value) => (value === '' ? undefined : value), formIdField(ORDER_NOT_FOUND_MESSAGE).optional()),
  clientId: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).max(64, 'clientId: не больше 64 символов').optional()),
});
export type ChatMessageFields = z.infer<typeof chatMessageFieldsSchema>;

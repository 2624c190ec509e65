// Realtime (docs/architecture.md, 'Realtime'): one WebSocket per tab at /api/ws, opened with a
// short-lived single-use ticket from POST /api/ws/ticket (the socket cannot carry the bearer
// header). The server pushes what changed for the signed-in user; the tab refetches or merges.
// Sending messages stays on HTTP (POST /api/chat/message); the socket carries only small frames.
import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { envelopeSchema } from './envelope';
import { ORDER_STATUSES } from './orders';

export const REALTIME_PATH = '/api/ws';
export const REALTIME_LIMITS = {
  /** A ticket opens one socket, within this many seconds of being issued. */
  ticketTtlSeconds: 30,
  /** Frames from the browser larger than this close the socket (1009). */
  maxClientFrameBytes: 4096,
  /** Frames from one socket per 10 s; more close it (1008). */
  clientFramesPer10s: 50,
  /** The server pings this often; a socket that misses two pongs is dropped. */
  pingIntervalMs: 25_000,
  /** 'typing' is shown this long after the last typing frame. */
  typingShownMs: 4_000,
  /**
   * A user's open sockets on one API instance (a tab holds one). One more is refused with 429
   * before the upgrade; that tab keeps to HTTP and tries again with its backoff.
   */
  socketsPerUser: 20,
} as const;

/**
 * Close codes the server uses. A tab reconnects (with a new ticket, after a short backoff) on
 * `shuttingDown` and `busRestarted`, and after `busRestarted` refetches what it shows, as events
 * may have been missed; `frameTooBig` and `tooManyFrames` mean the tab misbehaved.
 */
export const REALTIME_CLOSE_CODES = {
  /** The API instance is stopping (a deploy, a restart). */
  shuttingDown: 1001,
  /** Frames too fast (more than clientFramesPer10s in 10 s). */
  tooManyFrames: 1008,
  /** A frame larger than maxClientFrameBytes. */
  frameTooBig: 1009,
  /** The instance lost its bus connection for a while: events may have been missed. */
  busRestarted: 1012,
} as const;

/** The 'error' events' texts. */
export const REALTIME_MESSAGES = {
  unreadableFrame: 'Не удалось прочитать сообщение',
  unknownFrame: 'Неизвестное сообщение',
  frameFailed: 'Не удалось обработать сообщение. Попробуйте позже',
} as const;

/** POST /api/ws/ticket (signed in): the ticket for `${REALTIME_PATH}?ticket=…`. */
export const realtimeTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>;
export const realtimeTicketResponseSchema = envelopeSchema(realtimeTicketSchema);

/** Server → browser. `message.mine` is as the receiving user sees it. */
export const serverEventSchema = z.discriminatedUnion('type', [
  /** The socket is authenticated; `userId` is whose events it carries. */
  z.object({ type: z.literal('ready'), userId: z.number().int() }),
  /** A message in the conversation with `chatUserId` (sent by either side, from any tab). */
  z.object({ type: z.literal('chat:message'), chatUserId: z.number().int(), message: chatMessageSchema }),
  /** Whoever is `readerId` read the conversation up to `messageId` (the peer: read ticks; the user in another tab: unread badges). */
  z.object({ type: z.literal('chat:read'), chatUserId: z.number().int(), readerId: z.number().int(), messageId: z.number().int() }),
  /** The peer `chatUserId` is typing. */
  z.object({ type: z.literal('chat:typing'), chatUserId: z.number().int() }),
  /** The user's total unread count now. */
  z.object({ type: z.literal('chat:unread'), unreadMessagesCount: z.number().int() }),
  /** An order of the user's (either side) changed status. */
  z.object({ type: z.literal('order:status'), orderId: z.number().int(), status: z.enum(ORDER_STATUSES) }),
  /** A refused browser frame (not allowed, malformed); the socket stays open. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];

/** Browser → server: only these; anything else is answered with an 'error' event. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  /** The user types in the conversation with `chatUserId` (authorised per frame: they must share a conversation). */
  z.object({ type: z.literal('typing'), chatUserId: z.number().int().positive() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// The tab's one realtime socket (docs/architecture.md, 'Realtime'): a single-use ticket over HTTP, then
// the WebSocket on the API's host; reconnects with a growing pause and a fresh ticket after a
// drop, and tells its subscribers when it is back so they catch up on what they missed. Server
// events go to the subscribers (the chat page merges messages, typing, read marks) and, as
// "something changed" signals, to the event bus and the user's unread count.
// Values of the contracts stay out (their zod would load on every page): only their types.
import type { ClientFrame, RealtimeTicket, ServerEvent, ServerEventType } from '../contracts/realtime';
import { issueRealtimeTicket } from './realtime-api';
// The kit by its package name: this module is shared on its own, and reaches the kit's stores in
// the kit's singleton instead of carrying copies of them.
import { changeUnreadCount, emit, getAuth, getRuntimeConfig, getUser } from '@povar/shared-kit';

/** Pauses before reconnecting: 1 s doubling to 30 s, each ±20% so a restarted server is not met by every tab at once. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** One 'typing' frame per conversation at most this often while the person types. */
export const TYPING_THROTTLE_MS = 2_000;

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type RealtimeListener = (event: ServerEvent) => void;

const listeners = new Set<RealtimeListener>();
const reconnectListeners = new Set<() => void>();

interface Connection {
  /** Bumped by every start and stop: the answers of an older attempt are dropped. */
  generation: number;
  socket: WebSocket | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Failed attempts in a row (the backoff's exponent). */
  attempts: number;
  /** A socket was ready before in this run: the next 'ready' is a reconnection. */
  wasReady: boolean;
  /** Whose events the socket carries ('ready'). */
  userId: number | null;
}

const connection: Connection = { generation: 0, socket: null, timer: null, attempts: 0, wasReady: false, userId: null };
const lastTypingSent = new Map<number, number>();
let running = false;

/** ws(s)://<the API's host>/…/ws?ticket=…: the API base may be a path on this site or another origin. */
export function realtimeUrl(ticket: string): string {
  const base = new URL(`${getRuntimeConfig().apiBase}/ws`, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.search = new URLSearchParams({ ticket }).toString();
  return base.toString();
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set<ServerEventType>([
  'ready',
  'chat:message',
  'chat:read',
  'chat:typing',
  'chat:unread',
  'order:status',
  'error',
]);

/** A frame the server sent, or null when it is not one of ours (the contract's types, checked lightly). */
function readEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value === 'object' && value !== null && KNOWN_EVENTS.has(String((value as { type?: unknown }).type))) return value as ServerEvent;
  } catch {
    // Not JSON: nothing to do with it.
  }
  return null;
}

/** The bus gets "what changed" (ids only); the unread badge takes the server's total. */
function signal(event: ServerEvent): void {
  switch (event.type) {
    case 'chat:message':
      emit('chat:message', { chatUserId: event.chatUserId });
      break;
    case 'chat:unread': {
      const user = getUser().user;
      if (user && user.unreadMessagesCount !== event.unreadMessagesCount) changeUnreadCount(event.unreadMessagesCount - user.unreadMessagesCount);
      break;
    }
    case 'chat:read':
      // The user read it in another tab: this tab's badges follow.
      if (event.readerId === connection.userId) emit('chat:unread-changed', { chatUserId: event.chatUserId });
      break;
    case 'order:status':
      emit('orders:status-changed', { orderId: event.orderId });
      break;
    default:
      break;
  }
}

function dispatch(event: ServerEvent): void {
  if (event.type === 'ready') {
    connection.userId = event.userId;
    connection.attempts = 0;
    const reconnected = connection.wasReady;
    connection.wasReady = true;
    if (reconnected) for (const listener of [...reconnectListeners]) listener();
  }
  signal(event);
  for (const listener of [...listeners]) listener(event);
}

function scheduleReconnect(generation: number): void {
  if (!running || generation !== connection.generation) return;
  const delay = reconnectDelayMs(connection.attempts);
  connection.attempts += 1;
  connection.timer = setTimeout(() => {
    connection.timer = null;
    void connect(generation);
  }, delay);
}

async function connect(generation: number): Promise<void> {
  if (!running || generation !== connection.generation) return;
  let ticket: RealtimeTicket | undefined;
  try {
    ticket = await issueRealtimeTicket();
  } catch {
    ticket = undefined;
  }
  if (generation !== connection.generation) return;
  // Signed out while asking (a refused refresh logs out): the auth change stops the client.
  if (!getAuth().isAuth) return;
  if (!ticket?.ticket) {
    scheduleReconnect(generation);
    return;
  }
  let socket: WebSocket;
  try {
    socket = new WebSocket(realtimeUrl(ticket.ticket));
  } catch {
    scheduleReconnect(generation);
    return;
  }
  connection.socket = socket;
  socket.onmessage = (message: MessageEvent) => {
    if (generation !== connection.generation) return;
    const event = readEvent(message.data);
    if (event) dispatch(event);
  };
  socket.onclose = () => {
    if (connection.socket === socket) connection.socket = null;
    scheduleReconnect(generation);
  };
  // An error is followed by 'close', which reconnects.
  socket.onerror = () => undefined;
}

/** Opens the socket for the signed-in user; does nothing for a guest or when already running. */
export function startRealtime(): void {
  if (running || typeof window === 'undefined' || typeof WebSocket === 'undefined' || !getAuth().isAuth) return;
  running = true;
  connection.generation += 1;
  connection.attempts = 0;
  connection.wasReady = false;
  connection.userId = null;
  void connect(connection.generation);
}

/** Closes the socket and forgets the run (sign-out). */
export function stopRealtime(): void {
  running = false;
  connection.generation += 1;
  if (connection.timer) clearTimeout(connection.timer);
  connection.timer = null;
  const { socket } = connection;
  connection.socket = null;
  connection.userId = null;
  lastTypingSent.clear();
  if (socket) {
    socket.onclose = null;
    socket.onmessage = null;
    try {
      socket.close(1000);
    } catch {
      // Closing a socket that never opened may throw in some browsers: it is gone either way.
    }
  }
}

/** A new user (or none): a new socket with a new ticket. */
export function restartRealtime(): void {
  stopRealtime();
  startRealtime();
}

export function isRealtimeConnected(): boolean {
  return connection.socket?.readyState === 1 && connection.userId !== null;
}

/** Every server event, as it comes; the returned function unsubscribes. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called when the socket is back after a drop: events may have been missed, refetch what is shown. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/** Sends a frame when the socket is open; false when it is not (nothing is queued: frames are momentary). */
export function sendRealtimeFrame(frame: ClientFrame): boolean {
  const { socket } = connection;
  if (!socket || socket.readyState !== 1) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

/** 'печатает…' for the peer: at most one frame per TYPING_THROTTLE_MS per conversation. */
export function sendTyping(chatUserId: number, now: number = Date.now()): void {
  const last = lastTypingSent.get(chatUserId);
  if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
  if (sendRealtimeFrame({ type: 'typing', chatUserId })) lastTypingSent.set(chatUserId, now);
}

/** Tests: forget everything between cases. */
export function resetRealtimeForTests(): void {
  stopRealtime();
  listeners.clear();
  reconnectListeners.clear();
}

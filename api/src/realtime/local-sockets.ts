// The sockets open on this instance, by user: delivery of the bus's events, the keep-alive pings,
// and closing them all when the instance stops or missed events.
import WebSocket from 'ws';

/** A socket that does not read (a frozen tab) stops getting events past this many queued bytes and is dropped. */
const SLOW_SOCKET_BUFFERED_BYTES = 1024 * 1024;
/** A socket that missed this many pongs in a row is gone without a close (sleep, a dead network). */
const MISSED_PONGS_ALLOWED = 2;

interface SocketState {
  userId: number;
  /** Pings sent and not answered. */
  unanswered: number;
}

export class LocalSockets {
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly state = new Map<WebSocket, SocketState>();
  private pinger: NodeJS.Timeout | null = null;

  constructor(private readonly log: { warn(details: object, message: string): void }) {}

  get size(): number {
    return this.state.size;
  }

  /** The user's open sockets on this instance. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(userId: number, socket: WebSocket): void {
    let sockets = this.byUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(userId, sockets);
    }
    sockets.add(socket);
    const state: SocketState = { userId, unanswered: 0 };
    this.state.set(socket, state);
    socket.on('pong', () => {
      state.unanswered = 0;
    });
    socket.once('close', () => this.remove(socket));
  }

  private remove(socket: WebSocket): void {
    const state = this.state.get(socket);
    if (!state) return;
    this.state.delete(socket);
    const sockets = this.byUser.get(state.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(state.userId);
  }

  /** Sends the serialized event to every open socket of these users here; the others' sockets are on other instances. */
  deliver(userIds: readonly number[], eventJson: string): void {
    for (const userId of userIds) {
      const sockets = this.byUser.get(userId);
      if (!sockets) continue;
      for (const socket of sockets) this.send(socket, eventJson);
    }
  }

  send(socket: WebSocket, json: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > SLOW_SOCKET_BUFFERED_BYTES) {
      this.log.warn({ userId: this.state.get(socket)?.userId }, 'realtime: socket does not read its events; dropped');
      socket.terminate();
      return;
    }
    socket.send(json);
  }

  /** Pings every socket each `everyMs`; one that missed MISSED_PONGS_ALLOWED pongs is terminated. */
  startPinging(everyMs: number): void {
    this.pinger = setInterval(() => {
      for (const [socket, state] of this.state) {
        if (state.unanswered >= MISSED_PONGS_ALLOWED) {
          socket.terminate();
          continue;
        }
        state.unanswered += 1;
        socket.ping();
      }
    }, everyMs);
    this.pinger.unref();
  }

  /**
   * Closes every socket with `code`, waits up to `graceMs` for the close handshakes and cuts the
   * rest: a client that does not answer must not hold the server's close.
   */
  async closeAll(code: number, reason: string, graceMs: number): Promise<void> {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    const sockets = [...this.state.keys()];
    if (sockets.length === 0) return;
    const closed = sockets.map((socket) =>
      socket.readyState === WebSocket.CLOSED ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    for (const socket of sockets) socket.close(code, reason);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
  }

  /** Closes every socket without waiting (the bus missed events: the tabs reconnect and refetch). */
  closeEvery(code: number, reason: string): void {
    for (const socket of this.state.keys()) socket.close(code, reason);
  }
}

// The fan-out bus: every publish goes out as a PostgreSQL NOTIFY and every API instance LISTENs,
// so a socket on any instance gets what any instance published. On PGlite (one process) PGlite's
// own listen/notify does the same in process.
import { eq, lt, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { realtimeEvents } from '../db/schema.ts';

/** Lower-case: PostgreSQL folds unquoted channel names. */
export const REALTIME_CHANNEL = 'povar_realtime';
/** NOTIFY refuses payloads of 8000 bytes and more (the default build); a larger event goes by reference. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_999;
/** Large events are read by every instance within milliseconds; older rows are deleted with the next one. */
const LARGE_EVENT_KEPT = '5 minutes';
/** Reconnecting the LISTEN connection: first pause, doubled up to the last. */
const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };
/** Marks a payload that is the id of a realtime_events row. */
const REFERENCE_MARK = '#';

export interface BusLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BusHandlers {
  /** An event for these users; `eventJson` is sent to their sockets as it is. */
  deliver(userIds: number[], eventJson: string): void;
  /** The LISTEN connection was down for a while and is back: events of that gap never arrive here. */
  onGap(): void;
  log: BusLog;
}

export interface RealtimeBus {
  /**
   * Sends the event to every instance. It goes out at once through the pool, outside any
   * transaction, so call it after the transaction that made the change has committed (a rollback
   * cannot take it back).
   */
  publish(userIds: readonly number[], eventJson: string): Promise<void>;
  close(): Promise<void>;
}

/** `1,2,3\n{"type":…}`: the users, then the event exactly as the sockets get it. */
const encode = (userIds: readonly number[], eventJson: string) => `${userIds.join(',')}\n${eventJson}`;

function decode(payload: string): { userIds: number[]; eventJson: string } | null {
  const split = payload.indexOf('\n');
  if (split <= 0) return null;
  const userIds = payload.slice(0, split).split(',').map(Number);
  if (!userIds.every(Number.isSafeInteger)) return null;
  return { userIds, eventJson: payload.slice(split + 1) };
}

export async function startRealtimeBus(db: Database, handlers: BusHandlers): Promise<RealtimeBus> {
  const { orm } = db;
  const readLargeEvent = async (id: number) => {
    const [row] = await orm.select({ payload: realtimeEvents.payload }).from(realtimeEvents).where(eq(realtimeEvents.id, id));
    return row?.payload;
  };

  // Notifications are handled in arrival order; one that must first read its row holds the ones
  // after it back, so a user never sees events out of the order they were published in.
  let queue: Promise<void> | null = null;
  const deliverText = (text: string | undefined, payload: string) => {
    const decoded = text === undefined ? null : decode(text);
    if (!decoded) {
      handlers.log.warn({ payload: payload.slice(0, 200) }, 'realtime: unreadable notification dropped');
      return;
    }
    try {
      handlers.deliver(decoded.userIds, decoded.eventJson);
    } catch (error) {
      handlers.log.error({ err: error }, 'realtime: notification not delivered');
    }
  };
  const onPayload = (payload: string) => {
    const isReference = payload.startsWith(REFERENCE_MARK);
    if (queue === null && !isReference) {
      deliverText(payload, payload);
      return;
    }
    const next: Promise<void> = (queue ?? Promise.resolve())
      .then(async () => deliverText(isReference ? await readLargeEvent(Number(payload.slice(1))) : payload, payload))
      .catch((error: unknown) => handlers.log.error({ err: error }, 'realtime: notification not delivered'))
      .finally(() => {
        if (queue === next) queue = null;
      });
    queue = next;
  };

  const listener = 'pglite' in db.notifications
    ? await listenPglite(db.notifications.pglite, onPayload)
    : await listenPostgres(db.notifications.databaseUrl, onPayload, handlers);

  const storeLargeEvent = async (payload: string) => {
    const [row] = await orm.insert(realtimeEvents).values({ payload }).returning({ id: realtimeEvents.id });
    void orm
      .delete(realtimeEvents)
      .where(lt(realtimeEvents.createdAt, sql`now() - ${LARGE_EVENT_KEPT}::interval`))
      .catch((error: unknown) => handlers.log.warn({ err: error }, 'realtime: old large events not deleted'));
    return `${REFERENCE_MARK}${row!.id}`;
  };

  // Publishes of one turn of the event loop (a chat message makes three) go out as one statement:
  // one round trip instead of one each. Notifications of one statement arrive in their order.
  let batch: { payloads: Promise<string>[]; sent: Promise<void> } | null = null;
  const flush = async (payloads: Promise<string>[]) => {
    // The same event for the same users twice in one moment says nothing new: sent once (PostgreSQL would fold them too).
    const distinct = [...new Set(await Promise.all(payloads))];
    await orm.execute(sql`SELECT ${sql.join(distinct.map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`), sql`, `)}`);
  };

  return {
    publish(userIds, eventJson) {
      if (userIds.length === 0) return Promise.resolve();
      const payload = encode(userIds, eventJson);
      const ready = Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX_BYTES ? storeLargeEvent(payload) : Promise.resolve(payload);
      // Its failure is the batch's (flush awaits it); until then it must not count as unhandled.
      ready.catch(() => undefined);
      if (!batch) {
        const payloads = [ready];
        const sent = new Promise<void>((resolve, reject) =>
          setImmediate(() => {
            batch = null;
            flush(payloads).then(resolve, reject);
          }),
        );
        batch = { payloads, sent };
      } else {
        batch.payloads.push(ready);
      }
      return batch.sent;
    },
    close: listener.close,
  };
}

interface Listener {
  close(): Promise<void>;
}

async function listenPglite(pglite: PGlite, onPayload: (payload: string) => void): Promise<Listener> {
  const unlisten = await pglite.listen(REALTIME_CHANNEL, onPayload);
  return { close: () => unlisten().catch(() => undefined) };
}

/**
 * A connection of its own that only LISTENs (a pooled one would be handed to queries and lose
 * its LISTEN). When it drops it reconnects with a growing pause; publishing meanwhile still
 * works (NOTIFY goes through the pool), only this instance's sockets miss the gap (onGap).
 */
async function listenPostgres(databaseUrl: string, onPayload: (payload: string) => void, handlers: BusHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_DELAY_MS.first;

  const connect = async (): Promise<pg.Client> => {
    const candidate = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: 'povar-realtime' });
    candidate.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload !== undefined) onPayload(message.payload);
    });
    // Without a listener an 'error' would kill the process; the drop is handled on 'end'.
    candidate.on('error', (error) => handlers.log.warn({ err: error }, 'realtime: LISTEN connection error'));
    candidate.on('end', () => {
      if (client !== candidate || closed) return;
      client = null;
      handlers.log.warn({}, 'realtime: LISTEN connection lost; reconnecting');
      scheduleReconnect();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    return candidate;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        const reconnected = await connect();
        if (closed) {
          await reconnected.end().catch(() => undefined);
          return;
        }
        client = reconnected;
        delay = RECONNECT_DELAY_MS.first;
        handlers.onGap();
      } catch (error) {
        handlers.log.warn({ err: error }, 'realtime: LISTEN reconnect failed');
        delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
        scheduleReconnect();
      }
    }, delay);
    retry.unref();
  };

  client = await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

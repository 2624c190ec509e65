// The fan-out bus: every publish goes out as a PostgreSQL NOTIFY and every API instance LISTENs,
// so a socket on any instance gets what any instance published. On PGlite (one process) PGlite's
// own listen/notify does the same in process.
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listenForNotifications, type ListenerLog } from '../db/notification-listener.ts';
import { realtimeEvents } from '../db/schema.ts';

/** Lower-case: PostgreSQL folds unquoted channel names. */
export const REALTIME_CHANNEL = 'povar_realtime';
/** NOTIFY refuses payloads of 8000 bytes and more (the default build); a larger event goes by reference. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_999;
/** Large events are read by every instance within milliseconds; older rows are deleted with the next one. */
const LARGE_EVENT_KEPT = '5 minutes';
/** Marks a payload that is the id of a realtime_events row. */
const REFERENCE_MARK = '#';

export type BusLog = ListenerLog;

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

  const listener = await listenForNotifications(db, REALTIME_CHANNEL, { onPayload, onGap: handlers.onGap, log: handlers.log });

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
    await orm.execute(
      sql`SELECT ${sql.join(
        distinct.map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`),
        sql`, `,
      )}`,
    );
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

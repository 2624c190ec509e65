// LISTEN on one PostgreSQL notification channel, for whoever in the API must hear what any instance
// (or a trigger, on commit) announced: the realtime fan-out, the public-read caches. PGlite's
// worker serves LISTEN on its socket as PostgreSQL does (pglite-host.ts).
import pg from 'pg';
import type { Database } from './client.ts';

/** Reconnecting the LISTEN connection: first pause, doubled up to the last. */
const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

export interface ListenerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The connection was down for a while and is back: notifications of that gap never arrive. */
  onGap(): void;
  log: ListenerLog;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** `channel` must be lower-case: PostgreSQL folds unquoted channel names. */
/**
 * A connection of its own that only LISTENs (a pooled one would be handed to queries and lose
 * its LISTEN). When it drops it reconnects with a growing pause; NOTIFY meanwhile still works
 * (it goes through the pool), only this listener misses the gap (onGap).
 */
export async function listenForNotifications(db: Database, channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  const { databaseUrl } = db.notifications;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_DELAY_MS.first;

  const connect = async (): Promise<pg.Client> => {
    const candidate = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: `povar-listen-${channel}` });
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    // Without a listener an 'error' would kill the process; the drop is handled on 'end'.
    candidate.on('error', (error) => handlers.log.warn({ err: error, channel }, 'LISTEN connection error'));
    candidate.on('end', () => {
      if (client !== candidate || closed) return;
      client = null;
      handlers.log.warn({ channel }, 'LISTEN connection lost; reconnecting');
      scheduleReconnect();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
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
        handlers.log.warn({ err: error, channel }, 'LISTEN reconnect failed');
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

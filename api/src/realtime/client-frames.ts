// What a socket may send and what becomes of it: the frame-rate limit, parsing against the
// contract, and the dispatch to the handler a module registered for the frame's type.
import { clientFrameSchema, REALTIME_CLOSE_CODES, REALTIME_LIMITS, REALTIME_MESSAGES, type ClientFrame, type ServerEvent } from '@povar/shared-kit/contracts';
import type WebSocket from 'ws';
import { RealtimeRefusal } from './types.ts';

export type ClientFrameHandler = (userId: number, frame: ClientFrame) => Promise<void>;

const RATE_WINDOW_MS = 10_000;

/**
 * True once the socket sent more than `limit` frames within any `windowMs`: the times of the
 * last `limit` frames are kept in a ring, and a frame arriving less than `windowMs` after the
 * oldest of them is one too many.
 */
export function createFrameRateLimit(limit: number, windowMs: number, clock: () => number = () => performance.now()) {
  const times: number[] = [];
  let oldest = 0;
  return (): boolean => {
    const now = clock();
    if (times.length < limit) {
      times.push(now);
      return false;
    }
    if (now - times[oldest]! < windowMs) return true;
    times[oldest] = now;
    oldest = (oldest + 1) % limit;
    return false;
  };
}

export interface FrameDispatch {
  handlers: ReadonlyMap<string, ClientFrameHandler>;
  send(socket: WebSocket, event: ServerEvent): void;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Listens to the socket's frames for `userId`. Oversized frames never get here: ws refuses them
 * (maxPayload) and closes with 1009.
 */
export function handleClientFrames(socket: WebSocket, userId: number, { handlers, send, log }: FrameDispatch): void {
  const tooMany = createFrameRateLimit(REALTIME_LIMITS.clientFramesPer10s, RATE_WINDOW_MS);
  const refuse = (message: string) => send(socket, { type: 'error', message });

  socket.on('message', (data, isBinary) => {
    if (socket.readyState !== socket.OPEN) return;
    if (tooMany()) {
      log.warn({ userId }, 'realtime: too many frames; socket closed');
      socket.close(REALTIME_CLOSE_CODES.tooManyFrames, 'too many frames');
      return;
    }
    if (isBinary) return refuse(REALTIME_MESSAGES.unreadableFrame);
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return refuse(REALTIME_MESSAGES.unreadableFrame);
    }
    const frame = clientFrameSchema.safeParse(parsed);
    const handler = frame.success ? handlers.get(frame.data.type) : undefined;
    if (!frame.success || !handler) return refuse(REALTIME_MESSAGES.unknownFrame);
    handler(userId, frame.data).catch((error: unknown) => {
      if (error instanceof RealtimeRefusal) return refuse(error.message);
      log.error({ err: error, userId, frameType: frame.data.type }, 'realtime: frame handler failed');
      refuse(REALTIME_MESSAGES.frameFailed);
    });
  });
}

// The realtime hub's face to the domain modules. `app.realtime` is decorated by the
// realtime plugin (api/src/realtime/); modules publish what changed for which users and may
// handle the browser frames of one type. Delivery goes through the bus (LISTEN/NOTIFY), so a
// socket on another API instance gets it too.
import type { ClientFrame, ServerEvent } from '@povar/shared-kit/contracts';

export interface RealtimeHub {
  /**
   * Sends `event` to every open socket of each user, on every instance. For 'chat:message',
   * `message.mine` must be right for each receiver: publish once per side with its own users.
   * Resolves once the bus has taken it (never waits for the sockets); failures are logged, not thrown.
   * It goes out at once through the pool, outside any transaction: publish only after
   * the transaction that made the change has committed (a rollback cannot take an event back).
   * Publishes of one moment go out together, in order; identical ones (same users, same event) once.
   */
  publish(userIds: readonly number[], event: ServerEvent): Promise<void>;
  /**
   * Handles the browser frames of `type` from signed-in sockets: `userId` is the socket's user.
   * Throwing a `RealtimeRefusal` answers the socket with an 'error' event (its message in Russian).
   */
  onClientFrame<T extends ClientFrame['type']>(type: T, handler: (userId: number, frame: Extract<ClientFrame, { type: T }>) => Promise<void>): void;
  /** The sockets open on this instance (the metrics). */
  openSockets(): number;
}

export class RealtimeRefusal extends Error {}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

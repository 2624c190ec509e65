// Realtime (docs/architecture.md, 'Realtime'): `app.realtime` for the domain modules, POST /ws/ticket and
// the WebSocket at /ws (under the API's prefix), the sockets of this instance and the bus that
// carries every publish to every instance.
import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  failureEnvelopeSchema,
  REALTIME_CLOSE_CODES,
  REALTIME_LIMITS,
  realtimeEndpoints,
  successEnvelope,
  type ServerEvent,
} from '@povar/shared-kit/contracts';
import { tableRoutes } from '../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../plugins/envelope.ts';
import { ApiError } from '../plugins/errors.ts';
import { noStore } from '../plugins/no-store.ts';
import { handleClientFrames, type ClientFrameHandler } from './client-frames.ts';
import { LocalSockets } from './local-sockets.ts';
import { isAllowedOrigin } from './origin.ts';
import { startRealtimeBus } from './realtime-bus.ts';
import { createTicketStore, type TicketStore } from './tickets.ts';
import type { RealtimeHub } from './types.ts';

export { RealtimeRefusal, type RealtimeHub } from './types.ts';

export interface RealtimeOptions {
  /** The site's public address: the one page origin allowed in production (read per socket: in development it is known once the server listens). */
  publicUrl: () => string;
  production: boolean;
  now: () => Date;
  /** Defaults to REALTIME_LIMITS.pingIntervalMs; tests shorten it. */
  pingIntervalMs?: number;
}

const hubsByServer = new WeakMap<object, RealtimeHub>();

/**
 * The hub of the API mounted on this HTTP server, from outside the API's encapsulated scope
 * (where `app.realtime` lives): for tests that publish directly.
 */
export function realtimeHubOf(app: { server: object }): RealtimeHub {
  const hub = hubsByServer.get(app.server);
  if (!hub) throw new Error('no realtime hub on this server');
  return hub;
}

/** How long a stopping server waits for its sockets' close handshakes before cutting them. */
const CLOSE_GRACE_MS = 500;

export default fp<RealtimeOptions>(
  async function realtimePlugin(app, options) {
    const sockets = new LocalSockets(app.log);
    const handlers = new Map<string, ClientFrameHandler>();
    const bus = await startRealtimeBus(app.db, {
      deliver: (userIds, eventJson) => sockets.deliver(userIds, eventJson),
      // Events published while this instance was not listening never reach its sockets: the
      // tabs reconnect on this code and refetch what they show.
      onGap: () => sockets.closeEvery(REALTIME_CLOSE_CODES.busRestarted, 'events may have been missed'),
      log: app.log,
    });

    const hub: RealtimeHub = {
      async publish(userIds, event) {
        const receivers = [...new Set(userIds)];
        try {
          await bus.publish(receivers, JSON.stringify(event));
        } catch (error) {
          app.log.error({ err: error, type: event.type }, 'realtime: publish failed');
        }
      },
      onClientFrame(type, handler) {
        if (handlers.has(type)) throw new Error(`realtime: a handler for '${type}' frames is already registered`);
        handlers.set(type, handler as ClientFrameHandler);
      },
      openSockets: () => sockets.size,
    };
    app.decorate('realtime', hub);
    hubsByServer.set(app.server, hub);

    sockets.startPinging(options.pingIntervalMs ?? REALTIME_LIMITS.pingIntervalMs);
    // Before the server's close: it waits for every connection, and an upgraded one ends only when its socket does.
    app.addHook('preClose', () => sockets.closeAll(REALTIME_CLOSE_CODES.shuttingDown, 'server stopping', CLOSE_GRACE_MS));
    app.addHook('onClose', () => bus.close());

    await app.register(realtimeRoutes, {
      prefix: '/ws',
      tickets: createTicketStore(app.db.orm, options.now),
      sockets,
      handlers,
      originRule: { publicUrl: options.publicUrl, production: options.production },
    });
  },
  { name: 'api-realtime', dependencies: ['api-db', 'api-authenticate', 'api-errors', 'api-envelope'] },
);

interface RoutesOptions {
  tickets: TicketStore;
  sockets: LocalSockets;
  handlers: ReadonlyMap<string, ClientFrameHandler>;
  originRule: { publicUrl: () => string; production: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the redeemed ticket, on the socket route. */
    realtimeUserId?: number;
  }
}

/** Its own scope: @fastify/websocket's hooks wrap only these two routes. */
const realtimeRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { tickets, sockets, handlers, originRule }) => {
  const endpoint = tableRoutes(app, '/ws');
  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_LIMITS.maxClientFrameBytes },
    // ws has already answered a broken frame with its close code (1009 for an oversized one);
    // cutting the socket now could lose that close frame.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'realtime: socket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(realtimeEndpoints.issueRealtimeTicket, {
      tags: ['realtime'],
      summary: `A single-use ticket (valid ${REALTIME_LIMITS.ticketTtlSeconds} s) that opens the WebSocket GET /api/ws?ticket=… for the signed-in user`,
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { ticket, expiresAt } = await tickets.issue(request.userId);
      return successEnvelope({ ticket, expiresAt: expiresAt.toISOString() });
    },
  });

  /**
   * Before the upgrade, so a refusal is a plain HTTP answer: the page's origin first (a refused
   * one leaves the ticket usable), then the ticket, then the user's number of open sockets (a
   * bound on what one account can hold open here, be it many tabs or a script).
   */
  const admit = async (request: FastifyRequest) => {
    if (!request.ws) return;
    // request.host is the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY names (the web
    // server writes it from the visitor's Host, never passing the visitor's own X-Forwarded-Host).
    if (!isAllowedOrigin(request.headers.origin, request.host, { publicUrl: originRule.publicUrl(), production: originRule.production })) {
      request.log.warn({ origin: request.headers.origin }, 'realtime: socket from a foreign page refused');
      throw new ApiError('forbidden');
    }
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const userId = typeof ticket === 'string' ? await tickets.redeem(ticket) : null;
    if (userId === null) throw new ApiError('unauthorized');
    if (sockets.countOf(userId) >= REALTIME_LIMITS.socketsPerUser) {
      request.log.warn({ userId }, 'realtime: too many sockets of one user; refused');
      throw new ApiError('rate_limited');
    }
    request.realtimeUserId = userId;
  };

  app.route({
    method: 'GET',
    url: '/',
    // A socket, not an operation of the HTTP API: not in the OpenAPI document.
    schema: { hide: true, response: { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 404: failureEnvelopeSchema } },
    preHandler: admit,
    handler: async () => {
      throw new ApiError('validation', { message: 'Это адрес WebSocket-подключения' });
    },
    wsHandler: (socket, request) => {
      const userId = request.realtimeUserId!;
      sockets.add(userId, socket);
      handleClientFrames(socket, userId, {
        handlers,
        send: (target, event: ServerEvent) => sockets.send(target, JSON.stringify(event)),
        log: request.log,
      });
      sockets.send(socket, JSON.stringify({ type: 'ready', userId } satisfies ServerEvent));
    },
  });
};

// Realtime for any suite (the realtime and chat tests): users signed in without the SMS round trip,
// tickets, and a WebSocket client that keeps what it received and waits for what it expects.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_PATH, serverEventSchema, type ServerEvent } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { developmentApiSettings } from '../config.ts';
import { authenticatePlugin, resolveAuthConfig, signAccessToken } from '../modules/auth/index.ts';
import { freshPhone, TEST_AUTH } from './auth.ts';

export { TEST_AUTH };

/** app.authenticate with the test secret, for a server made of the realtime plugin and only what it stands on. */
export async function registerTestAuthenticate(api: FastifyInstance): Promise<void> {
  await api.register(authenticatePlugin, {
    config: resolveAuthConfig(TEST_AUTH, developmentApiSettings().auth, () => 'http://localhost:3000'),
    now: () => new Date(),
  });
}

export interface TestUser {
  id: number;
  accessToken: string;
}

/** A user row and an access token signed with TEST_AUTH's secret (build the app with `auth: TEST_AUTH`). */
export async function createUser(orm: Orm, now: () => Date = () => new Date()): Promise<TestUser> {
  const [user] = await orm.insert(users).values({ phone: freshPhone(), name: 'Собеседник', phoneVerified: true }).returning({ id: users.id });
  assert.ok(user);
  const accessToken = await signAccessToken({ userId: user.id, familyId: randomUUID() }, { secret: TEST_AUTH.jwtSecret, issuedAt: now(), ttlSeconds: 3600 });
  return { id: user.id, accessToken };
}

export async function issueTicket(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: { authorization: `Bearer ${user.accessToken}` } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.ticket as string;
}

/** The app listening on a free port of 127.0.0.1 (app.inject cannot upgrade); the socket URL's base. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export class TestSocket {
  readonly received: ServerEvent[] = [];
  private waiters: Array<() => void> = [];
  /** Resolves with the close code. */
  readonly closed: Promise<number>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(serverEventSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('error', () => undefined);
  }

  /** The first received event (from the start) that matches, waiting up to `timeoutMs` for it. */
  async next(match: (event: ServerEvent) => boolean, timeoutMs = 5_000): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) assert.fail(`no matching event in ${timeoutMs} ms; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Opens the socket with the ticket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  base: string,
  ticket: string | null,
  options: { origin?: string; autoPong?: boolean; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const url = ticket === null ? `${base}${REALTIME_PATH}` : `${base}${REALTIME_PATH}?ticket=${encodeURIComponent(ticket)}`;
  const headers = { ...options.headers, ...(options.origin ? { origin: options.origin } : {}) };
  const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
  const wrapped = new TestSocket(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(wrapped));
    socket.once('unexpected-response', (_request, response) => {
      reject(new RefusedUpgrade(response.statusCode ?? 0));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** Opens a socket and waits for its 'ready'. */
export async function connectUser(
  app: FastifyInstance,
  base: string,
  user: TestUser,
  options: { origin?: string; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const socket = await openSocket(base, await issueTicket(app, user), options);
  await socket.next((event) => event.type === 'ready');
  return socket;
}

// The realtime transport: tickets, who may open a socket, what a socket may send,
// delivery to every socket of a user on every instance, and a prompt stop.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { REALTIME_CLOSE_CODES, REALTIME_LIMITS, REALTIME_MESSAGES, type ServerEvent } from '@povar/shared-kit/contracts';
import { buildApiServer, openDatabase, type Database } from '../app.ts';
import { movableClock } from '../test/auth.ts';
import { createParties, placeOrder, postStatus, validReason } from '../test/orders.ts';
import { realtimeTickets } from '../db/schema.ts';
import dbPlugin from '../plugins/db.ts';
import envelopePlugin from '../plugins/envelope.ts';
import errorsPlugin from '../plugins/errors.ts';
import { DATABASE_TARGETS, describeOnEachDatabase, type ApiSuite } from '../test/helpers.ts';
import realtimePlugin, { RealtimeRefusal, realtimeHubOf } from './realtime.plugin.ts';
import {
  connectUser,
  createUser,
  issueTicket,
  listenForSockets,
  openSocket,
  RefusedUpgrade,
  registerTestAuthenticate,
  TEST_AUTH,
  type TestSocket,
} from '../test/realtime.ts';

const refusal = async (opening: Promise<TestSocket>): Promise<number> => {
  try {
    const socket = await opening;
    socket.close();
  } catch (error) {
    if (error instanceof RefusedUpgrade) return error.status;
    throw error;
  }
  return assert.fail('the socket opened');
};

/** An event no test sends twice: what arrives can only be this publish. */
let marker = 0;
const unread = (): Extract<ServerEvent, { type: 'chat:unread' }> => ({ type: 'chat:unread', unreadMessagesCount: ++marker });

/** Nothing more arrives within a moment (a publish that did arrive elsewhere has had its chance). */
async function assertNothingMore(socket: TestSocket, seen: number, waitMs = 150): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  assert.deepEqual(socket.received.slice(seen), [], 'no other event arrived');
}

/**
 * Only the realtime plugin and what it stands on, with a short ping: for the frame handlers
 * (the API's own modules register theirs on the full server) and the keep-alive.
 */
async function buildRealtimeOnly(t: TestContext, db: Database, pingIntervalMs: number = REALTIME_LIMITS.pingIntervalMs): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(
    async (api) => {
      await api.register(dbPlugin, { db });
      await api.register(envelopePlugin);
      await api.register(errorsPlugin);
      await registerTestAuthenticate(api);
      await api.register(realtimePlugin, { publicUrl: () => 'http://localhost:3000', production: false, now: () => new Date(), pingIntervalMs });
    },
    { prefix: '/api' },
  );
  t.after(() => app.close());
  return app;
}

describeOnEachDatabase('realtime', (suite: ApiSuite) => {
  const build = (t: TestContext, options: Parameters<ApiSuite['build']>[1] = {}) => suite.build(t, { auth: TEST_AUTH, ...options });

  test('a ticket is for signed-in users only, personal, and valid for a short time', async (t) => {
    const app = await build(t);
    const guest = await app.inject({ method: 'POST', url: '/api/ws/ticket' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().error, 'unauthorized');

    const user = await createUser(suite.database.orm);
    const before = Date.now();
    const res = await app.inject({ method: 'POST', url: '/api/ws/ticket', headers: { authorization: `Bearer ${user.accessToken}` } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { ticket, expiresAt } = res.json().data as { ticket: string; expiresAt: string };
    assert.match(ticket, /^[A-Za-z0-9_-]{43}$/);
    const ttlMs = Date.parse(expiresAt) - before;
    assert.ok(
      ttlMs > (REALTIME_LIMITS.ticketTtlSeconds - 5) * 1000 && ttlMs <= (REALTIME_LIMITS.ticketTtlSeconds + 1) * 1000,
      `valid about ${REALTIME_LIMITS.ticketTtlSeconds} s`,
    );
    const stored = await suite.database.orm.select().from(realtimeTickets).where(eq(realtimeTickets.tokenHash, ticket));
    assert.deepEqual(stored, [], 'the ticket itself is not stored');
  });

  test('the socket opens with a ticket once: none, a made-up one and a used one are refused before the upgrade', async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);

    assert.equal(await refusal(openSocket(base, null)), 401);
    assert.equal(await refusal(openSocket(base, 'A'.repeat(43))), 401);
    assert.equal(await refusal(openSocket(base, '')), 401);

    const ticket = await issueTicket(app, user);
    const socket = await openSocket(base, ticket);
    t.after(() => socket.close());
    assert.deepEqual(await socket.next((event) => event.type === 'ready'), { type: 'ready', userId: user.id });
    assert.equal(await refusal(openSocket(base, ticket)), 401, 'the same ticket again');

    const plain = await app.inject({ method: 'GET', url: '/api/ws' });
    assert.equal(plain.statusCode, 400, 'a plain GET is told this is a socket');
  });

  test("one user's open sockets are bounded: one more is refused with 429 until one closes; others are not held back", async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const [user, other] = [await createUser(suite.database.orm), await createUser(suite.database.orm)];
    const open: TestSocket[] = [];
    t.after(() => {
      for (const socket of open) socket.close();
    });
    for (let index = 0; index < REALTIME_LIMITS.socketsPerUser; index += 1) open.push(await connectUser(app, base, user));

    assert.equal(await refusal(openSocket(base, await issueTicket(app, user))), 429);
    open.push(await connectUser(app, base, other));

    const first = open.shift()!;
    first.close();
    await first.closed;
    // The server counts the socket out once its own side of the close is done: a moment later.
    let reopened: TestSocket | null = null;
    for (let attempt = 0; !reopened && attempt < 20; attempt += 1) {
      reopened = await connectUser(app, base, user).catch((error: unknown) => {
        if (error instanceof RefusedUpgrade) return null;
        throw error;
      });
      if (!reopened) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    assert.ok(reopened, 'a socket opens again once one of the twenty is closed');
    open.push(reopened);
  });

  test('an expired ticket is refused', async (t) => {
    const clock = movableClock('2031-03-01T10:00:00Z');
    const app = await build(t, { now: clock.now });
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm, clock.now);
    const ticket = await issueTicket(app, user);
    clock.advance((REALTIME_LIMITS.ticketTtlSeconds + 1) * 1000);
    assert.equal(await refusal(openSocket(base, ticket)), 401);

    const fresh = await issueTicket(app, user);
    clock.advance((REALTIME_LIMITS.ticketTtlSeconds - 2) * 1000);
    const socket = await openSocket(base, fresh);
    socket.close();
  });

  test("a page of another site cannot open the socket, even with a user's ticket", async (t) => {
    // The site's address is not where these test servers listen, as behind a proxy.
    const app = await build(t, { publicUrl: 'http://localhost:3000' });
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);
    const ticket = await issueTicket(app, user);

    assert.equal(await refusal(openSocket(base, ticket, { origin: 'https://evil.example' })), 404);
    assert.equal(await refusal(openSocket(base, ticket, { origin: 'null' })), 404);
    // Refused before the ticket was looked at: the user's own page can still use it.
    const sameHost = await openSocket(base, ticket, { origin: base.replace('ws:', 'http:').replace(/:\d+$/, ':8080') });
    sameHost.close();
    const site = await openSocket(base, await issueTicket(app, user), { origin: 'http://localhost:3000' });
    site.close();

    const production = await build(t, { production: true, publicUrl: 'http://localhost:3000' });
    const productionBase = await listenForSockets(production);
    const fromHost = refusal(openSocket(productionBase, await issueTicket(production, user), { origin: productionBase.replace('ws:', 'http:') }));
    assert.equal(await fromHost, 404, 'in production only the public origin');
    (await openSocket(productionBase, await issueTicket(production, user), { origin: 'http://localhost:3000' })).close();
  });

  test('a forged X-Forwarded-Host does not let a foreign page in', async (t) => {
    const user = await createUser(suite.database.orm);
    const forged = { origin: 'https://evil.example', headers: { 'x-forwarded-host': 'evil.example' } };
    // Trusting nobody: the header is not read at all, the Host is this server's.
    const direct = await build(t);
    const directBase = await listenForSockets(direct);
    assert.equal(await refusal(openSocket(directBase, await issueTicket(direct, user), forged)), 404);

    // Behind a trusted proxy in production: whatever host it names, only the public origin may open.
    const behindProxy = await buildApiServer({
      db: suite.database,
      auth: TEST_AUTH,
      production: true,
      trustProxy: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
    });
    t.after(() => behindProxy.close());
    const proxiedBase = await listenForSockets(behindProxy);
    assert.equal(await refusal(openSocket(proxiedBase, await issueTicket(behindProxy, user), forged)), 404);
    const forgedOwnHost = { origin: 'https://evil.example', headers: { 'x-forwarded-host': 'localhost:3000' } };
    assert.equal(await refusal(openSocket(proxiedBase, await issueTicket(behindProxy, user), forgedOwnHost)), 404);
    (
      await openSocket(proxiedBase, await issueTicket(behindProxy, user), { origin: 'http://localhost:3000', headers: { 'x-forwarded-host': 'evil.example' } })
    ).close();
  });

  test("a publish reaches every socket of the user and nobody else's", async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const [anna, boris] = [await createUser(suite.database.orm), await createUser(suite.database.orm)];
    const annaTabs = [await connectUser(app, base, anna), await connectUser(app, base, anna)];
    const borisTab = await connectUser(app, base, boris);
    t.after(() => {
      for (const socket of [...annaTabs, borisTab]) socket.close();
    });

    const event = unread();
    await realtimeHubOf(app).publish([anna.id], event);
    for (const tab of annaTabs) assert.deepEqual(await tab.next((received) => received.type === 'chat:unread'), event);
    await assertNothingMore(borisTab, 1);

    // One publish for two users (a user listed twice still gets it once).
    const both = unread();
    await realtimeHubOf(app).publish([anna.id, boris.id, anna.id], both);
    assert.deepEqual(await borisTab.next((received) => received.type === 'chat:unread'), both);
    await assertNothingMore(annaTabs[0]!, 3);
    assert.equal(annaTabs[0]!.received.length, 3);
  });

  test('publishes of one moment (as a chat message makes) all arrive, in the order they were made', async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const [anna, boris] = [await createUser(suite.database.orm), await createUser(suite.database.orm)];
    const annaTab = await connectUser(app, base, anna);
    const borisTab = await connectUser(app, base, boris);
    t.after(() => {
      for (const socket of [annaTab, borisTab]) socket.close();
    });

    const events = [unread(), unread(), unread()];
    const hub = realtimeHubOf(app);
    await Promise.all([hub.publish([anna.id], events[0]!), hub.publish([boris.id], events[1]!), hub.publish([anna.id], events[2]!)]);
    await annaTab.next(() => annaTab.received.length === 3);
    assert.deepEqual(annaTab.received.slice(1), [events[0], events[2]]);
    assert.deepEqual(await borisTab.next((event) => event.type === 'chat:unread'), events[1]);
  });

  test('an event larger than a NOTIFY payload arrives whole, in order with the small ones', async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);
    const tab = await connectUser(app, base, user);
    t.after(() => tab.close());

    const text = 'Здравствуйте! Борщ будет готов к семи. '.repeat(150);
    assert.ok(Buffer.byteLength(text) > 8000);
    const large: ServerEvent = {
      type: 'chat:message',
      chatUserId: 7,
      message: { id: 1, senderId: 7, mine: false, text, attachments: [], order: null, createdAt: new Date().toISOString() },
    };
    const after = unread();
    await realtimeHubOf(app).publish([user.id], large);
    await realtimeHubOf(app).publish([user.id], after);
    await tab.next((event) => event.type === 'chat:unread');
    assert.deepEqual(tab.received.slice(1), [large, after]);
  });

  test('frames: too large closes with 1009, unknown or unreadable ones are answered with an error, a flood closes with 1008', async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);

    const big = await connectUser(app, base, user);
    big.send(JSON.stringify({ type: 'typing', chatUserId: 1, padding: 'x'.repeat(REALTIME_LIMITS.maxClientFrameBytes) }));
    assert.equal(await big.closed, REALTIME_CLOSE_CODES.frameTooBig);

    const chatty = await connectUser(app, base, user);
    t.after(() => chatty.close());
    chatty.send({ type: 'subscribe', channel: 'everything' });
    assert.deepEqual(await chatty.next((event) => event.type === 'error'), { type: 'error', message: REALTIME_MESSAGES.unknownFrame });
    chatty.send('не JSON');
    await chatty.next((event) => event.type === 'error' && event.message === REALTIME_MESSAGES.unreadableFrame);
    chatty.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await chatty.next(() => chatty.received.filter((event) => event.type === 'error').length === 3);
    // Still open and still getting events.
    await realtimeHubOf(app).publish([user.id], unread());
    await chatty.next((event) => event.type === 'chat:unread');

    const flood = await connectUser(app, base, user);
    for (let frame = 0; frame <= REALTIME_LIMITS.clientFramesPer10s; frame += 1) flood.send({ type: 'nothing' });
    assert.equal(await flood.closed, REALTIME_CLOSE_CODES.tooManyFrames);
    assert.equal(
      flood.received.filter((event) => event.type === 'error').length,
      REALTIME_LIMITS.clientFramesPer10s,
      'every frame up to the limit was answered',
    );
  });

  test("an order's status change reaches both sides' open pages", async (t) => {
    const app = await build(t);
    const base = await listenForSockets(app);
    const parties = await createParties(app, suite);
    const orderId = await placeOrder(suite.database.orm, parties);
    const customerTab = await connectUser(app, base, parties.customer);
    const cookTab = await connectUser(app, base, parties.cookUser);
    const strangerTab = await connectUser(app, base, parties.stranger);
    t.after(() => {
      for (const socket of [customerTab, cookTab, strangerTab]) socket.close();
    });

    const res = await postStatus(app, orderId, parties.cookUser, { status: 'accepted', ...validReason('cook') });
    assert.equal(res.statusCode, 200, res.body);
    const expected = { type: 'order:status', orderId, status: 'accepted' };
    assert.deepEqual(await customerTab.next((event) => event.type === 'order:status'), expected);
    assert.deepEqual(await cookTab.next((event) => event.type === 'order:status'), expected);
    await assertNothingMore(strangerTab, 1);
  });

  test('two API instances on one database: a publish on one reaches a socket on the other', async (t) => {
    // PostgreSQL: a second connection pool and LISTEN connection, as a second process would have.
    // PGlite is one process's database: the second instance shares it, as two servers in one process would.
    const { notifications } = suite.database;
    const second = 'databaseUrl' in notifications ? await openDatabase({ databaseUrl: notifications.databaseUrl }) : suite.database;
    const instanceA = await build(t);
    const instanceB = await buildApiServer({ db: second, auth: TEST_AUTH });
    t.after(async () => {
      await instanceB.close();
      if (second !== suite.database) await second.close();
    });
    const baseB = await listenForSockets(instanceB);

    const user = await createUser(suite.database.orm);
    // The ticket from A opens the socket on B: tickets live in the database.
    const onB = await openSocket(baseB, await issueTicket(instanceA, user));
    t.after(() => onB.close());
    await onB.next((event) => event.type === 'ready');

    const event = unread();
    await realtimeHubOf(instanceA).publish([user.id], event);
    assert.deepEqual(await onB.next((received) => received.type === 'chat:unread'), event);
  });

  test('frames reach the handler a module registered, with the socket’s user; its refusals come back as errors', async (t) => {
    const app = await buildRealtimeOnly(t, suite.database);
    const seen: Array<{ userId: number; chatUserId: number }> = [];
    realtimeHubOf(app).onClientFrame('typing', async (userId, frame) => {
      if (frame.chatUserId === 13) throw new RealtimeRefusal('Чат не найден');
      if (frame.chatUserId === 666) throw new Error('the database went away');
      seen.push({ userId, chatUserId: frame.chatUserId });
    });
    assert.throws(() => realtimeHubOf(app).onClientFrame('typing', async () => undefined), /already registered/);
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);
    const tab = await connectUser(app, base, user);
    t.after(() => tab.close());

    tab.send({ type: 'typing', chatUserId: 42 });
    tab.send({ type: 'typing', chatUserId: 13 });
    assert.deepEqual(await tab.next((event) => event.type === 'error'), { type: 'error', message: 'Чат не найден' });
    assert.deepEqual(seen, [{ userId: user.id, chatUserId: 42 }]);
    tab.send({ type: 'typing', chatUserId: 666 });
    await tab.next((event) => event.type === 'error' && event.message === REALTIME_MESSAGES.frameFailed);
    tab.send({ type: 'typing', chatUserId: -1 });
    await tab.next((event) => event.type === 'error' && event.message === REALTIME_MESSAGES.unknownFrame);
  });

  test('a socket that stops answering pings is dropped; one that answers stays', async (t) => {
    const app = await buildRealtimeOnly(t, suite.database, 100);
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);
    const silent = await connectUser(app, base, user, { autoPong: false });
    const alive = await connectUser(app, base, user);
    t.after(() => alive.close());
    const started = Date.now();
    assert.equal(await silent.closed, 1006, 'cut without a close frame');
    assert.ok(Date.now() - started < 1_000, 'within a few ping intervals');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await realtimeHubOf(app).publish([user.id], unread());
    await alive.next((event) => event.type === 'chat:unread');
  });

  test('closing the server closes its sockets and does not wait for a client that does not answer', async (t) => {
    const app = await buildApiServer({ db: suite.database, auth: TEST_AUTH });
    const base = await listenForSockets(app);
    const user = await createUser(suite.database.orm);
    const polite = await connectUser(app, base, user);
    const frozen = await connectUser(app, base, user);
    // A tab that stopped reading: it will never answer the close handshake.
    (frozen.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    t.after(() => frozen.close());

    const started = Date.now();
    await app.close();
    const took = Date.now() - started;
    assert.ok(took < 2_000, `closed in ${took} ms`);
    assert.equal(await polite.closed, REALTIME_CLOSE_CODES.shuttingDown);
  });
});

// Only PostgreSQL has a connection that can drop: PGlite listens inside the process.
const postgres = DATABASE_TARGETS.find((target) => target.label === 'PostgreSQL');
if (postgres) {
  describe('realtime bus on PostgreSQL', () => {
    test('when the LISTEN connection drops, it comes back and the sockets are told to reconnect', async (t) => {
      const scratch = await postgres.createScratchDatabase();
      const database = await openDatabase({ ...scratch.config, demoData: { demoAccounts: true } });
      const app = await buildApiServer({ db: database, auth: TEST_AUTH });
      // In this order: the server, then its database, then the scratch database itself.
      t.after(async () => {
        await app.close();
        await database.close();
        await scratch.drop();
      });
      const base = await listenForSockets(app);
      const user = await createUser(database.orm);
      const tab = await connectUser(app, base, user);
      t.after(() => tab.close());

      await database.orm.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'povar-listen-povar_realtime' AND datname = current_database()`,
      );
      assert.equal(await tab.closed, REALTIME_CLOSE_CODES.busRestarted);
      const again = await connectUser(app, base, user);
      t.after(() => again.close());
      const event = unread();
      await realtimeHubOf(app).publish([user.id], event);
      assert.deepEqual(await again.next((received) => received.type === 'chat:unread'), event);
    });
  });
}

import type { CurrentUser } from '../contracts/auth';

jest.mock('../api/api-client', () => ({ apiRequest: jest.fn() }));

/** A WebSocket the test drives: opened, fed frames, dropped. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
  }
  receive(event: unknown) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const USER = { id: 7, name: 'Анна', phone: '+79990000001', isCook: false, unreadMessagesCount: 2 } as unknown as CurrentUser;

function load() {
  const api = jest.requireMock<{ apiRequest: jest.Mock }>('../api/api-client').apiRequest;
  const realtime = require('./realtime-client') as typeof import('./realtime-client');
  const auth = require('../stores/auth') as typeof import('../stores/auth');
  const users = require('../account/user-store') as typeof import('../account/user-store');
  const bus = require('../events/event-bus') as typeof import('../events/event-bus');
  return { api, realtime, auth, users, bus };
}

/** Lets the ticket's promise and what follows it run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let tickets = 0;

beforeEach(() => {
  jest.resetModules();
  jest.useFakeTimers();
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  localStorage.clear();
  localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: 'a' }));
  FakeWebSocket.instances = [];
  tickets = 0;
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeWebSocket;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function connected() {
  const loaded = load();
  loaded.api.mockImplementation(async (method: string, path: string) => {
    if (method === 'POST' && path === '/ws/ticket') {
      tickets += 1;
      return { ticket: `ticket-${tickets}`, expiresAt: '2026-11-22T22:00:30.000Z' };
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return loaded;
}

describe('realtime client', () => {
  it('asks for a ticket, then opens the socket on this host with it', async () => {
    const { realtime, api } = connected();
    realtime.startRealtime();
    await settle();
    expect(api).toHaveBeenCalledWith('POST', '/ws/ticket');
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual(['ws://localhost/api/ws?ticket=ticket-1']);
    realtime.resetRealtimeForTests();
  });

  it('opens nothing for a guest', async () => {
    localStorage.clear();
    const { realtime, api } = connected();
    realtime.startRealtime();
    await settle();
    expect(api).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('passes server events to subscribers and to the event bus', async () => {
    const { realtime, bus, users } = connected();
    users.setUser(USER);
    const seen: string[] = [];
    const heard: string[] = [];
    realtime.subscribeRealtime((event) => seen.push(event.type));
    bus.on('chat:message', ({ chatUserId }) => heard.push(`message:${chatUserId}`));
    bus.on('orders:status-changed', ({ orderId }) => heard.push(`order:${orderId}`));
    bus.on('chat:unread-changed', () => heard.push('unread'));
    realtime.startRealtime();
    await settle();
    const socket = FakeWebSocket.instances[0]!;
    socket.open();
    socket.receive({ type: 'ready', userId: 7 });
    socket.receive({ type: 'chat:message', chatUserId: 12, message: { id: 5 } });
    socket.receive({ type: 'chat:unread', unreadMessagesCount: 5 });
    socket.receive({ type: 'order:status', orderId: 31, status: 'accepted' });
    socket.receive('not json');
    socket.receive({ type: 'something-else' });
    expect(seen).toEqual(['ready', 'chat:message', 'chat:unread', 'order:status']);
    expect(heard).toEqual(['message:12', 'unread', 'order:31']);
    // The badge takes the server's total.
    expect(users.getUser().user?.unreadMessagesCount).toBe(5);
    expect(realtime.isRealtimeConnected()).toBe(true);
    realtime.resetRealtimeForTests();
  });

  it('after a drop waits, takes a fresh ticket, reconnects, and tells subscribers to catch up', async () => {
    const { realtime } = connected();
    const caughtUp = jest.fn();
    realtime.onRealtimeReconnect(caughtUp);
    realtime.startRealtime();
    await settle();
    const first = FakeWebSocket.instances[0]!;
    first.open();
    first.receive({ type: 'ready', userId: 7 });
    expect(caughtUp).not.toHaveBeenCalled();

    first.drop(1012);
    jest.advanceTimersByTime(realtime.RECONNECT_BASE_MS - 1);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await settle();
    const second = FakeWebSocket.instances[1]!;
    expect(second.url).toBe('ws://localhost/api/ws?ticket=ticket-2');
    second.open();
    second.receive({ type: 'ready', userId: 7 });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    realtime.resetRealtimeForTests();
  });

  it('waits longer after each failed attempt, up to 30 s', async () => {
    const { realtime, api } = connected();
    realtime.startRealtime();
    await settle();
    // The ticket cannot be had now: every attempt fails.
    api.mockRejectedValue(new Error('Network error, try again late'));
    FakeWebSocket.instances[0]!.drop();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = api.mock.calls.length;
      let waited = 0;
      while (api.mock.calls.length === before) {
        jest.advanceTimersByTime(500);
        waited += 500;
        await settle();
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(realtime.reconnectDelayMs(0, () => 0)).toBe(800);
    expect(realtime.reconnectDelayMs(0, () => 1)).toBe(1200);
    realtime.resetRealtimeForTests();
  });

  it('stops on sign-out: the socket is closed and not reopened', async () => {
    const { realtime, auth } = connected();
    realtime.startRealtime();
    await settle();
    const socket = FakeWebSocket.instances[0]!;
    socket.open();
    auth.clearTokens();
    realtime.stopRealtime();
    expect(socket.closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('sends typing frames at most once per 2 s per conversation', async () => {
    const { realtime } = connected();
    realtime.startRealtime();
    await settle();
    const socket = FakeWebSocket.instances[0]!;
    socket.open();
    socket.receive({ type: 'ready', userId: 7 });
    realtime.sendTyping(12, 10_000);
    realtime.sendTyping(12, 11_000);
    realtime.sendTyping(13, 11_000);
    realtime.sendTyping(12, 12_000);
    expect(socket.sent.map((frame) => JSON.parse(frame) as unknown)).toEqual([
      { type: 'typing', chatUserId: 12 },
      { type: 'typing', chatUserId: 13 },
      { type: 'typing', chatUserId: 12 },
    ]);
    realtime.resetRealtimeForTests();
  });
});

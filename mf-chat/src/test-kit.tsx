// For this remote's tests only: a signed-in user, a fake API behind `fetch` (the kit's client calls
// it), a fake WebSocket the kit's realtime client opens, and the page rendered in a router with a
// fresh QueryClient.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  clearTokens,
  MemoryRouter,
  resetUser,
  setTokens,
  setUser,
  ToastHost,
  useLocation,
  type ChatConversation,
  type ChatMessage,
  type ChatPeer,
  type ChatSummary,
  type CurrentUser,
  type Order,
} from '@povar/shared-kit';
import { resetRealtimeForTests, startRealtime } from '@povar/shared-kit/realtime';

export const ME: CurrentUser = {
  id: 7,
  avatar: null,
  name: 'Анна Петрова',
  address: null,
  about: '',
  registerDate: '2024-03-01T10:00:00.000Z',
  phone: '+79123456789',
  phoneVerified: true,
  email: '',
  emailVerified: false,
  isCook: false,
  isOperator: false,
  cookData: null,
  unreadMessagesCount: 0,
};

export const COOK_PEER: ChatPeer = { id: 12, name: 'Мария Иванова', avatar: null, cookId: 3, isSupport: false, phone: '+7 (912) ***-**-89' };
export const SUPPORT_PEER: ChatPeer = { id: 906, name: 'Поддержка', avatar: null, cookId: 906, isSupport: true, phone: null };

export function aMessage(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    senderId: fields.mine ? ME.id : COOK_PEER.id,
    mine: false,
    text: `Сообщение ${id}`,
    attachments: [],
    order: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

export function aSummary(peer: ChatPeer, fields: Partial<ChatSummary> = {}): ChatSummary {
  return { chatUserId: peer.id, peer, lastMessage: null, unreadCount: 0, updatedAt: new Date().toISOString(), ...fields };
}

export function aConversation(peer: ChatPeer, messages: ChatMessage[], fields: Partial<ChatConversation> = {}): ChatConversation {
  return { chatUserId: peer.id, peer, messages, hasMore: false, peerLastReadMessageId: null, orders: [], ...fields };
}

/** An answer with a status of its own (else the route's value is the envelope's data, 200). */
export type FakeAnswer = { status: number; body: unknown };
export const failure = (status: number, errors: string[]): FakeAnswer => ({
  status,
  body: { success: false, data: null, errors, message: errors[0] ?? null, error: 'validation' },
});
/** A route throws this to stand for no answer at all (the network failed). */
export const NO_ANSWER = Symbol('no answer');

export interface FakeCall {
  method: string;
  path: string;
  url: URL;
  json: unknown;
  form: FormData | null;
}
export type FakeRoutes = Record<string, (call: FakeCall) => unknown>;

/** `fetch` answering 'METHOD /api/path' from the routes; anything else is a 404. Calls are recorded. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const form = init.body instanceof FormData ? init.body : null;
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url,
      form,
      json: init.body && !form ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    let status = 404;
    let body: unknown = { success: false, data: null, errors: [], message: 'Not found', error: 'not_found' };
    if (route) {
      const answer = await route(call);
      if (answer === NO_ANSWER) throw new TypeError('Failed to fetch');
      if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) ({ status, body } = answer as FakeAnswer);
      else [status, body] = [200, { success: true, data: answer ?? null, errors: [], message: null, error: null }];
    }
    const text = JSON.stringify(body);
    return { status, ok: status < 300, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path) };
}

/** A WebSocket the test drives. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(event: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent));
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
}

/** Opens the kit's realtime socket against the fake one (the API must answer POST /api/ws/ticket). */
export async function connectRealtime(): Promise<FakeWebSocket> {
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeWebSocket;
  await act(async () => {
    startRealtime();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
  const socket = FakeWebSocket.latest();
  socket.readyState = 1;
  socket.receive({ type: 'ready', userId: ME.id });
  return socket;
}

export const TICKET_ROUTE: FakeRoutes = { 'POST /api/ws/ticket': () => ({ ticket: 'ticket-1', expiresAt: new Date(Date.now() + 30_000).toISOString() }) };

export function signIn(user: Partial<CurrentUser> = {}) {
  act(() => {
    setTokens({ accessToken: 'access-1' });
    setUser({ ...ME, ...user });
  });
}

export function signOutAndReset() {
  act(() => {
    resetRealtimeForTests();
    clearTokens();
    resetUser();
  });
  FakeWebSocket.instances = [];
}

/** The media query the page asks: wide (side by side) or a phone. */
export function setScreen(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function UrlProbe() {
  const location = useLocation();
  return <span data-testid="url">{location.pathname + location.hash}</span>;
}

export function renderPage(ui: ReactElement, url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <UrlProbe />
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** A file as the picker gives it, of the given size. */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The cook's view of a new pickup order from the customer in the chat, with 'Принять заказ'. */
export function aCookOrder(id: number, fields: Partial<Order> = {}): Order {
  return {
    id,
    status: 'new',
    statusLabel: 'Новый',
    viewerRole: 'cook',
    createdAt: '2026-11-20T07:30:00.000Z',
    updatedAt: '2026-11-20T07:30:00.000Z',
    paidAt: null,
    acceptedAt: null,
    completedAt: null,
    cook: { id: 3, name: 'Мария Иванова', avatar: null },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    customer: { name: 'Анна Петрова', phone: '+7 (912) ***-**-89' },
    items: [{ dishId: 1, name: 'Борщ', price: 30000, count: 2, sum: 60000, cookingTime: 60 }],
    dishesSum: 60000,
    deliveryCost: 0,
    discount: 0,
    total: 60000,
    promoCode: null,
    deliveryType: 'pickup',
    deliveryTypeLabel: 'Самовывоз',
    address: null,
    deliverFrom: null,
    deliverTo: null,
    recipientName: 'Анна Петрова',
    recipientPhone: '+79123456789',
    commentForCook: '',
    commentForDelivery: '',
    preferences: [],
    paymentType: 'on_receipt',
    paymentTypeLabel: 'При получении',
    cancelledBy: null,
    orderCancelReason: null,
    orderCancelReasonLabel: null,
    exactlyOrderCancelReason: null,
    history: [],
    actions: [{ status: 'accepted', label: 'Принять заказ', requiresReason: false, cancelReasons: [] }],
    ...fields,
  } as Order;
}

// For the orders pages' tests only: orders as the API answers them, and a fake orders API behind
// `fetch` (on the remote's fake basket API) that pages the two lists and keeps the status
// changes it is sent, so a refetch shows what the server now holds.
import { ORDER_STATUS_LABELS, type Order, type OrderAction, type OrderStatusChangeRequest } from '@povar/shared-kit/contracts';
import { fakeBasketApi, type FakeAnswer, type FakeRoutes } from '../../test-kit';

export const CUSTOMER_CANCEL: OrderAction = {
  status: 'cancelled',
  label: 'Отменить заказ',
  requiresReason: true,
  cancelReasons: [
    { code: 'changed_mind', label: 'Передумал' },
    { code: 'long_wait', label: 'Долгое ожидание' },
    { code: 'wrong_order', label: 'Ошибся при оформлении' },
    { code: 'other', label: 'Другое' },
  ],
};
export const COOK_ACCEPT: OrderAction = { status: 'accepted', label: 'Принять заказ', requiresReason: false, cancelReasons: [] };

/** `hour` o'clock on the device's calendar day `daysFromToday` away, as the API's UTC ISO text. */
export function localTime(daysFromToday: number, hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

/** A customer's delivery order paid on receipt, two dishes, slot today 12:00–13:00. */
export function anOrder(id: number, overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'new';
  return {
    id,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    viewerRole: 'customer',
    createdAt: '2026-11-20T07:30:00.000Z',
    updatedAt: '2026-11-20T07:30:00.000Z',
    paidAt: null,
    acceptedAt: null,
    completedAt: null,
    cook: { id: 10, name: 'Мария Иванова', avatar: null, gender: null },
    // The device's own zone, so the times the tests expect (device-local) are the ones shown.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    customer: null,
    items: [
      { dishId: 1, name: 'Борщ', price: 30000, count: 2, sum: 60000, cookingTime: 60 },
      { dishId: 2, name: 'Пирог с капустой', price: 12550, count: 1, sum: 12550, cookingTime: 90 },
    ],
    dishesSum: 72550,
    deliveryCost: 15000,
    discount: 0,
    total: 87550,
    promoCode: null,
    deliveryType: 'delivery',
    deliveryTypeLabel: 'Доставка',
    address: { address: 'г Тюмень, ул Республики, д 14', apartment: '12', entrance: '2', floor: '3', intercom: '', comment: '', lat: 57.15, lon: 65.53 },
    pickup: null,
    deliverFrom: localTime(0, 12),
    deliverTo: localTime(0, 13),
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
    refund: null,
    history: [
      {
        fromStatus: null,
        toStatus: 'new',
        toStatusLabel: 'Новый',
        actorRole: 'customer',
        at: '2026-11-20T07:30:00.000Z',
        orderCancelReason: null,
        orderCancelReasonLabel: null,
        exactlyOrderCancelReason: null,
      },
    ],
    actions: status === 'new' ? [CUSTOMER_CANCEL] : [],
    ...overrides,
  };
}

/** The same order as its cook sees it: with the customer, and the cook's buttons. */
export const asCook = (order: Order, actions: OrderAction[] = []): Order => ({
  ...order,
  viewerRole: 'cook',
  customer: { name: 'Анна Петрова', phone: '+7 (912) ***-**-89' },
  actions,
});

const REASON_LABELS: Record<string, string> = {
  other: 'Другое',
  changed_mind: 'Передумал',
  long_wait: 'Долгое ожидание',
  not_accepted: 'Повар не подтвердил заказ',
};

/** What the fake server makes of an allowed change: the new status, no further buttons, a history row. */
export function moved(order: Order, change: OrderStatusChangeRequest, by: Order['viewerRole'] | 'system' = order.viewerRole): Order {
  const reasonLabel = change.orderCancelReason ? (REASON_LABELS[change.orderCancelReason] ?? change.orderCancelReason) : null;
  const cancelled = change.status === 'cancelled';
  return {
    ...order,
    status: change.status,
    statusLabel: ORDER_STATUS_LABELS[change.status],
    actions: [],
    cancelledBy: cancelled ? by : null,
    orderCancelReason: cancelled ? (change.orderCancelReason ?? null) : null,
    orderCancelReasonLabel: cancelled ? reasonLabel : null,
    exactlyOrderCancelReason: cancelled ? (change.exactlyOrderCancelReason ?? null) : null,
    history: [
      ...order.history,
      {
        fromStatus: order.status,
        toStatus: change.status,
        toStatusLabel: ORDER_STATUS_LABELS[change.status],
        actorRole: by,
        at: '2026-11-20T08:00:00.000Z',
        orderCancelReason: cancelled ? (change.orderCancelReason ?? null) : null,
        orderCancelReasonLabel: cancelled ? reasonLabel : null,
        exactlyOrderCancelReason: cancelled ? (change.exactlyOrderCancelReason ?? null) : null,
      },
    ],
  };
}

/** A refusal as the API sends it: 400 'conflict' when the order is not in a status that allows the move. */
export const conflict = (message: string): FakeAnswer => ({ status: 400, body: { success: false, data: null, errors: [message], message, error: 'conflict' } });

/** Holds every call to `path` until the test lets it through: for what the page shows meanwhile. */
export function holdCalls(path: string) {
  const sendOn = globalThis.fetch;
  const held: (() => void)[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === path
      ? new Promise<void>((resolve) => held.push(resolve)).then(() => sendOn(input, init))
      : sendOn(input, init)) as typeof fetch;
  return {
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
    count: () => held.length,
  };
}

export interface FakeOrdersApiOptions {
  customer?: Order[];
  sales?: Order[];
  perPage?: number;
  /** More or other answers; 'POST /api/orders/{id}/status' here replaces the default. */
  routes?: FakeRoutes;
}

/**
 * The two lists (each page cut from the current orders), and POST …/status applying any change
 * to the order (the test's route decides refusals). `orders` is the server's state: a test may
 * change it, as another party would.
 */
export function fakeOrdersApi({ customer = [], sales = [], perPage = 20, routes = {} }: FakeOrdersApiOptions = {}) {
  const orders = { customer: [...customer], sales: [...sales] };
  const listAnswer = (items: Order[], url: URL) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    return {
      items: items.slice((page - 1) * perPage, page * perPage),
      pagination: { page, perPage, total: items.length, lastPage: Math.max(1, Math.ceil(items.length / perPage)) },
    };
  };
  const statusRoutes: FakeRoutes = {};
  for (const order of [...customer, ...sales]) {
    statusRoutes[`POST /api/orders/${order.id}/status`] = (body) => {
      const change = body as OrderStatusChangeRequest;
      let updated: Order | undefined;
      for (const list of [orders.customer, orders.sales]) {
        const index = list.findIndex((candidate) => candidate.id === order.id);
        const current = list[index];
        if (!current) continue;
        updated = moved(current, change);
        list[index] = updated;
      }
      return updated;
    };
  }
  const api = fakeBasketApi([], {
    routes: {
      'GET /api/orders': (_body, url) => listAnswer(orders.customer, url),
      'GET /api/orders/sales': (_body, url) => listAnswer(orders.sales, url),
      ...statusRoutes,
      ...routes,
    },
  });
  const listCalls = (path: '/api/orders' | '/api/orders/sales') => api.calls.filter((call) => call.method === 'GET' && call.path.split('?')[0] === path);
  const statusCalls = () => api.calls.filter((call) => call.method === 'POST' && /\/status$/.test(call.path));
  return { ...api, orders, listCalls, statusCalls };
}

// For this remote's tests only: a fake API behind `fetch` (the kit's basket store calls it from
// inside the kit), cards and baskets to answer with, and a render with a fresh QueryClient.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Basket, CookBasket, DishCard } from '@povar/shared-kit';

export const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };

export const dishCard = (id: number, cookId: number, price = 30000, name = `Блюдо ${id}`): DishCard => ({
  id,
  name,
  image: null,
  weight: 300,
  weightUnit: 'г',
  quantity: 1,
  quantityUnit: 'шт',
  price,
  category: { slug: 'supy', title: 'Супы' },
  cook: { id: cookId, name: `Повар ${cookId}`, avatar: null, rating: 5 },
  distance: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** An answer of the fake API: the envelope's data, or an ApiError-like failure. */
export type FakeAnswer = { status: number; body: unknown };
export const failure = (status: number, errors: string[]): FakeAnswer => ({
  status,
  body: { success: false, data: null, errors, message: errors[0] ?? null, error: 'validation' },
});
/** More routes: 'METHOD /api/path' → data (or a FakeAnswer), given the parsed body and the URL. */
export type FakeRoutes = Record<string, (body: unknown, url: URL) => unknown>;

/**
 * A server that keeps the basket as set-count, remove and clear say and answers the whole of it,
 * grouped by cook; `routes` answers the other calls a test needs.
 */
export function fakeBasketApi(cards: DishCard[], { deliveryCost = 0, delivers = true, upsell = [] as DishCard[], routes = {} as FakeRoutes } = {}) {
  const counts = new Map<number, number>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const basket = (): Basket => {
    const byCook = new Map<number, CookBasket>();
    for (const [id, count] of counts) {
      const card = cards.find((candidate) => candidate.id === id);
      if (!card) continue;
      const cook = byCook.get(card.cook.id) ?? {
        cook: { id: card.cook.id, name: card.cook.name, avatar: null, deliveryCost, delivers, mainCity: TYUMEN },
        rows: [],
        total: 0,
      };
      cook.rows.push({ dish: card, count, price: card.price, sum: card.price * count });
      cook.total += card.price * count;
      byCook.set(card.cook.id, cook);
    }
    return { items: [...byCook.values()], info: { count: [...counts.values()].reduce((sum, count) => sum + count, 0) } };
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? (JSON.parse(String(init.body)) as { dishId?: number; count?: number; cookId?: number }) : undefined;
    calls.push({ method: init.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
    let data: unknown = basket();
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    if (route) {
      const answer = route(body, url);
      const { status, body: payload } =
        answer && typeof answer === 'object' && 'status' in answer && 'body' in answer
          ? (answer as FakeAnswer)
          : { status: 200, body: { success: true, data: answer, errors: [], message: null, error: null } };
      const text = JSON.stringify(payload);
      return { status, ok: status < 300, text: async () => text } as unknown as Response;
    }
    if (url.pathname === '/api/basket/set-count' && body?.dishId !== undefined) {
      if (body.count === 0) counts.delete(body.dishId);
      else counts.set(body.dishId, body.count ?? 1);
      data = basket();
    } else if (url.pathname === '/api/basket/remove' && body?.dishId !== undefined) {
      counts.delete(body.dishId);
      data = basket();
    } else if (url.pathname === '/api/basket/clear') {
      for (const card of cards) if (card.cook.id === body?.cookId) counts.delete(card.id);
      data = basket();
    } else if (url.pathname === '/api/orders/promo-codes') {
      // No usable promo codes unless a test's route says otherwise.
      data = { items: [] };
    } else if (url.pathname === '/api/upsell') {
      const inBasket = new Set(counts.keys());
      const items = upsell.filter((card) => !inBasket.has(card.id));
      data = { title: 'Добавьте к заказу', items, pagination: { page: 1, perPage: 6, total: items.length, lastPage: 1 } };
    }
    const text = JSON.stringify({ success: true, data, errors: [], message: null, error: null });
    return { status: 200, ok: true, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { counts, calls };
}

export function renderWithQueries(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(ui, { wrapper });
}

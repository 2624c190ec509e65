import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { listenToPopupRequests } from '../../account/popups';
import type { Basket, CookBasket } from '../../contracts/basket';
import type { DishCard } from '../../contracts/catalog';
import { on } from '../../events/event-bus';
import { notifyError } from '../../ui/toast';
import { AddToBasket } from './AddToBasket';
import { clearCookBasket, getBasket, loadBasket, mergeGuestBasket, repeatOrder, resetBasket, resetBasketForTests, setDishCount } from './basket-store';
import { markDifferentBasketsShown, unmarkDifferentBasketsShown } from './different-baskets';

jest.mock('../../api/api-client', () => ({ apiRequest: jest.fn() }));
jest.mock('../../ui/toast', () => ({ notifyError: jest.fn() }));
const api = jest.mocked(apiRequest);

const dish = (id: number, cookId: number, price = 30000): DishCard => ({
  id,
  name: `Блюдо ${id}`,
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

const cookBasket = (cookId: number, rows: [DishCard, number][]): CookBasket => ({
  cook: { id: cookId, name: `Повар ${cookId}`, avatar: null, deliveryCost: 0, delivers: true, mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' } },
  rows: rows.map(([card, count]) => ({ dish: card, count, price: card.price, sum: card.price * count })),
  total: rows.reduce((sum, [card, count]) => sum + card.price * count, 0),
});
const basketOf = (...items: CookBasket[]): Basket => ({
  items,
  info: { count: items.reduce((sum, item) => sum + item.rows.reduce((pieces, row) => pieces + row.count, 0), 0) },
});

/** A server that keeps counts as set-count says and answers the whole basket. */
function fakeServer(cards: DishCard[]) {
  const counts = new Map<number, number>();
  const answer = () => {
    const byCook = new Map<number, [DishCard, number][]>();
    for (const [id, count] of counts) {
      const card = cards.find((candidate) => candidate.id === id)!;
      byCook.set(card.cook.id, [...(byCook.get(card.cook.id) ?? []), [card, count]]);
    }
    return basketOf(...[...byCook].map(([cookId, rows]) => cookBasket(cookId, rows)));
  };
  api.mockImplementation(async (_method, path, options) => {
    const body = (options?.body ?? {}) as { dishId?: number; count?: number; cookId?: number };
    if (path === '/basket/set-count') {
      if (body.count === 0) counts.delete(body.dishId!);
      else counts.set(body.dishId!, body.count!);
    }
    if (path === '/basket/clear') for (const card of cards) if (card.cook.id === body.cookId) counts.delete(card.id);
    return answer() as never;
  });
  return counts;
}

let popups: { popup: string; props?: Record<string, unknown> }[] = [];
let stop: () => void = () => undefined;
let dataLayer: unknown[] = [];

beforeEach(() => {
  api.mockReset();
  resetBasketForTests();
  unmarkDifferentBasketsShown();
  window.history.replaceState(null, '', '/tyumen/menu');
  popups = [];
  stop = listenToPopupRequests((request) => popups.push(request));
  dataLayer = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
});
afterEach(() => stop());

describe('the basket store', () => {
  it('loads the basket at start-up; a failed load leaves it as it was', async () => {
    const soup = dish(1, 10);
    api.mockResolvedValueOnce(basketOf(cookBasket(10, [[soup, 2]])));
    await loadBasket();
    expect(getBasket().count).toBe(2);
    api.mockRejectedValueOnce(new ApiError('API error, status: 500.', { status: 500, error: 'x', errors: [], errorType: null }));
    await loadBasket();
    expect(getBasket().count).toBe(2);
    expect(getBasket().items[0]?.rows[0]?.dish.id).toBe(1);
  });

  it('replaces items and info from every set-count answer and tells the other remotes', async () => {
    const server = fakeServer([dish(1, 10), dish(2, 10)]);
    const changed: unknown[] = [];
    const off = on('basket:changed', (detail) => changed.push(detail));
    await setDishCount(dish(1, 10), 2);
    await setDishCount(dish(2, 10), 1);
    off();
    expect(server).toEqual(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
    expect(getBasket().count).toBe(3);
    expect(getBasket().items[0]?.total).toBe(90000);
    expect(changed).toEqual([{ cookId: 10 }, { cookId: 10 }]);
  });

  it('sends quick taps one at a time and only the last count of a dish still waiting', async () => {
    fakeServer([dish(1, 10)]);
    const taps = [1, 2, 3, 4].map((count) => setDishCount(dish(1, 10), count));
    await Promise.all(taps);
    const sent = api.mock.calls.map(([, , options]) => (options!.body as { count: number }).count);
    expect(sent).toEqual([1, 4]);
    expect(getBasket().count).toBe(4);
  });

  it('shows a refusal and goes back to the saved count', async () => {
    fakeServer([dish(1, 10)]);
    await setDishCount(dish(1, 10), 1);
    api.mockRejectedValueOnce(
      new ApiError('API response not success', {
        status: 400,
        error: ['Блюдо недоступно для заказа'],
        errors: ['Блюдо недоступно для заказа'],
        errorType: 'validation',
      }),
    );
    render(<AddToBasket dish={dish(1, 10)} />);
    const group = screen.getByRole('group', { name: 'Блюдо 1 в корзине' });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ещё одну порцию' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Блюдо недоступно для заказа'));
    expect(group).toHaveTextContent(/^1 шт/);
    expect(getBasket().count).toBe(1);
  });

  it('merges the guest basket at sign-in and empties at sign-out', async () => {
    api.mockResolvedValueOnce({ ...basketOf(cookBasket(10, [[dish(1, 10), 3]])), merged: true } as never);
    await mergeGuestBasket();
    expect(api).toHaveBeenLastCalledWith('POST', '/basket/merge-guest');
    expect(getBasket().count).toBe(3);
    act(() => resetBasket());
    expect(getBasket()).toMatchObject({ items: [], count: 0 });
  });

  it("repeats an order: the answer's basket replaces the store's and the unavailable dishes are returned", async () => {
    api.mockResolvedValueOnce({ basket: basketOf(cookBasket(10, [[dish(1, 10), 2]])), added: 1, unavailable: ['Салат'] } as never);
    const answer = await repeatOrder(55);
    expect(api).toHaveBeenLastCalledWith('POST', '/orders/55/repeat');
    expect(answer?.unavailable).toEqual(['Салат']);
    expect(getBasket().count).toBe(2);
  });

  it('reports adds and removes to the ecommerce dataLayer with the difference', async () => {
    fakeServer([dish(1, 10, 25000)]);
    await setDishCount(dish(1, 10, 25000), 3);
    await setDishCount(dish(1, 10, 25000), 1);
    await clearCookBasket(10);
    expect(dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ id: '1', name: 'Блюдо 1', price: 250, brand: 'Повар 10', category: 'Супы', quantity: 3 }] } } },
      {
        ecommerce: { currencyCode: 'RUB', remove: { products: [{ id: '1', name: 'Блюдо 1', price: 250, brand: 'Повар 10', category: 'Супы', quantity: 2 }] } },
      },
      {
        ecommerce: { currencyCode: 'RUB', remove: { products: [{ id: '1', name: 'Блюдо 1', price: 250, brand: 'Повар 10', category: 'Супы', quantity: 1 }] } },
      },
    ]);
    expect(getBasket().count).toBe(0);
  });
});

describe('the different-baskets popup rule', () => {
  it('opens for the new cook when a second cook basket appears on a catalogue page, once per session', async () => {
    fakeServer([dish(1, 10), dish(2, 20), dish(3, 30)]);
    await setDishCount(dish(1, 10), 1);
    expect(popups).toEqual([]);
    await setDishCount(dish(2, 20), 1);
    expect(popups).toEqual([{ popup: 'different-baskets', props: { cookId: 20, regionSlug: 'tyumen' } }]);
    markDifferentBasketsShown();
    await setDishCount(dish(3, 30), 1);
    expect(popups).toHaveLength(1);
  });

  it('does not open when the number of baskets does not grow, or off the catalogue routes', async () => {
    fakeServer([dish(1, 10), dish(2, 20), dish(4, 20)]);
    window.history.replaceState(null, '', '/tyumen/cooks/detail/20');
    await setDishCount(dish(1, 10), 1);
    await setDishCount(dish(2, 20), 1);
    expect(popups).toEqual([]);
    window.history.replaceState(null, '', '/menu/detail/4');
    await setDishCount(dish(4, 20), 1);
    expect(popups).toEqual([]);
  });
});

describe('the add-to-basket control', () => {
  it("says 'В корзину', then steps the count up and down and takes the dish out at 0", async () => {
    fakeServer([dish(5, 10)]);
    render(<AddToBasket dish={dish(5, 10)} />);
    await userEvent.click(screen.getByRole('button', { name: 'В корзину: Блюдо 5' }));
    const group = await screen.findByRole('group', { name: 'Блюдо 5 в корзине' });
    expect(group).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ещё одну порцию' }));
    expect(group).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Убрать одну порцию' }));
    await userEvent.click(screen.getByRole('button', { name: 'Убрать одну порцию' }));
    expect(await screen.findByRole('button', { name: 'В корзину: Блюдо 5' })).toBeInTheDocument();
    expect(getBasket().count).toBe(0);
  });

  it('does not open the card it sits on', async () => {
    fakeServer([dish(5, 10)]);
    const opened = jest.fn();
    render(
      <a href="/menu/detail/5" onClick={opened}>
        <AddToBasket dish={dish(5, 10)} />
      </a>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'В корзину: Блюдо 5' }));
    expect(opened).not.toHaveBeenCalled();
  });

  it('stops at 99 pieces', async () => {
    fakeServer([dish(5, 10)]);
    await setDishCount(dish(5, 10), 99);
    render(<AddToBasket dish={dish(5, 10)} />);
    expect(screen.getByRole('button', { name: 'Добавить ещё одну порцию' })).toBeDisabled();
  });
});

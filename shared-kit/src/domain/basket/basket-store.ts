// The visitor's basket: one basket per cook, loaded at start-up (after the address)
// and after sign-in (login step 4, after the guest's basket has joined the user's), reset at
// sign-out. It lives in the kit because the shell's counters, every dish card and the cook page
// read it; the basket popup (mf-basket-checkout) changes it through these functions only.
//
// Changes are absolute counts, sent one at a time in the order they were made (a dish's count
// still waiting to be sent is replaced by the newer one), so quick taps on '+' never race each
// other on the server; until its answer the dish shows the count the visitor chose.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { pushEcommerce, type EcommerceProduct } from '../../analytics/metrika';
import * as basketApi from './basket-api';
import { isApiError } from '../../api/api-error';
import type { Basket, CookBasket, RepeatOrderAnswer } from '../../contracts/basket';
import type { DishCard } from '../../contracts/catalog';
import { emit } from '../../events/event-bus';
import { subscribeAuth } from '../../stores/auth';
import { notifyError } from '../../ui/toast';
import { offerCookMenuIfBasketsMultiplied } from './different-baskets';

/** What the controls need of a dish: the card the catalogue answers has it all. */
export type BasketDish = Pick<DishCard, 'id' | 'name' | 'price'> & {
  cook: Pick<DishCard['cook'], 'id' | 'name'>;
  category?: Pick<DishCard['category'], 'title'>;
};

interface BasketState {
  /** basketsByCook, in the order their first dish was added. */
  items: CookBasket[];
  /** info.count: every piece in the basket (the header badge). */
  count: number;
  loaded: boolean;
  /** dishId → the count the visitor chose that the server has not answered yet. */
  pending: ReadonlyMap<number, number>;
}

const emptyState = (): BasketState => ({ items: [], count: 0, loaded: false, pending: new Map() });
const basketStore = createStore<BasketState>(emptyState);

type Change = { kind: 'count'; dishId: number; count: number } | { kind: 'clear'; cookId: number } | { kind: 'remove'; dishId: number };

const queue: Change[] = [];
let sending: Promise<void> | null = null;
/** Bumped by every applied answer and by a reset, so an older load cannot overwrite a newer answer. */
let generation = 0;
let watching = false;

function apply(basket: Basket, cookId?: number): void {
  generation += 1;
  basketStore.setState({ items: basket.items, count: basket.info.count, loaded: true });
  emit('basket:changed', cookId === undefined ? {} : { cookId });
}

function setPending(dishId: number, count: number | null): void {
  const pending = new Map(basketStore.getState().pending);
  if (count === null) pending.delete(dishId);
  else pending.set(dishId, count);
  basketStore.setState({ pending });
}

/** Another tab's sign-in or sign-out changes whose basket this is. */
function watchAuth(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  subscribeAuth((state, previous) => {
    if (state.isAuth !== previous.isAuth) void loadBasket();
  });
}

/** At start-up, after the address: the basket, set only when the answer has data; a failure changes nothing. */
export async function loadBasket(): Promise<void> {
  watchAuth();
  const startedAt = generation;
  try {
    const basket = await basketApi.getBasket();
    if (basket && generation === startedAt) apply(basket);
  } catch {
    // See above.
  }
}

/** Login step 4: this browser's guest basket joins the user's (once, on the server), then the user's basket. */
export async function mergeGuestBasket(): Promise<void> {
  watchAuth();
  try {
    const basket = await basketApi.mergeGuestBasket();
    if (basket) {
      apply(basket);
      return;
    }
  } catch {
    // The merge is retried at the next sign-in; the user's own basket still loads.
  }
  await loadBasket();
}

/** Logout step 1, and a sign-out seen from another tab. */
export function resetBasket(): void {
  queue.length = 0;
  generation += 1;
  basketStore.setState({ ...emptyState(), loaded: true });
  emit('basket:changed', {});
}

const sendChange = (change: Change) =>
  change.kind === 'count'
    ? basketApi.setBasketCount({ dishId: change.dishId, count: change.count })
    : change.kind === 'clear'
      ? basketApi.clearCookBasket({ cookId: change.cookId })
      : basketApi.removeBasketDish({ dishId: change.dishId });

async function send(change: Change): Promise<void> {
  const countsBefore = basketStore.getState().items.length;
  try {
    const basket = await sendChange(change);
    if (basket) {
      const cookId = change.kind === 'clear' ? change.cookId : cookOfDish(basket, change.dishId);
      apply(basket, cookId);
      if (change.kind === 'count' && change.count > 0 && cookId !== undefined) offerCookMenuIfBasketsMultiplied(countsBefore, basket, cookId);
    }
  } catch (error) {
    // The server refused (e.g. 'Блюдо недоступно для заказа'): say why; the count goes back to the saved one.
    if (isApiError(error) && error.status !== 0) notifyError(error.userMessage);
    else notifyError('Не удалось изменить корзину, проверьте соединение');
  } finally {
    if (change.kind !== 'clear' && !queue.some((queued) => 'dishId' in queued && queued.dishId === change.dishId)) setPending(change.dishId, null);
  }
}

function enqueue(change: Change): Promise<void> {
  const waiting = change.kind === 'count' ? queue.findIndex((queued) => queued.kind === 'count' && queued.dishId === change.dishId) : -1;
  if (waiting >= 0) queue[waiting] = change;
  else queue.push(change);
  sending ??= (async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await send(next);
    sending = null;
  })();
  return sending;
}

function cookOfDish(basket: Basket, dishId: number): number | undefined {
  return basket.items.find((item) => item.rows.some((row) => row.dish.id === dishId))?.cook.id;
}

/** The count of a dish the basket holds now (0 when none), the visitor's unanswered choice first. */
export function dishCountOf(state: BasketState, dishId: number): number {
  const pending = state.pending.get(dishId);
  if (pending !== undefined) return pending;
  for (const item of state.items) {
    const row = item.rows.find((candidate) => candidate.dish.id === dishId);
    if (row) return row.count;
  }
  return 0;
}

function ecommerceProduct(dish: BasketDish, quantity: number): EcommerceProduct {
  return { id: dish.id, name: dish.name, priceKopecks: dish.price, brand: dish.cook.name, category: dish.category?.title, quantity };
}

/**
 * Sets how many of the dish the basket holds (0 removes it): shown at once, sent in turn, and
 * reported to analytics as an add or a remove of the difference (ecommerce events).
 */
export function setDishCount(dish: BasketDish, count: number): Promise<void> {
  watchAuth();
  const before = dishCountOf(basketStore.getState(), dish.id);
  if (count === before) return sending ?? Promise.resolve();
  setPending(dish.id, count);
  pushEcommerce(count > before ? 'add' : 'remove', { products: [ecommerceProduct(dish, Math.abs(count - before))] });
  return enqueue({ kind: 'count', dishId: dish.id, count });
}

/** Takes the dish out of the basket whatever its count (the basket row's ×). */
export function removeBasketDish(dish: BasketDish): Promise<void> {
  const before = dishCountOf(basketStore.getState(), dish.id);
  setPending(dish.id, 0);
  if (before > 0) pushEcommerce('remove', { products: [ecommerceProduct(dish, before)] });
  return enqueue({ kind: 'remove', dishId: dish.id });
}

/** Empties one cook's basket. */
export function clearCookBasket(cookId: number): Promise<void> {
  const basket = basketStore.getState().items.find((item) => item.cook.id === cookId);
  if (basket) pushEcommerce('remove', { products: basket.rows.map((row) => ecommerceProduct(row.dish, row.count)) });
  return enqueue({ kind: 'clear', cookId });
}

/**
 * 'Повторить заказ': the order's dishes go back into the basket on the server; the
 * answer names those that cannot be ordered any more. A refusal reaches the caller.
 */
export async function repeatOrder(orderId: number): Promise<RepeatOrderAnswer | undefined> {
  const answer = await basketApi.repeatOrder(orderId);
  if (answer) apply(answer.basket);
  return answer;
}

export function getBasket(): Readonly<BasketState> {
  return basketStore.getState();
}

export function subscribeBasket(listener: (state: BasketState, previous: BasketState) => void): () => void {
  return basketStore.subscribe(listener);
}

/** Every cook's basket and the piece count. */
export function useBasket(): Pick<BasketState, 'items' | 'count' | 'loaded'> {
  watchAuth();
  const items = useStore(basketStore, (state) => state.items);
  const count = useStore(basketStore, (state) => state.count);
  const loaded = useStore(basketStore, (state) => state.loaded);
  return { items, count, loaded };
}

/** info.count, for the header and tab badges. */
export function useBasketCount(): number {
  watchAuth();
  return useStore(basketStore, (state) => state.count);
}

/** How many of the dish the basket holds, as the visitor last chose. */
export function useDishCount(dishId: number): number {
  watchAuth();
  return useStore(basketStore, (state) => dishCountOf(state, dishId));
}

/** This cook's basket, or undefined when it is empty. */
export function useCookBasket(cookId: number): CookBasket | undefined {
  watchAuth();
  return useStore(basketStore, (state) => state.items.find((item) => item.cook.id === cookId));
}

/** Tests only. */
export function resetBasketForTests(): void {
  queue.length = 0;
  sending = null;
  generation = 0;
  basketStore.setState(emptyState());
}

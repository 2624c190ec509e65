// Basket rules: only what the catalogue shows can be put in (a visible dish of an active cook),
// counts stay within 1…99, prices always come from the database, and every answer is the whole
// basket grouped by cook. Removing and clearing always work, hidden dishes too.
import {
  BASKET_DISH_UNAVAILABLE_MESSAGE,
  MAX_BASKET_DISH_COUNT,
  type Basket,
  type BasketClearRequest,
  type BasketRemoveRequest,
  type BasketSetCountRequest,
  type CookBasket,
  type RepeatOrderAnswer,
  type Upsell,
  type UpsellQuery,
  UPSELL_TITLE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { toDishCard } from '../catalog/index.ts';
import type { BasketOwner, BasketRepository, BasketRowRecord } from './basket.repository.ts';

export type { BasketOwner };

/** Rows come oldest first, so cooks keep the order their first dish was added in. */
function groupByCook(rows: BasketRowRecord[]): Basket {
  const baskets = new Map<number, CookBasket>();
  let pieces = 0;
  for (const row of rows) {
    let basket = baskets.get(row.cookId);
    if (!basket) {
      basket = {
        cook: {
          id: row.cookId,
          name: row.cookName,
          avatar: row.cookAvatar ?? null,
          deliveryCost: row.cookDeliveryCost,
          delivers: row.cookDelivers,
          mainCity: { id: row.mainCityId, slug: row.mainCitySlug, name: row.mainCityName },
        },
        rows: [],
        total: 0,
      };
      baskets.set(row.cookId, basket);
    }
    const sum = row.price * row.count;
    basket.rows.push({ dish: toDishCard(row), count: row.count, price: row.price, sum });
    basket.total += sum;
    pieces += row.count;
  }
  return { items: [...baskets.values()], info: { count: pieces } };
}

export function createBasketService(deps: { repository: BasketRepository; now: () => Date }) {
  const { repository, now } = deps;
  const read = async (owner: BasketOwner): Promise<Basket> => groupByCook(await repository.listRows(owner));

  return {
    /** A guest without a usable session-id has an empty basket. */
    async read(owner: BasketOwner | null): Promise<Basket> {
      return owner ? read(owner) : { items: [], info: { count: 0 } };
    },

    /** Count 0 removes the dish (always allowed); otherwise the dish must be orderable. */
    async setCount(owner: BasketOwner, body: BasketSetCountRequest): Promise<Basket> {
      if (body.count === 0) {
        await repository.removeDish(owner, body.dishId);
      } else {
        if (!(await repository.isOrderable(body.dishId))) throw new ApiError('validation', { errors: [BASKET_DISH_UNAVAILABLE_MESSAGE] });
        await repository.setCount(owner, body.dishId, body.count, now());
      }
      return read(owner);
    },

    async remove(owner: BasketOwner, body: BasketRemoveRequest): Promise<Basket> {
      await repository.removeDish(owner, body.dishId);
      return read(owner);
    },

    async clear(owner: BasketOwner, body: BasketClearRequest): Promise<Basket> {
      await repository.clearCook(owner, body.cookId);
      return read(owner);
    },

    /** Moves this browser's guest rows into the user's basket once; `merged: false` when there was nothing (left) to move. */
    async mergeGuest(userId: number, guestSessionId: string | null): Promise<Basket & { merged: boolean }> {
      const moved = guestSessionId ? await repository.mergeGuestRows(userId, guestSessionId, MAX_BASKET_DISH_COUNT, now()) : 0;
      return { ...(await read({ userId })), merged: moved > 0 };
    },

    /** The order's dishes back into the customer's basket; 404 for someone else's order. */
    async repeatOrder(userId: number, orderId: number): Promise<RepeatOrderAnswer> {
      const lines = await repository.findOrderLinesOfCustomer(orderId, userId);
      if (!lines) throw new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE, errors: [ORDER_NOT_FOUND_MESSAGE] });
      const available = lines.flatMap((line) => (line.orderable && line.dishId !== null ? [{ dishId: line.dishId, count: line.count }] : []));
      // The same dish on two lines (it cannot happen today) still adds up.
      await repository.addCounts(userId, available, MAX_BASKET_DISH_COUNT, now());
      return {
        basket: await read({ userId }),
        added: available.length,
        unavailable: lines.filter((line) => !line.orderable || line.dishId === null).map((line) => line.name),
      };
    },

    /** More of this cook's dishes for the basket; distances from the address when it is known. */
    async upsell(owner: BasketOwner | null, query: UpsellQuery): Promise<Upsell> {
      const point = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;
      const { rows, total } = await repository.listUpsellDishes(owner, query.cookId, point, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return {
        title: UPSELL_TITLE,
        items: rows.map(toDishCard),
        pagination: { page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) },
      };
    },
  };
}

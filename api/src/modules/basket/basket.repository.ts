// Reads and writes basket rows (basket_items). An owner is a user or a guest session, never both;
// every query names its owner. Prices and what is orderable are read from dishes and cooks.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { basketItems, compilations, cooks, dishCategories, dishes, mainCities, orderItems, orders } from '../../db/schema.ts';
import { dishCardColumns, type Point } from '../catalog/index.ts';
import { cookDeliversColumn } from '../schedule/index.ts';

export type BasketOwner = { userId: number } | { guestSessionId: string };

const ownedBy = (owner: BasketOwner): SQL => ('userId' in owner ? eq(basketItems.userId, owner.userId) : eq(basketItems.guestSessionId, owner.guestSessionId));

const ownerColumns = (owner: BasketOwner) => ('userId' in owner ? { userId: owner.userId } : { guestSessionId: owner.guestSessionId });

/** The partial unique index an owner's rows are unique under, as ON CONFLICT names it. */
const ownerConflict = (owner: BasketOwner) =>
  'userId' in owner
    ? { target: [basketItems.userId, basketItems.dishId], targetWhere: sql`user_id is not null` }
    : { target: [basketItems.guestSessionId, basketItems.dishId], targetWhere: sql`guest_session_id is not null` };

/** What the catalogue shows is what can be ordered: a visible dish of an active cook. */
const orderable = and(eq(dishes.isHidden, false), eq(cooks.isActive, true)) as SQL;

export function createBasketRepository(orm: Orm) {
  return {
    /** The owner's orderable rows, oldest added first; rows of hidden dishes or paused cooks are skipped (kept). */
    async listRows(owner: BasketOwner) {
      return orm
        .select({
          ...dishCardColumns(undefined),
          count: basketItems.count,
          cookDeliveryCost: cooks.deliveryCost,
          cookDelivers: cookDeliversColumn(),
          mainCityId: mainCities.id,
          mainCitySlug: mainCities.slug,
          mainCityName: mainCities.name,
        })
        .from(basketItems)
        .innerJoin(dishes, eq(dishes.id, basketItems.dishId))
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(and(ownedBy(owner), orderable))
        .orderBy(asc(basketItems.addedAt), asc(basketItems.id));
    },

    async isOrderable(dishId: number): Promise<boolean> {
      const [row] = await orm
        .select({ id: dishes.id })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(and(eq(dishes.id, dishId), orderable));
      return row !== undefined;
    },

    /** Sets the count (1…99) of the dish, adding the row when it is new; the first added time stays. */
    async setCount(owner: BasketOwner, dishId: number, count: number, now: Date): Promise<void> {
      await orm
        .insert(basketItems)
        .values({ ...ownerColumns(owner), dishId, count, addedAt: now, updatedAt: now })
        .onConflictDoUpdate({ ...ownerConflict(owner), set: { count, updatedAt: now } });
    },

    async removeDish(owner: BasketOwner, dishId: number): Promise<void> {
      await orm.delete(basketItems).where(and(ownedBy(owner), eq(basketItems.dishId, dishId)));
    },

    /** Drops every row of the cook's dishes, hidden ones too. */
    async clearCook(owner: BasketOwner, cookId: number): Promise<void> {
      await orm
        .delete(basketItems)
        .where(and(ownedBy(owner), sql`${basketItems.dishId} in (select ${dishes.id} from ${dishes} where ${dishes.cookId} = ${cookId})`));
    },

    /**
     * Moves the guest's rows into the user's basket: counts of a dish both hold are added and
     * capped at 99. The guest's rows are deleted in the same transaction and only what this
     * call's delete took is moved, so two calls at once move the rows once. Answers how many
     * rows moved.
     */
    async mergeGuestRows(userId: number, guestSessionId: string, max: number, now: Date): Promise<number> {
      return orm.transaction(async (tx) => {
        const taken = await tx
          .delete(basketItems)
          .where(eq(basketItems.guestSessionId, guestSessionId))
          .returning({ dishId: basketItems.dishId, count: basketItems.count, addedAt: basketItems.addedAt });
        if (taken.length === 0) return 0;
        await tx
          .insert(basketItems)
          .values(taken.map((row) => ({ userId, dishId: row.dishId, count: row.count, addedAt: row.addedAt, updatedAt: now })))
          .onConflictDoUpdate({
            ...ownerConflict({ userId }),
            set: { count: sql`least(${basketItems.count} + excluded.count, ${max})`, updatedAt: now },
          });
        return taken.length;
      });
    },

    /**
     * The lines of the customer's own order with whether each can be ordered now; undefined when
     * the order is not theirs (or does not exist).
     */
    async findOrderLinesOfCustomer(orderId: number, customerId: number) {
      const [order] = await orm
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
      if (!order) return undefined;
      return orm
        .select({ dishId: orderItems.dishId, name: orderItems.name, count: orderItems.count, orderable: sql<boolean>`coalesce(${orderable}, false)` })
        .from(orderItems)
        .leftJoin(dishes, eq(dishes.id, orderItems.dishId))
        .leftJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
    },

    /** Adds the pieces to the user's basket, capped at `max` a dish, in one statement. */
    async addCounts(userId: number, lines: { dishId: number; count: number }[], max: number, now: Date): Promise<void> {
      if (lines.length === 0) return;
      await orm
        .insert(basketItems)
        .values(lines.map((line) => ({ userId, dishId: line.dishId, count: Math.min(line.count, max), addedAt: now, updatedAt: now })))
        .onConflictDoUpdate({ ...ownerConflict({ userId }), set: { count: sql`least(${basketItems.count} + excluded.count, ${max})`, updatedAt: now } });
    },

    /**
     * The upsell page: the cook's orderable dishes the owner's basket does not hold, the cook's
     * own first compilation in its order first, then the newest; with the total for paging.
     */
    async listUpsellDishes(owner: BasketOwner | null, cookId: number, point: Point | undefined, window: { limit: number; offset: number }) {
      const inBasket = owner ? sql`${dishes.id} not in (select ${basketItems.dishId} from ${basketItems} where ${ownedBy(owner)})` : sql`true`;
      const recommended = sql`(select ${compilations.dishIds} from ${compilations} where ${compilations.cookId} = ${cookId}
        order by ${compilations.sortOrder}, ${compilations.id} limit 1)`;
      const where = and(eq(dishes.cookId, cookId), orderable, inBasket);
      const [rows, [counted]] = await Promise.all([
        orm
          .select(dishCardColumns(point))
          .from(dishes)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
          .where(where)
          .orderBy(sql`array_position(${recommended}, ${dishes.id}) asc nulls last`, sql`${dishes.createdAt} desc`, asc(dishes.id))
          .limit(window.limit)
          .offset(window.offset),
        orm
          .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
          .from(dishes)
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
export type BasketRowRecord = Awaited<ReturnType<BasketRepository['listRows']>>[number];

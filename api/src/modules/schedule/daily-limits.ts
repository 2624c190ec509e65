// Daily portion limits (dishes.daily_limit): a dish with a limit has that many portions
// per local day of delivery. The portions taken on a day are the counts of the dish in the cook's
// orders that are not cancelled, by the local date of their deliver_from. A day on which the
// portions wanted would go over a dish's limit is sold out for that order; the slots leave such
// days out and the checkout's re-check refuses them (SlotInput.soldOutDays). The cook sets the
// limit in the cabinet, but only the schedule reads it, so it lives here.
import { and, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { dishes, orderItems, orders } from '../../db/schema.ts';
import { localDateOf } from './local-time.ts';

type ReadDb = Pick<Orm, 'select'>;

export interface DishLimit {
  dishId: number;
  dailyLimit: number;
}

export interface PortionsTaken {
  dishId: number;
  deliverFrom: Date;
  count: number;
}

export function createDailyLimitReads(db: ReadDb) {
  return {
    /** The limits of those of these dishes that are the cook's and have one. */
    async dishLimits(cookId: number, dishIds: readonly number[]): Promise<DishLimit[]> {
      if (dishIds.length === 0) return [];
      const rows = await db
        .select({ dishId: dishes.id, dailyLimit: dishes.dailyLimit })
        .from(dishes)
        .where(and(eq(dishes.cookId, cookId), inArray(dishes.id, [...dishIds]), isNotNull(dishes.dailyLimit)));
      return rows.flatMap((row) => (row.dailyLimit === null ? [] : [{ dishId: row.dishId, dailyLimit: row.dailyLimit }]));
    },

    /** Portions of these dishes in the cook's orders not cancelled, delivered from `from` until `to`, per order. */
    async portionsTaken(cookId: number, dishIds: readonly number[], from: Date, to: Date): Promise<PortionsTaken[]> {
      if (dishIds.length === 0) return [];
      const rows = await db
        .select({ dishId: orderItems.dishId, deliverFrom: orders.deliverFrom, count: sql<number>`sum(${orderItems.count})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.cookId, cookId),
            ne(orders.status, 'cancelled'),
            inArray(orderItems.dishId, [...dishIds]),
            isNotNull(orders.deliverFrom),
            gte(orders.deliverFrom, from),
            lt(orders.deliverFrom, to),
          ),
        )
        .groupBy(orderItems.dishId, orders.id, orders.deliverFrom);
      return rows.flatMap((row) =>
        row.dishId === null || row.deliverFrom === null ? [] : [{ dishId: row.dishId, deliverFrom: row.deliverFrom, count: Number(row.count) }],
      );
    },
  };
}

export type DailyLimitReads = ReturnType<typeof createDailyLimitReads>;

/** The days an order cannot have: every day (one dish wants more than its whole limit), or these local dates. */
export interface SoldOutDays {
  always: boolean;
  dates: ReadonlySet<string>;
}

export const NOTHING_SOLD_OUT: SoldOutDays = { always: false, dates: new Set() };

/**
 * The local dates on which the wanted portions do not fit: for some dish, taken + wanted >
 * daily_limit. `wanted` maps a dish to its portions in this order (1 each when only the dishes
 * are known, as in the public slots list).
 */
export function soldOutDays(limits: readonly DishLimit[], taken: readonly PortionsTaken[], wanted: ReadonlyMap<number, number>, timeZone: string): SoldOutDays {
  const limitOf = new Map(limits.map((limit) => [limit.dishId, limit.dailyLimit]));
  const perDay = new Map<string, Map<number, number>>();
  for (const portions of taken) {
    const date = localDateOf(portions.deliverFrom, timeZone);
    const day = perDay.get(date) ?? new Map<number, number>();
    day.set(portions.dishId, (day.get(portions.dishId) ?? 0) + portions.count);
    perDay.set(date, day);
  }
  const dates = new Set<string>();
  for (const [date, day] of perDay) {
    for (const [dishId, count] of wanted) {
      const limit = limitOf.get(dishId);
      if (limit !== undefined && (day.get(dishId) ?? 0) + count > limit) dates.add(date);
    }
  }
  const always = [...wanted].some(([dishId, count]) => count > (limitOf.get(dishId) ?? Infinity));
  return { always, dates };
}

/** Whether the order's portions do not fit on a local date. */
export const isSoldOut = (soldOut: SoldOutDays, date: string) => soldOut.always || soldOut.dates.has(date);

/** A dish → portions map from the dishes alone (1 each) or from the basket's lines. */
export function wantedPortions(dishIds: readonly number[], counts?: ReadonlyMap<number, number>): Map<number, number> {
  return new Map(dishIds.map((dishId) => [dishId, Math.max(1, counts?.get(dishId) ?? 1)]));
}

/** Reads the limits and the portions taken within `window`, and answers the days the wanted portions do not fit. */
export async function soldOutDaysFor(
  reads: Pick<DailyLimitReads, 'dishLimits' | 'portionsTaken'>,
  cookId: number,
  wanted: ReadonlyMap<number, number>,
  window: { from: Date; to: Date },
  timeZone: string,
): Promise<SoldOutDays> {
  const limits = await reads.dishLimits(cookId, [...wanted.keys()]);
  if (limits.length === 0) return NOTHING_SOLD_OUT;
  const taken = await reads.portionsTaken(
    cookId,
    limits.map((limit) => limit.dishId),
    window.from,
    window.to,
  );
  return soldOutDays(limits, taken, wanted, timeZone);
}

// Reads and writes cook schedules (cook_schedules, cook_days_off) and what the slots are counted
// from: the region's time zone, the dishes' cooking time and the cook's orders by delivery time.
// The reads take the orm or a transaction, so the checkout's re-check reads inside its own.
import { and, asc, eq, gte, inArray, isNotNull, lt, max, ne, sql } from 'drizzle-orm';
import type { CookScheduleFields } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { createDailyLimitReads } from './daily-limits.ts';
import { cookDaysOff, cookSchedules, cooks, dishes, mainCities, orders } from '../../db/schema.ts';

/** The orm or one of its transactions. */
export type ScheduleReadDb = Pick<Orm, 'select' | 'execute'>;

export type CookScheduleRow = typeof cookSchedules.$inferSelect;

/** A cook as the slots need it: the region's time zone as main_cities keeps it ('UTC+5'); delivery cost in kopecks. */
export interface ScheduledCook {
  id: number;
  timezone: string;
  deliveryCost: number;
}

/**
 * First key of the two-key advisory lock that serialises one cook's bookings (the second is the
 * cook's id). The two-key space is apart from the one-key locks elsewhere (auth limits, migrations).
 */
const COOK_BOOKINGS_LOCK = 8_140_001;

const cookColumns = { id: cooks.id, timezone: mainCities.timezone, deliveryCost: cooks.deliveryCost };

export function createSlotReads(db: ScheduleReadDb) {
  return {
    // dishLimits and portionsTaken: the dishes' daily portion limits.
    ...createDailyLimitReads(db),
    /** A cook taking orders (an active card) with its region's time zone. */
    async findActiveCook(cookId: number): Promise<ScheduledCook | undefined> {
      const [cook] = await db
        .select(cookColumns)
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .where(and(eq(cooks.id, cookId), eq(cooks.isActive, true)));
      return cook;
    },

    async findSchedule(cookId: number): Promise<CookScheduleRow | undefined> {
      const [row] = await db.select().from(cookSchedules).where(eq(cookSchedules.cookId, cookId));
      return row;
    },

    /** Days off on or after `from` (local dates), ascending; before `until` when given. */
    async listDaysOff(cookId: number, from: string, until?: string): Promise<string[]> {
      const rows = await db
        .select({ day: cookDaysOff.day })
        .from(cookDaysOff)
        .where(and(eq(cookDaysOff.cookId, cookId), gte(cookDaysOff.day, from), until ? lt(cookDaysOff.day, until) : undefined))
        .orderBy(asc(cookDaysOff.day));
      return rows.map((row) => row.day);
    },

    /** The longest cooking time among these dishes that are the cook's and shown; 0 when none is. */
    async longestCookingMinutes(cookId: number, dishIds: readonly number[]): Promise<number> {
      if (dishIds.length === 0) return 0;
      const [row] = await db
        .select({ minutes: max(dishes.cookingTime) })
        .from(dishes)
        .where(and(eq(dishes.cookId, cookId), eq(dishes.isHidden, false), inArray(dishes.id, [...dishIds])));
      return row?.minutes ?? 0;
    },

    /** deliver_from of the cook's orders not cancelled, within [from, to). */
    async deliveryStartsBetween(cookId: number, from: Date, to: Date): Promise<Date[]> {
      const rows = await db
        .select({ deliverFrom: orders.deliverFrom })
        .from(orders)
        .where(
          and(
            eq(orders.cookId, cookId),
            ne(orders.status, 'cancelled'),
            isNotNull(orders.deliverFrom),
            gte(orders.deliverFrom, from),
            lt(orders.deliverFrom, to),
          ),
        );
      return rows.flatMap((row) => (row.deliverFrom ? [row.deliverFrom] : []));
    },

    /**
     * Waits for, then holds until the transaction ends, the lock on the cook's bookings: two
     * checkouts of one cook count the day's orders one after the other, each seeing the order the
     * other committed. Outside a transaction it is released at once, so call it inside one.
     */
    async lockBookings(cookId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${COOK_BOOKINGS_LOCK}, ${cookId})`);
    },
  };
}

export function createScheduleRepository(orm: Orm) {
  return {
    ...createSlotReads(orm),

    /** The card the account runs (paused or not: a paused cook still plans their week). */
    async findCookOfUser(userId: number): Promise<ScheduledCook | undefined> {
      const [cook] = await orm.select(cookColumns).from(cooks).innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId)).where(eq(cooks.userId, userId));
      return cook;
    },

    async saveSchedule(cookId: number, fields: CookScheduleFields, now: Date): Promise<CookScheduleRow> {
      const values = {
        weeklyHours: fields.weeklyHours,
        leadMinutes: fields.leadMinutes,
        slotMinutes: fields.slotMinutes,
        ordersPerDay: fields.ordersPerDay,
        pickup: fields.pickup,
        delivery: fields.delivery,
        deliveryRadiusKm: fields.deliveryRadiusKm,
        // Left out of the request: kept as it was (a new row starts without a cut-off).
        ...(fields.cutoffTime === undefined ? {} : { cutoffTime: fields.cutoffTime }),
        updatedAt: now,
      };
      const [row] = await orm
        .insert(cookSchedules)
        .values({ cookId, ...values })
        .onConflictDoUpdate({ target: cookSchedules.cookId, set: values })
        .returning();
      if (!row) throw new Error('the schedule was just written');
      return row;
    },

    /** cooks.delivery_cost, kopecks: the cook page's 'Доставка' and what the checkout charges. */
    async saveDeliveryCost(cookId: number, deliveryCost: number): Promise<void> {
      await orm.update(cooks).set({ deliveryCost }).where(eq(cooks.id, cookId));
    },

    /** Replaces the days off on or after `from` with `dates` (all on or after it); earlier ones stay as they were. */
    async replaceDaysOff(cookId: number, from: string, dates: readonly string[]): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.delete(cookDaysOff).where(and(eq(cookDaysOff.cookId, cookId), gte(cookDaysOff.day, from)));
        if (dates.length > 0) await tx.insert(cookDaysOff).values(dates.map((day) => ({ cookId, day })));
      });
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
export type SlotReads = ReturnType<typeof createSlotReads>;

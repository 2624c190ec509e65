// Orders (shared/design/architecture.md 8) in the database: writing an order with its dishes
// (insertOrder, for the checkout), reading one or a page with the people behind it, moving the
// status only from the status it was read in (so two changes at once cannot both win) with its
// history row, the stale orders the sweep cancels, and what reviews ask: which completed order
// still waits for a review.
import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CookGender,
  DeliveryType,
  OrderActorRole,
  OrderAddress,
  OrderPreference,
  OrderStatus,
  PaymentType,
  WeeklyHours,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import {
  cookSchedules,
  cooks,
  mainCities,
  orderItems,
  orders,
  orderStatusHistory,
  paymentRefunds,
  payments,
  promoCodes,
  type REFUND_STATUSES,
  reviews,
  tastePreferences,
  users,
} from '../../db/schema.ts';

/** The orm or one of its transactions: the review's transaction reads through this too. */
export type OrdersDb = Pick<Orm, 'select'>;
/** The orm or a transaction (the checkout's, the payments module's): what writing orders needs. */
export type OrdersTx = Pick<Orm, 'select' | 'insert' | 'update' | 'delete'>;

export interface OrderRefundRow {
  orderId: number;
  status: (typeof REFUND_STATUSES)[number];
  /** Kopecks. */
  amount: number;
}

/** The status an order starts in: an online order waits for its payment, a pay-on-receipt one goes to the cook at once. */
export const initialStatusFor = (paymentType: PaymentType): OrderStatus => (paymentType === 'online' ? 'awaiting_payment' : 'new');

export interface NewOrderItem {
  dishId: number;
  /** Copies of the dish as it is ordered: name, price in kopecks, cooking minutes. */
  name: string;
  price: number;
  count: number;
  cookingTime: number;
}

/** Everything the checkout knows about the order; the status and the sums are worked out here. */
export interface NewOrder {
  customerId: number;
  cookId: number;
  /** The checkout's retry key: a second insert with the same key from the same customer fails on the unique index. */
  idempotencyKey: string | null;
  /** The hash of the checkout body the key came with (checkout/idempotency.ts); absent outside the checkout. */
  idempotencyBodyHash?: string | null;
  paymentType: PaymentType;
  deliveryType: DeliveryType;
  /** Required for a delivery, null for a pickup. */
  address: OrderAddress | null;
  deliverFrom: Date | null;
  deliverTo: Date | null;
  recipientName: string;
  recipientPhone: string;
  commentForCook: string;
  commentForDelivery: string;
  preferences: OrderPreference[];
  /** Kopecks. */
  deliveryCost: number;
  /** Kopecks off the dishes, from checkPromoCode; 0 without a promo code. */
  discount: number;
  promoCodeId: number | null;
  items: NewOrderItem[];
  now: Date;
}

/**
 * Writes the order, its dishes and the first history row (the customer created it) inside the
 * caller's transaction, and answers the order's id. dishes_sum is the lines' sum and total is
 * dishes_sum + delivery_cost − discount; an online order starts awaiting_payment, a
 * pay-on-receipt one new. The promo use is recorded by the caller (recordPromoUse) in the same transaction.
 */
export async function insertOrder(tx: OrdersTx, order: NewOrder): Promise<number> {
  if (order.items.length === 0) throw new Error('an order needs at least one dish');
  const dishesSum = order.items.reduce((sum, item) => sum + item.price * item.count, 0);
  const status = initialStatusFor(order.paymentType);
  const address = order.address;
  const [inserted] = await tx
    .insert(orders)
    .values({
      customerId: order.customerId,
      cookId: order.cookId,
      status,
      dishesSum,
      deliveryCost: order.deliveryCost,
      discount: order.discount,
      total: dishesSum + order.deliveryCost - order.discount,
      promoCodeId: order.promoCodeId,
      paymentType: order.paymentType,
      idempotencyKey: order.idempotencyKey,
      idempotencyBodyHash: order.idempotencyBodyHash ?? null,
      deliveryType: order.deliveryType,
      address: address?.address ?? null,
      apartment: address?.apartment ?? null,
      entrance: address?.entrance ?? null,
      floor: address?.floor ?? null,
      intercom: address?.intercom ?? null,
      addressComment: address?.comment ?? null,
      lat: address?.lat ?? null,
      lon: address?.lon ?? null,
      deliverFrom: order.deliverFrom,
      deliverTo: order.deliverTo,
      recipientName: order.recipientName,
      recipientPhone: order.recipientPhone,
      commentForCook: order.commentForCook,
      commentForDelivery: order.commentForDelivery,
      preferences: order.preferences,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning({ id: orders.id });
  if (!inserted) throw new Error('the order was just inserted');
  await tx.insert(orderItems).values(order.items.map((item) => ({ orderId: inserted.id, ...item })));
  await tx.insert(orderStatusHistory).values({
    orderId: inserted.id,
    fromStatus: null,
    toStatus: status,
    actorUserId: order.customerId,
    actorRole: 'customer',
    createdAt: order.now,
  });
  return inserted.id;
}

const customer = alias(users, 'customer');
const cookAccount = alias(users, 'cook_account');

/** One order with the people behind it: the cook card and its account, the customer, the promo code. */
const orderRecordColumns = {
  order: orders,
  cookName: cooks.name,
  cookAvatar: cooks.avatar,
  cookGender: cooks.gender,
  cookAddress: cooks.address,
  cookWeeklyHours: cookSchedules.weeklyHours,
  cookUserId: cooks.userId,
  cookPhone: cookAccount.phone,
  cookTimeZone: mainCities.timezone,
  customerName: customer.name,
  customerPhone: customer.phone,
  promoCode: promoCodes.code,
};

export type OrderRecord = {
  order: typeof orders.$inferSelect;
  cookName: string;
  cookAvatar: (typeof cooks.$inferSelect)['avatar'];
  cookGender: CookGender | null;
  /** Where a pickup order is collected. */
  cookAddress: string;
  /** The cook's saved weekly hours; null: the cook works to the default schedule. */
  cookWeeklyHours: WeeklyHours | null;
  cookUserId: number | null;
  cookPhone: string | null;
  /** The cook's region's zone ('UTC+5'): the order's times are shown in it. */
  cookTimeZone: string;
  customerName: string;
  customerPhone: string;
  promoCode: string | null;
};

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** Whose orders a page lists: the customer's own, or the sales of a cook card. */
export type OrderListOwner = { customerId: number } | { cookId: number };

/** The cook's sales, like the customer's orders: the newest placed first (the number only breaks a tie). */
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** What a status change writes besides the status: the time it marks and, for a cancellation, who and why. */
export interface StatusChangeFields {
  paidAt?: Date;
  acceptedAt?: Date;
  completedAt?: Date;
  cancelledBy?: OrderActorRole;
  orderCancelReason?: string | null;
  exactlyOrderCancelReason?: string | null;
}

export interface StatusChangeWrite {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  actorRole: OrderActorRole;
  actorUserId: number | null;
  fields: StatusChangeFields;
  now: Date;
}

export function createOrdersRepository(db: OrdersDb) {
  return {
    /** The customer's oldest completed order from the cook that has no review yet; undefined when none. */
    async findOrderAwaitingReview(customerId: number, cookId: number): Promise<{ id: number } | undefined> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.cookId, cookId),
            eq(orders.status, 'completed'),
            sql`not exists (select 1 from ${reviews} where ${reviews.orderId} = ${orders.id})`,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(1);
      return order;
    },

    /** The order a retried checkout already made with this key, if any. */
    async findOrderByIdempotencyKey(customerId: number, key: string): Promise<{ id: number; status: OrderStatus; bodyHash: string | null } | undefined> {
      const [order] = await db
        .select({ id: orders.id, status: orders.status, bodyHash: orders.idempotencyBodyHash })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
      return order;
    },

    /** The catalogue's taste preferences named by these slugs, as an order keeps them (unknown slugs are left out). */
    async findTastePreferences(slugs: string[]): Promise<OrderPreference[]> {
      if (slugs.length === 0) return [];
      return db
        .select({ slug: tastePreferences.slug, title: tastePreferences.title })
        .from(tastePreferences)
        .where(inArray(tastePreferences.slug, slugs))
        .orderBy(asc(tastePreferences.sortOrder), asc(tastePreferences.id));
    },

    /** The cook card an account runs, if any. */
    async findCookIdOfUser(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: cooks.id }).from(cooks).where(eq(cooks.userId, userId));
      return row?.id;
    },

    async findOrderRecord(orderId: number): Promise<OrderRecord | undefined> {
      const [row] = await db
        .select(orderRecordColumns)
        .from(orders)
        .innerJoin(cooks, eq(cooks.id, orders.cookId))
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .innerJoin(customer, eq(customer.id, orders.customerId))
        .leftJoin(cookAccount, eq(cookAccount.id, cooks.userId))
        .leftJoin(cookSchedules, eq(cookSchedules.cookId, cooks.id))
        .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * A page of the owner's orders, newest first; a cook's without the orders still waiting for their payment (the cook has nothing to do with them yet).
     */
    async listOrderRecords(owner: OrderListOwner, page: number, perPage: number): Promise<{ records: OrderRecord[]; total: number }> {
      const where: SQL | undefined =
        'customerId' in owner ? eq(orders.customerId, owner.customerId) : and(eq(orders.cookId, owner.cookId), sql`${orders.status} <> 'awaiting_payment'`);
      const [counted] = await db.select({ total: count() }).from(orders).where(where);
      const records = await db
        .select(orderRecordColumns)
        .from(orders)
        .innerJoin(cooks, eq(cooks.id, orders.cookId))
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .innerJoin(customer, eq(customer.id, orders.customerId))
        .leftJoin(cookAccount, eq(cookAccount.id, cooks.userId))
        .leftJoin(cookSchedules, eq(cookSchedules.cookId, cooks.id))
        .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { records, total: counted?.total ?? 0 };
    },

    async listItems(orderIds: number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },

    /** The refunds of the orders' payments (at most one per payment; an order refunds only its succeeded payment). */
    async listRefunds(orderIds: number[]): Promise<OrderRefundRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({ orderId: payments.orderId, status: paymentRefunds.status, amount: paymentRefunds.amount })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(paymentRefunds.id));
    },

    /** Oldest first. */
    async listHistory(orderIds: number[]): Promise<OrderHistoryRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, orderIds))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },

    /**
     * Orders the sweep cancels at `now`: unpaid for `paymentTimeoutMs` since they were placed,
     * or new and not accepted for `acceptTimeoutMs` since they became new (paid, or placed to be
     * paid on receipt) or by the start of their slot, whichever comes first.
     */
    async findStaleOrders(now: Date, limits: { paymentTimeoutMs: number; acceptTimeoutMs: number; batch: number }) {
      const unpaidSince = new Date(now.getTime() - limits.paymentTimeoutMs);
      const newSince = new Date(now.getTime() - limits.acceptTimeoutMs);
      return db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(
          or(
            and(eq(orders.status, 'awaiting_payment'), lte(orders.createdAt, unpaidSince)),
            and(eq(orders.status, 'new'), or(sql`coalesce(${orders.paidAt}, ${orders.createdAt}) <= ${newSince}`, lte(orders.deliverFrom, now))),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limits.batch);
    },
  };
}

/**
 * Moves the order from `from` to `to` only if it is still in `from` (a concurrent change that
 * came first makes this a no-op: undefined), and writes the history row; inside the caller's
 * transaction. Answers what the notifications and the refund need.
 */
export async function writeStatusChange(tx: OrdersTx, change: StatusChangeWrite) {
  const [updated] = await tx
    .update(orders)
    .set({ status: change.to, updatedAt: change.now, ...change.fields })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
    .returning({ id: orders.id, deliveryType: orders.deliveryType, paidAt: orders.paidAt });
  if (!updated) return undefined;
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actorUserId: change.actorUserId,
    actorRole: change.actorRole,
    orderCancelReason: change.fields.orderCancelReason ?? null,
    exactlyOrderCancelReason: change.fields.exactlyOrderCancelReason ?? null,
    createdAt: change.now,
  });
  return updated;
}

/** Where an order stands for a payment arriving or failing. */
export async function findPaymentState(db: OrdersDb, orderId: number): Promise<{ status: OrderStatus; paidAt: Date | null } | undefined> {
  const [row] = await db.select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  return row;
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

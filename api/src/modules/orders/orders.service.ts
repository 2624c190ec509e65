// Orders for both sides (docs/decisions.md, 'Orders'): the customer's list, the cook's sales, one order for
// either party only, and status changes checked against the transition table, applied from the
// status they were read in (a change that came first wins; the later one is told the order moved),
// written to the history, refunded when a paid order is cancelled, and announced to the other side
// after the commit. Payments and the stale-order sweep change statuses here as the system.
import {
  cancelReasonProblem,
  DEFAULT_COOK_SCHEDULE,
  DELIVERY_TYPE_LABELS,
  ORDER_ACCEPT_TIMEOUT_MINUTES,
  ORDER_CANCEL_REASON_LABELS,
  ORDER_CHANGED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PARTY_ROLES,
  ORDER_PAYMENT_TIMEOUT_MINUTES,
  ORDER_STATUS_LABELS,
  orderActionUnavailableMessage,
  PAYMENT_TYPE_LABELS,
  type Order,
  type OrderAction,
  type OrderActorRole,
  type OrderCancelReasonCode,
  type OrderList,
  type OrderListQuery,
  type OrderPartyRole,
  type OrderPickup,
  type OrderStatus,
  type OrderStatusChangeRequest,
  maskPhone,
  ownNameOf,
  UNNAMED_PERSON_NAME,
  type OrderRefund,
  type OrderRefundState,
  ORDER_REFUND_STATE_LABELS,
  REFUND_FAILED_TEXT,
  REFUND_ISSUED_TEXT,
  REFUND_PERIOD_TEXT,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import { releasePromoUse } from '../promo/index.ts';
import { type PayoutRates, recordCompletedOrderPayout } from '../payouts/index.ts';
import type { OrderChange, OrderNotifier } from './order-notifications.ts';
import { actionsFor, findTransition } from './order-transitions.ts';
import { localDateOf, regionTimeZone, weekdayOf } from '../schedule/index.ts';
import {
  createOrdersRepository,
  findPaymentState,
  writeStatusChange,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderListOwner,
  type OrderRecord,
  type OrderRefundRow,
  type OrdersTx,
  type StatusChangeFields,
} from './orders.repository.ts';

/**
 * The payments module's refund: called inside the transaction that cancels an order whose payment
 * had succeeded, exactly once per order. Record the refund there; call the provider after the commit.
 * Throwing rolls the cancellation back.
 */
export type RefundOrderPort = (orderId: number, tx: OrdersTx) => Promise<void>;
export const noRefund: RefundOrderPort = async () => undefined;

const MINUTE_MS = 60_000;

type PaymentState = Awaited<ReturnType<typeof findPaymentState>>;
/** A conditional update that lost while a re-read still shows the old status: only a snapshot-isolated caller transaction sees that. */
const unsettled = (orderId: number): never => {
  throw new Error(`order ${orderId} changed concurrently and still reads awaiting_payment: run payments in a READ COMMITTED transaction`);
};
/** How many stale orders one sweep takes; the next sweep takes the rest. */
const STALE_SWEEP_BATCH = 100;

/** What became of a payment the payments module reports (markOrderPaid). */
export type MarkPaidOutcome =
  /** awaiting_payment → new now; `change` is to be announced after the caller's commit. */
  | { outcome: 'paid'; change: OrderChange }
  /** Marked before: a repeated notification. */
  | { outcome: 'already_paid' }
  /** Cancelled before the money came (e.g. the payment timed out): refund the payment. */
  | { outcome: 'cancelled' }
  /** Not an order waiting for an online payment (pay on receipt). */
  | { outcome: 'not_awaiting_payment' }
  | { outcome: 'not_found' };

/** What became of an unpaid order the payments module reports as failed (cancelUnpaidOrder). */
export type CancelUnpaidOutcome =
  | { outcome: 'cancelled'; change: OrderChange }
  | { outcome: 'already_cancelled' }
  /** It is paid (or pay-on-receipt) and goes on: nothing cancelled. */
  | { outcome: 'not_awaiting_payment' }
  | { outcome: 'not_found' };

interface Transition {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  actorRole: OrderActorRole;
  actorUserId: number | null;
  orderCancelReason?: string | null;
  exactlyOrderCancelReason?: string | null;
}

export interface OrdersServiceDeps {
  orm: Orm;
  notifier: OrderNotifier;
  refundOrder: RefundOrderPort;
  /** The configured commission and fee a completed order's payout is worked out with. */
  payoutRates: PayoutRates;
  now: () => Date;
}

/** The sides the user is on in this order (both when a cook ordered from their own card). */
const sidesOf = (record: OrderRecord, userId: number): OrderPartyRole[] =>
  ORDER_PARTY_ROLES.filter((side) => (side === 'customer' ? record.order.customerId === userId : record.cookUserId === userId));

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const reasonLabel = (code: string | null) => (code ? (ORDER_CANCEL_REASON_LABELS[code as OrderCancelReasonCode] ?? null) : null);

/**
 * Where and when a pickup order is collected: the cook's address, and the cook's hours on the
 * slot's local day (saved hours, else the default schedule's). Null for a delivery.
 */
function pickupOf(record: OrderRecord): OrderPickup | null {
  const { order } = record;
  if (order.deliveryType !== 'pickup') return null;
  let hours: OrderPickup['hours'] = null;
  if (order.deliverFrom) {
    const weekday = weekdayOf(localDateOf(order.deliverFrom, regionTimeZone(record.cookTimeZone)));
    const day = (record.cookWeeklyHours ?? DEFAULT_COOK_SCHEDULE.weeklyHours)[weekday];
    hours = day ? { from: day.from, to: day.to } : null;
  }
  return { address: record.cookAddress, hours };
}

/** YooKassa's refund statuses as the customer reads them: on its way, done, or not through (support steps in). */
const REFUND_STATE_OF: Readonly<Record<OrderRefundRow['status'], OrderRefundState>> = {
  creating: 'pending',
  pending: 'pending',
  succeeded: 'succeeded',
  canceled: 'failed',
  rejected: 'failed',
};

function refundView(row: OrderRefundRow | undefined): OrderRefund | null {
  if (!row) return null;
  const state = REFUND_STATE_OF[row.status];
  return {
    state,
    stateLabel: ORDER_REFUND_STATE_LABELS[state],
    amount: row.amount,
    title: REFUND_ISSUED_TEXT,
    note: state === 'failed' ? REFUND_FAILED_TEXT : REFUND_PERIOD_TEXT,
  };
}

function toOrder(record: OrderRecord, items: OrderItemRow[], history: OrderHistoryRow[], sides: OrderPartyRole[], refund: OrderRefundRow | undefined): Order {
  const { order } = record;
  const actions = new Map<OrderStatus, OrderAction>();
  for (const side of sides) for (const action of actionsFor(order, side)) if (!actions.has(action.status)) actions.set(action.status, action);
  const viewerRole = sides[0] ?? 'customer';
  return {
    id: order.id,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    viewerRole,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paidAt: iso(order.paidAt),
    acceptedAt: iso(order.acceptedAt),
    completedAt: iso(order.completedAt),
    cook: { id: order.cookId, name: record.cookName, avatar: record.cookAvatar ?? null, gender: record.cookGender ?? null },
    timeZone: record.cookTimeZone,
    // The cook knows the customer by name (their own, else the one given for this order) and calls
    // the phone given for the order; the account's phone is support's business only.
    customer: sides.includes('cook')
      ? {
          name: ownNameOf({ name: record.customerName, phone: record.customerPhone }) ?? (order.recipientName.trim() || UNNAMED_PERSON_NAME),
          phone: maskPhone(record.customerPhone),
        }
      : null,
    items: items.map((item) => ({
      dishId: item.dishId,
      name: item.name,
      price: item.price,
      count: item.count,
      sum: item.price * item.count,
      cookingTime: item.cookingTime,
    })),
    dishesSum: order.dishesSum,
    deliveryCost: order.deliveryCost,
    discount: order.discount,
    total: order.total,
    promoCode: record.promoCode,
    deliveryType: order.deliveryType,
    deliveryTypeLabel: DELIVERY_TYPE_LABELS[order.deliveryType],
    address:
      order.address === null
        ? null
        : {
            address: order.address,
            apartment: order.apartment ?? '',
            entrance: order.entrance ?? '',
            floor: order.floor ?? '',
            intercom: order.intercom ?? '',
            comment: order.addressComment ?? '',
            lat: order.lat,
            lon: order.lon,
          },
    pickup: pickupOf(record),
    deliverFrom: iso(order.deliverFrom),
    deliverTo: iso(order.deliverTo),
    recipientName: order.recipientName,
    recipientPhone: order.recipientPhone,
    commentForCook: order.commentForCook,
    commentForDelivery: order.commentForDelivery,
    preferences: order.preferences,
    paymentType: order.paymentType,
    paymentTypeLabel: PAYMENT_TYPE_LABELS[order.paymentType],
    cancelledBy: order.cancelledBy,
    orderCancelReason: order.orderCancelReason,
    orderCancelReasonLabel: reasonLabel(order.orderCancelReason),
    exactlyOrderCancelReason: order.exactlyOrderCancelReason,
    refund: refundView(refund),
    history: history.map((row) => ({
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      toStatusLabel: ORDER_STATUS_LABELS[row.toStatus],
      actorRole: row.actorRole,
      at: row.createdAt.toISOString(),
      orderCancelReason: row.orderCancelReason,
      orderCancelReasonLabel: reasonLabel(row.orderCancelReason),
      exactlyOrderCancelReason: row.exactlyOrderCancelReason,
    })),
    actions: [...actions.values()],
  };
}

/** The fields a status change writes besides the status itself. */
function fieldsFor(transition: Transition, now: Date): StatusChangeFields {
  switch (transition.to) {
    case 'new':
      return transition.from === 'awaiting_payment' ? { paidAt: now } : {};
    case 'accepted':
      return { acceptedAt: now };
    case 'completed':
      return { completedAt: now };
    case 'cancelled':
      return {
        cancelledBy: transition.actorRole,
        orderCancelReason: transition.orderCancelReason ?? null,
        exactlyOrderCancelReason: transition.exactlyOrderCancelReason ?? null,
      };
    default:
      return {};
  }
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { orm, notifier, refundOrder, payoutRates, now } = deps;
  const repository = createOrdersRepository(orm);

  /**
   * Applies the transition inside `tx` if the order is still in `from`; undefined when another
   * change came first. A cancellation gives the promo code back and refunds a paid order.
   */
  const apply = async (tx: OrdersTx, transition: Transition): Promise<OrderChange | undefined> => {
    const at = now();
    const fields = fieldsFor(transition, at);
    const written = await writeStatusChange(tx, { ...transition, fields, now: at });
    if (!written) return undefined;
    // The cook's payout commits with the completion, once (docs/decisions.md 'Payouts').
    if (transition.to === 'completed') await recordCompletedOrderPayout(tx, transition.orderId, payoutRates);
    if (transition.to === 'cancelled') {
      await releasePromoUse(tx, transition.orderId);
      if (written.paidAt) await refundOrder(transition.orderId, tx);
    }
    return {
      orderId: transition.orderId,
      from: transition.from,
      to: transition.to,
      actorRole: transition.actorRole,
      deliveryType: written.deliveryType,
      orderCancelReason: fields.orderCancelReason ?? null,
      exactlyOrderCancelReason: fields.exactlyOrderCancelReason ?? null,
      paid: written.paidAt !== null,
    };
  };

  const present = async (records: OrderRecord[], userId: number): Promise<Order[]> => {
    const ids = records.map((record) => record.order.id);
    const [items, history, refunds] = await Promise.all([repository.listItems(ids), repository.listHistory(ids), repository.listRefunds(ids)]);
    return records.map((record) =>
      toOrder(
        record,
        items.filter((item) => item.orderId === record.order.id),
        history.filter((row) => row.orderId === record.order.id),
        sidesOf(record, userId),
        refunds.findLast((row) => row.orderId === record.order.id),
      ),
    );
  };

  /** The order for one of its parties; anyone else gets the same 404 as for an order that does not exist. */
  const recordFor = async (userId: number, orderId: number) => {
    const record = await repository.findOrderRecord(orderId);
    const sides = record ? sidesOf(record, userId) : [];
    if (!record || sides.length === 0) throw new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE });
    return { record, sides };
  };

  const getOrder = async (userId: number, orderId: number): Promise<Order> => {
    const { record } = await recordFor(userId, orderId);
    const [order] = await present([record], userId);
    if (!order) throw new Error('the order was just read');
    return order;
  };

  const page = async (owner: OrderListOwner, userId: number, query: OrderListQuery): Promise<OrderList> => {
    const { records, total } = await repository.listOrderRecords(owner, query.page, query.perPage);
    return {
      items: await present(records, userId),
      pagination: { page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) },
    };
  };

  /** Runs `work` in the caller's transaction, or in one of its own announcing the change after the commit. */
  const inTransaction = async <T extends { change?: OrderChange }>(tx: OrdersTx | undefined, work: (tx: OrdersTx) => Promise<T>): Promise<T> => {
    if (tx) return work(tx);
    const result = await orm.transaction((own) => work(own));
    if (result.change) notifier.announce(result.change);
    return result;
  };

  return {
    /** The customer's own orders, newest first. */
    async listCustomerOrders(userId: number, query: OrderListQuery): Promise<OrderList> {
      return page({ customerId: userId }, userId, query);
    },

    /** The sales of the cook card the user runs (none: an empty page). */
    async listCookSales(userId: number, query: OrderListQuery): Promise<OrderList> {
      const cookId = await repository.findCookIdOfUser(userId);
      if (cookId === undefined) return { items: [], pagination: { page: query.page, perPage: query.perPage, total: 0, lastPage: 1 } };
      return page({ cookId }, userId, query);
    },

    getOrder,

    /**
     * A party moves the order: the table must allow it from the status it is in now (a 400
     * 'conflict' otherwise), a cancellation needs a reason of the caller's side, and the change
     * is applied only from that status (a change that came first makes this a 'conflict').
     */
    async changeStatus(userId: number, orderId: number, body: OrderStatusChangeRequest): Promise<Order> {
      const { record, sides } = await recordFor(userId, orderId);
      const from = record.order.status;
      const allowed = sides.map((side) => ({ side, rule: findTransition(record.order, side, body.status) })).find((candidate) => candidate.rule !== undefined);
      if (!allowed) throw new ApiError('conflict', { message: orderActionUnavailableMessage(from) });
      const cancelling = allowed.rule?.requiresReason === true;
      if (cancelling) {
        const problem = cancelReasonProblem(allowed.side, body.orderCancelReason, body.exactlyOrderCancelReason);
        if (problem) throw new ApiError('validation', { errors: [problem] });
      }
      const change = await orm.transaction((tx) =>
        apply(tx, {
          orderId,
          from,
          to: body.status,
          actorRole: allowed.side,
          actorUserId: userId,
          orderCancelReason: cancelling ? body.orderCancelReason : null,
          exactlyOrderCancelReason: cancelling ? body.exactlyOrderCancelReason?.trim() || null : null,
        }),
      );
      if (!change) throw new ApiError('conflict', { message: ORDER_CHANGED_MESSAGE });
      notifier.announce(change);
      return getOrder(userId, orderId);
    },

    /**
     * The payment succeeded: awaiting_payment → new, once however often it is reported. In the
     * caller's transaction when given (then announce `change` after the commit), else in its own.
     */
    async markOrderPaid(orderId: number, tx?: OrdersTx): Promise<MarkPaidOutcome> {
      const settledOutcome = (state: PaymentState): MarkPaidOutcome | undefined => {
        if (!state) return { outcome: 'not_found' };
        if (state.paidAt) return { outcome: 'already_paid' };
        if (state.status === 'cancelled') return { outcome: 'cancelled' };
        if (state.status !== 'awaiting_payment') return { outcome: 'not_awaiting_payment' };
        return undefined;
      };
      return inTransaction<MarkPaidOutcome & { change?: OrderChange }>(tx, async (db) => {
        const before = settledOutcome(await findPaymentState(db, orderId));
        if (before) return before;
        const change = await apply(db, { orderId, from: 'awaiting_payment', to: 'new', actorRole: 'system', actorUserId: null });
        if (change) return { outcome: 'paid', change };
        // Another change came first (a repeated notification, the timeout): say which.
        return settledOutcome(await findPaymentState(db, orderId)) ?? unsettled(orderId);
      });
    },

    /** The payment failed or was cancelled: awaiting_payment → cancelled ('Заказ не оплачен'), once. Transactions as markOrderPaid. */
    async cancelUnpaidOrder(orderId: number, tx?: OrdersTx): Promise<CancelUnpaidOutcome> {
      const settledOutcome = (state: PaymentState): CancelUnpaidOutcome | undefined => {
        if (!state) return { outcome: 'not_found' };
        if (state.status === 'cancelled') return { outcome: 'already_cancelled' };
        if (state.status !== 'awaiting_payment') return { outcome: 'not_awaiting_payment' };
        return undefined;
      };
      return inTransaction<CancelUnpaidOutcome & { change?: OrderChange }>(tx, async (db) => {
        const before = settledOutcome(await findPaymentState(db, orderId));
        if (before) return before;
        const change = await apply(db, {
          orderId,
          from: 'awaiting_payment',
          to: 'cancelled',
          actorRole: 'system',
          actorUserId: null,
          orderCancelReason: 'not_paid',
        });
        if (change) return { outcome: 'cancelled', change };
        return settledOutcome(await findPaymentState(db, orderId)) ?? unsettled(orderId);
      });
    },

    /** Tells the other side about a change committed in a caller's transaction (markOrderPaid, cancelUnpaidOrder with `tx`). */
    announce(change: OrderChange): void {
      notifier.announce(change);
    },

    /** Tells the customer that a payment which came after the order's cancellation is being refunded (markOrderPaid's 'cancelled'). */
    announceLatePaymentRefund(orderId: number): void {
      notifier.announceLatePaymentRefund(orderId);
    },

    /** After the checkout's commit: a pay-on-receipt order is new at once, and its cook is told. */
    async announceOrderCreated(orderId: number): Promise<void> {
      const record = await repository.findOrderRecord(orderId);
      if (!record || record.order.status !== 'new') return;
      notifier.announce({
        orderId,
        from: null,
        to: 'new',
        actorRole: 'customer',
        deliveryType: record.order.deliveryType,
        orderCancelReason: null,
        exactlyOrderCancelReason: null,
        paid: false,
      });
    },

    /**
     * Cancels, as the system, the orders left waiting too long at `at` (ORDER_PAYMENT_TIMEOUT_MINUTES
     * unpaid: 'Заказ не оплачен'; ORDER_ACCEPT_TIMEOUT_MINUTES or the slot's start without the cook
     * accepting: 'Повар не подтвердил заказ', refunded when paid). Each order in its own
     * transaction, only from the status it was found in; answers the ids cancelled.
     */
    async cancelStaleOrders(at: Date = now()): Promise<number[]> {
      const stale = await repository.findStaleOrders(at, {
        paymentTimeoutMs: ORDER_PAYMENT_TIMEOUT_MINUTES * MINUTE_MS,
        acceptTimeoutMs: ORDER_ACCEPT_TIMEOUT_MINUTES * MINUTE_MS,
        batch: STALE_SWEEP_BATCH,
      });
      const cancelled: number[] = [];
      for (const order of stale) {
        const change = await orm.transaction((tx) =>
          apply(tx, {
            orderId: order.id,
            from: order.status,
            to: 'cancelled',
            actorRole: 'system',
            actorUserId: null,
            orderCancelReason: order.status === 'awaiting_payment' ? 'not_paid' : 'not_accepted',
          }),
        );
        if (!change) continue;
        cancelled.push(order.id);
        notifier.announce(change);
      }
      return cancelled;
    },

    /** Resolves when every notification announced so far has been sent. */
    notificationsSettled: () => notifier.settled(),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

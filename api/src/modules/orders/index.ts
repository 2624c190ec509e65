// Orders module: what app.ts and other modules use: the service over the database with the
// configured push and SMS senders (the payments module calls markOrderPaid / cancelUnpaidOrder and
// passes its refund port), insertOrder for the checkout, and the stale-order sweep.
import type { Orm } from '../../db/client.ts';
import { createBackgroundWork } from '../../plugins/background-work.ts';
import { devicesServiceFor } from '../devices/index.ts';
import { createOutboxRepository, createSmsSender, type SmsConfig } from '../notifications/index.ts';
import { createOrderNotifier, type OrderNotifierDeps } from './order-notifications.ts';
import { createOrdersRepository } from './orders.repository.ts';
import type { PayoutRates } from '../payouts/index.ts';
import { createOrdersService, noRefund, type OrdersService, type RefundOrderPort } from './orders.service.ts';

export { insertOrder, initialStatusFor, createOrdersRepository, type NewOrder, type NewOrderItem, type OrdersTx } from './orders.repository.ts';
export { type OrderChange } from './order-notifications.ts';
export { noRefund, type CancelUnpaidOutcome, type MarkPaidOutcome, type OrdersService, type RefundOrderPort } from './orders.service.ts';
export { default as ordersRoutes } from './orders.routes.ts';

export interface OrdersModuleOptions {
  now: () => Date;
  sms: SmsConfig;
  /** The rates a completed order's payout is worked out with (PAYOUT_*_PERCENT). */
  payoutRates: PayoutRates;
  log: { warn(details: object | string, message?: string): void; error(details: object, message: string): void };
  /** The payments module's refund; until it exists, cancelling a paid order refunds nothing. */
  refundOrder?: RefundOrderPort;
  /** Pushes every status change to both sides' open tabs (app.realtime); none without it. */
  realtime?: OrderNotifierDeps['realtime'];
}

/** The orders service over the database: notifications go to the users' devices and by the configured SMS sender. */
export function ordersServiceFor(orm: Orm, options: OrdersModuleOptions): OrdersService {
  const { now, log } = options;
  const repository = createOrdersRepository(orm);
  const devices = devicesServiceFor(orm, now);
  const notifier = createOrderNotifier({
    async contactsOf(orderId) {
      const record = await repository.findOrderRecord(orderId);
      if (!record) return undefined;
      return {
        customer: { userId: record.order.customerId, phone: record.customerPhone },
        cook: record.cookUserId !== null && record.cookPhone !== null ? { userId: record.cookUserId, phone: record.cookPhone } : null,
      };
    },
    pushToUser: devices.pushToUser,
    sms: createSmsSender(options.sms, { outbox: createOutboxRepository(orm), now, log: { warn: (details, message) => log.warn(details, message) } }),
    work: createBackgroundWork({ warn: (message) => log.warn(message), error: (details, message) => log.error(details, message) }),
    log: { warn: (details, message) => log.warn(details, message) },
    realtime: options.realtime,
  });
  return createOrdersService({ orm, notifier, refundOrder: options.refundOrder ?? noRefund, payoutRates: options.payoutRates, now });
}

/** How often the server cancels stale orders by default (ORDER_SWEEP_INTERVAL_MS, config.ts; 0 turns it off). */
export const STALE_ORDER_SWEEP_MS = 60_000;

/**
 * Runs cancelStaleOrders every `everyMs` on an unref'd timer (it never keeps the process alive),
 * one sweep at a time; the returned stop clears it and waits for a sweep under way.
 */
export function startStaleOrderSweep(orders: Pick<OrdersService, 'cancelStaleOrders'>, everyMs: number, log: { error(details: object, message: string): void }): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = orders
      .cancelStaleOrders()
      .catch((error: unknown) => log.error({ err: error }, 'stale order sweep failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

// The orders module as a plugin: its service as `app.orders` (its routes, the chat's order cards,
// the checkout), and its reaction to a payment's success, added to app.payments so that the
// payments module never imports this one. Registered without encapsulation so later plugins see app.orders.
import fp from 'fastify-plugin';
import type { Orm } from '../../db/client.ts';
import { createBackgroundWork } from '../../plugins/background-work.ts';
import { devicesServiceFor } from '../devices/index.ts';
import { createOutboxRepository, createSmsSender, type SmsConfig } from '../notifications/index.ts';
import type { PaymentReaction } from '../payments/index.ts';
import type { PayoutRates } from '../payouts/index.ts';
import { createOrderNotifier, type OrderNotifierDeps } from './order-notifications.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService, noRefund, type OrdersService, type RefundOrderPort } from './orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders for both sides, markOrderPaid / cancelUnpaidOrder, announceOrderCreated, cancelStaleOrders (orders.service.ts). */
    orders: OrdersService;
  }
}

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

export interface OrdersPluginOptions {
  now: () => Date;
  sms: SmsConfig;
  payoutRates: PayoutRates;
  /** Stands in (tests) for the payments module's refund of a paid order that gets cancelled (app.payments.recordRefund). */
  refundOrder?: RefundOrderPort;
}

/**
 * A payment's success moves its order to paid inside the payment's transaction; the other side
 * hears of it once that has committed.
 */
function paidOrderReaction(orders: OrdersService, refundPayment: (orderId: number) => Promise<unknown>): PaymentReaction {
  return async (orderId, tx) => {
    const result = await orders.markOrderPaid(orderId, tx);
    if (result.outcome === 'paid') return () => orders.announce(result.change);
    // Paid after the order was cancelled (it waited too long, or the customer cancelled in another
    // tab): the money goes back, and the customer is told. The refund is recorded before YooKassa
    // is asked, and a refund YooKassa did not answer goes out on the next sweep: tell them either way.
    if (result.outcome === 'cancelled') {
      return async () => {
        try {
          await refundPayment(orderId);
        } finally {
          orders.announceLatePaymentRefund(orderId);
        }
      };
    }
  };
}

export const ordersPlugin = fp<OrdersPluginOptions>(
  async function ordersPlugin(app, { now, sms, payoutRates, refundOrder }) {
    const orders = ordersServiceFor(app.db.orm, {
      now,
      sms,
      payoutRates,
      log: app.log,
      realtime: app.realtime,
      // Recorded in the cancelling transaction; YooKassa is asked once that has committed.
      refundOrder: refundOrder ?? ((orderId, tx) => app.payments.recordRefund(orderId, tx)),
    });
    app.decorate('orders', orders);
    app.payments.onPaymentSucceeded(paidOrderReaction(orders, (orderId) => app.payments.refundPayment(orderId)));
    // No reaction to a refused or expired payment: it leaves the order waiting, and the customer may
    // pay again until the unpaid-order timeout cancels it (ORDER_PAYMENT_TIMEOUT_MINUTES).

    // Notices queued by the last answers go out before the server stops.
    app.addHook('onClose', () => orders.notificationsSettled());
  },
  { name: 'api-orders', dependencies: ['api-db', 'api-realtime', 'api-payments'] },
);

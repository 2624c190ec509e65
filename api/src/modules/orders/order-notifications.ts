// Telling the other side of an order what just happened to it: the texts (pure, per status
// change) and their delivery through the push and SMS ports after the change is committed,
// one at a time in the background so an answer never waits for a provider.
import {
  ORDER_CANCEL_REASON_LABELS,
  OTHER_CANCEL_REASON,
  type DeliveryType,
  type OrderActorRole,
  type OrderCancelReasonCode,
  type OrderPartyRole,
  type OrderStatus,
  REFUND_ISSUED_TEXT,
  REFUND_PERIOD_TEXT,
} from '@povar/shared-kit/contracts';
import type { BackgroundWork } from '../../plugins/background-work.ts';
import type { SmsSender } from '../notifications/index.ts';
import type { RealtimeHub } from '../../realtime/types.ts';

/** A status change that has been committed (from null: the order was just placed). */
export interface OrderChange {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actorRole: OrderActorRole;
  deliveryType: DeliveryType;
  orderCancelReason: string | null;
  exactlyOrderCancelReason: string | null;
  /** The order had been paid online: a cancellation refunds it. */
  paid: boolean;
}

export interface OrderNotice {
  to: OrderPartyRole;
  text: string;
  /** Sent by SMS as well as push: the cook must react to a new order; a cancellation must not go unnoticed. */
  urgent: boolean;
}

const REFUND_NOTE = ` ${REFUND_ISSUED_TEXT}. ${REFUND_PERIOD_TEXT}.`;

function reasonText(change: OrderChange): string {
  if (change.orderCancelReason === OTHER_CANCEL_REASON && change.exactlyOrderCancelReason) return change.exactlyOrderCancelReason;
  return ORDER_CANCEL_REASON_LABELS[change.orderCancelReason as OrderCancelReasonCode] ?? '';
}

function cancellationNotices(change: OrderChange, number: string): OrderNotice[] {
  const refund = change.paid ? REFUND_NOTE : '';
  switch (change.actorRole) {
    case 'customer': {
      // An unpaid order never reached the cook: nothing to tell them. A paid one is refunded, and
      // the customer hears about their money once, here (push, or SMS without a device).
      const toCook: OrderNotice[] = change.from === 'awaiting_payment' ? [] : [{ to: 'cook', text: `${number}: покупатель отменил заказ`, urgent: true }];
      return change.paid ? [...toCook, { to: 'customer', text: `${number} отменён.${REFUND_NOTE}`, urgent: false }] : toCook;
    }
    case 'cook': {
      const what = change.from === 'new' ? 'повар отклонил заказ' : 'повар отменил заказ';
      const reason = reasonText(change);
      return [{ to: 'customer', text: `${number}: ${what}.${reason ? ` Причина: ${reason}.` : ''}${refund}`, urgent: true }];
    }
    default:
      if (change.from === 'awaiting_payment') return [{ to: 'customer', text: `${number} отменён: заказ не оплачен`, urgent: false }];
      return [
        { to: 'customer', text: `${number} отменён: повар не подтвердил заказ.${refund}`, urgent: true },
        { to: 'cook', text: `${number} отменён: вы не подтвердили его вовремя`, urgent: false },
      ];
  }
}

/** Who hears about this change and what they read: the side that did not make it (both for the system's), and a customer who cancelled a paid order about the refund. */
export function noticesFor(change: OrderChange): OrderNotice[] {
  const number = `Заказ №${change.orderId}`;
  const pickup = change.deliveryType === 'pickup';
  switch (change.to) {
    case 'awaiting_payment':
      return [];
    case 'new':
      return [
        { to: 'cook', text: `${number}: новый заказ. Примите или отклоните его`, urgent: true },
        ...(change.from === 'awaiting_payment' ? [{ to: 'customer' as const, text: `${number} оплачен и передан повару`, urgent: false }] : []),
      ];
    case 'accepted':
      return [{ to: 'customer', text: `${number}: повар принял заказ`, urgent: false }];
    case 'cooking':
      return [{ to: 'customer', text: `${number}: повар начал готовить`, urgent: false }];
    case 'ready':
      return [{ to: 'customer', text: pickup ? `${number} готов, можно забирать` : `${number} готов и скоро поедет к вам`, urgent: false }];
    case 'delivering':
      return [{ to: 'customer', text: `${number} в пути`, urgent: false }];
    case 'completed':
      return change.actorRole === 'customer'
        ? [{ to: 'cook', text: `${number}: покупатель подтвердил получение`, urgent: false }]
        : [{ to: 'customer', text: `${number} ${pickup ? 'выдан' : 'доставлен'}. Спасибо за заказ!`, urgent: false }];
    case 'cancelled':
      return cancellationNotices(change, number);
  }
}

/**
 * The money came after the order was cancelled (the customer paid in a tab left open, or the bank
 * answered after the unpaid-order timeout): it goes straight back, and the customer must not
 * wonder where it went. Urgent, so it reaches them by SMS as well.
 */
export const latePaymentNotice = (orderId: number): OrderNotice => ({
  to: 'customer',
  text: `Заказ №${orderId} был отменён до того, как пришла оплата.${REFUND_NOTE}`,
  urgent: true,
});

/** The two sides' accounts; a cook card no account runs has nobody to tell. */
export interface OrderContacts {
  customer: { userId: number; phone: string };
  cook: { userId: number; phone: string } | null;
}

export interface OrderNotifierDeps {
  contactsOf(orderId: number): Promise<OrderContacts | undefined>;
  /** Pushes to every device the user is signed in on; answers how many got it. */
  pushToUser(userId: number, text: string, title?: string): Promise<number>;
  sms: SmsSender;
  work: BackgroundWork;
  log: { warn(details: object, message: string): void };
  /** The realtime hub: both sides' open tabs get every status change. */
  realtime?: Pick<RealtimeHub, 'publish'>;
}

/**
 * Push to the person's devices; SMS as well when the notice is urgent or no device took the
 * push (a person on the website only). One failed send does not stop the others.
 */
export function createOrderNotifier(deps: OrderNotifierDeps) {
  const deliver = async (orderId: number, notices: OrderNotice[]) => {
    if (notices.length === 0) return;
    const contacts = await deps.contactsOf(orderId);
    if (!contacts) return;
    for (const notice of notices) {
      const person = notice.to === 'customer' ? contacts.customer : contacts.cook;
      if (!person) continue;
      try {
        const pushed = await deps.pushToUser(person.userId, notice.text, `Заказ №${orderId}`);
        if (notice.urgent || pushed === 0) await deps.sms.send(person.phone, notice.text);
      } catch (error) {
        deps.log.warn({ err: error, orderId, to: notice.to }, 'order notification not sent');
      }
    }
  };
  const publishStatus = async (realtime: Pick<RealtimeHub, 'publish'>, change: OrderChange) => {
    try {
      const contacts = await deps.contactsOf(change.orderId);
      if (!contacts) return;
      const sides = [contacts.customer.userId, ...(contacts.cook ? [contacts.cook.userId] : [])];
      await realtime.publish(sides, { type: 'order:status', orderId: change.orderId, status: change.to });
    } catch (error) {
      deps.log.warn({ err: error, orderId: change.orderId }, 'order status not pushed to open pages');
    }
  };
  return {
    /** Queues the notices of a committed change; call it only after the transaction that made it. */
    announce(change: OrderChange): void {
      deps.work.push(() => deliver(change.orderId, noticesFor(change)));
      // At once, not behind the push and SMS queue: the status on an open page changes as it happens.
      if (deps.realtime) void publishStatus(deps.realtime, change);
    },
    /** Queues the customer's notice of a payment that came after the cancellation and is being refunded. */
    announceLatePaymentRefund(orderId: number): void {
      deps.work.push(() => deliver(orderId, [latePaymentNotice(orderId)]));
    },
    /** Resolves when everything announced so far has been sent. */
    settled: () => deps.work.settled(),
  };
}

export type OrderNotifier = ReturnType<typeof createOrderNotifier>;

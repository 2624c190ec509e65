// Payment rules (S9; docs/decisions.md 'Payments'):
// - an attempt's Idempotence-Key is committed before the provider is called, and a retry (a crash,
//   a lost answer, a parallel caller) repeats the same request with the same key, so the provider
//   answers the same payment: one order, one payment;
// - what the provider says is applied to our row once, by a conditional update inside a transaction
//   that also runs the other modules' reactions (the orders module moves the order); a notification
//   is never trusted as such: the payment is read again from the provider and must match the
//   notification, the order and the amount;
// - a succeeded payment is refunded at most once (a unique row whose key is committed first).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client.ts';
import type { BackgroundWork } from '../../plugins/background-work.ts';
import {
  type NOTIFICATION_OUTCOMES,
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_PAID_MESSAGE,
  PAYMENT_ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_REJECTED_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  REFUND_REJECTED_MESSAGE,
  SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  type PaymentState,
  type RefundState,
  type SavedPaymentMethodList,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import {
  createPaymentsRepository,
  type CardToSave,
  type InTransaction,
  type PaymentRow,
  type PaymentsRepository,
  type PaymentsTransaction,
  type RefundRow,
  type SavedMethodRow,
} from './payments.repository.ts';
import { YookassaError, type YookassaClient } from './yookassa-client.ts';
import {
  kopecksToValue,
  RUB,
  valueToKopecks,
  type Amount,
  type CreatePaymentRequest,
  type Notification,
  type Payment,
  type Refund,
} from './yookassa-protocol.ts';

/** Work a reaction asks to run once its transaction has committed (announcing the order's change, a refund). */
export type AfterCommit = () => Promise<void> | void;

/**
 * Another module's reaction to a payment's end (the orders module moves the order). Called once per
 * payment, inside the transaction that records the change, so the order moves with the payment or
 * not at all (a throw rolls both back and the notification is answered 500, so YooKassa delivers it
 * again). A returned function runs after the commit, in the background (failures logged).
 */
export type PaymentReaction = (orderId: number, tx: PaymentsTransaction) => Promise<AfterCommit | void>;

/** The two moments other modules react to; tests give stand-ins for them (`PaymentsServiceDeps.ports`). */
export interface PaymentPorts {
  /** The order's payment succeeded (architecture 8: awaiting_payment → new). */
  onPaymentSucceeded: PaymentReaction;
  /** The order's payment was canceled (refused, expired); the customer may try again. */
  onPaymentCanceled: PaymentReaction;
}

const asAfterCommit = (value: AfterCommit | void): AfterCommit | undefined => (typeof value === 'function' ? value : undefined);

export interface StartPaymentInput {
  orderId: number;
  /** The order's customer: someone else's order is 404. */
  customerId: number;
  amountKopecks: number;
  /** Shown by YooKassa to the payer; cut to its 128 characters. */
  description: string;
  /** Where the payer's browser goes back to after paying or refusing. */
  returnUrl: string;
  /** Ask YooKassa to keep the card for later payments (/profile/payment-types). */
  savePaymentMethod?: boolean;
  /** Pay with one of the customer's saved cards (saved_payment_methods.id): no confirmation page. */
  savedMethodId?: number;
}

export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

const DESCRIPTION_MAX_LENGTH = 128;
/** How long a refund recorded in a caller's transaction is looked for before it counts as rolled back. */
const REFUND_COMMIT_WAITS_MS = [0, 50, 250, 1_000, 5_000];
/** Refunds completePendingRefunds takes per call. */
const PENDING_REFUNDS_BATCH = 100;
const MAX_AMOUNT_KOPECKS = 2_147_483_647;

/** The provider status a notification's event announces. */
const EVENT_STATUS = {
  'payment.waiting_for_capture': 'waiting_for_capture',
  'payment.succeeded': 'succeeded',
  'payment.canceled': 'canceled',
  'refund.succeeded': 'succeeded',
} as const satisfies Record<Notification['event'], string>;

const isOpen = (status: PaymentRow['status']) => status === 'creating' || status === 'pending' || status === 'waiting_for_capture';

const sameAmount = (a: Amount, b: Amount) =>
  a.currency === b.currency && valueToKopecks(a.value) !== null && valueToKopecks(a.value) === valueToKopecks(b.value);

const paymentView = (payment: PaymentRow): PaymentState => ({
  paymentId: payment.id,
  orderId: payment.orderId,
  status: payment.status,
  amount: payment.amount,
  confirmationUrl: payment.status === 'pending' ? payment.confirmationUrl : null,
});

const refundView = (refund: RefundRow): RefundState => ({
  refundId: refund.id,
  paymentId: refund.paymentId,
  status: refund.status,
  amount: refund.amount,
});

const savedMethodView = (row: SavedMethodRow) => ({
  id: row.id,
  title: row.title,
  last4: row.last4,
  cardType: row.cardType,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The card of a succeeded payment the payer chose to keep; null otherwise. */
function cardToSave(payment: Payment): CardToSave | null {
  const method = payment.payment_method;
  if (!method?.saved || !method.card) return null;
  return {
    providerMethodId: method.id,
    title: method.title ?? `Bank card *${method.card.last4}`,
    last4: method.card.last4,
    cardType: method.card.card_type,
  };
}

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  inTransaction: InTransaction;
  client: YookassaClient;
  /** Stand-ins (tests): a given one runs instead of the reactions registered for its moment. */
  ports?: Partial<PaymentPorts>;
  /** Runs what waits for a commit (reactions' AfterCommit, refunds recorded in the orders transaction). */
  work: BackgroundWork;
  log: FastifyBaseLogger;
  now: () => Date;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, inTransaction, client, ports, work, log, now } = deps;
  const reactions: Record<keyof PaymentPorts, PaymentReaction[]> = { onPaymentSucceeded: [], onPaymentCanceled: [] };

  /** Runs the reactions to `moment` in order inside `tx`; answers what each asks to run after the commit. */
  const react = async (moment: keyof PaymentPorts, orderId: number, tx: PaymentsTransaction): Promise<AfterCommit[]> => {
    const standIn = ports?.[moment];
    const afterCommit: AfterCommit[] = [];
    for (const reaction of standIn ? [standIn] : reactions[moment]) {
      const then = asAfterCommit(await reaction(orderId, tx));
      if (then) afterCommit.push(then);
    }
    return afterCommit;
  };

  /** Built only from the row, so every retry with its key sends the same request. */
  const requestFor = (payment: PaymentRow): CreatePaymentRequest => ({
    amount: { value: kopecksToValue(payment.amount), currency: RUB },
    capture: true,
    confirmation: { type: 'redirect', return_url: payment.returnUrl },
    description: payment.description,
    metadata: { orderId: String(payment.orderId), paymentId: String(payment.id) },
    ...(payment.savePaymentMethod ? { save_payment_method: true } : {}),
    ...(payment.paymentMethodId ? { payment_method_id: payment.paymentMethodId } : {}),
  });

  /** Whether the provider's payment is this attempt of ours: same order, same amount in roubles, not bound to another payment. */
  const describes = (payment: PaymentRow, actual: Payment) =>
    actual.amount.currency === RUB &&
    valueToKopecks(actual.amount.value) === payment.amount &&
    actual.metadata?.orderId === String(payment.orderId) &&
    (payment.providerPaymentId === null || payment.providerPaymentId === actual.id);

  /**
   * Records what the provider says about the payment: the status moves forward at most once
   * (whoever comes second finds it moved), with the saved card and the other modules' reactions in
   * the same transaction. Answers the row as it is now and whether this call moved it.
   */
  async function applyProviderState(payment: PaymentRow, actual: Payment): Promise<{ payment: PaymentRow; moved: boolean }> {
    let afterCommit: AfterCommit[] = [];
    const moved = await inTransaction(async (tx, transaction) => {
      const row = await tx.movePayment(payment.id, {
        to: actual.status,
        providerPaymentId: actual.id,
        confirmationUrl: actual.confirmation?.confirmation_url ?? null,
        cancellationReason: actual.cancellation_details?.reason ?? null,
        now: now(),
      });
      if (!row) return undefined;
      if (row.status === 'succeeded') {
        const card = cardToSave(actual);
        const order = card ? await tx.findOrder(row.orderId) : undefined;
        if (card && order) {
          const saved = await tx.upsertSavedMethod(order.customerId, card, now());
          if (saved) await tx.setSavedMethod(row.id, saved.id);
        }
        afterCommit = await react('onPaymentSucceeded', row.orderId, transaction);
      } else if (row.status === 'canceled') {
        afterCommit = await react('onPaymentCanceled', row.orderId, transaction);
      }
      return row;
    });
    for (const run of afterCommit) work.push(async () => run());
    if (moved) return { payment: moved, moved: true };
    return { payment: (await repository.findPayment(payment.id)) ?? payment, moved: false };
  }

  /** Sends the attempt to the provider with its persisted key and records the answer. */
  async function createAtProvider(payment: PaymentRow): Promise<PaymentRow> {
    let actual: Payment;
    try {
      actual = await client.createPayment(requestFor(payment), payment.idempotenceKey);
    } catch (error) {
      if (error instanceof YookassaError && error.kind === 'rejected') {
        log.warn({ err: error, paymentId: payment.id }, 'YooKassa refused the payment');
        await repository.movePayment(payment.id, { to: 'rejected', cancellationReason: error.details.code ?? 'rejected', now: now() });
        throw new ApiError('validation', { message: PAYMENT_REJECTED_MESSAGE, cause: error });
      }
      log.warn({ err: error, paymentId: payment.id }, 'YooKassa did not answer; the next try repeats the request with the same key');
      throw new ApiError('unavailable', { message: PAYMENT_UNAVAILABLE_MESSAGE, cause: error });
    }
    if (!describes(payment, actual)) {
      log.error({ paymentId: payment.id, providerPaymentId: actual.id }, 'YooKassa answered a payment that is not this one');
      throw new ApiError('internal');
    }
    return (await applyProviderState(payment, actual)).payment;
  }

  async function createRefundAtProvider(refund: RefundRow, payment: PaymentRow & { providerPaymentId: string }): Promise<RefundRow> {
    let actual: Refund;
    try {
      actual = await client.createRefund(
        {
          payment_id: payment.providerPaymentId,
          amount: { value: kopecksToValue(refund.amount), currency: RUB },
          description: `Возврат по заказу №${payment.orderId}`,
        },
        refund.idempotenceKey,
      );
    } catch (error) {
      if (error instanceof YookassaError && error.kind === 'rejected') {
        log.error({ err: error, refundId: refund.id }, 'YooKassa refused the refund');
        await repository.moveRefund(refund.id, { to: 'rejected', now: now() });
        throw new ApiError('validation', { message: REFUND_REJECTED_MESSAGE, cause: error });
      }
      log.warn({ err: error, refundId: refund.id }, 'YooKassa did not answer the refund; the next try repeats it with the same key');
      throw new ApiError('unavailable', { message: PAYMENT_UNAVAILABLE_MESSAGE, cause: error });
    }
    if (actual.payment_id !== payment.providerPaymentId || valueToKopecks(actual.amount.value) !== refund.amount) {
      log.error({ refundId: refund.id, providerRefundId: actual.id }, 'YooKassa answered a refund that is not this one');
      throw new ApiError('internal');
    }
    return (
      (await repository.moveRefund(refund.id, { to: actual.status, providerRefundId: actual.id, now: now() })) ??
      (await repository.findRefundByPayment(payment.id)) ??
      refund
    );
  }

  async function completeRefund(refund: RefundRow): Promise<RefundRow> {
    const payment = await repository.findPayment(refund.paymentId);
    if (!payment?.providerPaymentId) throw new ApiError('internal');
    return createRefundAtProvider(refund, { ...payment, providerPaymentId: payment.providerPaymentId });
  }

  /** A refund recorded in the orders transaction goes to the provider once that has committed; a rolled-back one never shows. */
  async function completeWhenCommitted(refundId: number): Promise<void> {
    for (const wait of REFUND_COMMIT_WAITS_MS) {
      await sleep(wait);
      const refund = await repository.findRefund(refundId);
      if (!refund) continue;
      if (refund.status === 'creating') await completeRefund(refund);
      return;
    }
    log.info({ refundId }, 'a refund recorded in a transaction that did not commit: nothing to send');
  }

  /** Our attempt a provider payment belongs to: by its id, else (our answer was lost) by the attempt id we put in its metadata. */
  async function findAttempt(actual: Payment): Promise<PaymentRow | undefined> {
    const known = await repository.findPaymentByProviderId(actual.id);
    if (known) return known;
    const ourId = Number(actual.metadata?.paymentId);
    const attempt = Number.isSafeInteger(ourId) && ourId > 0 ? await repository.findPayment(ourId) : undefined;
    return attempt?.providerPaymentId === null ? attempt : undefined;
  }

  async function handleRefundNotification(notification: Notification): Promise<NotificationOutcome> {
    const refund = await repository.findRefundByProviderId(notification.object.id);
    if (!refund?.providerRefundId) return 'ignored';
    let actual: Refund;
    try {
      actual = await client.getRefund(refund.providerRefundId);
    } catch (error) {
      if (error instanceof YookassaError && error.kind === 'not_found') return 'ignored';
      throw new ApiError('unavailable', { message: PAYMENT_UNAVAILABLE_MESSAGE, cause: error });
    }
    const honest =
      actual.status === 'succeeded' &&
      notification.object.status === 'succeeded' &&
      sameAmount(notification.object.amount, actual.amount) &&
      valueToKopecks(actual.amount.value) === refund.amount;
    if (!honest) {
      log.warn({ refundId: refund.id }, 'a refund notification that does not match YooKassa: ignored');
      return 'ignored';
    }
    return (await repository.moveRefund(refund.id, { to: 'succeeded', now: now() })) ? 'applied' : 'unchanged';
  }

  async function savedMethods(userId: number): Promise<SavedPaymentMethodList> {
    return { items: (await repository.listSavedMethods(userId)).map(savedMethodView) };
  }

  return {
    /** Adds a reaction to a payment's success (see PaymentReaction); reactions run in the order they were added. */
    onPaymentSucceeded(reaction: PaymentReaction): void {
      reactions.onPaymentSucceeded.push(reaction);
    },

    /** Adds a reaction to a payment's cancellation (refused, expired). */
    onPaymentCanceled(reaction: PaymentReaction): void {
      reactions.onPaymentCanceled.push(reaction);
    },

    /**
     * The order's payment: the succeeded one, else the open attempt (a retried or parallel call
     * gets the same one), else a new attempt whose key is committed before the provider is
     * called. An attempt the provider has not answered yet is sent again with its key.
     */
    async startPayment(input: StartPaymentInput): Promise<PaymentState> {
      if (!Number.isSafeInteger(input.amountKopecks) || input.amountKopecks <= 0 || input.amountKopecks > MAX_AMOUNT_KOPECKS) {
        throw new ApiError('validation', { errors: ['Сумма платежа некорректна'] });
      }
      if (!/^https?:\/\/[^/]/.test(input.returnUrl)) throw new ApiError('validation', { errors: ['Адрес возврата после оплаты некорректен'] });
      const order = await repository.findOrder(input.orderId);
      if (!order || order.customerId !== input.customerId) throw new ApiError('not_found', { message: PAYMENT_ORDER_NOT_FOUND_MESSAGE });
      let savedMethod: SavedMethodRow | undefined;
      if (input.savedMethodId !== undefined) {
        savedMethod = await repository.findSavedMethod(input.customerId, input.savedMethodId);
        if (!savedMethod) throw new ApiError('not_found', { message: SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE });
      }
      // An insert loses only to an open attempt, which the next read finds (unless it ended in between).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = await repository.findCurrentPayment(order.id);
        if (current?.status === 'succeeded') return paymentView(current);
        if (order.status !== 'awaiting_payment') throw new ApiError('conflict', { message: ORDER_NOT_AWAITING_PAYMENT_MESSAGE });
        const payment =
          current ??
          (await repository.insertPayment(
            {
              orderId: order.id,
              idempotenceKey: randomUUID(),
              amount: input.amountKopecks,
              description: input.description.slice(0, DESCRIPTION_MAX_LENGTH),
              returnUrl: input.returnUrl,
              savePaymentMethod: input.savePaymentMethod ?? false,
              paymentMethodId: savedMethod?.providerMethodId ?? null,
              savedMethodId: savedMethod?.id ?? null,
            },
            now(),
          ));
        if (!payment) continue;
        return paymentView(payment.status === 'creating' ? await createAtProvider(payment) : payment);
      }
      throw new ApiError('unavailable', { message: PAYMENT_UNAVAILABLE_MESSAGE });
    },

    /**
     * The order's latest payment as the provider has it now (a lost notification is caught up
     * here); null when the order has none. Who may see it is the caller's check. When the
     * provider cannot be reached, what we know is answered.
     */
    async syncPayment(orderId: number): Promise<PaymentState | null> {
      const payment = await repository.findLatestPayment(orderId);
      if (!payment) return null;
      try {
        if (payment.status === 'creating') return paymentView(await createAtProvider(payment));
        if (!isOpen(payment.status) || !payment.providerPaymentId) return paymentView(payment);
        const actual = await client.getPayment(payment.providerPaymentId);
        if (!describes(payment, actual)) {
          log.error({ paymentId: payment.id }, 'YooKassa describes the payment differently: left as it is');
          return paymentView(payment);
        }
        return paymentView((await applyProviderState(payment, actual)).payment);
      } catch (error) {
        if (!(error instanceof ApiError) && !(error instanceof YookassaError)) throw error;
        log.warn({ err: error, paymentId: payment.id }, 'payment not synchronised with YooKassa');
        return paymentView((await repository.findPayment(payment.id)) ?? payment);
      }
    },

    /**
     * Refunds the order's succeeded payment in full, at most once: parallel and repeated calls
     * share one refund row and its key, so the provider refunds once.
     */
    async refundPayment(orderId: number): Promise<RefundState> {
      const payment = await repository.findCurrentPayment(orderId);
      if (payment?.status !== 'succeeded' || payment.providerPaymentId === null) throw new ApiError('conflict', { message: ORDER_NOT_PAID_MESSAGE });
      const refund =
        (await repository.insertRefund({ paymentId: payment.id, idempotenceKey: randomUUID(), amount: payment.amount }, now())) ??
        (await repository.findRefundByPayment(payment.id));
      if (!refund) throw new ApiError('internal');
      if (refund.status === 'creating') return refundView(await createRefundAtProvider(refund, { ...payment, providerPaymentId: payment.providerPaymentId }));
      return refundView(refund);
    },

    /**
     * The orders module's refund port (RefundOrderPort): inside the transaction that cancels a
     * paid order, records the order's one refund and its key; the provider is called once that
     * transaction has committed (in the background; completePendingRefunds catches up after a
     * crash or an outage). Nothing happens for an order without a succeeded payment.
     */
    async recordRefund(orderId: number, tx: Pick<Orm, 'select' | 'insert'>): Promise<void> {
      // Only reads and the insert run on the caller's transaction.
      const inCaller = createPaymentsRepository(tx as Orm);
      const payment = await inCaller.findCurrentPayment(orderId);
      if (payment?.status !== 'succeeded') return;
      const refund =
        (await inCaller.insertRefund({ paymentId: payment.id, idempotenceKey: randomUUID(), amount: payment.amount }, now())) ??
        (await inCaller.findRefundByPayment(payment.id));
      if (refund?.status === 'creating') work.push(() => completeWhenCommitted(refund.id));
    },

    /** Sends every refund whose key is recorded but whose answer is not (after a crash or an outage); answers how many went through. */
    async completePendingRefunds(): Promise<number> {
      let completed = 0;
      for (const refund of await repository.listCreatingRefunds(PENDING_REFUNDS_BATCH)) {
        try {
          await completeRefund(refund);
          completed += 1;
        } catch (error) {
          log.warn({ err: error, refundId: refund.id }, 'a pending refund is still not through');
        }
      }
      return completed;
    },

    /**
     * A notification from an allowed address, shape already checked. The payment is read again
     * from the provider; unless the provider, the notification and our attempt agree (status,
     * amount, order), nothing changes.
     */
    async handleNotification(notification: Notification): Promise<NotificationOutcome> {
      if (notification.event === 'refund.succeeded') return handleRefundNotification(notification);
      const expected = EVENT_STATUS[notification.event];
      let actual: Payment;
      try {
        actual = await client.getPayment(notification.object.id);
      } catch (error) {
        if (error instanceof YookassaError && error.kind === 'not_found') {
          log.warn({ providerPaymentId: notification.object.id }, 'a notification about a payment YooKassa does not know: ignored');
          return 'ignored';
        }
        throw new ApiError('unavailable', { message: PAYMENT_UNAVAILABLE_MESSAGE, cause: error });
      }
      const payment = await findAttempt(actual);
      const honest =
        payment !== undefined &&
        actual.id === notification.object.id &&
        actual.status === expected &&
        notification.object.status === expected &&
        sameAmount(notification.object.amount, actual.amount) &&
        describes(payment, actual);
      if (!payment || !honest) {
        log.warn(
          { providerPaymentId: notification.object.id, event: notification.event },
          'a payment notification that does not match YooKassa or our payment: ignored',
        );
        return 'ignored';
      }
      return (await applyProviderState(payment, actual)).moved ? 'applied' : 'unchanged';
    },

    listSavedMethods: savedMethods,

    async setDefaultMethod(userId: number, id: number): Promise<SavedPaymentMethodList> {
      if (!(await repository.setDefaultMethod(userId, id))) throw new ApiError('not_found', { message: SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE });
      return savedMethods(userId);
    },

    async deleteSavedMethod(userId: number, id: number): Promise<SavedPaymentMethodList> {
      if (!(await repository.deleteSavedMethod(userId, id))) throw new ApiError('not_found', { message: SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE });
      return savedMethods(userId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

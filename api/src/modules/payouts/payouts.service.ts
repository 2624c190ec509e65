// Payouts for the cook, the operator and the adapter (docs/decisions.md 'Payouts'): the statement of
// one order for its cook only (anyone else gets the 404 an unknown order gets; an order not
// completed yet has none), the current week's or month's totals in the cook's region's zone, an
// operator marking a payout paid, and the YooKassa adapter sending positive pending payouts with an
// Idempotence-Key committed before each call and marking them paid on YooKassa's word.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DISCOUNT_PAYOUT_NOTE,
  formatRatePercent,
  ON_RECEIPT_PAYOUT_NOTE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYOUT_ALREADY_PAID_MESSAGE,
  PAYOUT_IN_PROVIDER_MESSAGE,
  PAYOUT_NOT_FOUND_MESSAGE,
  PAYOUT_NOT_READY_MESSAGE,
  payoutStatusLabel,
  type PayoutLine,
  type PayoutPeriod,
  type PayoutStatement,
  type PayoutSummary,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { kopecksToValue, RUB, valueToKopecks, YookassaError } from '../payments/index.ts';
import { addDays, localDateOf, regionTimeZone, weekdayOf, zonedInstant } from '../schedule/index.ts';
import type { PayoutRates } from './payout-arithmetic.ts';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.ts';
import type { ProviderPayout, YookassaPayoutsClient } from './yookassa-payouts-client.ts';

/** Payouts one adapter run takes; the next run takes the rest. */
const SEND_BATCH = 50;

/** The statement's lines: the order's value, then each deduction as a negative sum. */
export function statementLines(payout: PayoutRow): PayoutLine[] {
  const lines: PayoutLine[] = [
    { kind: 'order_value', label: 'Стоимость заказа', amount: payout.orderValue },
    { kind: 'commission', label: `Комиссия сервиса (${formatRatePercent(payout.commissionRate)})`, amount: -payout.commission },
  ];
  if (payout.paymentType === 'online' && payout.processingFeeRate > 0) {
    lines.push({ kind: 'processing_fee', label: `Комиссия за приём оплаты (${formatRatePercent(payout.processingFeeRate)})`, amount: -payout.processingFee });
  }
  if (payout.paymentType === 'on_receipt') {
    lines.push({ kind: 'received_by_cook', label: 'Получено от покупателя при получении', amount: -payout.receivedByCook });
  }
  return lines;
}

export function toStatement(payout: PayoutRow, timeZone: string): PayoutStatement {
  const notes: string[] = [];
  if (payout.paymentType === 'on_receipt') notes.push(ON_RECEIPT_PAYOUT_NOTE);
  if (payout.discount > 0) notes.push(DISCOUNT_PAYOUT_NOTE);
  return {
    id: payout.id,
    orderId: payout.orderId,
    paymentType: payout.paymentType,
    lines: statementLines(payout),
    amount: payout.amount,
    discount: payout.discount,
    commissionRate: payout.commissionRate,
    processingFeeRate: payout.processingFeeRate,
    status: payout.status,
    statusLabel: payoutStatusLabel(payout.status, payout.amount),
    paidAt: payout.paidAt ? payout.paidAt.toISOString() : null,
    paidBy: payout.paidBy,
    completedAt: payout.completedAt.toISOString(),
    timeZone,
    notes,
  };
}

/** The period holding `now` on the zone's calendar: Monday to Sunday, or the month; [start, end) instants and its local dates. */
export function periodAround(period: PayoutPeriod, now: Date, timeZone: string) {
  const zone = regionTimeZone(timeZone);
  const today = localDateOf(now, zone);
  const from = period === 'week' ? addDays(today, 1 - weekdayOf(today)) : `${today.slice(0, 8)}01`;
  const next = period === 'week' ? addDays(from, 7) : nextMonth(from);
  return { from, to: addDays(next, -1), start: zonedInstant(from, 0, zone), end: zonedInstant(next, 0, zone) };
}

function nextMonth(firstDay: string): string {
  const year = Number(firstDay.slice(0, 4));
  const month = Number(firstDay.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export interface PayoutsServiceDeps {
  repository: PayoutsRepository;
  /** The rates a completed order without a payout (from before payouts existed) gets it with. */
  rates: PayoutRates;
  /** The YooKassa payouts port; null when payouts are made by hand ('manual'). */
  client: YookassaPayoutsClient | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  now: () => Date;
}

export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { repository, rates, client, log, now } = deps;

  /** Whether YooKassa's payout is ours: the same amount in roubles, made for this payout. */
  const describes = (payout: PayoutRow, actual: ProviderPayout) =>
    actual.amount.currency === RUB && valueToKopecks(actual.amount.value) === payout.amount && actual.metadata?.payoutId === String(payout.id);

  /** Records what YooKassa says; 'pending' is asked about again on the next run. */
  async function apply(payout: PayoutRow, actual: ProviderPayout): Promise<'paid' | 'failed' | 'pending'> {
    if (!describes(payout, actual)) {
      log.error({ payoutId: payout.id, providerPayoutId: actual.id }, 'YooKassa answered a payout that is not this one');
      return 'pending';
    }
    if (actual.status === 'succeeded') {
      await repository.markPaidByProvider(payout.id, actual.id, now());
      return 'paid';
    }
    if (actual.status === 'canceled') {
      await repository.markFailed(payout.id, actual.cancellation_details?.reason ?? 'canceled', now());
      return 'failed';
    }
    await repository.rememberProviderPayout(payout.id, actual.id, now());
    return 'pending';
  }

  /** One payout to YooKassa (or a question about one it has): the key is committed first, and every retry repeats it. */
  async function send(payout: PayoutRow, payoutToken: string, yookassa: YookassaPayoutsClient): Promise<'paid' | 'failed' | 'pending'> {
    try {
      if (payout.providerPayoutId) return await apply(payout, await yookassa.getPayout(payout.providerPayoutId));
      const key = await repository.claimIdempotenceKey(payout.id, randomUUID());
      if (!key) return 'pending';
      const actual = await yookassa.createPayout(
        {
          amount: { value: kopecksToValue(payout.amount), currency: RUB },
          payout_token: payoutToken,
          description: `Выплата по заказу №${payout.orderId}`,
          metadata: { orderId: String(payout.orderId), payoutId: String(payout.id) },
        },
        key,
      );
      return await apply(payout, actual);
    } catch (error) {
      if (error instanceof YookassaError && error.kind === 'rejected') {
        log.error({ err: error, payoutId: payout.id }, 'YooKassa refused the payout: an operator pays it by hand');
        await repository.markFailed(payout.id, error.details.code ?? 'rejected', now());
        return 'failed';
      }
      log.warn({ err: error, payoutId: payout.id }, 'YooKassa did not answer the payout; the next run repeats it with the same key');
      return 'pending';
    }
  }

  return {
    /** The statement of the caller's completed order; 404 for anyone but its cook, and for an order not completed yet. */
    async getStatement(userId: number, orderId: number): Promise<PayoutStatement> {
      const order = await repository.findOrderInfo(orderId);
      if (!order || order.cookUserId !== userId) throw new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE });
      if (order.status !== 'completed') throw new ApiError('not_found', { message: PAYOUT_NOT_READY_MESSAGE });
      let payout = await repository.findByOrder(orderId);
      if (!payout) {
        // Completed before payouts existed (or written by the demo seed straight into the table).
        await repository.recordMissing(orderId, rates);
        payout = await repository.findByOrder(orderId);
      }
      if (!payout) throw new ApiError('not_found', { message: PAYOUT_NOT_FOUND_MESSAGE });
      return toStatement(payout, order.timeZone);
    },

    /** The caller's totals for the current week or month; zeros for an account without a cook card. */
    async getSummary(userId: number, period: PayoutPeriod): Promise<PayoutSummary> {
      const cook = await repository.findCookOfUser(userId);
      const timeZone = cook?.timeZone ?? 'UTC+3';
      const { from, to, start, end } = periodAround(period, now(), timeZone);
      const totals = cook
        ? await repository.totals(cook.cookId, start, end)
        : { ordersCount: 0, orderValue: 0, commission: 0, processingFee: 0, receivedByCook: 0, toPay: 0, paid: 0, pending: 0 };
      return { period, from, to, timeZone, ...totals };
    },

    /** An operator paid it by hand (or settled a negative one): pending or failed → paid, once. */
    async markPaid(operatorId: number, payoutId: number): Promise<PayoutStatement> {
      const payout = await repository.findPayout(payoutId);
      if (!payout) throw new ApiError('not_found', { message: PAYOUT_NOT_FOUND_MESSAGE });
      const marked = await repository.markPaidByOperator(payoutId, operatorId, now());
      if (!marked) {
        const current = await repository.findPayout(payoutId);
        const message = current?.status === 'paid' ? PAYOUT_ALREADY_PAID_MESSAGE : PAYOUT_IN_PROVIDER_MESSAGE;
        throw new ApiError('conflict', { message });
      }
      return toStatement(marked, payout.timeZone);
    },

    /**
     * The adapter's run: every positive pending payout of a cook with a payout destination goes to
     * YooKassa (or is asked about, when it went before); answers how each ended this time.
     */
    async sendPendingPayouts(): Promise<{ paid: number[]; failed: number[]; pending: number[] }> {
      const outcome = { paid: [] as number[], failed: [] as number[], pending: [] as number[] };
      if (!client) return outcome;
      for (const { payout, payoutToken } of await repository.listSendable(SEND_BATCH)) {
        outcome[await send(payout, payoutToken, client)].push(payout.id);
      }
      return outcome;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

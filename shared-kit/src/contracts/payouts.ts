// The cook's money per order (route ORDER_PAYOUT, '/orders/{id}/payout', cooks only;
// docs/decisions.md 'Payouts'): the statement 'стоимость заказа − комиссия сервиса − … = к выплате'
// of GET /api/payouts/orders/{orderId}, the period summary of GET /api/payouts/summary, and the
// operator's POST /api/payouts/{id}/mark-paid. Every sum is in kopecks; deductions are negative.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';

/**
 * 'pending' until the money moves; 'paid' when an operator marked it or the YooKassa payouts
 * adapter reported it succeeded; 'failed' when YooKassa refused it (an operator then pays it by
 * hand and marks it paid).
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Who marked a payout paid. */
export const PAYOUT_PAID_BY = ['operator', 'yookassa'] as const;
export type PayoutPaidBy = (typeof PAYOUT_PAID_BY)[number];

/** The statement's lines between the order's value and the sum to pay, in this order. */
export const PAYOUT_LINE_KINDS = ['order_value', 'commission', 'processing_fee', 'received_by_cook'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

export const PAYOUT_TOTAL_LABEL = 'К выплате';
export const PAYOUT_NOT_READY_MESSAGE = 'Выплата появится после завершения заказа';
export const PAYOUT_NOT_FOUND_MESSAGE = 'Выплата не найдена';
export const PAYOUT_ALREADY_PAID_MESSAGE = 'Выплата уже отмечена как выплаченная';
export const PAYOUT_IN_PROVIDER_MESSAGE = 'Выплата уже отправлена через ЮKassa: дождитесь её результата';
/** Under a pay-on-receipt order's statement: why its sum is negative. */
export const ON_RECEIPT_PAYOUT_NOTE = 'Заказ оплачен при получении: деньги за него у вас, поэтому комиссия сервиса удерживается из ближайших выплат.';
/** Under a statement whose order had a promo code. */
export const DISCOUNT_PAYOUT_NOTE = 'Скидку по промокоду оплачивает сервис: выплата считается от полной стоимости заказа.';

/**
 * A rate kept in hundredths of a percent (1500 = 15 %), written the Russian way: '15%', '3,5%',
 * '12,25%'. Integer arithmetic only.
 */
export function formatRatePercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}%` : `${whole}%`;
}

/** How the status reads: a negative payout (the cook owes the commission) is withheld, not paid out. */
export function payoutStatusLabel(status: PayoutStatus, amount: number): string {
  if (amount < 0) return status === 'paid' ? 'Удержано' : 'Ожидает удержания';
  if (status === 'paid') return 'Выплачено';
  return status === 'failed' ? 'Выплата не прошла' : 'Ожидает выплаты';
}

export const payoutLineSchema = z.object({
  kind: z.enum(PAYOUT_LINE_KINDS),
  /** 'Стоимость заказа', 'Комиссия сервиса (15%)', … */
  label: z.string(),
  /** Kopecks: the order's value positive, deductions negative. */
  amount: z.number().int(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutStatementSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  paymentType: z.enum(['online', 'on_receipt']),
  lines: z.array(payoutLineSchema),
  /** Kopecks to pay the cook: the lines' sum; negative when the cook owes the service. */
  amount: z.number().int(),
  /** Kopecks of the promo discount the service bore (not taken from the cook). */
  discount: z.number().int(),
  commissionRate: z.number().int().describe('hundredths of a percent: 1500 = 15 %'),
  processingFeeRate: z.number().int().describe('hundredths of a percent'),
  status: z.enum(PAYOUT_STATUSES),
  statusLabel: z.string(),
  paidAt: z.string().nullable(),
  paidBy: z.enum(PAYOUT_PAID_BY).nullable(),
  /** When the order was completed: the payout's place in a period. */
  completedAt: z.string(),
  /** The cook's region's zone ('UTC+5'): dates are shown in it. */
  timeZone: z.string(),
  /** Explanations for the cook under the lines. */
  notes: z.array(z.string()),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
export const payoutStatementResponseSchema = envelopeSchema(payoutStatementSchema);

export const payoutOrderParamsSchema = z.object({ orderId: integerIdParamSchema });
export const payoutParamsSchema = z.object({ id: integerIdParamSchema });

export const PAYOUT_PERIODS = ['week', 'month'] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];
export const PAYOUT_PERIOD_LABELS: Readonly<Record<PayoutPeriod, string>> = { week: 'Неделя', month: 'Месяц' };

export const payoutSummaryQuerySchema = z.object({
  period: z.enum(PAYOUT_PERIODS, { error: 'Период: неделя или месяц' }).default('week'),
});
export type PayoutSummaryQuery = z.infer<typeof payoutSummaryQuerySchema>;

/** The current week (from Monday) or month in the cook's region's zone, by the orders completed in it. */
export const payoutSummarySchema = z.object({
  period: z.enum(PAYOUT_PERIODS),
  /** First and last local dates of the period ('2026-11-16', '2026-11-22'). */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  ordersCount: z.number().int(),
  /** Kopecks, each a sum over the period's payouts. */
  orderValue: z.number().int(),
  commission: z.number().int(),
  processingFee: z.number().int(),
  receivedByCook: z.number().int(),
  /** The sum of the payouts (negative ones subtract). */
  toPay: z.number().int(),
  /** Of toPay: settled, and still waiting. */
  paid: z.number().int(),
  pending: z.number().int(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;
export const payoutSummaryResponseSchema = envelopeSchema(payoutSummarySchema);

// The payout statement's arithmetic (docs/decisions.md 'Payouts'), in integer kopecks only:
// rates are hundredths of a percent, and a share is rounded half up to the kopeck.
import type { PaymentType } from '@povar/shared-kit/contracts';

/** 100 % in hundredths of a percent. */
export const WHOLE_RATE = 10_000;

/** The rates a payout is worked out with, in hundredths of a percent (1500 = 15 %). */
export interface PayoutRates {
  commissionRate: number;
  processingFeeRate: number;
}

/**
 * `rate` hundredths of a percent of `kopecks`, rounded half up: 1 kopeck at 50 % is 1, at 49.99 % 0.
 * Exact for every order the database can hold (integer × 10 000 stays far below 2^53).
 */
export function shareOf(kopecks: number, rate: number): number {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not an amount in kopecks: ${kopecks}`);
  if (!Number.isInteger(rate) || rate < 0 || rate > WHOLE_RATE) throw new RangeError(`not a rate in hundredths of a percent: ${rate}`);
  return Math.floor((kopecks * rate + WHOLE_RATE / 2) / WHOLE_RATE);
}

/** What the statement needs of the order, in kopecks as the order keeps them. */
export interface PayoutOrder {
  paymentType: PaymentType;
  dishesSum: number;
  deliveryCost: number;
  discount: number;
  /** What the customer paid: dishesSum + deliveryCost − discount. */
  total: number;
}

export interface PayoutFigures {
  /** Dishes and delivery at full price: the promo discount is the service's cost, not the cook's. */
  orderValue: number;
  discount: number;
  commission: number;
  /** The payment processor's fee on what the customer paid online; 0 for pay-on-receipt orders. */
  processingFee: number;
  /** The money the customer handed the cook on receipt; 0 for online orders. */
  receivedByCook: number;
  /** orderValue − commission − processingFee − receivedByCook; negative when the cook owes the service. */
  amount: number;
}

export function computePayout(order: PayoutOrder, rates: PayoutRates): PayoutFigures {
  const orderValue = order.dishesSum + order.deliveryCost;
  const commission = shareOf(orderValue, rates.commissionRate);
  const online = order.paymentType === 'online';
  const processingFee = online ? shareOf(order.total, rates.processingFeeRate) : 0;
  const receivedByCook = online ? 0 : order.total;
  return {
    orderValue,
    discount: order.discount,
    commission,
    processingFee,
    receivedByCook,
    amount: orderValue - commission - processingFee - receivedByCook,
  };
}

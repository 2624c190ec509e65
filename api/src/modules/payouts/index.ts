// Payouts module: what app.ts and the orders module use. The app registers its plugins (the
// service as app.payouts, the routes, the run that sends payouts). The orders module calls
// recordCompletedOrderPayout inside the transaction that completes an order, so the payout and
// the completion commit together, once. The configuration reads its settings (config.ts) and the
// demo seed writes payouts of its own.
import type { PayoutRates } from './payout-arithmetic.ts';
import { recordPayout, type PayoutsTx } from './payouts.repository.ts';

export { payoutsPlugin, payoutsRoutes } from './payouts.plugin.ts';
export { payoutsSweepPlugin } from './payouts-sweep.plugin.ts';
export type { PayoutRates } from './payout-arithmetic.ts';
export {
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_PROCESSING_FEE_PERCENT,
  MANUAL_PAYOUTS_SETTINGS,
  parsePercent,
  PAYOUTS_PROVIDERS,
  resolvePayoutsConfig,
  type PayoutsConfig,
  type PayoutsProvider,
} from './payouts.config.ts';
export { recordPayout } from './payouts.repository.ts';

/** The payout of an order just completed in `tx`, with the configured rates (PAYOUT_COMMISSION_PERCENT, PAYOUT_PROCESSING_FEE_PERCENT). */
export const recordCompletedOrderPayout = (tx: PayoutsTx, orderId: number, rates: PayoutRates): Promise<void> => recordPayout(tx, orderId, rates);

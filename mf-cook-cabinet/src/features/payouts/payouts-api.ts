// The cook's payouts as react-query keeps them (docs/decisions.md 'Payouts'): one order's statement
// (GET /api/payouts/orders/{orderId}) and the current week's or month's totals
// (GET /api/payouts/summary?period=week|month). Both are one person's money: never kept for whoever signs in next.
import { useQuery } from '@tanstack/react-query';
import { call, isApiError, type PayoutPeriod } from '@povar/shared-kit';
import { payoutsEndpoints } from '@povar/shared-kit/endpoints/payouts';

const PAYOUTS_KEY = ['cabinet', 'payouts'] as const;

/** The client answers nothing after a 5xx or 429 it has already told the cook about in a toast. */
const SERVER_FAILED = 'No answer for the payouts';

/** A refusal the API explained (404: not this cook's order, or not completed yet) is final: no retries. */
const retryUnlessRefused = (failures: number, error: Error) => !(isApiError(error) && error.status < 500) && failures < 2;

export function usePayoutStatement(orderId: number) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, 'order', orderId],
    queryFn: async ({ signal }) => {
      const statement = await call(payoutsEndpoints.getOrderPayout, { params: { orderId }, signal });
      if (!statement) throw new Error(SERVER_FAILED);
      return statement;
    },
    retry: retryUnlessRefused,
    gcTime: 0,
  });
}

export function usePayoutSummary(period: PayoutPeriod) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, 'summary', period],
    queryFn: async ({ signal }) => {
      const summary = await call(payoutsEndpoints.getPayoutSummary, { query: { period }, signal });
      if (!summary) throw new Error(SERVER_FAILED);
      return summary;
    },
    retry: retryUnlessRefused,
    gcTime: 0,
  });
}

// The operations of api/src/modules/payouts/payouts.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const payoutsEndpoints = {
  getOrderPayout: defineEndpoint({
    method: 'GET',
    path: '/payouts/orders/:orderId',
    operationId: 'getOrderPayout',
    access: 'cook',
    params: 'payoutOrderParamsSchema',
    response: 'payoutStatementResponseSchema',
  }),
  getPayoutSummary: defineEndpoint({
    method: 'GET',
    path: '/payouts/summary',
    operationId: 'getPayoutSummary',
    access: 'cook',
    query: 'payoutSummaryQuerySchema',
    response: 'payoutSummaryResponseSchema',
  }),
  markPayoutPaid: defineEndpoint({
    method: 'POST',
    path: '/payouts/:id/mark-paid',
    operationId: 'markPayoutPaid',
    access: 'operator',
    params: 'payoutParamsSchema',
    response: 'payoutStatementResponseSchema',
  }),
} as const;

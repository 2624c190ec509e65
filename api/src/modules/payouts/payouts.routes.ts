// HTTP face of payouts (docs/decisions.md 'Payouts'): GET /api/payouts/orders/{orderId} (the
// statement, the order's cook only), GET /api/payouts/summary?period=week|month (the cook's
// totals), POST /api/payouts/{id}/mark-paid (operators only). Every answer is personal: no-store.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutOrderParamsSchema,
  payoutParamsSchema,
  payoutStatementResponseSchema,
  payoutSummaryQuerySchema,
  payoutSummaryResponseSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { noStore } from '../../plugins/no-store.ts';

/** Over app.payouts (payouts.plugin.ts), which payoutsRoutes checks for before registering this. */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts } = app;
  const tags = ['payouts'];
  app.addHook('onSend', noStore);

  app.get(
    '/orders/:orderId',
    {
      preHandler: [app.authenticate, app.requireCook],
      schema: {
        operationId: 'getOrderPayout',
        tags,
        summary:
          "The payout statement of the caller's completed order: order value, service commission, other deductions, the sum to pay, its status. 404 for anyone but the order's cook, and 'Выплата появится после завершения заказа' before the order is completed. Cooks only",
        params: payoutOrderParamsSchema,
        response: { 200: payoutStatementResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await payouts.getStatement(request.userId, request.params.orderId)),
  );

  app.get(
    '/summary',
    {
      preHandler: [app.authenticate, app.requireCook],
      schema: {
        operationId: 'getPayoutSummary',
        tags,
        summary:
          "The caller's payout totals for the current week (from Monday) or month in their region's time zone, by the orders completed in it: count, value, commission, to pay, paid, pending. Cooks only",
        querystring: payoutSummaryQuerySchema,
        response: { 200: payoutSummaryResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await payouts.getSummary(request.userId, request.query.period)),
  );

  app.post(
    '/:id/mark-paid',
    {
      preHandler: [app.authenticate, app.requireOperator],
      schema: {
        operationId: 'markPayoutPaid',
        tags,
        summary:
          "An operator marks a payout paid by hand (or a negative one settled): from pending (not handed to YooKassa) or failed. 400 'conflict' when it is paid already or YooKassa has it. Operators only. Answers the statement",
        params: payoutParamsSchema,
        response: { 200: payoutStatementResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await payouts.markPaid(request.userId, request.params.id)),
  );
};

export default payoutsRoutes;

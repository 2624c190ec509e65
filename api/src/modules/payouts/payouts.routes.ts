// HTTP face of payouts (docs/decisions.md 'Payouts'): GET /api/payouts/orders/{orderId} (the
// statement, the order's cook only), GET /api/payouts/summary?period=week|month (the cook's
// totals), POST /api/payouts/{id}/mark-paid (operators only). Every answer is personal: no-store.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutsEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { noStore } from '../../plugins/no-store.ts';

/** Over app.payouts (payouts.plugin.ts), which payoutsRoutes checks for before registering this. */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts } = app;
  const tags = ['payouts'];
  const endpoint = tableRoutes(app, '/payouts');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(payoutsEndpoints.getOrderPayout, {
      tags,
      summary:
        "The payout statement of the caller's completed order: order value, service commission, other deductions, the sum to pay, its status. 404 for anyone but the order's cook, and 'Выплата появится после завершения заказа' before the order is completed. Cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireCook],
    handler: async (request) => successEnvelope(await payouts.getStatement(request.userId, request.params.orderId)),
  });

  app.route({
    ...endpoint(payoutsEndpoints.getPayoutSummary, {
      tags,
      summary:
        "The caller's payout totals for the current week (from Monday) or month in their region's time zone, by the orders completed in it: count, value, commission, to pay, paid, pending. Cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireCook],
    handler: async (request) => successEnvelope(await payouts.getSummary(request.userId, request.query.period)),
  });

  app.route({
    ...endpoint(payoutsEndpoints.markPayoutPaid, {
      tags,
      summary:
        "An operator marks a payout paid by hand (or a negative one settled): from pending (not handed to YooKassa) or failed. 400 'conflict' when it is paid already or YooKassa has it. Operators only. Answers the statement",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireOperator],
    handler: async (request) => successEnvelope(await payouts.markPaid(request.userId, request.params.id)),
  });
};

export default payoutsRoutes;

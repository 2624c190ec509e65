// HTTP face of orders (docs/decisions.md, 'Orders'): GET /api/orders (the customer's), GET /api/orders/sales
// (the cook's), GET /api/orders/{id} and POST /api/orders/{id}/status (either party only; anyone
// else gets the 404 an unknown order gets), over app.orders (orders.plugin.ts).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { noStore } from '../../plugins/no-store.ts';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app;
  const tags = ['orders'];
  const endpoint = tableRoutes(app, '/orders');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(ordersEndpoints.listOrders, {
      tags,
      summary: "The signed-in customer's orders, newest first, with items, history and the actions they may take",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await orders.listCustomerOrders(request.userId, request.query)),
  });

  app.route({
    ...endpoint(ordersEndpoints.listSalesOrders, {
      tags,
      summary: "The signed-in cook's orders, newest placed first (as the customer's); unpaid online orders are left out. Cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireCook],
    handler: async (request) => successEnvelope(await orders.listCookSales(request.userId, request.query)),
  });

  app.route({
    ...endpoint(ordersEndpoints.getOrder, {
      tags,
      summary: "One order for its customer or its cook (the customer's name and phone for the cook only); 404 for anyone else",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await orders.getOrder(request.userId, request.params.id)),
  });

  app.route({
    ...endpoint(ordersEndpoints.changeOrderStatus, {
      tags,
      summary:
        "Moves the order to `status` as the caller's side may now (the order's `actions`); a cancellation needs orderCancelReason of the side's list, and exactlyOrderCancelReason for 'other'. 400 'conflict' when the order is not in a status that allows it, or moved meanwhile; 404 for anyone but its parties. Answers the order",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await orders.changeStatus(request.userId, request.params.id, request.body)),
  });
};

export default fp(ordersRoutes, { name: 'api-orders-routes', encapsulate: true, dependencies: ['api-orders', 'api-authenticate', 'api-roles'] });

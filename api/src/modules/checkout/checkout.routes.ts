// HTTP face of the checkout (docs/decisions.md 'Checkout'): GET /api/checkout/{cookId} (what the
// form offers), POST /api/checkout (place the order), and the payment page's
// GET|POST /api/orders/{id}/payment (the payment's real state; pay again). Customers only, their own.
// Both plugins answer through app.checkout (checkout.plugin.ts).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints, failureEnvelopeSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { noStore } from '../../plugins/no-store.ts';

/**
 * `publicUrl`: where the provider sends the payer back (PUBLIC_URL, else where the server listens).
 * Never the request's Host: whoever sends the request picks that header, and the payment page would follow it.
 */
interface CheckoutRoutesOptions {
  publicUrl: () => string;
}

const checkoutRoutesPlugin: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { publicUrl }) => {
  const { checkout } = app;
  const tags = ['checkout'];
  const endpoint = tableRoutes(app, '/checkout');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(checkoutEndpoints.getCheckoutOptions, {
      tags,
      summary:
        "What the checkout form offers for this cook: pickup/delivery, pay on receipt, taste preferences, the customer's saved cards and name and phone; 404 for an unknown or paused cook",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await checkout.options(request.userId, request.params.cookId)),
  });

  app.route({
    ...endpoint(checkoutEndpoints.placeOrder, {
      tags,
      summary:
        "Makes the caller's basket of this cook an order (prices, sums, delivery and discount computed here; the slot re-checked), removes its dishes from the basket, and starts an online order's payment. The same idempotencyKey answers the same order",
      response: {
        ...AUTH_FAILURE_RESPONSES,
        422: failureEnvelopeSchema.describe('Этот idempotencyKey уже оформил заказ с другим телом запроса (error: idempotency_key_reused); ничего не создано'),
      },
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await checkout.placeOrder(request.userId, request.body, publicUrl())),
  });
};

const orderPaymentRoutesPlugin: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { publicUrl }) => {
  const { checkout } = app;
  const tags = ['checkout'];
  const endpoint = tableRoutes(app, '/orders');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(checkoutEndpoints.getOrderPayment, {
      tags,
      summary: "The customer's order's latest payment as the provider says now (null when none yet); 404 for another's order",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await checkout.paymentState(request.userId, request.params.id)),
  });

  app.route({
    ...endpoint(checkoutEndpoints.payOrderAgain, {
      tags,
      summary: 'A payment for an order still awaiting one (the open one again if there is); 400 when it awaits none',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await checkout.payAgain(request.userId, request.params.id, publicUrl())),
  });
};

const needs = ['api-checkout', 'api-authenticate'];
export const checkoutRoutes = fp(checkoutRoutesPlugin, { name: 'api-checkout-routes', encapsulate: true, dependencies: needs });
export const orderPaymentRoutes = fp(orderPaymentRoutesPlugin, { name: 'api-order-payment-routes', encapsulate: true, dependencies: needs });

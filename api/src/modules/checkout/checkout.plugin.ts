// The checkout as a plugin: its service as `app.checkout` for its routes, over the orders module
// (announcing a new order) and the payments module (an online order's payment).
import fp from 'fastify-plugin';
import { createCheckoutService, type CheckoutService } from './checkout.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Options, placeOrder, paymentState and payAgain (checkout.service.ts). */
    checkout: CheckoutService;
  }
}

export const checkoutPlugin = fp<{ now: () => Date }>(
  async function checkoutPlugin(app, { now }) {
    app.decorate('checkout', createCheckoutService({ orm: app.db.orm, orders: app.orders, payments: app.payments, now }));
  },
  { name: 'api-checkout', dependencies: ['api-db', 'api-orders', 'api-payments'] },
);

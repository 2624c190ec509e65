// Checkout module: its public face, the routes and the service the app wires to payments.
// Everything else in this folder is the module's own.
export { checkoutRoutes, orderPaymentRoutes } from './checkout.routes.ts';
export { createCheckoutService } from './checkout.service.ts';

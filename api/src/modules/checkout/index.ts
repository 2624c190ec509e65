// Checkout module: its public face, the plugin that decorates `app.checkout` (over app.orders and
// app.payments) and the routes that answer through it. Everything else in this folder is the module's own.
export { checkoutPlugin } from './checkout.plugin.ts';
export { checkoutRoutes, orderPaymentRoutes } from './checkout.routes.ts';

// Orders module: what app.ts and other modules use: the plugin that decorates `app.orders` (the
// service over the database with the configured push and SMS senders; it adds its reaction to a
// payment's success to app.payments and refunds through it), the stale-order sweep's plugin, the
// routes, insertOrder for the checkout, ordersServiceFor for tests that call the service directly,
// and the seed's demo payouts step (here, not in payouts: it places orders, and orders already uses payouts).
export { seedDemoPayouts } from './orders.demo-seed.ts';
export { insertOrder, initialStatusFor, createOrdersRepository, type NewOrder, type NewOrderItem, type OrdersTx } from './orders.repository.ts';
export type { OrderChange } from './order-notifications.ts';
export { noRefund, type CancelUnpaidOutcome, type MarkPaidOutcome, type OrdersService, type RefundOrderPort } from './orders.service.ts';
export { ordersPlugin, ordersServiceFor, type OrdersModuleOptions, type OrdersPluginOptions } from './orders.plugin.ts';
export { STALE_ORDER_SWEEP_MS, staleOrdersSweepPlugin } from './stale-orders-sweep.plugin.ts';
export { default as ordersRoutes } from './orders.routes.ts';

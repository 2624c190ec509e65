// Payments module (YooKassa): its public face. The app registers its service plugin (app.payments,
// which the checkout and the orders module use, the latter adding its reactions to a payment's end)
// and its routes; payouts reuse its YooKassa client, protocol and fake's checks.
// Everything else in this folder is the module's own.
export { basicAuthMatches, errorBody, requestHash } from './fake-yookassa/fake-protocol.ts';
export { type PaymentsConfig, type PaymentsOptions, resolvePaymentsConfig, YOOKASSA_API_URL } from './payments.config.ts';
export { createPaymentsModule, paymentsPlugin, paymentsRoutes } from './payments.plugin.ts';
export type { AfterCommit, PaymentPorts, PaymentReaction, PaymentsService } from './payments.service.ts';
export { createYookassaCaller, type FetchLike, YookassaError } from './yookassa-client.ts';
export { amountSchema, kopecksToValue, RUB, valueToKopecks } from './yookassa-protocol.ts';

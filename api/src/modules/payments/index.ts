// Payments module (YooKassa): its public face. The app mounts the module and hands checkout and
// orders its service; payouts reuse its YooKassa client, protocol and fake's checks.
// Everything else in this folder is the module's own.
export { basicAuthMatches, errorBody, requestHash } from './fake-yookassa/fake-protocol.ts';
export { type PaymentsConfig, type PaymentsOptions, resolvePaymentsConfig, YOOKASSA_API_URL } from './payments.config.ts';
export { createPaymentsModule, default as paymentsPlugin } from './payments.plugin.ts';
export type { PaymentPorts, PaymentsService } from './payments.service.ts';
export { createYookassaCaller, type FetchLike, YookassaError } from './yookassa-client.ts';
export { amountSchema, kopecksToValue, RUB, valueToKopecks } from './yookassa-protocol.ts';

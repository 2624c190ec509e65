// The API as a Fastify plugin (mounted under /api), built in three passes:
// 1. infrastructure: what every route is compiled, documented and answered through (infrastructure.ts);
// 2. modules: each module's service as a plugin that decorates the instance (app.payments,
//    app.orders…) and names the plugins it needs, so one missing stops the start with its name;
//    modules react to each other through those services (a payment's success moves its order);
// 3. routes: every module's routes, reading the services from the instance (routes.ts).
// Encapsulated on purpose: its compilers, error and not-found handlers and decorations stay inside
// the prefix it is registered under, so a combined server keeps its own.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type ApiOptions, type ApiServerConfig, resolveApiOptions } from './api-options.ts';
import { buildServerAround } from './api-server.ts';
import infrastructurePlugin from './infrastructure.ts';
import { refreshCookiePlugin } from './modules/auth/index.ts';
import { checkoutPlugin } from './modules/checkout/index.ts';
import { geoAddressesPlugin, servedRegionsPlugin } from './modules/geo/index.ts';
import { ordersPlugin, staleOrdersSweepPlugin } from './modules/orders/index.ts';
import { paymentsPlugin } from './modules/payments/index.ts';
import { payoutsPlugin, payoutsSweepPlugin } from './modules/payouts/index.ts';
import { reviewRightsPlugin } from './modules/reviews/index.ts';
import { workAvailabilityPlugin } from './modules/schedule/index.ts';
import routesPlugin from './routes.ts';

export * from './public-api.ts';

const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const api = resolveApiOptions(app, options);
  const { now } = api;

  // 1. Infrastructure.
  await app.register(infrastructurePlugin, api);

  // 2. Modules. The orders module adds its reaction to a payment's success to app.payments, and
  //    refunds a paid order it cancels through it; payments knows nothing of orders.
  await app.register(geoAddressesPlugin, { config: api.geo, now });
  await app.register(servedRegionsPlugin);
  await app.register(refreshCookiePlugin, { config: api.auth, production: api.production });
  await app.register(reviewRightsPlugin);
  await app.register(workAvailabilityPlugin, { now });
  await app.register(paymentsPlugin, { config: api.payments, ports: api.paymentPorts, now });
  await app.register(ordersPlugin, { now, sms: api.auth.sms, payoutRates: api.settings.payouts.rates, refundOrder: api.orders.refundOrder });
  await app.register(staleOrdersSweepPlugin, { everyMs: api.orders.staleSweepEveryMs });
  // PAYOUT_* and PAYOUTS_* settings; the run that sends payouts only with PAYOUTS_PROVIDER=yookassa.
  await app.register(payoutsPlugin, { config: api.payouts, now });
  await app.register(payoutsSweepPlugin, { everyMs: api.payouts.sweepEveryMs });
  await app.register(checkoutPlugin, { now });

  // 3. Routes.
  await app.register(routesPlugin, api);
};

export default apiPlugin;

/** A ready Fastify server with the API at /api; it closes the database it opened itself. */
export const buildApiServer = (config: ApiServerConfig): Promise<FastifyInstance> => buildServerAround(apiPlugin, config);

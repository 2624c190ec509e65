// The API as a Fastify plugin (mounted under /api) and the factories that open its database and build a server around it.
import { registerApiSecurityHeaders } from './plugins/security-headers.ts';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.ts';
import { openSeededDatabase, type SeededDatabaseConfig } from './seed/seed.ts';
import { guestAddressesRoutes, userAddressesRoutes } from './modules/addresses/index.ts';
import { type AuthConfig, authenticatePlugin, authRoutes, createRefreshCookie, resolveAuthConfig } from './modules/auth/index.ts';
import { basketRoutes, repeatOrderRoutes, upsellRoutes } from './modules/basket/index.ts';
import { createPublicUrl, developmentApiSettings, type ApiSettings } from './config.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { checkoutRoutes, createCheckoutService, orderPaymentRoutes } from './modules/checkout/index.ts';
import { callbacksRoutes } from './modules/callbacks/index.ts';
import { cabinetDishesRoutes } from './modules/cabinet/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { cooksRoutes } from './modules/cooks/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { devicesRoutes } from './modules/devices/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { createGeoAddressesDeps, geoAddressRoutes, type GeoConfig, geoRoutes, geoV2Routes, resolveGeoConfig } from './modules/geo/index.ts';
import { mapRoutes } from './modules/map/index.ts';
import { cookApplicationsRoutes, moderationRoutes, ownFilesRoutes } from './modules/moderation/index.ts';
import { type PaymentPorts, type PaymentsOptions, paymentsPlugin, resolvePaymentsConfig } from './modules/payments/index.ts';
import { ordersRoutes, type OrdersService, ordersServiceFor, type RefundOrderPort } from './modules/orders/index.ts';
import { payoutsPlugin, resolvePayoutsConfig } from './modules/payouts/index.ts';
import { promoRoutes } from './modules/promo/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { loadCurrentUser, profilesRoutes, rolesPlugin } from './modules/profiles/index.ts';
import { createReviewRights, reviewsRoutes } from './modules/reviews/index.ts';
import { cookScheduleRoutes, cookSlotsRoutes, createWorkAvailability } from './modules/schedule/index.ts';
import { compilationsRoutes } from './modules/compilations/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import dbPlugin from './plugins/db.ts';
import envelopePlugin from './plugins/envelope.ts';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import { createLocalFileStorage } from './files/local-storage.ts';
import type { FileStorage } from './files/storage.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import textInputPlugin from './plugins/text-input.ts';
import urlLengthPlugin, { transportOptions, type TransportLimits } from './plugins/transport.ts';
import guestSessionPlugin from './plugins/guest-session.ts';
import { registerRateLimits, type RateLimits } from './plugins/rate-limits.ts';
import realtimePlugin from './realtime/realtime.plugin.ts';
import swaggerPlugin from './plugins/swagger.ts';
import { apiLoggerOptions, requestIdOptions } from './logging.ts';
import { createApiMetrics, metricsPlugin } from './ops/metrics.ts';
import type { MetricsConfig } from './ops/ops-config.ts';

// How the API opens a database: migrated, with the reference data and the demo data when asked.
export { openSeededDatabase as openDatabase, type SeededDatabaseConfig as DatabaseConfig };
export { answerFrameworkError, transportOptions, apiLoggerOptions, requestIdOptions };
export { resolveFileStorage } from './files/storage-config.ts';
export { createLocalFileStorage } from './files/local-storage.ts';
export type { FileStorage } from './files/storage.ts';
export { readTrustProxy } from './trust-proxy.ts';
export { createPublicUrl, loadConfig, parseConfig, readConfig, type ApiSettings, type AppConfig, type PublicUrl } from './config.ts';
export { seedDemoData, type DemoDataOptions } from './seed/seed.ts';
export type { Database, AuthConfig, TransportLimits, RateLimits };
export { createOutboxSmsSender, type SmsSender } from './modules/notifications/index.ts';
export { startErrorReporting, reportError, flushErrorReports } from './ops/error-reporting.ts';

/**
 * What the API plugin takes. `config` is the configuration's API slice (config.ts); the other
 * settings override parts of it (tests). Nothing here reads the environment.
 */
export interface ApiOptions {
  db: Database;
  /** The API's settings (loadConfig(...).api); without it, development settings and no background timers (what tests want). */
  config?: ApiSettings;
  /**
   * The site's address for links people follow (payment return and confirmation pages, e-mail
   * links): PUBLIC_URL, else the address the server listens on; an app that never listens
   * (app.inject in tests) has none, and its links start with http://localhost.
   */
  publicUrl?: string | (() => string);
  /** Where uploads live and what /api/files serves (files/storage.ts); without it uploads answer 503 and /api/files is not served. */
  storage?: FileStorage;
  /** Production hides the development helpers (/api/dev/*) whatever the configuration says; defaults to config.production. */
  production?: boolean;
  /** Token lifetimes and the JWT secret over the configuration's (JWT_SECRET, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS). */
  auth?: Partial<AuthConfig>;
  /** The clock every time rule (codes, SMS limits, tokens) reads; tests move it instead of sleeping. */
  now?: () => Date;
  /** Address lookups over the configuration's (GEO_PROVIDER, DADATA_API_KEY, DADATA_BASE_URL) and the defaults. */
  geo?: Partial<GeoConfig>;
  /**
   * Payments over the configuration's (YOOKASSA_API_URL, YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY,
   * YOOKASSA_NOTIFICATION_SOURCES, PAYMENTS_SELF_URL; none set: the built-in fake YooKassa);
   * `ports` are the orders module's reactions to a payment's end (no-ops until given).
   */
  payments?: PaymentsOptions;
  /**
   * Orders: `refundOrder` is the payments module's refund of a paid order that gets cancelled
   * (none until then); `staleSweepEveryMs` how often stale orders are cancelled (0: never;
   * default the configuration's ORDER_SWEEP_INTERVAL_MS).
   */
  orders?: { refundOrder?: RefundOrderPort; staleSweepEveryMs?: number };
  /** GET /api/metrics for Prometheus with this bearer token; false: none. Defaults to the configuration's (METRICS_TOKEN). */
  metrics?: MetricsConfig | false;
  /** Per-address allowances (plugins/rate-limits.ts) over the configuration's (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR). */
  rateLimits?: Partial<RateLimits>;
}

/**
 * Encapsulated on purpose: its compilers, error and not-found handlers and `db` decoration
 * stay inside the prefix it is registered under, so a combined server keeps its own.
 */
const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { db, storage, production, auth, now = () => new Date(), geo, orders, payments, metrics, rateLimits } = options;
  const settings = options.config ?? developmentApiSettings();
  const publicUrl = publicUrlOf(app, options.publicUrl);
  const authConfig = resolveAuthConfig(auth ?? {}, settings.auth, publicUrl);
  const isProduction = production ?? settings.production;

  // Infrastructure first: every route below is compiled, documented and answered through these.
  // The request id (the web server's X-Request-Id or a new one, logging.ts) goes back with the answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerApiSecurityHeaders(app, { production: isProduction });
  await app.register(dbPlugin, { db });
  await app.register(envelopePlugin, { validateResponses: settings.validateResponses });
  await app.register(errorsPlugin);
  // Before every route, so each one is counted; its 429 goes through the error handler above.
  await registerRateLimits(app, { ...settings.rateLimits, ...rateLimits });
  await app.register(urlLengthPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(swaggerPlugin);
  await app.register(authenticatePlugin, { config: authConfig, now });
  await app.register(rolesPlugin);
  await app.register(guestSessionPlugin, { now });
  // app.realtime for the modules below; POST /ws/ticket and the WebSocket /ws (issue 10).
  await app.register(realtimePlugin, { publicUrl: authConfig.publicUrl, production: isProduction, now });
  // Off unless configured: request timings per route pattern and the figures below, for Prometheus.
  const metricsConfig = metrics ?? settings.metrics;
  const apiMetrics = metricsConfig
    ? createApiMetrics(() => ({ driver: db.driver, connections: () => db.connections(), openSockets: () => app.realtime.openSockets() }))
    : null;
  if (metricsConfig && apiMetrics) await app.register(metricsPlugin, { config: metricsConfig, metrics: apiMetrics });
  // Before the modules: it adds its hooks to each route that opts in (config.publicRead) as the route is declared.
  await app.register(publicCachePlugin, {
    db,
    now,
    onLookup: apiMetrics ? (hit) => apiMetrics.cacheLookup('public_reads', hit) : undefined,
  });

  // Domain modules.
  await app.register(healthRoutes, { storage });
  await app.register(geoRoutes, { prefix: '/geo' });
  const geoAddresses = createGeoAddressesDeps(resolveGeoConfig(geo ?? {}, settings.geo), {
    now,
    log: app.log,
    onCacheLookup: apiMetrics ? (hit) => apiMetrics.cacheLookup('geo_suggestions', hit) : undefined,
  });
  await app.register(geoAddressRoutes, { prefix: '/geo', addresses: geoAddresses });
  await app.register(geoV2Routes, { prefix: '/v2/geo', addresses: geoAddresses });
  await app.register(callbacksRoutes, { prefix: '/popup' });
  await app.register(catalogRoutes, { prefix: '/catalog' });
  await app.register(mapRoutes, { prefix: '/map' });
  // The reviews module decides canAddReview (a completed order without a review yet).
  // The schedule module words 'Принимает заказы с …' (workAvailableAt) from the cook's hours and days off.
  await app.register(cooksRoutes, {
    prefix: '/cooks',
    canAddReview: createReviewRights(app.db.orm).canAddReview,
    workAvailableAt: createWorkAvailability(app.db.orm, now),
  });
  // Spec 7 names the content calls at the top level: /api/index, /api/banners, /api/site-settings…
  await app.register(contentRoutes);
  await app.register(seoRoutes, { prefix: '/seo' });
  // One cookie rule for every call that opens, rotates or ends a session (auth and password change).
  const refreshCookie = createRefreshCookie({
    path: `${app.prefix}/auth`,
    maxAgeSeconds: authConfig.refreshTokenTtlSeconds,
    production: isProduction,
    originRule: { publicUrl: authConfig.publicUrl, production: isProduction },
  });
  await app.register(authRoutes, { prefix: '/auth', config: authConfig, now, refreshCookie, presentUser: loadCurrentUser });
  await app.register(profilesRoutes, {
    prefix: '/profiles',
    config: authConfig,
    now,
    storage,
    refreshCookie,
    inScope: async (scope) => {
      await scope.register(cookApplicationsRoutes, { storage: storage ?? null, now });
    },
  });
  // A scope of its own beside the profiles one (which parses multipart forms): only JSON here.
  await app.register(userAddressesRoutes, { prefix: '/profiles/addresses', now });
  await app.register(guestAddressesRoutes, { prefix: '/guest/addresses', now });
  await app.register(favoritesRoutes, { prefix: '/profiles/favorites', now });
  await app.register(basketRoutes, { prefix: '/basket', now });
  // app.payments (start, sync, refund) for the orders module; YooKassa's notifications; /profiles/payment-types; the fake YooKassa.
  // A payment's end moves its order (in the payment's transaction); the orders service is made
  // below, after app.payments, which it needs for refunds.
  let ordersService: OrdersService | undefined;
  const orderPorts: PaymentPorts = {
    async onPaymentSucceeded(orderId, tx) {
      const result = await ordersService!.markOrderPaid(orderId, tx);
      if (result.outcome === 'paid') return () => ordersService!.announce(result.change);
      // Paid after the order was cancelled (it waited too long, or the customer cancelled in another
      // tab): the money goes back, and the customer is told. The refund is recorded before YooKassa
      // is asked, and a refund YooKassa did not answer goes out on the next sweep: tell them either way.
      if (result.outcome === 'cancelled') {
        return async () => {
          try {
            await app.payments.refundPayment(orderId);
          } finally {
            ordersService!.announceLatePaymentRefund(orderId);
          }
        };
      }
    },
    // A refused or expired payment leaves the order waiting: the customer may pay again until the
    // unpaid-order timeout cancels it (ORDER_PAYMENT_TIMEOUT_MINUTES).
    async onPaymentCanceled() {},
  };
  const { ports: paymentPorts, ...paymentSettings } = payments ?? {};
  await app.register(paymentsPlugin, {
    config: resolvePaymentsConfig(paymentSettings, { publicUrl }, settings.payments),
    ports: { ...orderPorts, ...paymentPorts },
    production: isProduction,
    now,
  });
  // /cooks/{id}/slots beside the cook page's routes; the cook's own schedule in a JSON-only scope of its own.
  await app.register(cookSlotsRoutes, { prefix: '/cooks', now });
  await app.register(cookScheduleRoutes, { prefix: '/profiles/schedule', now });
  await app.register(compilationsRoutes, { prefix: '/profiles/compilations' });
  // The caller's own documents and kitchen photos with their moderation state (JSON only: beside the multipart profiles scope).
  await app.register(ownFilesRoutes, { prefix: '/profiles/files' });
  // The cook's own dishes (issue 9); a scope of its own, as its picture upload parses multipart forms.
  await app.register(cabinetDishesRoutes, { prefix: '/profiles/dishes', now, storage });
  await app.register(upsellRoutes, { prefix: '/upsell', now });
  await app.register(repeatOrderRoutes, { prefix: '/orders', now });
  await app.register(moderationRoutes, { prefix: '/moderation', now, storage, sms: authConfig.sms });
  // One orders service for its routes and the payments module (markOrderPaid, cancelUnpaidOrder);
  // payments hands its refund in as `orders.refundOrder`. /orders/promo-check is the promo module's.
  ordersService = ordersServiceFor(app.db.orm, {
    now,
    sms: authConfig.sms,
    payoutRates: settings.payouts.rates,
    log: app.log,
    realtime: app.realtime,
    refundOrder: orders?.refundOrder ?? ((orderId, tx) => app.payments.recordRefund(orderId, tx)),
  });
  await app.register(ordersRoutes, {
    prefix: '/orders',
    orders: ordersService,
    staleSweepEveryMs: orders?.staleSweepEveryMs ?? settings.orders.staleSweepEveryMs,
    // Refunds recorded by a cancellation but not sent (the process died before) go out on the next sweep.
    afterSweep: () => app.payments.completePendingRefunds(),
  });
  await app.register(promoRoutes, { prefix: '/orders', now });
  // /payouts/* (the cook's statements and totals, the operator's mark-paid; PAYOUT_* and PAYOUTS_* settings) and the fake YooKassa payouts.
  await app.register(payoutsPlugin, { config: resolvePayoutsConfig({}, settings.payouts), now });
  // The checkout: /checkout/{cookId}, POST /checkout, and the payment page's /orders/{id}/payment.
  const checkout = createCheckoutService({ orm: app.db.orm, orders: ordersService, payments: app.payments, now });
  await app.register(checkoutRoutes, { prefix: '/checkout', checkout, publicUrl });
  await app.register(orderPaymentRoutes, { prefix: '/orders', checkout, publicUrl });
  // /cooks/{id}/reviews and /reviews/{id}/answer; its own scope, as it parses the review form.
  await app.register(reviewsRoutes, { now, storage });
  // /chat: conversations, messages and their files (issue 10); its own scope, as it parses the message form.
  await app.register(chatRoutes, { prefix: '/chat', now, storage, orders: ordersService });
  await app.register(devicesRoutes, { prefix: '/device', now });
  // Shows SMS codes to whoever asks: only when the configuration turns it on (DEV_OUTBOX, development only).
  if (settings.devOutbox && !isProduction) await app.register(devRoutes, { prefix: '/dev' });
  if (storage) await app.register(filesPlugin, { prefix: '/files', storage });
};

export default apiPlugin;

/** The given address, else the one the server listens on (read when a link is written, so after listen). */
function publicUrlOf(app: FastifyInstance, given: ApiOptions['publicUrl']): () => string {
  if (typeof given === 'string') {
    const url = given.replace(/\/+$/, '');
    return () => url;
  }
  if (given) return given;
  const listening = createPublicUrl(undefined);
  return () => {
    listening.listeningOn(app.server.address());
    try {
      return listening();
    } catch {
      return 'http://localhost';
    }
  };
}

export interface ApiServerConfig extends SeededDatabaseConfig, Pick<ApiOptions, 'config' | 'publicUrl' | 'production' | 'auth' | 'now' | 'geo' | 'orders' | 'payments' | 'metrics' | 'rateLimits'> {
  /** An already opened database (tests share one per suite); the server then leaves closing it to the caller. */
  db?: Database;
  /** Off by default; options (level, a stream) or true get the API's redaction and serializers (logging.ts). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Behind a proxy (the web server, a load balancer) the client's address is in X-Forwarded-For;
   * the per-IP SMS limit (S4) needs it, or every visitor would share the proxy's one allowance.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Shorthand for `storage`: the local adapter over this directory (and its `-private` sibling). */
  filesDir?: string;
  /** Sizes and times the server refuses past (plugins/transport.ts); tests shorten the times. */
  transport?: Partial<TransportLimits>;
}

/** A ready Fastify server with the API at /api; it closes the database it opened itself. */
export async function buildApiServer(config: ApiServerConfig): Promise<FastifyInstance> {
  const storage = config.storage ?? (config.filesDir ? createLocalFileStorage(config.filesDir) : undefined);
  const db = config.db ?? (await openSeededDatabase({ ...config, storage }));
  const ownsDatabase = config.db === undefined;
  const app = Fastify({
    logger: config.logger ? apiLoggerOptions(config.logger === true ? {} : config.logger) : false,
    ...requestIdOptions,
    trustProxy: config.trustProxy ?? false,
    // Oversized or slow requests are refused in the envelope, before and while they are read.
    ...transportOptions(config.transport),
    // URL errors are found before any plugin runs; this keeps them in the envelope too.
    frameworkErrors: answerFrameworkError,
    // The API's onRequest hook answers with the envelope 503 while draining (plugins/errors.ts).
    return503OnClosing: false,
  });
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  try {
    await app.register(apiPlugin, {
      prefix: '/api',
      db,
      storage,
      config: config.config,
      publicUrl: config.publicUrl,
      production: config.production,
      auth: config.auth,
      now: config.now,
      geo: config.geo,
      orders: config.orders,
      payments: config.payments,
      metrics: config.metrics,
      rateLimits: config.rateLimits,
    });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await db.close();
    throw error;
  }
  return app;
}

// What the API plugin (app.ts) and buildApiServer take, and the same with every default applied:
// the settings the three passes (infrastructure, modules, routes) read. Nothing here reads the environment.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createPublicUrl, developmentApiSettings, type ApiSettings } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import { type AuthConfig, resolveAuthConfig } from './modules/auth/index.ts';
import { type GeoConfig, resolveGeoConfig } from './modules/geo/index.ts';
import type { RefundOrderPort } from './modules/orders/index.ts';
import { type PaymentPorts, type PaymentsConfig, type PaymentsOptions, resolvePaymentsConfig } from './modules/payments/index.ts';
import { type PayoutsConfig, resolvePayoutsConfig } from './modules/payouts/index.ts';
import type { MetricsConfig } from './ops/ops-config.ts';
import type { RateLimits } from './plugins/rate-limits.ts';
import type { TransportLimits } from './plugins/transport.ts';
import type { SeededDatabaseConfig } from './seed/seed.ts';

/**
 * What the API plugin takes. `config` is the configuration's API slice (config.ts); the other
 * settings override parts of it (tests).
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
   * `ports` stand in for the reactions other modules add to a payment's end (the orders module's).
   */
  payments?: PaymentsOptions;
  /**
   * Orders: `refundOrder` stands in for the payments module's refund of a paid order that gets
   * cancelled; `staleSweepEveryMs` how often stale orders are cancelled (0: never; default the
   * configuration's ORDER_SWEEP_INTERVAL_MS).
   */
  orders?: { refundOrder?: RefundOrderPort; staleSweepEveryMs?: number };
  /** GET /api/metrics for Prometheus with this bearer token; false: none. Defaults to the configuration's (METRICS_TOKEN). */
  metrics?: MetricsConfig | false;
  /** Per-address allowances (plugins/rate-limits.ts) over the configuration's (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR). */
  rateLimits?: Partial<RateLimits>;
}

export interface ApiServerConfig
  extends SeededDatabaseConfig,
    Pick<ApiOptions, 'config' | 'publicUrl' | 'production' | 'auth' | 'now' | 'geo' | 'orders' | 'payments' | 'metrics' | 'rateLimits'> {
  /** An already opened database (tests share one per suite); the server then leaves closing it to the caller. */
  db?: Database;
  /** Off by default; options (level, a stream) or true get the API's redaction and serializers (logging.ts). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Behind a proxy (the web server, a load balancer) the client's address is in X-Forwarded-For;
   * the per-IP SMS limit needs it, or every visitor would share the proxy's one allowance.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Shorthand for `storage`: the local adapter over this directory (and its `-private` sibling). */
  filesDir?: string;
  /** Sizes and times the server refuses past (plugins/transport.ts); tests shorten the times. */
  transport?: Partial<TransportLimits>;
}

/** ApiOptions resolved over the configuration: one object for the infrastructure, the modules and the routes. */
export interface ApiContext {
  db: Database;
  storage?: FileStorage;
  now: () => Date;
  settings: ApiSettings;
  production: boolean;
  publicUrl: () => string;
  auth: AuthConfig;
  geo: GeoConfig;
  payments: PaymentsConfig;
  /** Stand-ins (tests) for the reactions to a payment's end. */
  paymentPorts?: Partial<PaymentPorts>;
  payouts: PayoutsConfig;
  orders: { refundOrder?: RefundOrderPort; staleSweepEveryMs: number };
  metrics: MetricsConfig | false | null;
  rateLimits: RateLimits;
  /** /api/dev/*: the configuration turns it on, and never in production. */
  devOutbox: boolean;
}

export function resolveApiOptions(app: FastifyInstance, options: ApiOptions): ApiContext {
  const settings = options.config ?? developmentApiSettings();
  const publicUrl = publicUrlOf(app, options.publicUrl);
  const production = options.production ?? settings.production;
  const { ports: paymentPorts, ...paymentSettings } = options.payments ?? {};
  return {
    db: options.db,
    storage: options.storage,
    now: options.now ?? (() => new Date()),
    settings,
    production,
    publicUrl,
    auth: resolveAuthConfig(options.auth ?? {}, settings.auth, publicUrl),
    geo: resolveGeoConfig(options.geo ?? {}, settings.geo),
    payments: resolvePaymentsConfig(paymentSettings, { publicUrl }, settings.payments),
    paymentPorts,
    payouts: resolvePayoutsConfig({}, settings.payouts),
    orders: { refundOrder: options.orders?.refundOrder, staleSweepEveryMs: options.orders?.staleSweepEveryMs ?? settings.orders.staleSweepEveryMs },
    metrics: options.metrics ?? settings.metrics,
    rateLimits: { ...settings.rateLimits, ...options.rateLimits },
    devOutbox: settings.devOutbox && !production,
  };
}

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

// The product's whole configuration (the API and the web server): every environment variable it
// reads, checked by one zod schema. An entry point reads it once (loadConfig) and hands each part
// of the product its slice; nothing else reads process.env. `.env.example` lists the variables.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DADATA_BASE_URL, type GeoProviderConfig } from './modules/geo/index.ts';
import { DEFAULT_SMSRU_BASE_URL, type SmsConfig } from './modules/notifications/index.ts';
import { STALE_ORDER_SWEEP_MS } from './modules/orders/index.ts';
import { YOOKASSA_API_URL } from './modules/payments/index.ts';
import {
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_PROCESSING_FEE_PERCENT,
  parsePercent,
  type PayoutRates,
  PAYOUTS_PROVIDERS,
  type PayoutsProvider,
} from './modules/payouts/index.ts';
import type { S3StorageConfig } from './files/s3-storage.ts';
import { readTrustProxy } from './trust-proxy.ts';
import { readOpsConfig, type ErrorReportingConfig, type MetricsConfig } from './ops/ops-config.ts';
import { readRateLimits, type RateLimits } from './plugins/rate-limits.ts';

/**
 * Which process reads the configuration: 'web' is the one-process product (shell/server/main.ts),
 * which runs the API too unless API_UPSTREAM sends /api elsewhere; 'api' is the API alone (server.ts).
 */
export type ConfigRole = 'web' | 'api';

export const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_WEB_PORT = 3000;
const DEFAULT_API_PORT = 3001;
const DEFAULT_SERVER_RENDER_BUDGET_MS = 150;
const DEFAULT_PAYOUTS_SWEEP_MS = 60_000;
/** MinIO's region unless told otherwise; AWS needs the bucket's real one. */
const DEFAULT_S3_REGION = 'us-east-1';
/** The cooks map's default tiles (their usage policy asks for the attribution shown). */
const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// ---- one variable's shape -------------------------------------------------------------------

const trimSlashes = (value: string) => value.replace(/\/+$/, '');
const httpAddress = z
  .string()
  .refine((value) => /^https?:\/\/[^/]/.test(value), { error: (issue) => `must be an http(s) address, got ${JSON.stringify(issue.input)}` })
  .transform(trimSlashes);
/** Stricter than httpAddress: 'minio:9000' would pass a prefix test as a URL of scheme 'minio:'. */
const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  error: (issue) => `must be an http(s) URL such as http://minio:9000, got ${JSON.stringify(issue.input)}`,
});
const postgresUrl = z.string().refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
  error: (issue) => `must be a postgres:// connection string, got ${JSON.stringify(issue.input)}`,
});
const flag = z
  .enum(['true', 'false', '1', '0'], { error: (issue) => `must be true or false, got ${JSON.stringify(issue.input)}` })
  .transform((value) => value === 'true' || value === '1');
const wholeNumber = (unit: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: (issue) => `must be a whole number of ${unit}, got ${JSON.stringify(issue.input)}` })
    .transform(Number);
const positiveSeconds = wholeNumber('seconds').refine((value) => value > 0, { error: 'must be a positive whole number of seconds' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}, got ${JSON.stringify(issue.input)}` });
const percent = z.string().transform((value, context) => {
  try {
    return parsePercent('', value);
  } catch {
    context.addIssue({ code: 'custom', message: `must be a percentage from 0 to 100 with at most two decimals, got ${JSON.stringify(value)}` });
    return z.NEVER;
  }
});
const jsonObject = z.string().transform((value, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON object, got text that is not JSON' });
    return z.NEVER;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((entry) => typeof entry !== 'string')) {
    context.addIssue({ code: 'custom', message: 'must be a JSON object of names to URLs' });
    return z.NEVER;
  }
  return parsed as Record<string, string>;
});
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/** Every variable the product reads; unset and empty are the same. */
const variablesSchema = z.object({
  APP_ENV: oneOf(['development', 'production'] as const).optional(),
  NODE_ENV: z.string().optional(),
  PORT: wholeNumber('port')
    .refine((port) => port > 0 && port <= 65535, { error: 'must be a port number from 1 to 65535' })
    .optional(),
  HOST: z.string().optional(),
  PUBLIC_URL: httpAddress.optional(),
  /** The web server's older name for PUBLIC_URL, still read when PUBLIC_URL is unset. */
  PUBLIC_ORIGIN: httpAddress.optional(),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const).optional(),
  TRUST_PROXY: z.string().optional(),

  DATABASE_URL: z.string().optional(),
  DATABASE_READ_URL: postgresUrl.optional(),
  PGLITE_DIR: z.string().optional(),
  SEED_DEMO_DATA: flag.optional(),
  DEV_OUTBOX: flag.optional(),
  RESPONSE_VALIDATION: flag.optional(),

  STORAGE: oneOf(['local', 's3'] as const).optional(),
  FILES_DIR: z.string().optional(),
  PRIVATE_FILES_DIR: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),

  JWT_SECRET: z
    .string()
    .min(MIN_JWT_SECRET_LENGTH, { error: `must be at least ${MIN_JWT_SECRET_LENGTH} characters` })
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveSeconds.optional(),
  REFRESH_TOKEN_TTL_SECONDS: positiveSeconds.optional(),
  SMS_PROVIDER: oneOf(['outbox', 'smsru'] as const).optional(),
  SMSRU_API_ID: z.string().optional(),
  SMSRU_BASE_URL: httpAddress.optional(),
  GEO_PROVIDER: oneOf(['offline', 'dadata'] as const).optional(),
  DADATA_API_KEY: z.string().optional(),
  DADATA_BASE_URL: httpAddress.optional(),

  FAKE_YOOKASSA: flag.optional(),
  YOOKASSA_API_URL: httpAddress.optional(),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  YOOKASSA_NOTIFICATION_SOURCES: commaList.optional(),
  PAYMENTS_SELF_URL: httpAddress.optional(),
  ORDER_SWEEP_INTERVAL_MS: wholeNumber('milliseconds').optional(),
  PAYOUT_COMMISSION_PERCENT: percent.optional(),
  PAYOUT_PROCESSING_FEE_PERCENT: percent.optional(),
  PAYOUTS_PROVIDER: oneOf(PAYOUTS_PROVIDERS).optional(),
  YOOKASSA_PAYOUTS_AGENT_ID: z.string().optional(),
  YOOKASSA_PAYOUTS_SECRET_KEY: z.string().optional(),
  YOOKASSA_PAYOUTS_API_URL: httpAddress.optional(),
  PAYOUTS_SWEEP_INTERVAL_MS: wholeNumber('milliseconds').optional(),

  API_UPSTREAM: httpAddress.optional(),
  REMOTES_MAP: jsonObject.optional(),
  REMOTES_SERVER_MAP: jsonObject.optional(),
  SSR_BUDGET_MS: wholeNumber('milliseconds').optional(),
  APPS_ROOT: z.string().optional(),
  APP_VERSION: z.string().trim().min(1).optional(),
  SENTRY_DSN: z.string().optional(),
  // Checked by their own readers (ops/ops-config.ts, plugins/rate-limits.ts), whose lines the
  // refusal repeats.
  SENTRY_RELEASE: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.string().optional(),
  RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR: z.string().optional(),
  METRIKA_ID: z.string().optional(),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
});

type Variables = z.infer<typeof variablesSchema>;
export type VariableName = keyof z.input<typeof variablesSchema>;
/** The variables' names, for `.env.example` and its test. */
export const VARIABLE_NAMES = Object.keys(variablesSchema.shape) as VariableName[];

// ---- what the product gets ------------------------------------------------------------------

export type StorageSettings = { kind: 'local'; filesDir: string | undefined; privateFilesDir: string | undefined } | { kind: 's3'; s3: S3StorageConfig };

/** YooKassa's address and shop; `apiUrl: null` is the built-in fake on this same server. */
export type PaymentsProviderSettings = { apiUrl: null } | { apiUrl: string; shopId: string; secretKey: string };

/** The API's slice: what app.ts and its modules are configured with. */
export interface ApiSettings {
  production: boolean;
  /** /api/dev/* (the outbox and inbox with every sign-in code); only ever in development. */
  devOutbox: boolean;
  /**
   * Every answer checked against its contract before it is sent (a mismatch is a 500 naming the
   * field): development and tests. Production writes answers with serializers compiled from the
   * same contracts, without the second pass (plugins/envelope.ts).
   */
  validateResponses: boolean;
  auth: { jwtSecret: string | undefined; accessTokenTtlSeconds: number | undefined; refreshTokenTtlSeconds: number | undefined; sms: SmsConfig };
  geo: { provider: GeoProviderConfig };
  payments: { provider: PaymentsProviderSettings; extraNotificationSources: string[]; selfUrl: string | undefined };
  payouts: {
    rates: PayoutRates;
    provider: PayoutsProvider;
    /** Null: the built-in fake (development only). */
    gateway: { apiUrl: string; agentId: string; secretKey: string } | null;
    selfUrl: string | undefined;
    sweepEveryMs: number;
  };
  orders: { staleSweepEveryMs: number };
  /** GET /api/metrics for Prometheus; null: off. */
  metrics: MetricsConfig | null;
  /** The per-address allowances. */
  rateLimits: RateLimits;
}

/** The web server's own slice (shell/server). */
export interface WebSettings {
  /** Proxy /api to this API service; unset, the API runs in the web server's process. */
  apiUpstream: string | undefined;
  /** MF container name → its mf-manifest.json, over the defaults (every remote under /mf/). */
  remotesOverrides: Record<string, string>;
  /**
   * MF container name → the same manifest at the address the web server itself fetches it from,
   * where that differs from the browser's (a remote service's name inside a private network).
   */
  remotesServerAddresses: Record<string, string>;
  serverRenderBudgetMs: number;
  /** Folder holding shell/ and mf-*\/ with their dist/ folders; unset: the repository. */
  appsRoot: string | undefined;
  sentryDsn: string | null;
  /** The front end's release, as /app-version.json announces it; unset: a fingerprint of the built apps. */
  appVersion: string | null;
  metrikaId: string | null;
  mapTileUrl: string;
  mapTileAttribution: string;
}

export interface AppConfig {
  environment: 'development' | 'production';
  production: boolean;
  listen: { port: number; host: string };
  /** PUBLIC_URL without a trailing slash; unset (development only): the address the server listens on (createPublicUrl). */
  publicUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  /** This process's errors to Sentry; null: no DSN, none sent. */
  errorReporting: ErrorReportingConfig | null;
  /** `readDatabaseUrl`: a read replica for the reads that may lag (Database.readOrm); unset, reads go to `databaseUrl`. */
  database: { databaseUrl: string | undefined; readDatabaseUrl: string | undefined; pgliteDir: string };
  /** Seed the demo catalogue (and, in development, the demo accounts) when the database opens. */
  seedDemoData: boolean;
  storage: StorageSettings;
  api: ApiSettings;
  web: WebSettings;
}

// ---- the rules between variables --------------------------------------------------------------

const hasRealPayments = (v: Variables) => Boolean(v.YOOKASSA_SHOP_ID || v.YOOKASSA_SECRET_KEY || v.YOOKASSA_API_URL);
const hasRealPayouts = (v: Variables) => Boolean(v.YOOKASSA_PAYOUTS_AGENT_ID || v.YOOKASSA_PAYOUTS_SECRET_KEY || v.YOOKASSA_PAYOUTS_API_URL);

function checkCombinations(v: Variables, role: ConfigRole, problem: (name: VariableName, message: string) => void): void {
  if (v.NODE_ENV === 'production' && !v.APP_ENV) {
    problem('APP_ENV', 'is unset while NODE_ENV=production: set APP_ENV=production (or APP_ENV=development on purpose)');
  }
  for (const read of [() => readOpsConfig(opsVariables(v), role), () => readRateLimits(rateLimitVariables(v))]) {
    try {
      read();
    } catch (error) {
      const [name, ...rest] = (error as Error).message.split(' ');
      problem(name as VariableName, rest.join(' '));
    }
  }
  const production = v.APP_ENV === 'production';
  // The web server in front of a separate API service holds no payments, codes or tokens.
  const runsApi = role === 'api' || !v.API_UPSTREAM;

  // A replica of what? Embedded PGlite has none, and reads silently going to the primary would hide the mistake.
  if (v.DATABASE_READ_URL && !v.DATABASE_URL)
    problem('DATABASE_READ_URL', 'is set without DATABASE_URL: a read replica needs its primary (PGlite has no replicas)');
  if (v.SMS_PROVIDER === 'smsru' && !v.SMSRU_API_ID) problem('SMSRU_API_ID', 'is required with SMS_PROVIDER=smsru');
  if (v.GEO_PROVIDER === 'dadata' && !v.DADATA_API_KEY) problem('DADATA_API_KEY', 'is required with GEO_PROVIDER=dadata');
  if (v.STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!v[name]) problem(name, 'is required with STORAGE=s3');
    }
  }
  if (v.FAKE_YOOKASSA === true) {
    // In production its own line below says why it is refused.
    if (hasRealPayments(v) && !production) problem('FAKE_YOOKASSA', 'is true while YOOKASSA_* name a real shop: choose one');
  } else if (hasRealPayments(v) || (v.FAKE_YOOKASSA === false && !production)) {
    if (!v.YOOKASSA_SHOP_ID) problem('YOOKASSA_SHOP_ID', 'is required for real payments (with YOOKASSA_SECRET_KEY)');
    if (!v.YOOKASSA_SECRET_KEY) problem('YOOKASSA_SECRET_KEY', 'is required for real payments (with YOOKASSA_SHOP_ID)');
  }
  if (hasRealPayouts(v)) {
    if (!v.YOOKASSA_PAYOUTS_AGENT_ID) problem('YOOKASSA_PAYOUTS_AGENT_ID', 'is required for real payouts (with YOOKASSA_PAYOUTS_SECRET_KEY)');
    if (!v.YOOKASSA_PAYOUTS_SECRET_KEY) problem('YOOKASSA_PAYOUTS_SECRET_KEY', 'is required for real payouts (with YOOKASSA_PAYOUTS_AGENT_ID)');
  }

  if (!production) return;
  // A production start refuses what would be unsafe or silently broken for real customers.
  if (!v.PUBLIC_URL && !v.PUBLIC_ORIGIN)
    problem('PUBLIC_URL', "is required in production: the site's address for payment return pages, e-mail links and canonical URLs");
  if (!runsApi) return;
  if (!v.JWT_SECRET) problem('JWT_SECRET', `is required in production (${MIN_JWT_SECRET_LENGTH}+ characters, the same on every API replica)`);
  if (v.FAKE_YOOKASSA) problem('FAKE_YOOKASSA', "must not be true in production: its payment page lets anyone press 'Оплатить'");
  else if (!hasRealPayments(v)) {
    problem('YOOKASSA_SHOP_ID', 'is required in production: without a real YooKassa shop nobody can pay');
    problem('YOOKASSA_SECRET_KEY', 'is required in production: without a real YooKassa shop nobody can pay');
  }
  if (v.SMS_PROVIDER !== 'smsru')
    problem('SMS_PROVIDER', 'must name a real SMS provider in production (smsru, with SMSRU_API_ID): the outbox sends sign-in codes to nobody');
  if (v.DEV_OUTBOX) problem('DEV_OUTBOX', 'must not be true in production: /api/dev/outbox shows every sign-in code to anyone');
  if (v.SEED_DEMO_DATA) problem('SEED_DEMO_DATA', 'must not be true in production: demo cooks and dishes would be offered to real customers');
  if (v.PAYOUTS_PROVIDER === 'yookassa' && !hasRealPayouts(v)) {
    problem('YOOKASSA_PAYOUTS_AGENT_ID', 'is required in production with PAYOUTS_PROVIDER=yookassa: the built-in fake would mark payouts paid without paying');
  }
}

// ---- variables → configuration ------------------------------------------------------------------

const opsVariables = (v: Variables) => ({ SENTRY_DSN: v.SENTRY_DSN, SENTRY_RELEASE: v.SENTRY_RELEASE, METRICS_TOKEN: v.METRICS_TOKEN, APP_ENV: v.APP_ENV });
const rateLimitVariables = (v: Variables) => ({
  RATE_LIMIT_PER_MINUTE: v.RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR: v.RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR,
});

function toConfig(v: Variables, role: ConfigRole, cwd: string): AppConfig {
  const production = v.APP_ENV === 'production';
  const ops = readOpsConfig(opsVariables(v), role);
  const development = !production;
  const paymentsProvider: PaymentsProviderSettings =
    v.YOOKASSA_SHOP_ID && v.YOOKASSA_SECRET_KEY
      ? { apiUrl: v.YOOKASSA_API_URL ?? YOOKASSA_API_URL, shopId: v.YOOKASSA_SHOP_ID, secretKey: v.YOOKASSA_SECRET_KEY }
      : { apiUrl: null };
  const payoutsProvider = v.PAYOUTS_PROVIDER ?? 'manual';
  const payoutsGateway =
    v.YOOKASSA_PAYOUTS_AGENT_ID && v.YOOKASSA_PAYOUTS_SECRET_KEY
      ? { apiUrl: v.YOOKASSA_PAYOUTS_API_URL ?? YOOKASSA_API_URL, agentId: v.YOOKASSA_PAYOUTS_AGENT_ID, secretKey: v.YOOKASSA_PAYOUTS_SECRET_KEY }
      : null;
  const sms: SmsConfig =
    v.SMS_PROVIDER === 'smsru' ? { provider: 'smsru', apiId: v.SMSRU_API_ID!, baseUrl: v.SMSRU_BASE_URL ?? DEFAULT_SMSRU_BASE_URL } : { provider: 'outbox' };
  const geo: GeoProviderConfig =
    v.GEO_PROVIDER === 'dadata' ? { name: 'dadata', apiKey: v.DADATA_API_KEY!, baseUrl: v.DADATA_BASE_URL ?? DEFAULT_DADATA_BASE_URL } : { name: 'offline' };
  const storage: StorageSettings =
    v.STORAGE === 's3'
      ? {
          kind: 's3',
          s3: {
            endpoint: v.S3_ENDPOINT,
            region: v.S3_REGION ?? DEFAULT_S3_REGION,
            bucket: v.S3_BUCKET!,
            accessKeyId: v.S3_ACCESS_KEY_ID!,
            secretAccessKey: v.S3_SECRET_ACCESS_KEY!,
            // A server of one's own (an endpoint) is addressed by path; AWS itself by bucket host name.
            forcePathStyle: v.S3_FORCE_PATH_STYLE ?? v.S3_ENDPOINT !== undefined,
          },
        }
      : { kind: 'local', filesDir: v.FILES_DIR, privateFilesDir: v.PRIVATE_FILES_DIR };
  return {
    environment: production ? 'production' : 'development',
    production,
    listen: { port: v.PORT ?? (role === 'api' ? DEFAULT_API_PORT : DEFAULT_WEB_PORT), host: v.HOST ?? '0.0.0.0' },
    publicUrl: v.PUBLIC_URL ?? v.PUBLIC_ORIGIN,
    logLevel: v.LOG_LEVEL ?? 'info',
    trustProxy: readTrustProxy(v.TRUST_PROXY),
    errorReporting: ops.errorReporting,
    // 'memory://' is a throwaway database; anything else is a directory.
    database: {
      databaseUrl: v.DATABASE_URL,
      readDatabaseUrl: v.DATABASE_READ_URL,
      pgliteDir: v.PGLITE_DIR === 'memory://' ? 'memory://' : path.resolve(cwd, v.PGLITE_DIR ?? '.data'),
    },
    seedDemoData: v.SEED_DEMO_DATA ?? development,
    storage,
    api: {
      production,
      devOutbox: v.DEV_OUTBOX ?? development,
      validateResponses: v.RESPONSE_VALIDATION ?? !production,
      auth: { jwtSecret: v.JWT_SECRET, accessTokenTtlSeconds: v.ACCESS_TOKEN_TTL_SECONDS, refreshTokenTtlSeconds: v.REFRESH_TOKEN_TTL_SECONDS, sms },
      geo: { provider: geo },
      payments: { provider: paymentsProvider, extraNotificationSources: v.YOOKASSA_NOTIFICATION_SOURCES ?? [], selfUrl: v.PAYMENTS_SELF_URL },
      payouts: {
        rates: {
          commissionRate: v.PAYOUT_COMMISSION_PERCENT ?? parsePercent('PAYOUT_COMMISSION_PERCENT', DEFAULT_COMMISSION_PERCENT),
          processingFeeRate: v.PAYOUT_PROCESSING_FEE_PERCENT ?? parsePercent('PAYOUT_PROCESSING_FEE_PERCENT', DEFAULT_PROCESSING_FEE_PERCENT),
        },
        provider: payoutsProvider,
        gateway: payoutsGateway,
        selfUrl: v.PAYMENTS_SELF_URL,
        sweepEveryMs: payoutsProvider === 'yookassa' ? (v.PAYOUTS_SWEEP_INTERVAL_MS ?? DEFAULT_PAYOUTS_SWEEP_MS) : 0,
      },
      orders: { staleSweepEveryMs: v.ORDER_SWEEP_INTERVAL_MS ?? STALE_ORDER_SWEEP_MS },
      metrics: ops.metrics,
      rateLimits: readRateLimits(rateLimitVariables(v)),
    },
    web: {
      apiUpstream: v.API_UPSTREAM,
      remotesOverrides: v.REMOTES_MAP ?? {},
      remotesServerAddresses: v.REMOTES_SERVER_MAP ?? {},
      serverRenderBudgetMs: v.SSR_BUDGET_MS ?? DEFAULT_SERVER_RENDER_BUDGET_MS,
      appsRoot: v.APPS_ROOT ? path.resolve(cwd, v.APPS_ROOT) : undefined,
      sentryDsn: v.SENTRY_DSN ?? null,
      appVersion: v.APP_VERSION ?? null,
      metrikaId: v.METRIKA_ID ?? null,
      mapTileUrl: v.MAP_TILE_URL ?? OPEN_STREET_MAP_TILES,
      mapTileAttribution: v.MAP_TILE_ATTRIBUTION ?? (v.MAP_TILE_URL ? '' : '© участники OpenStreetMap'),
    },
  };
}

/** The one schema: the variables' shapes, the rules between them, and the configuration they make. */
export function configSchema(role: ConfigRole, cwd = process.cwd()) {
  return variablesSchema
    .superRefine((variables, context) => checkCombinations(variables, role, (name, message) => context.addIssue({ code: 'custom', path: [name], message })))
    .transform((variables) => toConfig(variables, role, cwd));
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Reads an environment (any record of strings): empty values count as unset, values are trimmed. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>, role: ConfigRole = 'web'): ConfigResult {
  const present = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([name, value]) => value && name in variablesSchema.shape),
  );
  const result = configSchema(role).safeParse(present);
  if (result.success) return { ok: true, config: result.data };
  // One line per problem, naming its variable; a variable wrong in two ways says both.
  return { ok: false, problems: result.error.issues.map((issue) => `${String(issue.path[0] ?? 'configuration')} ${issue.message}`) };
}

/** For tests and tools: the configuration or an error listing every problem. */
export function readConfig(env: Readonly<Record<string, string | undefined>>, role: ConfigRole = 'web'): AppConfig {
  const result = parseConfig(env, role);
  if (!result.ok) throw new Error(`Configuration refused:\n${result.problems.join('\n')}`);
  return result.config;
}

/**
 * What an entry point calls first: the process's environment, read here and nowhere else. Problems
 * are printed one per line on stderr and the process exits with 1 before opening anything.
 */
export function loadConfig(role: ConfigRole): AppConfig {
  const result = parseConfig(process.env, role);
  if (result.ok) return result.config;
  console.error(`The configuration is refused (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; see .env.example):`);
  for (const problem of result.problems) console.error(`  ${problem}`);
  process.exit(1);
}

/** The settings of an API built without a configuration (tests): development, and no background timers. */
export function developmentApiSettings(): ApiSettings {
  const { api } = readConfig({});
  return { ...api, payouts: { ...api.payouts, sweepEveryMs: 0 }, orders: { staleSweepEveryMs: 0 } };
}

/** The site's address for links people follow: PUBLIC_URL, else (development) where the server listens, known once it does. */
export interface PublicUrl {
  (): string;
  /** Called after listen with the server's address (server.address()). */
  listeningOn(address: AddressInfo | string | null): void;
}

export function createPublicUrl(configured: string | undefined): PublicUrl {
  let listening: string | undefined;
  const publicUrl = (() => {
    const url = configured ?? listening;
    if (!url) throw new Error('The public address is not known before the server listens: set PUBLIC_URL');
    return url;
  }) as PublicUrl;
  publicUrl.listeningOn = (address) => {
    if (!address || typeof address === 'string') return;
    // Every interface: the visitor on this machine reaches it as localhost.
    const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.address;
    listening = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };
  return publicUrl;
}

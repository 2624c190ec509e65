// The web server's view of the product's configuration (the one schema in api/src/config.ts, read
// once by main.ts): its own settings, and the slices it hands the in-process API.
import path from 'node:path';
import { loadConfig, readConfig, type AppConfig } from '@povar/api';
import { REMOTES } from '@povar/shared-kit/routes';

export interface ServerConfig {
  port: number;
  host: string;
  /** Proxy /api to this API service (production); unset, the API runs in this process. */
  apiUpstream: string | undefined;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** A streaming replica of `databaseUrl` for the catalogue's reads (DATABASE_READ_URL). */
  readDatabaseUrl: string | undefined;
  pgliteDir: string;
  /** Local files (FILES_DIR, PRIVATE_FILES_DIR) or, with STORAGE=s3, a bucket. */
  storage: AppConfig['storage'];
  /** Seed the demo catalogue when the database opens (development; SEED_DEMO_DATA). */
  seedDemoData: boolean;
  /** 'production' makes pages indexable (any other environment adds robots noindex). */
  environment: string;
  /** PUBLIC_URL: origin for canonical and other absolute URLs, e.g. https://povar-ryadom.ru; unset (development only), the request's (web-server.ts siteOriginFor). */
  publicOrigin: string | undefined;
  /** The in-process API's settings (config.ts); its links use `publicOrigin`, else the address this server listens on. */
  api: AppConfig['api'];
  /** LOG_LEVEL: 'silent' turns the request log off (`npm start`). */
  logLevel: string;
  /** The browser's Sentry DSN (the pages' settings). */
  sentryDsn: string | null;
  /** This process's own errors to Sentry (null without SENTRY_DSN). */
  errorReporting: AppConfig['errorReporting'];
  metrikaId: string | null;
  /** Cooks map tiles: an XYZ template, or 'none' for markers only. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** MF container name → URL of its mf-manifest.json, as the browser reaches it. */
  remotes: Record<string, string>;
  /** MF container name → the manifest's address from this server, where it differs from the browser's. */
  remotesServerAddresses: Record<string, string>;
  /** Folder holding shell/ and mf-*\/ with their dist/ folders. */
  appsRoot: string;
  /** SSR_BUDGET_MS: how long a remote may take to render a page on the server before the browser renders it instead. */
  serverRenderBudgetMs: number;
  /** APP_VERSION: the release /app-version.json announces; null: a fingerprint of the built apps. */
  appVersion: string | null;
  /** TRUST_PROXY: whose X-Forwarded-For is believed (nobody's by default, so a visitor cannot pick the address the per-IP limits count). */
  trustProxy: boolean | string;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function defaultRemotesMap(): Record<string, string> {
  return Object.fromEntries(REMOTES.map((remote) => [remote.replace(/-/g, '_'), `/mf/${remote}/mf-manifest.json`]));
}

/** The web server's configuration from the product's (config.ts). */
export function serverConfigFrom(config: AppConfig): ServerConfig {
  return {
    port: config.listen.port,
    host: config.listen.host,
    apiUpstream: config.web.apiUpstream,
    databaseUrl: config.database.databaseUrl,
    readDatabaseUrl: config.database.readDatabaseUrl,
    pgliteDir: config.database.pgliteDir,
    storage: config.storage,
    seedDemoData: config.seedDemoData,
    environment: config.environment,
    publicOrigin: config.publicUrl,
    api: config.api,
    logLevel: config.logLevel,
    sentryDsn: config.web.sentryDsn,
    errorReporting: config.errorReporting,
    metrikaId: config.web.metrikaId,
    mapTileUrl: config.web.mapTileUrl,
    mapTileAttribution: config.web.mapTileAttribution,
    remotes: { ...defaultRemotesMap(), ...config.web.remotesOverrides },
    remotesServerAddresses: config.web.remotesServerAddresses,
    appsRoot: config.web.appsRoot ?? repoRoot,
    trustProxy: config.trustProxy,
    serverRenderBudgetMs: config.web.serverRenderBudgetMs,
    appVersion: config.web.appVersion,
  };
}

/** For tests and tools: the configuration an environment record makes; throws listing every problem. */
export function readServerConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  return serverConfigFrom(readConfig(env, 'web'));
}

/** main.ts: the process's environment; a refused configuration prints its problems and exits. */
export function loadServerConfig(): ServerConfig {
  return serverConfigFrom(loadConfig('web'));
}

// The web server's configuration, read once from the environment (README lists every variable).
import path from 'node:path';
import { readTrustProxy } from '@povar/api';
import { REMOTES } from '@povar/shared-kit/routes';

export interface ServerConfig {
  port: number;
  host: string;
  /** Proxy /api to this API service (production); unset, the API runs in this process. */
  apiUpstream: string | undefined;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Local files (FILES_DIR); unset, they live in `files` of the data directory. STORAGE=s3 keeps them in a bucket instead. */
  filesDir: string | undefined;
  /** 'production' makes pages indexable (spec 9: non-production builds add robots noindex). */
  environment: string;
  /** Public origin for canonical and other absolute URLs, e.g. https://povar-ryadom.ru; unset, the request's outside production and none in production (web-server.ts siteOriginFor). */
  publicOrigin: string | undefined;
  sentryDsn: string | null;
  metrikaId: string | null;
  /** Cooks map tiles: an XYZ template, or 'none' for markers only. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** MF container name → URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /** Folder holding shell/ and mf-*\/ with their dist/ folders. */
  appsRoot: string;
  /** SSR_BUDGET_MS: how long a remote may take to render a page on the server before the browser renders it instead. */
  serverRenderBudgetMs: number;
  /** TRUST_PROXY: whose X-Forwarded-For is believed (nobody's by default, so a visitor cannot pick the address the per-IP limits count). */
  trustProxy: boolean | string;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The cooks map's default tiles (their usage policy asks for the attribution shown). */
const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function defaultRemotesMap(): Record<string, string> {
  return Object.fromEntries(REMOTES.map((remote) => [remote.replace(/-/g, '_'), `/mf/${remote}/mf-manifest.json`]));
}

function parseRemotesMap(raw: string | undefined): Record<string, string> {
  if (!raw) return defaultRemotesMap();
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('REMOTES_MAP must be a JSON object');
  return { ...defaultRemotesMap(), ...(parsed as Record<string, string>) };
}

const DEFAULT_SERVER_RENDER_BUDGET_MS = 150;

function readBudget(raw: string | undefined): number {
  if (!raw) return DEFAULT_SERVER_RENDER_BUDGET_MS;
  const budget = Number(raw);
  if (!Number.isInteger(budget) || budget < 0) throw new Error(`SSR_BUDGET_MS must be a whole number of milliseconds, got ${raw}`);
  return budget;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiUpstream: env.API_UPSTREAM || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    // 'memory://' is a throwaway database (the e2e server); anything else is a directory.
    pgliteDir: env.PGLITE_DIR === 'memory://' ? 'memory://' : path.resolve(env.PGLITE_DIR ?? './.data'),
    filesDir: env.FILES_DIR || undefined,
    environment: env.APP_ENV ?? 'development',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    sentryDsn: env.SENTRY_DSN || null,
    metrikaId: env.METRIKA_ID || null,
    mapTileUrl: env.MAP_TILE_URL || OPEN_STREET_MAP_TILES,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || (env.MAP_TILE_URL ? '' : '© OpenStreetMap'),
    remotes: parseRemotesMap(env.REMOTES_MAP),
    appsRoot: env.APPS_ROOT ? path.resolve(env.APPS_ROOT) : repoRoot,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    serverRenderBudgetMs: readBudget(env.SSR_BUDGET_MS),
  };
}

// The operator's settings of a server process, from its variables (config.ts hands them over):
// error reports (Sentry) and the Prometheus metrics endpoint. Both are off unless their variable is set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../paths.ts';

export interface ErrorReportingConfig {
  dsn: string;
  /** Which build an event comes from: SENTRY_RELEASE, else `<service>@<version of api/package.json>`. */
  release: string;
  /** APP_ENV (production, staging…), `development` when unset. */
  environment: string;
}

export interface MetricsConfig {
  /** The bearer token Prometheus sends; nobody else can read /api/metrics. */
  token: string;
}

export interface OpsConfig {
  errorReporting: ErrorReportingConfig | null;
  metrics: MetricsConfig | null;
}

/** Shorter tokens could be guessed by a visitor probing /api/metrics. */
const MIN_METRICS_TOKEN_LENGTH = 16;

function apiVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** `service` names the process in the default release: the API alone, or the web server (which may hold the API too). */
export function readOpsConfig(env: Readonly<Record<string, string | undefined>>, service: 'api' | 'web' = 'api'): OpsConfig {
  const dsn = env.SENTRY_DSN?.trim();
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be ${MIN_METRICS_TOKEN_LENGTH} or more characters (it guards /api/metrics)`);
  }
  return {
    errorReporting: dsn
      ? { dsn, release: env.SENTRY_RELEASE?.trim() || `${service}@${apiVersion()}`, environment: env.APP_ENV?.trim() || 'development' }
      : null,
    metrics: token ? { token } : null,
  };
}

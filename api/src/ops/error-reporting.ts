// Error reports of a server process (the API, the web server) to Sentry: 5xx answers, server-side
// render errors and crashes (uncaught exceptions, unhandled rejections). Started once per process
// and only with a DSN; every event goes through the logs' scrubber first (logging.ts).
import * as Sentry from '@sentry/node';
import { scrubPersonalData } from '../logging.ts';
import type { ErrorReportingConfig } from './ops-config.ts';

let started = false;

/**
 * Starts Sentry for this process. Only the integrations that report errors: no tracing, no
 * request bodies or headers, no source lines (they would need a scrubber of their own).
 */
export function startErrorReporting(config: ErrorReportingConfig | null): boolean {
  if (!config || started) return started;
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    // Nothing about people or requests is collected by the SDK itself; the scrubber below is the second line.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, databaseQueryData: false },
    defaultIntegrations: false,
    enableRuntimeChannelInjection: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      // 'strict' keeps Node's own behaviour: an unhandled rejection is reported, then ends the process.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
    ],
    beforeSend: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  started = true;
  return true;
}

export interface ErrorContext {
  /** Short labels to search by: `route`, `method`, `remote`… (values that name things, not people). */
  tags?: Record<string, string>;
  /** More detail, scrubbed like the rest. */
  extra?: Record<string, unknown>;
}

/** Reports an error when reporting is on; does nothing otherwise. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!started) return;
  Sentry.captureException(error, { tags: context.tags, extra: context.extra });
}

/** Sends what is queued (before a process ends, or a test reads what arrived). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (started) await Sentry.flush(timeoutMs);
}

/** Stops reporting (tests); a later start may use another DSN. */
export async function stopErrorReporting(): Promise<void> {
  if (!started) return;
  started = false;
  await Sentry.close(2000);
}

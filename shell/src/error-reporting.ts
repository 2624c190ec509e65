// Error reporting: Sentry starts once, here, only when a DSN is configured at run
// time, and is loaded lazily so visitors without it never download it. Every single-spa
// error is reported with the remote's name. Nothing secret leaves the page: tokens,
// session and device ids, and phone numbers are scrubbed from every event.
import { addErrorHandler, type AppError } from 'single-spa';
import { getRuntimeConfig, setRemoteErrorReporter, type RemoteErrorReport } from '@povar/shared-kit';
import { shellStore } from './shell-store';
import { isLoadFailure, reloadAfterLoadFailure } from './reload-guard';

type SentryModule = typeof import('@sentry/browser');
let sentry: Promise<SentryModule | null> = Promise.resolve(null);

/** Keys whose values never leave the page ('code' only as the whole key: not statusCode). */
const SECRET_KEYS = /authorization|token|password|session-?id|device-?id|^(sms_?)?code$|phone|e-?mail/i;
/** A Russian phone number, not part of a longer run of digits (timestamps, ids). */
const PHONE_RE = /(?<!\d)(\+7|8|7)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}(?!\d)/g;
const BEARER_RE = /Bearer\s+[\w.-]+/gi;
/** Secrets in URLs: the restore-password link carries token and email. */
const SECRET_QUERY_RE = /([?&#](?:token|access_token|refresh_token|email|code|phone)=)[^&#\s]*/gi;

/** Removes secrets from any value Sentry is about to send. */
export function scrub<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replace(BEARER_RE, 'Bearer [скрыто]').replace(SECRET_QUERY_RE, '$1[скрыто]').replace(PHONE_RE, '[телефон скрыт]') as T;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? '[скрыто]' : scrub(item)])) as T;
  }
  return value;
}

/**
 * A remote's render error (its error boundary caught it, the fallback shows): reported under the
 * remote's name and with the remote's own release, which may differ from the shell's.
 */
export function reportRenderError(Sentry: SentryModule, { remote, release, error, componentStack }: RemoteErrorReport): void {
  Sentry.withScope((scope) => {
    scope.setTag('remote', remote);
    scope.setTag('failure', 'render');
    if (release) {
      scope.setTag('remote_release', release);
      scope.addEventProcessor((event) => ({ ...event, release }));
    }
    if (componentStack) scope.setContext('react', { componentStack });
    Sentry.captureException(error);
  });
}

export function initErrorReporting(): void {
  const { sentryDsn, release, environment } = getRuntimeConfig();
  if (sentryDsn) {
    sentry = import('@sentry/browser').then((Sentry) => {
      Sentry.init({
        dsn: sentryDsn,
        release,
        environment,
        sampleRate: 1,
        tracesSampleRate: 0.1,
        beforeSend: (event) => scrub(event),
        beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
      });
      return Sentry;
    });
  }

  setRemoteErrorReporter((report) => {
    console.error(`[povar] ${report.remote} crashed while rendering`, report.error);
    void sentry.then((Sentry) => Sentry && reportRenderError(Sentry, report));
  });

  addErrorHandler((error: AppError) => {
    const remote = error.appOrParcelName.replace('@povar/', '');
    console.error(`[povar] ${remote} failed`, error);
    void sentry.then((Sentry) => Sentry?.captureException(error, { tags: { remote } }));
    if (isLoadFailure(error) && reloadAfterLoadFailure()) return;
    shellStore.getState().markBroken(remote);
  });

  // A lazy chunk of any app that fails to load reloads the page (at most once per 10 s).
  window.addEventListener('unhandledrejection', (event) => {
    if (isLoadFailure(event.reason)) reloadAfterLoadFailure();
  });
}

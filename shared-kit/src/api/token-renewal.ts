// Renewing the access token after a 401: one refresh in flight for the whole page,
// shared by every call that failed with the same token, one at a time across the browser's tabs
// (a Web Lock), and no refresh at all when another call or tab has already renewed it. The
// refresh token itself is the HttpOnly cookie the browser sends with the call; no script sees it.
// Calls also wait for a renewal under way instead of going out with the token being replaced, and
// a token already past its expiry is renewed before the calls are sent: after an idle tab's token
// runs out, the page's burst of calls costs one refresh and no failing calls.
import { clearTokens, getAuth, isAuthTokens, readPersistedTokens, setTokens, type AuthTokens } from '../stores/auth';
import { ApiError } from './api-error';
import { readAnswerBody, sendRequest } from './request-sender';
import { showStatusToast } from './status-toasts';

export const REFRESH_PATH = '/auth/refresh';
export const CANT_REFRESH_TOKEN_TEXT = "Can't refresh token";
/**
 * Held while a tab renews. Every tab shares one cookie, and each refresh rotates it: a second
 * tab refreshing before the first one's new cookie has landed would send a spent token. Under
 * the lock the second tab waits, then finds the first one's fresh token in storage and sends
 * nothing. Without Web Locks (old browsers) the API's 10 s grace answers such a repeat the same.
 */
export const REFRESH_LOCK_NAME = 'povar-auth-refresh';

/**
 * Answers that say "try later", not "this refresh token is dead": the visitor stays signed in
 * and the call is rejected, so a server hiccup never signs everyone out.
 */
const TRANSIENT_STATUSES = new Set([0, 429, 500, 502, 503, 504]);

let refreshInFlight: Promise<AuthTokens> | null = null;

/** A token this close to its expiry is renewed before sending: a call on its way as it expires would get a 401. */
const EXPIRY_MARGIN_MS = 5_000;
/**
 * A token the refresh has just given that the device's clock already calls expired: the clock is
 * wrong, so its expiry is not trusted, and the 401 (renew and retry) takes over for it.
 */
let clockNotTrustedFor: string | null = null;

/** When the access token (a JWT) expires, in ms; null for a token the page cannot read. */
export function accessTokenExpiry(accessToken: string): number | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

const looksExpired = (tokens: AuthTokens) => {
  const expiry = accessTokenExpiry(tokens.accessToken);
  return expiry !== null && expiry - EXPIRY_MARGIN_MS <= Date.now() && tokens.accessToken !== clockNotTrustedFor;
};

/** Carries the status of the caller's own call, which was a 401. */
const cantRefresh = () => new ApiError(CANT_REFRESH_TOKEN_TEXT, { status: 401, error: CANT_REFRESH_TOKEN_TEXT, errors: [], errorType: 'unauthorized' });

/** The API answers `{accessToken}`; snake case is read too. */
function readAccessToken(data: unknown): AuthTokens | null {
  if (isAuthTokens(data)) return { accessToken: data.accessToken };
  const snake = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const token = { accessToken: snake.access_token };
  return isAuthTokens(token) ? token : null;
}

/** Runs `work` holding the browser-wide refresh lock when the browser has Web Locks, else at once. */
function underRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== 'function') return work();
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, work);
}

/** A token other tabs (or this one) stored in place of `spent`, if any. */
function renewedElsewhere(spent: AuthTokens): AuthTokens | null {
  const persisted = readPersistedTokens();
  return persisted && persisted.accessToken !== spent.accessToken ? persisted : null;
}

async function refresh(spent: AuthTokens): Promise<AuthTokens> {
  // A tab that held the lock before us may have renewed already, or signed out everywhere.
  const renewed = renewedElsewhere(spent);
  if (renewed) {
    setTokens(renewed);
    return renewed;
  }
  if (!getAuth().tokens) throw cantRefresh();
  let status = 0;
  let fresh: AuthTokens | null = null;
  try {
    // No body: the cookie is the credential.
    const response = await sendRequest('POST', REFRESH_PATH, {}, null);
    status = response.status;
    const body = await readAnswerBody(response);
    const envelope = body.kind === 'json' && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : null;
    if (status === 200 && envelope?.success === true) fresh = readAccessToken(envelope.data);
  } catch {
    status = 0;
  }
  if (fresh) {
    setTokens(fresh);
    return fresh;
  }
  // Without Web Locks another tab may have renewed a moment earlier, spending the cookie we sent.
  const persisted = renewedElsewhere(spent);
  if (persisted) {
    setTokens(persisted);
    return persisted;
  }
  if (TRANSIENT_STATUSES.has(status)) {
    showStatusToast(status);
  } else if (getAuth().tokens?.accessToken === spent.accessToken) {
    clearTokens();
  }
  throw cantRefresh();
}

/**
 * A token to retry with after a call sent with `used` got a 401. Throws the "Can't refresh
 * token" ApiError when there is none; a rejected refresh has then signed the visitor out.
 */
export async function renewTokens(used: AuthTokens): Promise<AuthTokens> {
  const current = getAuth().tokens;
  if (!current) throw cantRefresh();
  if (current.accessToken !== used.accessToken) return current;
  const persisted = renewedElsewhere(used);
  if (persisted) {
    setTokens(persisted);
    return persisted;
  }
  refreshInFlight ??= underRefreshLock(() => refresh(current)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The tokens to send a call with (null for a guest). A renewal under way is waited for, so the
 * calls queued behind it go out once, with the new token; a token past its expiry is renewed
 * first (one refresh shared by every call). Rejects like `renewTokens` when that renewal fails.
 */
export async function tokensForSending(): Promise<AuthTokens | null> {
  if (refreshInFlight) return refreshInFlight;
  const current = getAuth().tokens;
  if (!current || !looksExpired(current)) return current;
  const renewed = await renewTokens(current);
  if (looksExpired(renewed)) clockNotTrustedFor = renewed.accessToken;
  return renewed;
}

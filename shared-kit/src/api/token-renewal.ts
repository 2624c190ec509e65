// Renewing the token pair after a 401 (spec 4): one refresh in flight for the whole page,
// shared by every call that failed with the same pair, and no refresh at all when another
// call or tab has already renewed it.
import { clearTokens, getAuth, isAuthTokens, readPersistedTokens, setTokens, type AuthTokens } from '../stores/auth';
import { ApiError } from './api-error';
import { readAnswerBody, sendRequest } from './request-sender';
import { showStatusToast } from './status-toasts';

export const REFRESH_PATH = '/auth/refresh';
export const CANT_REFRESH_TOKEN_TEXT = "Can't refresh token";

/**
 * Answers that say "try later", not "this refresh token is dead": the visitor stays signed in
 * and the call is rejected, so a server hiccup never signs everyone out (quality bar S5).
 */
const TRANSIENT_STATUSES = new Set([0, 429, 500, 502, 503, 504]);

let refreshInFlight: Promise<AuthTokens> | null = null;

/** Carries the status of the caller's own call, which was a 401. */
const cantRefresh = () =>
  new ApiError(CANT_REFRESH_TOKEN_TEXT, { status: 401, error: CANT_REFRESH_TOKEN_TEXT, errors: [], errorType: 'unauthorized' });

/** The API answers the pair in camel case like the stored state; snake case is read too. */
function readTokenPair(data: unknown): AuthTokens | null {
  if (isAuthTokens(data)) return { accessToken: data.accessToken, refreshToken: data.refreshToken };
  const snake = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const pair = { accessToken: snake.access_token, refreshToken: snake.refresh_token };
  return isAuthTokens(pair) ? pair : null;
}

async function refresh(spent: AuthTokens): Promise<AuthTokens> {
  let status = 0;
  let fresh: AuthTokens | null = null;
  try {
    const response = await sendRequest('POST', REFRESH_PATH, { body: { refresh_token: spent.refreshToken } }, null);
    status = response.status;
    const body = await readAnswerBody(response);
    const envelope = body.kind === 'json' && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : null;
    if (status === 200 && envelope?.success === true) fresh = readTokenPair(envelope.data);
  } catch {
    status = 0;
  }
  if (fresh) {
    setTokens(fresh);
    return fresh;
  }
  // Another tab may have renewed the pair a moment earlier, spending our refresh token.
  const persisted = readPersistedTokens();
  if (persisted && persisted.refreshToken !== spent.refreshToken) {
    setTokens(persisted);
    return persisted;
  }
  if (TRANSIENT_STATUSES.has(status)) {
    showStatusToast(status);
  } else if (getAuth().tokens?.refreshToken === spent.refreshToken) {
    clearTokens();
  }
  throw cantRefresh();
}

/**
 * A pair to retry with after a call sent with `used` got a 401. Throws the "Can't refresh
 * token" ApiError when there is none; a rejected refresh has then signed the visitor out.
 */
export async function renewTokens(used: AuthTokens): Promise<AuthTokens> {
  const current = getAuth().tokens;
  if (!current) throw cantRefresh();
  if (current.accessToken !== used.accessToken) return current;
  const persisted = readPersistedTokens();
  if (persisted && persisted.accessToken !== used.accessToken) {
    setTokens(persisted);
    return persisted;
  }
  refreshInFlight ??= refresh(current).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

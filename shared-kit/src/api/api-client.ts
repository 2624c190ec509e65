// The API client: sends a call with the common headers, renews the tokens once on
// a 401 (or before sending, when the token has run out or a renewal is under way), answers
// 503/500/429 with a toast, and judges the envelope.
import { getAuth } from '../stores/auth';
import { ApiError } from './api-error';
import { readAnswerBody, sendRequest, type HttpMethod, type QueryParams } from './request-sender';
import { showStatusToast } from './status-toasts';
import { REFRESH_PATH, renewTokens, tokensForSending } from './token-renewal';

export interface ApiRequestOptions {
  /** A JSON-serialisable value, or FormData for multipart uploads (sent without a JSON type). */
  body?: unknown;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  query?: QueryParams;
  /**
   * Resolve with the whole parsed JSON answer instead of its `data`, without judging
   * `success` (a raw JSON call). The status is still judged.
   */
  raw?: boolean;
  signal?: AbortSignal;
  /** The status (or statuses) the call expects; 200 when not given (e.g. 204 for logout). */
  expectStatus?: number | readonly number[];
}

/** Calls whose 401 means "wrong credentials" or "session over", never "renew and retry". */
const CALLS_WITHOUT_RENEWAL = new Set(['/auth/login', '/auth/logout', REFRESH_PATH]);

const pathOnly = (path: string) => (path.split('?')[0] ?? '').replace(/\/+$/, '');

async function judgeAnswer<T>(response: Response, options: ApiRequestOptions): Promise<T | undefined> {
  const { status } = response;
  if (showStatusToast(status)) return undefined;
  const body = await readAnswerBody(response, options.signal);
  const bodyValue = body.kind === 'json' ? body.value : undefined;
  const expected = options.expectStatus ?? 200;
  const isExpected = typeof expected === 'number' ? status === expected : expected.includes(status);
  if (!isExpected) throw ApiError.fromAnswer(`API error, status: ${status}.`, status, bodyValue);
  if (body.kind === 'empty') return undefined;
  if (body.kind === 'text') throw ApiError.fromAnswer('API response not success', status, undefined);
  if (options.raw) return body.value as T;
  const envelope = typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : null;
  if (envelope?.success !== true) throw ApiError.fromAnswer('API response not success', status, body.value);
  return envelope.data as T;
}

/**
 * Calls the API. `path` is relative to the configured API base ('/geo/main-cities', not
 * '/api/geo/main-cities').
 *
 * Resolves with the envelope's `data` (the whole JSON when `raw`), or undefined when the answer
 * has no body or was a 503/500/429 (a toast has then told the visitor). Rejects with an
 * ApiError when the status is not the expected one or `success` is false, with the
 * "Network error, try again late" ApiError (status 0) when no answer came, and with the
 * "Can't refresh token" ApiError when a 401 could not be cured by renewing the tokens. A
 * caller's abort rejects with the abort error itself.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T | undefined> {
  // Sign-in and refresh calls never wait for a renewal: the renewal itself may be what they are.
  const sentWith = CALLS_WITHOUT_RENEWAL.has(pathOnly(path)) ? getAuth().tokens : await tokensForSending();
  let response = await sendRequest(method, path, options, sentWith?.accessToken ?? null);
  // A guest's 401 (no pair to renew) is passed to the caller like any other status.
  if (response.status === 401 && sentWith && !CALLS_WITHOUT_RENEWAL.has(pathOnly(path))) {
    const renewed = await renewTokens(sentWith);
    response = await sendRequest(method, path, options, renewed.accessToken);
  }
  return judgeAnswer<T>(response, options);
}

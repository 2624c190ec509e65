// One HTTP exchange with the API: the URL, the headers every call carries, the body,
// and reading the answer's text. Judging the answer is the client's job.
import { getRuntimeConfig } from '../config/runtime-config';
import { getSession } from '../stores/session';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface SendOptions {
  /** A JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  query?: QueryParams;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_TEXT = 'Network error, try again late';

/** How a call reaches the API: the browser's fetch, or the API in-process when a page renders on the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** A server render sends the page's calls to the API in-process (no HTTP hop to itself). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export function buildApiUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  const base = getRuntimeConfig().apiBase;
  const separator = path.includes('?') ? '&' : '?';
  return `${base}${path.startsWith('/') ? path : `/${path}`}${queryString ? separator + queryString : ''}`;
}

/** The headers every call carries; the ids are sent only when the session knows them. */
export function buildApiHeaders(body: unknown, accessToken: string | null): Record<string, string> {
  const { sessionId, requestId, deviceId } = getSession();
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Cache-Control': 'no-cache',
  };
  // The browser writes the multipart boundary itself; a hand-set type would lose it.
  if (!isFormData(body)) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (sessionId) headers['session-id'] = sessionId;
  if (deviceId) headers['x-request-device-id'] = deviceId;
  // Device registration sends {token: the web-view request id, platform: the device id}.
  if (requestId) headers['x-request-push-token'] = requestId;
  return headers;
}

/** Sends the call; a transport failure becomes an ApiError with status 0, a caller's abort stays an abort. */
export async function sendRequest(method: string, path: string, options: SendOptions, accessToken: string | null): Promise<Response> {
  const { body, query, signal } = options;
  const init: RequestInit = {
    method,
    headers: buildApiHeaders(body, accessToken),
    credentials: 'include',
    ...(signal ? { signal } : {}),
  };
  if (body !== undefined) init.body = isFormData(body) ? body : JSON.stringify(body);
  try {
    return await transport(buildApiUrl(path, query), init);
  } catch (cause) {
    throw transportFailure(cause, signal);
  }
}

function transportFailure(cause: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return cause;
  return new ApiError(NETWORK_ERROR_TEXT, { status: 0, error: NETWORK_ERROR_TEXT, errors: [], errorType: null });
}

export type AnswerBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

/** The answer's body: nothing (204), parsed JSON, or text that is not JSON (a proxy's HTML page). */
export async function readAnswerBody(response: Response, signal?: AbortSignal): Promise<AnswerBody> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw transportFailure(cause, signal);
  }
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', text };
  }
}

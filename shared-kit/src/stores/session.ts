// The browser session: the persisted session id that identifies a guest, and the
// mobile app's web-view request id and device id.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readStoredString, writeStoredString } from './browser-storage';

export interface SessionState {
  /** Random UUID sent as the `session-id` header; null only before `initSession()` and in Node. */
  sessionId: string | null;
  /** The web-view request id (sent as `x-request-push-token`); null outside the mobile app. */
  requestId: string | null;
  /** The mobile device id (sent as `x-request-device-id`); null outside the mobile app. */
  deviceId: string | null;
}

export const SESSION_STORAGE_KEYS = {
  sessionId: 'session-id',
  requestId: 'web-view-request-id',
  deviceId: 'web-view-device',
} as const;

/**
 * Query parameters the mobile app opens the web view with: `?requestId=…&deviceId=…`. The
 * names are our choice: the ones its device registration payload uses
 * ({requestId, deviceId}). They are stored and then removed from the address bar, so a link
 * shared from the app does not turn someone else's browser into "the web view".
 */
export const WEB_VIEW_QUERY_PARAMS = { requestId: 'requestId', deviceId: 'deviceId' } as const;

const sessionStore = createStore<SessionState>(() => ({ sessionId: null, requestId: null, deviceId: null }));
let initialised = false;

/**
 * A v4 UUID. `crypto.randomUUID` exists only in secure contexts (https or localhost), so a
 * web view opened over plain http falls back to `getRandomValues`, which works everywhere.
 */
function createUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads the web-view ids from the URL, then drops them from the address bar. */
function takeWebViewIdsFromUrl(): Partial<Pick<SessionState, 'requestId' | 'deviceId'>> {
  const url = new URL(window.location.href);
  const requestId = url.searchParams.get(WEB_VIEW_QUERY_PARAMS.requestId)?.trim() || null;
  const deviceId = url.searchParams.get(WEB_VIEW_QUERY_PARAMS.deviceId)?.trim() || null;
  if (url.searchParams.has(WEB_VIEW_QUERY_PARAMS.requestId) || url.searchParams.has(WEB_VIEW_QUERY_PARAMS.deviceId)) {
    url.searchParams.delete(WEB_VIEW_QUERY_PARAMS.requestId);
    url.searchParams.delete(WEB_VIEW_QUERY_PARAMS.deviceId);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { ...(requestId ? { requestId } : {}), ...(deviceId ? { deviceId } : {}) };
}

/**
 * Step 1 of start-up: loads the session from storage, takes the web-view ids from
 * the URL when the app passes them (a fresh launch wins over stored values), creates and
 * persists a session id when there is none. Idempotent; does nothing outside a browser.
 */
export function initSession(): SessionState {
  if (initialised || typeof window === 'undefined') return sessionStore.getState();
  initialised = true;
  const fromUrl = takeWebViewIdsFromUrl();
  let sessionId = readStoredString(SESSION_STORAGE_KEYS.sessionId);
  if (!sessionId) {
    sessionId = createUuid();
    writeStoredString(SESSION_STORAGE_KEYS.sessionId, sessionId);
  }
  const requestId = fromUrl.requestId ?? readStoredString(SESSION_STORAGE_KEYS.requestId);
  const deviceId = fromUrl.deviceId ?? readStoredString(SESSION_STORAGE_KEYS.deviceId);
  if (fromUrl.requestId) writeStoredString(SESSION_STORAGE_KEYS.requestId, fromUrl.requestId);
  if (fromUrl.deviceId) writeStoredString(SESSION_STORAGE_KEYS.deviceId, fromUrl.deviceId);
  sessionStore.setState({ sessionId, requestId, deviceId });
  return sessionStore.getState();
}

/** The session, initialised on first read. */
export function getSession(): SessionState {
  return initSession();
}

/**
 * Stores new web-view ids, e.g. after device registration answers with a value.
 * A null id is removed; an omitted one is kept.
 */
export function setWebViewIds(ids: Partial<Pick<SessionState, 'requestId' | 'deviceId'>>): void {
  initSession();
  if (ids.requestId !== undefined) writeStoredString(SESSION_STORAGE_KEYS.requestId, ids.requestId);
  if (ids.deviceId !== undefined) writeStoredString(SESSION_STORAGE_KEYS.deviceId, ids.deviceId);
  sessionStore.setState(ids);
}

export function subscribeSession(listener: (state: SessionState, previous: SessionState) => void): () => void {
  initSession();
  return sessionStore.subscribe(listener);
}

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  initSession();
  return useStore(sessionStore, selector ?? ((state: SessionState) => state as unknown as T));
}

// Auth state: the persisted access token, whether the visitor is signed in, and the
// cross-tab sync of sign-in, sign-out and token refresh over BroadcastChannel('povar-auth').
// The refresh token is never here: the API keeps it in an HttpOnly cookie no script can read.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../events/event-bus';
import { readStoredJson, writeStoredString } from './browser-storage';

/** What a sign-in or a refresh gives the page: the short-lived access token (its refresh token stays in the cookie). */
export interface AuthTokens {
  accessToken: string;
}

export interface AuthState {
  tokens: AuthTokens | null;
  /** Signed in: an access token is held. A rejected refresh clears it (see the API client). */
  isAuth: boolean;
}

/** Messages between tabs. */
export type AuthSyncMessage = { type: 'auth'; tokens: AuthTokens } | { type: 'tokens-update'; tokens: AuthTokens } | { type: 'logout' };

export const AUTH_TOKENS_STORAGE_KEY = 'auth-tokens';
export const AUTH_CHANNEL_NAME = 'povar-auth';

const authStore = createStore<AuthState>(() => ({ tokens: null, isAuth: false }));
let initialised = false;
let channel: BroadcastChannel | null = null;

export function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== '';
}

/** Only the access token is kept, whatever else a value carries. */
const accessOnly = (tokens: AuthTokens): AuthTokens => ({ accessToken: tokens.accessToken });

function isAuthSyncMessage(value: unknown): value is AuthSyncMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, tokens } = value as Record<string, unknown>;
  if (type === 'logout') return true;
  return (type === 'auth' || type === 'tokens-update') && isAuthTokens(tokens);
}

const sameTokens = (a: AuthTokens | null, b: AuthTokens | null) => a === b || (a !== null && b !== null && a.accessToken === b.accessToken);

/** The access token as other tabs last left it in storage (they may have refreshed it a moment ago). */
export function readPersistedTokens(): AuthTokens | null {
  const stored = readStoredJson(AUTH_TOKENS_STORAGE_KEY, isAuthTokens);
  return stored ? accessOnly(stored) : null;
}

function applyMessage(message: AuthSyncMessage): void {
  const { tokens, isAuth } = authStore.getState();
  if (message.type === 'tokens-update' && !sameTokens(tokens, message.tokens)) commit(accessOnly(message.tokens), false);
  if (message.type === 'logout' && isAuth) commit(null, false);
  if (message.type === 'auth' && !isAuth) commit(accessOnly(message.tokens), false);
}

/**
 * Loads the persisted access token and starts listening to other tabs. Idempotent; every reader calls
 * it, so explicit start-up is optional. Does nothing outside a browser.
 */
export function initAuth(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  const tokens = readPersistedTokens();
  // Written back as it is read: a refresh token that an older version of the site left in
  // storage goes now (the API no longer accepts it anyway; the cookie is its only home).
  writeStoredString(AUTH_TOKENS_STORAGE_KEY, tokens ? JSON.stringify(tokens) : null);
  authStore.setState({ tokens, isAuth: tokens !== null });
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isAuthSyncMessage(event.data)) applyMessage(event.data);
    };
  }
}

function tellOtherTabs(message: AuthSyncMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel (page unloading) needs no message.
  }
}

/** Persists and publishes a new access token; tells other tabs what changed unless it came from them. */
function commit(tokens: AuthTokens | null, broadcast: boolean): void {
  const previous = authStore.getState();
  if (sameTokens(previous.tokens, tokens)) return;
  writeStoredString(AUTH_TOKENS_STORAGE_KEY, tokens ? JSON.stringify(tokens) : null);
  authStore.setState({ tokens, isAuth: tokens !== null });
  if (broadcast) {
    if (tokens && !previous.isAuth) tellOtherTabs({ type: 'auth', tokens });
    else if (tokens) tellOtherTabs({ type: 'tokens-update', tokens });
    else tellOtherTabs({ type: 'logout' });
  }
  if (previous.isAuth !== (tokens !== null)) emit('auth:changed');
}

export function getAuth(): AuthState {
  initAuth();
  return authStore.getState();
}

/** Keeps other tabs quiet: the caller tells them itself, at its own step (login completion, logout). */
export interface QuietOption {
  tellOtherTabs?: boolean;
}

/**
 * Signs in, or replaces the access token after a refresh. Other tabs hear 'auth' on sign-in and
 * 'tokens-update' on a new token; `auth:changed` is emitted only when signed-in-ness changes.
 */
export function setTokens(tokens: AuthTokens, { tellOtherTabs = true }: QuietOption = {}): void {
  initAuth();
  commit(accessOnly(tokens), tellOtherTabs);
}

/** Signs out locally: forgets the access token, tells other tabs 'logout', emits `auth:changed`. */
export function clearTokens({ tellOtherTabs = true }: QuietOption = {}): void {
  initAuth();
  commit(null, tellOtherTabs);
}

/** Sends a sync message to the other tabs of this browser (each applies it only when it changes something there). */
export function announceToOtherTabs(message: AuthSyncMessage): void {
  initAuth();
  tellOtherTabs(message);
}

export function subscribeAuth(listener: (state: AuthState, previous: AuthState) => void): () => void {
  initAuth();
  return authStore.subscribe(listener);
}

export function useAuth(): AuthState;
export function useAuth<T>(selector: (state: AuthState) => T): T;
export function useAuth<T>(selector?: (state: AuthState) => T): T | AuthState {
  initAuth();
  return useStore(authStore, selector ?? ((state: AuthState) => state as unknown as T));
}

// Auth state (spec 3-4): the persisted token pair, whether the visitor is signed in, and the
// cross-tab sync of sign-in, sign-out and token refresh over BroadcastChannel('povar-auth').
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../events/event-bus';
import { readStoredJson, writeStoredString } from './browser-storage';

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthState {
  tokens: AuthTokens | null;
  /** Signed in: a token pair is held. A rejected refresh clears the pair (see the API client). */
  isAuth: boolean;
}

/** Messages between tabs (spec 4 "Cross-tab sync messages"). */
export type AuthSyncMessage =
  | { type: 'auth'; tokens: AuthTokens }
  | { type: 'tokens-update'; tokens: AuthTokens }
  | { type: 'logout' };

export const AUTH_TOKENS_STORAGE_KEY = 'auth-tokens';
export const AUTH_CHANNEL_NAME = 'povar-auth';

const authStore = createStore<AuthState>(() => ({ tokens: null, isAuth: false }));
let initialised = false;
let channel: BroadcastChannel | null = null;

export function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== '' && typeof refreshToken === 'string' && refreshToken !== '';
}

function isAuthSyncMessage(value: unknown): value is AuthSyncMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, tokens } = value as Record<string, unknown>;
  if (type === 'logout') return true;
  return (type === 'auth' || type === 'tokens-update') && isAuthTokens(tokens);
}

const sameTokens = (a: AuthTokens | null, b: AuthTokens | null) =>
  a === b || (a !== null && b !== null && a.accessToken === b.accessToken && a.refreshToken === b.refreshToken);

/** The pair as other tabs last left it in storage (they may have refreshed it a moment ago). */
export function readPersistedTokens(): AuthTokens | null {
  return readStoredJson(AUTH_TOKENS_STORAGE_KEY, isAuthTokens);
}

function applyMessage(message: AuthSyncMessage): void {
  const { tokens, isAuth } = authStore.getState();
  if (message.type === 'tokens-update' && !sameTokens(tokens, message.tokens)) commit(message.tokens, false);
  if (message.type === 'logout' && isAuth) commit(null, false);
  if (message.type === 'auth' && !isAuth) commit(message.tokens, false);
}

/**
 * Loads the persisted pair and starts listening to other tabs. Idempotent; every reader calls
 * it, so explicit start-up is optional. Does nothing outside a browser.
 */
export function initAuth(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  const tokens = readPersistedTokens();
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

/** Persists and publishes a new pair; tells other tabs what changed unless it came from them. */
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

/** Keeps other tabs quiet: the caller tells them itself, at its own step (spec 4 login completion, logout). */
export interface QuietOption {
  tellOtherTabs?: boolean;
}

/**
 * Signs in, or replaces the pair after a refresh. Other tabs hear 'auth' on sign-in and
 * 'tokens-update' on a new pair; `auth:changed` is emitted only when signed-in-ness changes.
 */
export function setTokens(tokens: AuthTokens, { tellOtherTabs = true }: QuietOption = {}): void {
  initAuth();
  commit({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, tellOtherTabs);
}

/** Signs out locally: forgets the pair, tells other tabs 'logout', emits `auth:changed`. */
export function clearTokens({ tellOtherTabs = true }: QuietOption = {}): void {
  initAuth();
  commit(null, tellOtherTabs);
}

/** Sends a sync message to the other tabs of this browser (they apply it under spec 4's conditions). */
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

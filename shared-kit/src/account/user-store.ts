// The signed-in user: loaded only while an access token is
// held, reset on sign-out in this tab or another, and read by every remote through useUser().
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CurrentUser } from '../contracts/auth';
import { getCurrentUser } from './account-api';
import { emit } from '../events/event-bus';
import { formatPhone, normalizePhone } from '../format/phone';
import { getAuth, subscribeAuth } from '../stores/auth';

export interface UserState {
  user: CurrentUser | null;
  /** A load is in flight; the header shows a placeholder instead of guessing. */
  loading: boolean;
}

const userStore = createStore<UserState>(() => ({ user: null, loading: false }));
let loadInFlight: Promise<CurrentUser | null> | null = null;
let watching = false;

/**
 * Loads the user when a token is held; a failed load leaves the state as it was
 * (the failure is ignored). Concurrent callers share one request.
 */
export function loadUser(): Promise<CurrentUser | null> {
  watchAuth();
  if (!getAuth().isAuth) return Promise.resolve(null);
  loadInFlight ??= (async () => {
    userStore.setState({ loading: true });
    try {
      const user = (await getCurrentUser()) ?? null;
      // Signed out while the answer travelled: the answer belongs to nobody now.
      if (user && getAuth().isAuth) userStore.setState({ user });
      return user;
    } catch {
      return userStore.getState().user;
    } finally {
      userStore.setState({ loading: false });
      loadInFlight = null;
    }
  })();
  return loadInFlight;
}

/** Replaces the user with a fresher copy (e.g. the answer of change-data). */
export function setUser(user: CurrentUser): void {
  if (getAuth().isAuth) userStore.setState({ user });
}

export function resetUser(): void {
  userStore.setState({ user: null, loading: false });
}

/** The unread count moves locally before the next refetch; never below zero. */
export function changeUnreadCount(delta: number): void {
  const { user } = userStore.getState();
  if (!user) return;
  userStore.setState({ user: { ...user, unreadMessagesCount: Math.max(0, user.unreadMessagesCount + delta) } });
  emit('chat:unread-changed', {});
}

/**
 * Sign-in and sign-out reach this tab from others too (the auth store's cross-tab sync), so the
 * user follows the tokens: loaded when a pair appears, dropped when it goes.
 */
function watchAuth(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  subscribeAuth((state, previous) => {
    if (state.isAuth && !previous.isAuth) void loadUser();
    if (!state.isAuth && previous.isAuth) resetUser();
  });
}

export function getUser(): UserState {
  watchAuth();
  return userStore.getState();
}

export function subscribeUser(listener: (state: UserState, previous: UserState) => void): () => void {
  watchAuth();
  return userStore.subscribe(listener);
}

export function useUser(): UserState;
export function useUser<T>(selector: (state: UserState) => T): T;
export function useUser<T>(selector?: (state: UserState) => T): T | UserState {
  watchAuth();
  return useStore(userStore, selector ?? ((state: UserState) => state as unknown as T));
}

/**
 * True when there is no user data, or when the normalised name contains the phone: the
 * person has not set a real name yet. An empty name (our accounts start with one) counts too.
 */
export function nameContainsPhone(user: Pick<CurrentUser, 'name' | 'phone'> | null): boolean {
  if (!user) return true;
  const name = user.name.trim();
  if (name === '') return true;
  const phone = normalizePhone(user.phone) ?? user.phone;
  return (normalizePhone(name) ?? name).includes(phone);
}

/** The name the profile menu shows: the name, or else the formatted phone. */
export function displayNameOf(user: Pick<CurrentUser, 'name' | 'phone'>): string {
  return nameContainsPhone(user) ? formatPhone(user.phone) : user.name.trim();
}

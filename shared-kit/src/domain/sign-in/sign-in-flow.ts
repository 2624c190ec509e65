// Login completion, logout and device registration, step by step in their fixed order. The
// mf-profile forms call completeLogin(); the profile menu and the header call logout(). Kept out
// of the platform's account folder because its steps reach into the basket, a domain.
import { navigateToUrl } from 'single-spa';
import * as signInApi from './sign-in-api';
import { emit } from '../../events/event-bus';
import { buildPath } from '../../routes';
import { announceToOtherTabs, clearTokens, setTokens, type AuthTokens } from '../../stores/auth';
import { getRegion } from '../../stores/region';
import { getSession, setWebViewIds } from '../../stores/session';
import { loadAddressList, mergeGuestAddress } from '../../address';
import { mergeGuestBasket, resetBasket } from '../basket';
import { loadUser, resetUser } from '../../account';

/**
 * Device registration: only inside the app's web view, where both the request id
 * (the push token) and the device id exist. Failures are ignored: push is a convenience.
 */
export async function registerDevice(): Promise<void> {
  const { requestId, deviceId } = getSession();
  if (!requestId || !deviceId) return;
  try {
    const answer = await signInApi.registerDevice({ requestId, deviceId });
    // Kept only when the answer has no error and a value.
    if (answer && !answer.error && answer.value) setWebViewIds({ requestId: answer.value.requestId, deviceId: answer.value.deviceId });
  } catch {
    // Push stays off for this device until the next sign-in or launch.
  }
}

/**
 * Login completion, in this order: 1 tell the other tabs, 2 store the tokens (signed in), 3 load the
 * user, 4 the basket (after this browser's guest basket has joined the user's), 5 register the
 * device, 6 the address list, after the guest's address has joined it (docs/decisions.md).
 */
export async function completeLogin(tokens: AuthTokens): Promise<void> {
  announceToOtherTabs({ type: 'auth', tokens });
  setTokens(tokens, { tellOtherTabs: false });
  await loadUser();
  await mergeGuestBasket();
  await registerDevice();
  await mergeGuestAddress();
  await loadAddressList();
  emit('address:changed', {});
}

export interface LogoutOptions {
  /** Logout's step 3: runs after the server has ended the session, before the tokens go. */
  beforeReload?: () => void | Promise<void>;
}

/**
 * Logout, in this order: 1 reset the user, basket and device state, 2 call logout (the server revokes
 * the refresh token and releases the device), 3 the optional before-reload step, 4 clear the
 * tokens, 5 go to the home page of the current region, 6 tell the other tabs.
 */
export async function logout({ beforeReload }: LogoutOptions = {}): Promise<void> {
  resetUser();
  resetBasket();
  try {
    // The browser sends the refresh cookie along; the server revokes its session and clears it.
    await signInApi.logout();
  } catch {
    // The session ends here whatever the server said; an unrevoked token expires on its own.
  }
  await beforeReload?.();
  clearTokens({ tellOtherTabs: false });
  navigateToUrl(buildPath('INDEX', {}, getRegion().region?.slug ?? null));
  announceToOtherTabs({ type: 'logout' });
}

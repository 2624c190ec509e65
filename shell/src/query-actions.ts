// Query-parameter behaviours and the links our e-mails carry: read on start-up and
// after every route change, acted on once, then removed from the address bar.
import { getAuth, getUser, isApiError, loadUser, notifyError, notifySuccess, openPopup } from '@povar/shared-kit';
import * as shellApi from './shell-api';

export const BECOME_COOK_PARAM = 'become-cook';
/** The link of the e-mail confirmation letter (our own addition: docs/decisions.md, 'Accounts'). */
export const CONFIRM_EMAIL_PARAM = 'confirm-email';
export const EMAIL_CONFIRMED_TEXT = 'E-mail подтверждён';

function dropParams(...names: string[]): void {
  const url = new URL(window.location.href);
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * ?become-cook: a signed-in non-cook gets the become-cook popup and the parameter goes; a cook
 * gets nothing. A guest is asked to sign in first (the auth popup with isForCook continues to
 * the application), which is what the region-not-available screen does for guests too.
 */
async function becomeCook(): Promise<void> {
  if (!getAuth().isAuth) {
    dropParams(BECOME_COOK_PARAM);
    openPopup('auth', { isForCook: true });
    return;
  }
  const user = getUser().user ?? (await loadUser());
  if (!user || user.isCook) return;
  dropParams(BECOME_COOK_PARAM);
  openPopup('become-cook');
}

async function confirmEmail(token: string): Promise<void> {
  dropParams(CONFIRM_EMAIL_PARAM);
  try {
    await shellApi.confirmEmail(token);
    notifySuccess(EMAIL_CONFIRMED_TEXT);
    if (getAuth().isAuth) void loadUser();
  } catch (error) {
    notifyError(isApiError(error) ? error.userMessage : 'Не удалось подтвердить e-mail');
  }
}

export function applyQueryActions(): void {
  const params = new URLSearchParams(window.location.search);
  if (params.has(BECOME_COOK_PARAM)) void becomeCook();
  // Restore password starts only when both are present; then the query is cleared.
  const token = params.get('token');
  const email = params.get('email');
  if (token && email) {
    dropParams('token', 'email');
    openPopup('restore-password', { token, email });
  }
  const confirmation = params.get(CONFIRM_EMAIL_PARAM);
  if (confirmation) void confirmEmail(confirmation);
}

export function installQueryActions(): void {
  window.addEventListener('single-spa:routing-event', applyQueryActions);
}

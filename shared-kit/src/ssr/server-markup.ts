// How a page rendered on the server meets its remote in the browser: the remote's slot carries
// the server's markup and a marker, and its data waits in a JSON script beside it. Both are
// taken once: the first mount hydrates, every later mount renders afresh.
import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteName } from '../routes';

/** Set by the document server on a slot whose markup came from the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** On the slot from the start of its hydration until its page has hydrated (lazy parts included) and answers clicks. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** The element each remote is mounted into (the shell creates it when the server did not). */
export const remoteSlotId = (remote: RemoteName) => `app-remote-${remote}`;

/** The `<script type="application/json">` holding a remote's dehydrated queries. */
export const serverStateId = (remote: RemoteName) => `povar-state-${remote}`;

/** Whether the remote's slot holds server markup to hydrate; the marker is removed, so it answers yes once. */
export function takeServerMarkup(remote: RemoteName): boolean {
  if (typeof document === 'undefined') return false;
  const slot = document.getElementById(remoteSlotId(remote));
  if (!slot?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return false;
  slot.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  slot.setAttribute(HYDRATING_ATTRIBUTE, '');
  return true;
}

/** The remote's page has hydrated: its slot stops saying it is hydrating. */
export function markPageHydrated(remote: RemoteName): void {
  if (typeof document === 'undefined') return;
  document.getElementById(remoteSlotId(remote))?.removeAttribute(HYDRATING_ATTRIBUTE);
}

/** The queries the server fetched for the remote's page, read once (null when there are none). */
export function takeServerState(remote: RemoteName): DehydratedState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(serverStateId(remote));
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

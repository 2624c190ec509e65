// What the shell starts once for the chat on every page: the 'chat:open' handler, the
// realtime socket of a signed-in visitor (restarted when the account changes), and the unread
// count read again on every change of path and after the socket was away.
import { loadUser } from '../account/user-store';
import { on } from '../events/event-bus';
import { onRealtimeReconnect, restartRealtime, startRealtime, stopRealtime } from '../realtime/realtime-client';
import { getAuth } from '../stores/auth';
import { installChatOpening } from './open-chat';

/** A new path (not a new hash or query) reads the unread count again, for a signed-in user. */
function installUnreadRefetch(): () => void {
  let lastPath = window.location.pathname;
  const onRoute = () => {
    const path = window.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    if (getAuth().isAuth) void loadUser();
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  window.addEventListener('popstate', onRoute);
  return () => {
    window.removeEventListener('single-spa:routing-event', onRoute);
    window.removeEventListener('popstate', onRoute);
  };
}

export function installChat(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const stops = [
    installChatOpening(),
    installUnreadRefetch(),
    on('auth:changed', () => (getAuth().isAuth ? restartRealtime() : stopRealtime())),
    onRealtimeReconnect(() => void loadUser()),
  ];
  startRealtime();
  return () => {
    for (const stop of stops) stop();
    stopRealtime();
  };
}

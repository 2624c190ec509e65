// What the shell starts once for the chat on every page: the 'chat:open' handler, the
// realtime socket of a signed-in visitor (restarted when the account changes), and the unread
// count read again on every change of path and after the socket was away.
import { loadUser } from '../../account/user-store';
import { on } from '../../events/event-bus';
import { getAuth } from '../../stores/auth';
import { installChatOpening } from './open-chat';

// The socket's code is a shared module of its own, fetched the first time a signed-in visitor
// needs it: a guest's first visit never loads it.
type Realtime = typeof import('@povar/shared-kit/realtime');
let realtime: Promise<Realtime> | null = null;
const loadRealtime = () => (realtime ??= import('@povar/shared-kit/realtime'));

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
  let stopped = false;
  let stopReconnects: (() => void) | null = null;
  /** Loads the socket's code once, then runs `use` with it unless the chat was stopped meanwhile. */
  const withRealtime = (use: (client: Realtime) => void) =>
    void loadRealtime().then((client) => {
      if (stopped) return;
      stopReconnects ??= client.onRealtimeReconnect(() => void loadUser());
      use(client);
    });
  const stops = [
    installChatOpening(),
    installUnreadRefetch(),
    on('auth:changed', () => {
      if (getAuth().isAuth) withRealtime((client) => client.restartRealtime());
      // Signing out closes a socket only if one was ever opened.
      else if (realtime) withRealtime((client) => client.stopRealtime());
    }),
  ];
  if (getAuth().isAuth) withRealtime((client) => client.startRealtime());
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    stopReconnects?.();
    if (realtime) void realtime.then((client) => client.stopRealtime());
  };
}

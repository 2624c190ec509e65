// Whether the visitor has done anything on the page yet (scrolled, touched, typed). Watched from
// when the remote's code loads (Root imports this module), not from when the home page's own chunk
// arrives: a visitor who clicked their way to the home page has already acted.
import { useSyncExternalStore } from 'react';

let visitorActed = false;
const actedListeners = new Set<() => void>();
const VISITOR_ACTIONS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;
function markVisitorActed() {
  visitorActed = true;
  for (const action of VISITOR_ACTIONS) window.removeEventListener(action, markVisitorActed, true);
  for (const listener of actedListeners) listener();
}
if (typeof window !== 'undefined') {
  for (const action of VISITOR_ACTIONS) window.addEventListener(action, markVisitorActed, { capture: true, passive: true });
}
const subscribeActed = (listener: () => void) => {
  actedListeners.add(listener);
  return () => actedListeners.delete(listener);
};
export const useVisitorActed = () =>
  useSyncExternalStore(
    subscribeActed,
    () => visitorActed,
    () => false,
  );

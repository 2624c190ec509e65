// The chrome re-renders on every single-spa route change, without a router of its own.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

export function useCurrentPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

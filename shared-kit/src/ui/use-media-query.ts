// Whether a CSS media query matches now, kept up to date. A page rendered on the server cannot
// know the screen: it renders `serverValue`, and so does the browser's first (hydrating) render,
// before the real answer replaces it.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

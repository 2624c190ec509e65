// Whether a CSS media query matches now, kept up to date. A page rendered on the server cannot
// measure the screen: it answers from the visitor's 'viewport' cookie (the breakpoint their window
// was in last time), or `serverValue` on a first visit. The browser's hydrating render answers the
// same way from the breakpoint the first HTML was drawn for; then the real answer replaces it.
import { useSyncExternalStore } from 'react';
import { getRenderedViewport, viewportMatches } from '../config/viewport';
import { useServerRender } from '../ssr/server-render-context';

export function useMediaQuery(query: string, serverValue = false): boolean {
  const server = useServerRender();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => {
      const viewport = server ? server.viewport : getRenderedViewport();
      return (viewport ? viewportMatches(query, viewport) : null) ?? serverValue;
    },
  );
}

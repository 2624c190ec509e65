// A screen of a chosen width for component tests. jsdom has no layout, so `window.matchMedia`
// is replaced by one that answers width queries ('(min-width: 768px)', '(max-width: 767px)',
// both joined by 'and') as a browser of that width would, and no to anything else ('not all',
// 'prefers-reduced-motion'). A resize tells the queries' listeners, as a real window does when it
// crosses a breakpoint. Each test starts again from jsdom setup's stand-in (jest-setup.cjs).
import { widthQueryHolds } from '../config/viewport';

const standIn = window.matchMedia;
const listeners = new Set<() => void>();
let currentWidth = 1280;

function widthAwareMatchMedia(query: string): MediaQueryList {
  return {
    get matches() {
      return widthQueryHolds(query, currentWidth) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/** From now on in this test the screen is `width` px wide (before anything renders). */
export function screenWidth(width: number): void {
  currentWidth = width;
  window.matchMedia = widthAwareMatchMedia;
}

/** The window is resized to `width` px: the media queries' listeners hear it (wrap it in act). */
export function resizeScreenTo(width: number): void {
  screenWidth(width);
  for (const listener of [...listeners]) listener();
}

afterEach(() => {
  window.matchMedia = standIn;
  listeners.clear();
  currentWidth = 1280;
});

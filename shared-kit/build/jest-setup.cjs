// What jsdom lacks and the apps use: TextEncoder (react-dom/server, the sign-in code's hash), matchMedia (responsive
// components), ResizeObserver (sliders), PointerEvent (swipes), Element.scrollTo (a popup's body
// scrolled to a form error), IntersectionObserver (infinite scroll: the library's
// own mock, which tests drive with mockAllIsIntersecting); plus testing-library's DOM matchers.
const { TextEncoder, TextDecoder } = require('node:util');
require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default. On the 2-core CI machine, with the API suite
// beside jest, a page's first render with its mocked queries has taken longer than that.
if (typeof document !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });

if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom has no PointerEvent: without it fireEvent.pointer* loses clientX and the like.
  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    };
  }
  // jsdom lays nothing out, so there is nothing to scroll: a no-op, as window.scrollTo is.
  if (!window.Element.prototype.scrollTo) window.Element.prototype.scrollTo = () => {};
  require('react-intersection-observer/test-utils');
}

// What jsdom lacks and the apps use: TextEncoder (react-router), matchMedia (responsive
// components); plus testing-library's DOM matchers.
const { TextEncoder, TextDecoder } = require('node:util');
require('@testing-library/jest-dom');

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

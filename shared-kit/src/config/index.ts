// Public face of the run-time configuration.
export { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { isWebView } from './web-view';
export { readTileSource, resetTileWarningForTests, NO_TILES, OPEN_STREET_MAP, type TileSource } from './map-tiles';
export {
  installViewportCookie,
  readViewportCookie,
  setRenderedViewport,
  viewportFor,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_COOKIE_MAX_AGE_SECONDS,
  VIEWPORT_COOKIE_NAME,
  type ViewportName,
} from './viewport';

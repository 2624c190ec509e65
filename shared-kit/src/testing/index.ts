// Helpers for component tests only (never imported by product code).
export { resizeScreenTo, screenWidth } from './screen-width';
export { apiClientDouble } from './api-client-double';
export { newQueryClient, renderInApp, type RenderInAppOptions } from './render-in-app';

// Public face of the run-time configuration.
export { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { isWebView } from './web-view';

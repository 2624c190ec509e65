// Callbacks module (the call-me-back form): its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as callbacksRoutes } from './callbacks.routes.ts';

// Development-only module (the outbox inbox page): its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as devRoutes } from './dev.routes.ts';

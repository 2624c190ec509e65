// Health module: its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as healthRoutes } from './health.routes.ts';

// Compilations module (a cook's dish collections): its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as compilationsRoutes } from './compilations.routes.ts';

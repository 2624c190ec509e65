// Map module: its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as mapRoutes } from './map.routes.ts';

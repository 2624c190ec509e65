// Favorites module: its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as favoritesRoutes } from './favorites.routes.ts';

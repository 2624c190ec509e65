// Cook cabinet module (a cook's own dishes): its public face, the routes the app mounts.
// Everything else in this folder is the module's own.
export { default as cabinetDishesRoutes } from './cabinet-dishes.routes.ts';

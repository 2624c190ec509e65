// Cooks module (the cook page): its public face. The app mounts its routes; favorites places
// cooks the way the cook page does. Everything else in this folder is the module's own.
export { default as cooksRoutes } from './cooks.routes.ts';
export { type CookPageLocation, pointOf } from './cooks.service.ts';

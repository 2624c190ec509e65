// Cooks module (the cook page): its public face. The app mounts its routes; favorites places
// cooks the way the cook page does; the seed runs its demo step (the demo cooks' gallery).
// Everything else in this folder is the module's own.
export { seedDemoGallery } from './cooks.demo-seed.ts';
export { default as cooksRoutes } from './cooks.routes.ts';
export { type CookPageLocation, pointOf } from './cooks.service.ts';

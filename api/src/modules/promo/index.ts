// Promo module: its public face. The app mounts its routes; checkout and orders check and
// release promo codes through its service. Everything else in this folder is the module's own.
export { default as promoRoutes } from './promo.routes.ts';
export { createPromoService, releasePromoUse } from './promo.service.ts';

// Promo module: its public face. The app mounts its routes; checkout and orders check and
// release promo codes through its service; the seed runs its demo step (the demo promo codes).
// Everything else in this folder is the module's own.
export { seedDemoPromoCodes } from './promo.demo-seed.ts';
export { default as promoRoutes } from './promo.routes.ts';
export { createPromoService, releasePromoUse } from './promo.service.ts';

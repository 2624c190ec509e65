// Basket module: its public face. The app mounts its routes; promo reads the basket it discounts.
// Everything else in this folder is the module's own.
export { createBasketRepository } from './basket.repository.ts';
export { default as basketRoutes, repeatOrderRoutes, upsellRoutes } from './basket.routes.ts';

// Catalogue module: its public face. Other modules that show dishes and cooks (basket, cooks,
// favorites, content, seo, profiles) read them with its repository columns and present them as
// its cards. Everything else in this folder is the module's own.
export {
  type CatalogRepository,
  cookColumns,
  createCatalogRepository,
  dishCardColumns,
  type Ordering,
  type PageWindow,
  type Point,
} from './catalog.repository.ts';
export { default as catalogRoutes } from './catalog.routes.ts';
export { createCatalogService, toCookCard, toDishCard } from './catalog.service.ts';

// Catalogue module: its public face. Other modules that show dishes and cooks (basket, cooks,
// favorites, content, seo, profiles) read them with its repository columns and present them as
// its cards; the seed runs its demo step (the demo cooks and dishes), and the scale seed writes the
// fixed vocabularies through it. Everything else in this folder is the module's own.
export { seedCatalogVocabularies, seedDemoCatalog } from './catalog.demo-seed.ts';
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

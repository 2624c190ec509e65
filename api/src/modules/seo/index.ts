// SEO module: its public face. The app mounts its routes; the seed runs its step, the SEO FAQ every
// database gets. Everything else in this folder is the module's own.
export { seedSeoFaqs } from './seo.reference-seed.ts';
export { default as seoRoutes } from './seo.routes.ts';

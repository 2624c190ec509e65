// SEO module: its public face. The app mounts its routes; the seed writes the SEO FAQ through
// its repository. Everything else in this folder is the module's own.
export { createSeoRepository, type FaqInput } from './seo.repository.ts';
export { default as seoRoutes } from './seo.routes.ts';

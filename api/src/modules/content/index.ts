// Content module (home page, site settings, /docs pages): its public face. The app mounts its
// routes, seo reuses its rich-text cleaning, and the seed runs its two steps: the editorial content
// every database gets and the demo home pages. Everything else in this folder is the module's own.
export { seedDemoHome } from './content.demo-seed.ts';
export { seedEditorialContent } from './content.reference-seed.ts';
export { default as contentRoutes } from './content.routes.ts';
export { sanitizeRichText } from './rich-text.ts';

// Content module (home page, site settings, /docs pages): its public face. The app mounts its
// routes, seo reuses its rich-text cleaning, and the seed writes the editorial content through its
// repository. Everything else in this folder is the module's own.
export { type ContentRepository, createContentRepository, type PromoCardInput, type TextPageInput } from './content.repository.ts';
export { default as contentRoutes } from './content.routes.ts';
export { DEFAULT_FOOTER_SETTINGS } from './footer-defaults.ts';
export { sanitizeRichText } from './rich-text.ts';

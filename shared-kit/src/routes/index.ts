// Public face of the route table: framework-free, safe to import from Node and the browser.
export * from './table';
export * from './match';
export * from './seo-page-types';
export * from './preloaded-images';
export * from './document-title';

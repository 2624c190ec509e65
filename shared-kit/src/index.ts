// @povar/shared-kit: the runtime every app shares as one Module Federation singleton. Nothing
// here touches window or storage at import time. Node code (the document server) imports the
// framework-free subpaths '@povar/shared-kit/routes' and '@povar/shared-kit/contracts'.
export * from './routes';
export * from './contracts';
export * from './config';
export * from './events';
export * from './stores';
export * from './api';
export * from './format';
export * from './validation';
export * from './analytics';
export * from './ui';
export * from './mf';

// @povar/shared-kit: the runtime every app shares as one Module Federation singleton. Nothing
// here touches window or storage at import time. Node code (the document server) imports the
// framework-free subpaths '@povar/shared-kit/routes' and '@povar/shared-kit/contracts'.
// Only the contracts' types are here: their zod schemas (and zod) would load on every page,
// while pages validate only in forms, which import '@povar/shared-kit/validation' or
// '/contracts' into their own lazy chunks (the first visit's JavaScript stays small).
export * from './routes';
export type * from './contracts';
// The endpoint table is not here: each feature imports its API module's entries from
// '@povar/shared-kit/endpoints/<module>', so a page carries only the entries it calls.
export * from './config';
export * from './events';
export * from './stores';
export * from './api';
export * from './format';
export * from './analytics';
export * from './ui';
export * from './mf';
export * from './router';
export * from './account';
export * from './address';
export * from './favorites';
export * from './basket';
// The realtime socket is '@povar/shared-kit/realtime', a shared module of its own (loaded once signed in).
export * from './chat';
export * from './orders';
export * from './ssr';

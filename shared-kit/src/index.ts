// @povar/shared-kit: the runtime every app shares as one Module Federation singleton. Nothing
// here touches window or storage at import time. Node code (the document server) imports the
// framework-free subpaths '@povar/shared-kit/routes' and '@povar/shared-kit/contracts'.
//
// Two layers, one barrel. The platform (the folders beside domain/) is what every app runs on;
// the domain folders (domain/<name>) are features several remotes show, each owned by one remote
// (the first line of its index.ts names it). The platform never imports a domain folder, and a
// domain folder reaches another only through that folder's index.ts (layers.test.ts checks both).
// Both layers stay in this one barrel: the stores in them must be one instance on the page.

// ── Platform ──────────────────────────────────────────────────────────────────────────────────
export * from './routes';
// Only the contracts' types are here: their zod schemas (and zod) would load on every page,
// while pages validate only in forms, which import '@povar/shared-kit/validation' or
// '/contracts' into their own lazy chunks (the first visit's JavaScript stays small).
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
// The signed-in user, the popups and the delivery address: the shell's, so platform.
export * from './account';
export * from './address';
// The realtime socket is '@povar/shared-kit/realtime', a shared module of its own (loaded once signed in).
export * from './ssr';

// ── Domain ────────────────────────────────────────────────────────────────────────────────────
// Owner: mf-profile. Login completion, logout and device registration.
export * from './domain/sign-in';
// Owner: mf-profile. The favourite ids and the heart.
export * from './domain/favorites';
// Owner: mf-basket-checkout. The basket store and its controls.
export * from './domain/basket';
// Owner: mf-chat. Opening a chat from anywhere. Private files are '@povar/shared-kit/private-files'.
export * from './domain/chat';
// Owner: mf-basket-checkout. The order card (a lazy chunk) and its parts.
export * from './domain/orders';
// Owner: mf-catalog. The listing cards are '@povar/shared-kit/cards' only: stateless, bundled
// into the pages that show them, they reach this barrel by the package name.

// Reviews module: its public face. The app mounts its routes and gives the review rights to
// the orders; the demo seed recomputes ratings. Everything else in this folder is the module's own.
export { createReviewRights } from './review-rights.ts';
export { recomputeCookRatings } from './reviews.repository.ts';
export { default as reviewsRoutes } from './reviews.routes.ts';

// Reviews module: its public face. The app mounts its routes and registers the review rights'
// plugin (app.reviewRights, which the cook page asks); the demo seed recomputes ratings and checks
// the rights. Everything else in this folder is the module's own.
export { createReviewRights } from './review-rights.ts';
export { reviewRightsPlugin } from './review-rights.plugin.ts';
export { recomputeCookRatings } from './reviews.repository.ts';
export { default as reviewsRoutes } from './reviews.routes.ts';

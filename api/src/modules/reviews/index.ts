// Reviews module: its public face. The app mounts its routes and registers the review rights'
// plugin (app.reviewRights, which the cook page asks); the seed runs its demo steps (the demo
// reviews, and the README customer's orders waiting for a review). Everything else in this folder
// is the module's own.
export { createReviewRights } from './review-rights.ts';
export { reviewRightsPlugin } from './review-rights.plugin.ts';
export { seedDemoCustomerOrders, seedDemoReviews } from './reviews.demo-seed.ts';
export { default as reviewsRoutes } from './reviews.routes.ts';

// The review rights as `app.reviewRights`, for the cook page's canAddReview.
import fp from 'fastify-plugin';
import { createReviewRights, type ReviewRights } from './review-rights.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviewRights: ReviewRights;
  }
}

export const reviewRightsPlugin = fp(
  async function reviewRightsPlugin(app) {
    app.decorate('reviewRights', createReviewRights(app.db.orm));
  },
  { name: 'api-review-rights', dependencies: ['api-db'] },
);

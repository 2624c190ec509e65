// HTTP face of cook reviews: GET|POST /api/cooks/{id}/reviews (the
// paths are ours, docs/decisions.md "The cook page") and POST /api/reviews/{id}/answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_IMAGE_MAX_MB, REVIEW_IMAGES_MAX, REVIEW_LABELS, reviewFieldsSchema, reviewsEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { parseFields, readForm, registerMultipart } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createReviewRights } from './review-rights.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService, REVIEW_IMAGE_MAX_SIDE } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  now: () => Date;
  /** Where review photos are written (public); without it a review with photos answers 503. */
  storage?: FileStorage;
}

const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { now, storage }) => {
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const reviews = createReviewsService({
    repository: createReviewsRepository(app.db.orm),
    rights: createReviewRights(app.db.orm),
    storage: storage ?? null,
    now,
  });
  const tags = ['reviews'];
  const endpoint = tableRoutes(app, '');

  // The review form reaches only the routes of this scope.
  await registerMultipart(app);

  app.route({
    ...endpoint(reviewsEndpoints.listCookReviews, {
      tags,
      summary: "A cook's reviews, newest first, with the cook's answer; an unknown or hidden cook is 404",
      response: FAILURE_RESPONSES,
    }),
    config: { publicRead: {} },
    handler: async (request) => successEnvelope(await reviews.list(request.params.id, request.query.page, request.query.perPage)),
  });

  app.route({
    ...endpoint(reviewsEndpoints.createCookReview, {
      tags,
      summary:
        `Reviews the cook (multipart: 'rating' 1-5, 'reviewText', up to ${REVIEW_IMAGES_MAX} 'images': PNG, JPG or WEBP, at most ` +
        `${REVIEW_IMAGE_MAX_MB} MB each, re-encoded without metadata, at most ${REVIEW_IMAGE_MAX_SIDE} px). Only with a completed order ` +
        "from this cook not reviewed yet (the oldest one is taken), else 400; recomputes the cook's rating; answers the review",
      consumes: ['multipart/form-data'],
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const cookId = request.params.id;
      await reviews.requireReviewable(request.userId, cookId);
      const form = await readForm(request, { field: 'images', label: REVIEW_LABELS.images, maxMegabytes: REVIEW_IMAGE_MAX_MB, maxFiles: REVIEW_IMAGES_MAX });
      const fields = parseFields(reviewFieldsSchema, form.fields);
      return successEnvelope(await reviews.create(request.userId, cookId, fields, form.files));
    },
  });

  app.route({
    ...endpoint(reviewsEndpoints.answerReview, {
      tags,
      summary: 'The cook answers a review of their card, once (a second answer is 400); any other review is 404; answers the review',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireCook],
    handler: async (request) => successEnvelope(await reviews.answer(request.userId, request.params.id, request.body.text)),
  });
};

export default reviewsRoutes;

// The operations of api/src/modules/reviews/reviews.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const reviewsEndpoints = {
  listCookReviews: defineEndpoint({
    method: 'GET',
    path: '/cooks/:id/reviews',
    operationId: 'listCookReviews',
    access: 'public',
    params: 'cookPageParamsSchema',
    query: 'reviewListQuerySchema',
    response: 'reviewListResponseSchema',
  }),
  createCookReview: defineEndpoint({
    method: 'POST',
    path: '/cooks/:id/reviews',
    operationId: 'createCookReview',
    access: 'user',
    params: 'cookPageParamsSchema',
    multipart: true,
    response: 'reviewResponseSchema',
  }),
  answerReview: defineEndpoint({
    method: 'POST',
    path: '/reviews/:id/answer',
    operationId: 'answerReview',
    access: 'cook',
    params: 'reviewParamsSchema',
    body: 'reviewAnswerRequestSchema',
    response: 'reviewResponseSchema',
  }),
} as const;

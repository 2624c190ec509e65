// The reviews tab's calls: a page of the cook's reviews, and the cook's answer to one.
import { call, type CallQuery } from '@povar/shared-kit';
import { reviewsEndpoints } from '@povar/shared-kit/endpoints/reviews';

export const listCookReviews = (cookId: number, query: CallQuery<typeof reviewsEndpoints.listCookReviews>, signal: AbortSignal) =>
  call(reviewsEndpoints.listCookReviews, { params: { id: cookId }, query, signal });

export const answerReview = (reviewId: number, text: string) => call(reviewsEndpoints.answerReview, { params: { id: reviewId }, body: { text } });

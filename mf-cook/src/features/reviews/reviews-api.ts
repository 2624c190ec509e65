// The reviews tab's calls: a page of the cook's reviews, and the cook's answer to one.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const listCookReviews = (cookId: number, query: CallQuery<typeof endpoints.listCookReviews>, signal: AbortSignal) =>
  call(endpoints.listCookReviews, { params: { id: cookId }, query, signal });

export const answerReview = (reviewId: number, text: string) => call(endpoints.answerReview, { params: { id: reviewId }, body: { text } });

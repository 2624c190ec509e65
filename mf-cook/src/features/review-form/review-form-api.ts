// The review form's call: the review as a multipart form (its photos with it).
import { call } from '@povar/shared-kit';
import { reviewsEndpoints } from '@povar/shared-kit/endpoints/reviews';

/** A 201 is taken as success too, beside the 200 the route documents (as the form always has). */
export const createCookReview = (cookId: number, form: FormData) =>
  call(reviewsEndpoints.createCookReview, { params: { id: cookId }, body: form, expectStatus: [200, 201] });

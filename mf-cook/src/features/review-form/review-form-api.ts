// The review form's call: the review as a multipart form (its photos with it).
import { call, endpoints } from '@povar/shared-kit';

/** A 201 is taken as success too, beside the 200 the route documents (as the form always has). */
export const createCookReview = (cookId: number, form: FormData) =>
  call(endpoints.createCookReview, { params: { id: cookId }, body: form, expectStatus: [200, 201] });

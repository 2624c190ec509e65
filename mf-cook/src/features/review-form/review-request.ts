// The multipart form POST /api/cooks/{id}/reviews takes: rating '1'…'5', reviewText, and each
// photo as a repeated 'images' field.
import type { ReviewFields } from '@povar/shared-kit/contracts';

export function toReviewForm(values: ReviewFields, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('rating', String(values.rating));
  form.append('reviewText', values.reviewText);
  for (const photo of photos) form.append('images', photo);
  return form;
}

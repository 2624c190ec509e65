// Cook reviews: the list, writing one after a completed
// order (with photos re-encoded without metadata), and the cook's one answer.
import { randomUUID } from 'node:crypto';
import {
  COOK_NOT_FOUND_MESSAGE,
  REVIEW_LABELS,
  REVIEW_NOT_ALLOWED_MESSAGE,
  type Image,
  type Review,
  type ReviewFields,
  type ReviewList,
  UNNAMED_PERSON_NAME,
} from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';
import { encodeWithin, NotAPictureError, type EncodedPicture } from '../../files/images.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { ApiError } from '../../plugins/errors.ts';
import { UPLOADS_UNAVAILABLE_MESSAGE } from '../../files/uploads.ts';
import type { ReviewRights } from './review-rights.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export { createReviewRights, type ReviewRights } from './review-rights.ts';

/** Who wrote a review when their account has no name: never the phone. */
export const REVIEW_ALREADY_ANSWERED_MESSAGE = 'На отзыв уже есть ответ';
/** Review photos fit this square (like kitchen photos): enough for the image viewer at density 2. */
export const REVIEW_IMAGE_MAX_SIDE = 1536;
/** Public, under /api/files. */
export const REVIEW_IMAGES_SUBDIR = 'reviews';

export interface ReviewsServiceDeps {
  repository: Pick<ReviewsRepository, 'findActiveCook' | 'listReviews' | 'findReview' | 'createReview' | 'answerReview'>;
  rights: ReviewRights;
  /** Null when the API runs without a files directory: a review with photos then answers 503. */
  storage: FileStorage | null;
  now: () => Date;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  user: { name: row.userName.trim() || UNNAMED_PERSON_NAME, avatar: row.userAvatar ?? null },
  rating: row.rating,
  text: row.text,
  date: row.createdAt.toISOString(),
  images: row.images,
  answer: row.answerText !== null && row.answeredAt !== null ? { text: row.answerText, date: row.answeredAt.toISOString() } : null,
});

const imageHrefs = (image: Image) => [image.webp, image.jpg, image.src, image.original];

export function createReviewsService({ repository, rights, storage, now }: ReviewsServiceDeps) {
  const requireCook = async (cookId: number) => {
    if (!(await repository.findActiveCook(cookId))) throw new ApiError('not_found', { message: COOK_NOT_FOUND_MESSAGE });
  };

  const present = async (id: number): Promise<Review> => {
    const row = await repository.findReview(id);
    if (!row) throw new ApiError('not_found');
    return toReview(row);
  };

  /** Every photo is rendered before anything is written, so one bad file leaves no files behind. */
  const renderPhotos = async (files: ReceivedFile[]): Promise<EncodedPicture[]> => {
    const pictures: EncodedPicture[] = [];
    for (const file of files) {
      try {
        pictures.push(await encodeWithin(file.data, REVIEW_IMAGE_MAX_SIDE));
      } catch (error) {
        if (error instanceof NotAPictureError) throw new ApiError('validation', { errors: [validationMessages.image(REVIEW_LABELS.images)] });
        throw error;
      }
    }
    return pictures;
  };

  const removePhotos = (images: Image[]) =>
    storage ? storage.removePublic(images.flatMap(imageHrefs), REVIEW_IMAGES_SUBDIR).catch(() => undefined) : Promise.resolve();

  const writePhotos = async (store: FileStorage, pictures: EncodedPicture[]): Promise<Image[]> => {
    const images: Image[] = [];
    try {
      for (const picture of pictures) {
        const name = `${REVIEW_IMAGES_SUBDIR}/${randomUUID()}`;
        const webp = await store.writePublic(`${name}.webp`, picture.webp);
        const jpg = await store.writePublic(`${name}.jpg`, picture.jpg);
        images.push({ webp, jpg, src: jpg, original: jpg, size: { width: picture.width, height: picture.height } });
      }
    } catch (error) {
      await removePhotos(images);
      throw error;
    }
    return images;
  };

  return {
    async list(cookId: number, page: number, perPage: number): Promise<ReviewList> {
      await requireCook(cookId);
      const { items, total } = await repository.listReviews(cookId, page, perPage);
      return { items: items.map(toReview), pagination: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) } };
    },

    /** Before the form is read: an unknown cook is 404, someone without an order to review gets 400. */
    async requireReviewable(userId: number, cookId: number): Promise<void> {
      await requireCook(cookId);
      if (!(await rights.canAddReview(userId, cookId))) throw new ApiError('validation', { errors: [REVIEW_NOT_ALLOWED_MESSAGE] });
    },

    /** The fields are validated by the caller; the photos are checked here before anything is written. */
    async create(userId: number, cookId: number, fields: ReviewFields, photos: ReceivedFile[]): Promise<Review> {
      if (photos.length > 0 && !storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
      const pictures = await renderPhotos(photos);
      const images = storage ? await writePhotos(storage, pictures) : [];
      let written: Awaited<ReturnType<typeof repository.createReview>>;
      try {
        written = await repository.createReview(userId, cookId, { rating: fields.rating, text: fields.reviewText, images }, now());
      } catch (error) {
        await removePhotos(images);
        throw error;
      }
      if (written.outcome !== 'done') {
        // Another request took the order (or the card was hidden) while the photos were rendered.
        await removePhotos(images);
        if (written.outcome === 'not_found') throw new ApiError('not_found', { message: COOK_NOT_FOUND_MESSAGE });
        throw new ApiError('validation', { errors: [REVIEW_NOT_ALLOWED_MESSAGE] });
      }
      return present(written.id);
    },

    /** Only the account running the reviewed card; someone else's review is 404, so its existence does not leak. */
    async answer(userId: number, reviewId: number, text: string): Promise<Review> {
      const written = await repository.answerReview(reviewId, userId, text, now());
      if (written.outcome === 'not_found') throw new ApiError('not_found');
      if (written.outcome === 'already_answered') throw new ApiError('validation', { errors: [REVIEW_ALREADY_ANSWERED_MESSAGE] });
      return present(reviewId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

// 'Отзыв о поваре' (from 'Оставить отзыв'): a rating of 1-5 stars, the text and up to 5
// photos, sent as multipart. On success: 'Спасибо за отзыв!', the popup closes, and the cook
// page hears 'cook:review-added' and refetches (this widget's QueryClient is its own).
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Star, X } from 'lucide-react';
import { GENERIC_ERROR_TEXT, FORM_TIMING, Popup, isApiError, notifySuccess, scrollToFirstError, type WidgetProps } from '@povar/shared-kit';
import { REVIEW_LABELS, REVIEW_TEXT_MAX_LENGTH, reviewFieldsSchema, type ReviewFields } from '@povar/shared-kit/contracts';
import type { z } from 'zod';
import { announceReviewAdded } from '../cook-page/review-added-event';
import { PHOTO_ACCEPT, PHOTOS_HINT, useReviewPhotos } from './review-photos';
import { createCookReview } from './review-form-api';
import { toReviewForm } from './review-request';
import styles from './ReviewForm.module.css';

export const REVIEW_THANKS_TEXT = 'Спасибо за отзыв!';
const RATINGS = ['1', '2', '3', '4', '5'] as const;

type ReviewInput = z.input<typeof reviewFieldsSchema>;

export function CookReviewPopup({ cookId, cookName, onClose }: WidgetProps<'cook-review'>) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const photos = useReviewPhotos();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewFields>({
    resolver: zodResolver(reviewFieldsSchema),
    ...FORM_TIMING,
    defaultValues: { reviewText: '' },
  });
  const chosenRating = Number(watch('rating') ?? 0);

  const send = async (values: ReviewFields) => {
    setFailure(null);
    try {
      const review = await createCookReview(
        cookId,
        toReviewForm(
          values,
          photos.photos.map((photo) => photo.file),
        ),
      );
      // No answer: a 5xx or 429, and a toast has said so; the form stays as it is.
      if (!review) return;
      notifySuccess(REVIEW_THANKS_TEXT);
      announceReviewAdded(cookId);
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    }
  };

  const choosePhotos = (event: ChangeEvent<HTMLInputElement>) => {
    photos.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };

  const ratingError = errors.rating?.message;
  const textError = errors.reviewText?.message;
  return (
    <Popup title="Отзыв о поваре" onClose={onClose} sheetBelow="tablet">
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(send, scrollToFirstError)(event)}>
        <p className={styles.cook}>{cookName}</p>

        <fieldset
          className={styles.rating}
          role="radiogroup"
          aria-labelledby={id('rating-legend')}
          aria-invalid={ratingError ? 'true' : undefined}
          aria-describedby={ratingError ? id('rating-error') : undefined}
        >
          <legend id={id('rating-legend')} className={styles.label}>
            {REVIEW_LABELS.rating}
          </legend>
          <div className={styles.stars}>
            {RATINGS.map((value) => (
              <label key={value} className={styles.star} title={`${value} из 5`}>
                <input className={styles.radio} type="radio" value={value} aria-label={`${value} из 5`} {...register('rating')} />
                <Star aria-hidden="true" size={32} className={Number(value) <= chosenRating ? styles.starOn : styles.starOff} />
              </label>
            ))}
          </div>
          {ratingError && (
            <p id={id('rating-error')} className={styles.error} role="alert">
              {ratingError}
            </p>
          )}
        </fieldset>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={id('text')}>
            {REVIEW_LABELS.reviewText}
          </label>
          <textarea
            id={id('text')}
            className={styles.input}
            rows={5}
            aria-invalid={textError ? 'true' : undefined}
            aria-describedby={textError ? id('text-error') : id('text-hint')}
            {...register('reviewText')}
          />
          {textError ? (
            <p id={id('text-error')} className={styles.error} role="alert">
              {textError}
            </p>
          ) : (
            <p id={id('text-hint')} className={styles.hint}>
              До {REVIEW_TEXT_MAX_LENGTH} символов
            </p>
          )}
        </div>

        <fieldset className={styles.photos}>
          <legend className={styles.label}>{REVIEW_LABELS.images}</legend>
          {photos.photos.length > 0 && (
            <ul className={styles.previews}>
              {photos.photos.map((photo) => (
                <li key={photo.key} className={styles.preview}>
                  {photo.previewUrl ? (
                    <img className={styles.previewImage} src={photo.previewUrl} alt={photo.file.name} />
                  ) : (
                    <span className={styles.previewName}>{photo.file.name}</span>
                  )}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Удалить ${photo.file.name}`}
                    title="Удалить"
                    onClick={() => photos.remove(photo.key)}
                  >
                    <X aria-hidden="true" size={16} strokeWidth={2} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!photos.full && (
            <>
              <input
                id={id('photos')}
                className={styles.fileInput}
                type="file"
                multiple
                accept={PHOTO_ACCEPT}
                aria-describedby={[id('photos-hint'), photos.problem ? id('photos-problem') : null].filter(Boolean).join(' ')}
                onChange={choosePhotos}
              />
              <label htmlFor={id('photos')} className={styles.addPhotos}>
                <ImagePlus aria-hidden="true" size={18} /> Добавить фото
              </label>
            </>
          )}
          <p id={id('photos-hint')} className={styles.hint}>
            {PHOTOS_HINT}
          </p>
          {photos.problem && (
            <p id={id('photos-problem')} className={styles.error} role="alert">
              {photos.problem}
            </p>
          )}
        </fieldset>

        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <button className={styles.submit} type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Отправляем…' : 'Отправить'}
        </button>
      </form>
    </Popup>
  );
}

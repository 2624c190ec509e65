// One review: author, avatar, date, rating, text, pictures that open in the
// image viewer, and the cook's answer under it when there is one (or 'Ответить' for the cook).
import { Picture, formatDate, type Review } from '@povar/shared-kit';
import { PhotoThumbnails } from '../gallery/PhotoThumbnails';
import { ReviewAnswerForm } from './ReviewAnswerForm';
import { RatingStars } from './RatingStars';
import styles from './Reviews.module.css';

/** `answerAs`: the cook's id when the signed-in user runs this cook card (they may answer, once). */
export function ReviewCard({ review, answerAs = null }: { review: Review; answerAs?: number | null }) {
  const authorId = `review-${review.id}-author`;
  return (
    <article className={styles.review} aria-labelledby={authorId}>
      <header className={styles.reviewHead}>
        <Picture image={review.user.avatar} alt="" kind="user" className={styles.reviewAvatar} />
        <div className={styles.reviewWho}>
          <h3 id={authorId} className={styles.author}>
            {review.user.name}
          </h3>
          <time className={styles.date} dateTime={review.date}>
            {formatDate(review.date)}
          </time>
        </div>
        <RatingStars rating={review.rating} />
      </header>
      <p className={styles.text}>{review.text}</p>
      <PhotoThumbnails images={review.images} nameOf={(index, total) => `Фото отзыва ${index + 1} из ${total}, ${review.user.name}`} />
      {!review.answer && answerAs !== null && <ReviewAnswerForm reviewId={review.id} cookId={answerAs} />}
      {review.answer && (
        <section className={styles.answer} aria-labelledby={`review-${review.id}-answer`}>
          <h4 id={`review-${review.id}-answer`} className={styles.answerTitle}>
            Ответ повара
          </h4>
          <p className={styles.text}>{review.answer.text}</p>
          <time className={styles.date} dateTime={review.answer.date}>
            {formatDate(review.answer.date)}
          </time>
        </section>
      )}
    </article>
  );
}

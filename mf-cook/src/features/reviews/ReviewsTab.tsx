// The reviews tab: the count, 'Оставить отзыв' for someone the server allows, the
// reviews page by page (a skeleton of 5 first, more 500 px before the end), 'Нет отзывов'.
import { useEffect } from 'react';
import { useInView } from 'react-intersection-observer';
import { openPopup, type CookPage } from '@povar/shared-kit';
import { reviewsCountText } from '../cook-page/cook-facts';
import { useIsOwnCookPage } from '../cook-page/use-own-cook-page';
import { ReviewCard } from './ReviewCard';
import { useCookReviews } from './use-cook-reviews';
import styles from './Reviews.module.css';

/** A skeleton of 5 reviews first; more load 500 px before the end. */
export const REVIEWS_SKELETON_COUNT = 5;
const LOAD_MORE_MARGIN = '500px';

export function ReviewsTab({ page }: { page: CookPage }) {
  const cook = page.cookData;
  const reviews = useCookReviews(cook.id);
  // The cook reads their own reviews and may answer each once.
  const ownCook = useIsOwnCookPage(cook.id);
  const { ref: endRef, inView: nearEnd } = useInView({ rootMargin: LOAD_MORE_MARGIN });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = reviews;

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = reviews.data?.pages.flatMap((list) => list.items) ?? [];
  return (
    <section className={styles.reviews} aria-labelledby="cook-reviews-title">
      <div className={styles.head}>
        <h2 id="cook-reviews-title" className={styles.count}>
          {reviewsCountText(page.reviewsCount)}
        </h2>
        {page.canAddReview && (
          <button type="button" className={styles.add} onClick={() => openPopup('cook-review', { cookId: cook.id, cookName: cook.name })}>
            Оставить отзыв
          </button>
        )}
      </div>
      {reviews.isPending && <ReviewsSkeleton />}
      {reviews.isError && (
        <div className={styles.error} role="alert">
          <p>Не удалось загрузить отзывы.</p>
          <button type="button" className={styles.retry} onClick={() => void reviews.refetch()} disabled={reviews.isFetching}>
            Попробовать снова
          </button>
        </div>
      )}
      {reviews.isSuccess && items.length === 0 && <p className={styles.empty}>Нет отзывов</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label="Отзывы">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} answerAs={ownCook ? cook.id : null} />
            </li>
          ))}
        </ul>
      )}
      {isFetchingNextPage && <ReviewsSkeleton count={1} />}
      {hasNextPage && <div ref={endRef} aria-hidden="true" />}
    </section>
  );
}

function ReviewsSkeleton({ count = REVIEWS_SKELETON_COUNT }: { count?: number }) {
  return (
    <ul className={styles.list} role="status" aria-busy="true" aria-label="Загружаем отзывы">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton} data-testid="review-skeleton">
          <span className={`${styles.shimmer} ${styles.skeletonAvatar}`} />
          <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
          <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
        </li>
      ))}
    </ul>
  );
}

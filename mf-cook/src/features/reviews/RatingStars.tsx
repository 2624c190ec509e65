// A review's rating as five stars, read out as 'Оценка 4 из 5'.
import { Star } from 'lucide-react';
import styles from './Reviews.module.css';

export const MAX_RATING = 5;

export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star key={index} aria-hidden="true" size={16} className={index < rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}

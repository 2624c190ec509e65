// A rating on a card: the star and the figure ('5.0' while there is none), the figure named for
// screen readers by what it rates ('Рейтинг', 'Рейтинг повара').
import { Star } from 'lucide-react';
import { formatRating } from '@povar/shared-kit';
import styles from './Card.module.css';

export function CardRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className={styles.rating}>
      <Star aria-hidden="true" size={16} className={styles.star} />
      <span aria-label={label}>{formatRating(rating)}</span>
    </p>
  );
}

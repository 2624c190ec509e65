// A cook in a listing (issue 3): avatar, name, speciality, rating with reviews, the two
// verification badges, distance and delivery cost.
import { BadgeCheck, Star, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { Picture, buildPath, formatCount, formatDistance, formatPrice, type CookCard as CookCardData } from '@povar/shared-kit';
import styles from './Card.module.css';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;

/** Spec 2.7: a cook without a rating is shown as '5.0'. */
export const ratingText = (rating: number) => (rating > 0 ? rating.toFixed(1) : '5.0');

export function CookCard({ cook, region, priority = false }: { cook: CookCardData; region: string | null; priority?: boolean }) {
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  const distance = formatDistance(cook.distance);
  return (
    <article className={styles.card} aria-labelledby={`cook-${cook.id}`}>
      <Link to={cookPath} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Picture image={cook.avatar} alt="" kind="cook" className={styles.picture} priority={priority} />
      </Link>
      <div className={styles.body}>
        <h3 id={`cook-${cook.id}`} className={styles.title}>
          <Link to={cookPath}>{cook.name}</Link>
        </h3>
        {cook.speciality && <p className={styles.meta}>{cook.speciality.title}</p>}
        <p className={styles.rating}>
          <Star aria-hidden="true" size={16} className={styles.star} />
          <span aria-label="Рейтинг">{ratingText(cook.rating)}</span>
          <span className={styles.muted}>{formatCount(cook.reviewsCount, REVIEW_FORMS)}</span>
        </p>
        {(cook.passportVerified || cook.sanitaryVerified) && (
          <ul className={styles.badges}>
            {cook.passportVerified && (
              <li className={styles.badge}>
                <BadgeCheck aria-hidden="true" size={16} /> Повар проверен
              </li>
            )}
            {cook.sanitaryVerified && (
              <li className={styles.badge}>
                <Stethoscope aria-hidden="true" size={16} /> Медицинская книжка
              </li>
            )}
          </ul>
        )}
        <p className={styles.meta}>
          {distance && <span>{distance} · </span>}
          Доставка {cook.deliveryCost > 0 ? formatPrice(cook.deliveryCost) : '—'}
        </p>
      </div>
    </article>
  );
}

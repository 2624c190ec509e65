// What every summary of a cook shows the same way (the listing's card, the dish page, the
// map): the rating with its reviews, the verification badges and the delivery cost.
import { BadgeCheck, Star, Stethoscope } from 'lucide-react';
import { formatCount, formatDeliveryCost, formatDistance, formatRating, type CookCard } from '@povar/shared-kit';
import styles from './CookFacts.module.css';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;

/** 'Доставка 150 ₽', 'Доставка Бесплатно', or a dash for a cook who does not deliver. */
export const deliveryText = (kopecks: number, delivers: boolean) => `Доставка ${formatDeliveryCost(kopecks, delivers)}`;

export function CookRating({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  return (
    <p className={styles.rating}>
      <Star aria-hidden="true" size={16} className={styles.star} />
      <span aria-label="Рейтинг">{formatRating(rating)}</span>
      <span className={styles.reviews}>{formatCount(reviewsCount, REVIEW_FORMS)}</span>
    </p>
  );
}

export function CookBadges({ passportVerified, sanitaryVerified }: { passportVerified: boolean; sanitaryVerified: boolean }) {
  if (!passportVerified && !sanitaryVerified) return null;
  return (
    <ul className={styles.badges}>
      {passportVerified && (
        <li className={styles.badge}>
          <BadgeCheck aria-hidden="true" size={16} /> Повар проверен
        </li>
      )}
      {sanitaryVerified && (
        <li className={styles.badge}>
          <Stethoscope aria-hidden="true" size={16} /> Медицинская книжка
        </li>
      )}
    </ul>
  );
}

/** Under a cook's name in the listing card and on the dish page: speciality, rating, badges, distance and delivery. */
export function CookDetails({ cook }: { cook: CookCard }) {
  const distance = formatDistance(cook.distance);
  return (
    <>
      {cook.speciality && <p className={styles.meta}>{cook.speciality.title}</p>}
      <CookRating rating={cook.rating} reviewsCount={cook.reviewsCount} />
      <CookBadges passportVerified={cook.passportVerified} sanitaryVerified={cook.sanitaryVerified} />
      <p className={styles.meta}>
        {distance && <span>{distance} · </span>}
        {deliveryText(cook.deliveryCost, cook.delivers)}
      </p>
    </>
  );
}

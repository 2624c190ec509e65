// Who cooks the dish: avatar, name (to the cook's page), speciality, rating with reviews,
// verification badges, distance and delivery cost.
import { useId } from 'react';
import { BadgeCheck, Star, Stethoscope } from 'lucide-react';
import { AppLink, Picture, buildPath, formatCount, formatDistance, formatPrice, type CookCard } from '@povar/shared-kit';
import { ratingText } from '../cards/CookCard';
import styles from './DishCook.module.css';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;

export function DishCook({ cook, region, headingLevel }: { cook: CookCard; region: string | null; headingLevel: 2 | 3 }) {
  const titleId = useId();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const Name = `h${headingLevel + 1}` as 'h3' | 'h4';
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  const distance = formatDistance(cook.distance);
  return (
    <section className={`${styles.section} ${headingLevel === 3 ? styles.compact : ''}`} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.heading}>
        Повар
      </Heading>
      <article className={styles.cook} aria-labelledby={nameId}>
        <Picture image={cook.avatar} alt="" kind="cook" className={styles.avatar} />
        <div className={styles.body}>
          <Name id={nameId} className={styles.name}>
            {/* The cook's page belongs to another remote: single-spa navigates. */}
            <AppLink href={cookPath}>{cook.name}</AppLink>
          </Name>
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
    </section>
  );
}

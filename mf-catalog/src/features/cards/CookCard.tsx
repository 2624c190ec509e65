// A cook in a listing (issue 3): avatar, name, speciality, rating with reviews, the two
// verification badges, distance and delivery cost.
import { Link } from 'react-router';
import { Picture, buildPath, formatDistance, type CookCard as CookCardData } from '@povar/shared-kit';
import { CookBadges, CookRating, deliveryText } from './CookFacts';
import styles from './Card.module.css';

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
        <CookRating rating={cook.rating} reviewsCount={cook.reviewsCount} />
        <CookBadges passportVerified={cook.passportVerified} sanitaryVerified={cook.sanitaryVerified} />
        <p className={styles.meta}>
          {distance && <span>{distance} · </span>}
          {deliveryText(cook.deliveryCost)}
        </p>
      </div>
    </article>
  );
}

// A cook in a listing (issue 3): avatar, name, speciality, rating with reviews, the two
// verification badges, distance and delivery cost, and the favourite heart over the avatar.
import { Link } from '@povar/shared-kit';
import { FavoriteButton, Picture, buildPath, type CookCard as CookCardData } from '@povar/shared-kit';
import { CookDetails } from './CookFacts';
import styles from './Card.module.css';

export function CookCard({ cook, region, priority = false }: { cook: CookCardData; region: string | null; priority?: boolean }) {
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  return (
    <article className={styles.card} aria-labelledby={`cook-${cook.id}`}>
      <div className={styles.mediaBox}>
        <Link to={cookPath} className={styles.media} tabIndex={-1} aria-hidden="true">
          <Picture image={cook.avatar} alt="" kind="cook" className={styles.picture} priority={priority} />
        </Link>
        {/* Beside the link, not in it: a button inside <a> is invalid and would open the cook. */}
        <FavoriteButton kind="cooks" id={cook.id} className={styles.favorite} />
      </div>
      <div className={styles.body}>
        <h3 id={`cook-${cook.id}`} className={styles.title}>
          <Link to={cookPath}>{cook.name}</Link>
        </h3>
        <CookDetails cook={cook} />
      </div>
    </article>
  );
}

// A cook in a listing (issue 3): avatar, name, speciality, rating with reviews, the two
// verification badges, distance and delivery cost.
import { Link } from '@povar/shared-kit';
import { Picture, buildPath, type CookCard as CookCardData } from '@povar/shared-kit';
import { CookDetails } from './CookFacts';
import styles from './Card.module.css';

export function CookCard({ cook, region, priority = false }: { cook: CookCardData; region: string | null; priority?: boolean }) {
  const cookPath = buildPath('COOK', { id: cook.id }, region);
  return (
    <article className={styles.card} aria-labelledby={`cook-${cook.id}`}>
      <Link to={cookPath} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Picture image={cook.avatar} alt="" kind="cook" className={styles.picture} priority={priority} />
      </Link>
      <div className={styles.body}>
        <h3 id={`cook-${cook.id}`} className={styles.title}>
          <Link to={cookPath}>{cook.name}</Link>
        </h3>
        <CookDetails cook={cook} />
      </div>
    </article>
  );
}

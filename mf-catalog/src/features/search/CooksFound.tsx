// Cooks named by a search on the dish results page, above the dishes: the best matches as cards
// and the way to every cook the text finds.
import { Link, buildPath, type CookCard as CookCardData } from '@povar/shared-kit';
import { CookCard } from '../cards/CookCard';
import styles from './CooksFound.module.css';

export const COOKS_FOUND_TITLE = 'Повара по запросу';

export function CooksFound({ cooks, q, region }: { cooks: CookCardData[]; q: string; region: string | null }) {
  if (cooks.length === 0) return null;
  return (
    <section className={styles.found} aria-labelledby="cooks-found-title">
      <div className={styles.head}>
        <h2 id="cooks-found-title" className={styles.title}>
          {COOKS_FOUND_TITLE}
        </h2>
        <Link className={styles.all} to={`${buildPath('COOKS', {}, region)}?${new URLSearchParams({ q })}`}>
          Все повара по запросу
        </Link>
      </div>
      <ul className={styles.grid} aria-labelledby="cooks-found-title">
        {cooks.map((cook) => (
          <li key={cook.id}>
            <CookCard cook={cook} region={region} />
          </li>
        ))}
      </ul>
    </section>
  );
}

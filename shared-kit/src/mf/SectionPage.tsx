// The heading of a section whose screens a later piece of work fills: the route table's own
// title without the site or city suffix, and, on region pages, the city read from the
// region store the shell owns.
import type { RouteMatch } from '../routes';
import { useRegion } from '../stores';
import styles from './SectionPage.module.css';

export function sectionTitle(match: RouteMatch): string {
  return match.route.title.split(' — ')[0] ?? match.route.title;
}

export function SectionPage({ match }: { match: RouteMatch }) {
  const region = useRegion((state) => state.region);
  return (
    <section className={styles.section}>
      <h1 className={styles.title}>{sectionTitle(match)}</h1>
      {match.route.regional && region && <p className={styles.region}>{region.name}</p>}
    </section>
  );
}

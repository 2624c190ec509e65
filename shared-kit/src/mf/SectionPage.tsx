// The heading of a section whose screens a later piece of work fills: the route table's own
// title, without the site or city suffix, so every route shows where the visitor is.
import type { RouteMatch } from '../routes';
import styles from './SectionPage.module.css';

export function sectionTitle(match: RouteMatch): string {
  return match.route.title.split(' — ')[0] ?? match.route.title;
}

export function SectionPage({ match }: { match: RouteMatch }) {
  return (
    <section className={styles.section}>
      <h1 className={styles.title}>{sectionTitle(match)}</h1>
    </section>
  );
}

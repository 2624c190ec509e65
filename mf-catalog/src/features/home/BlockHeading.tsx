// The heading of a home page block; with `href` the heading itself leads to the block's listing.
import { ChevronRight } from 'lucide-react';
import { Link } from '@povar/shared-kit';
import styles from './HomeBlocks.module.css';

export function BlockHeading({ id, title, href }: { id?: string; title: string; href?: string }) {
  return (
    <h2 id={id} className={styles.blockTitle}>
      {href ? (
        <Link to={href} className={styles.blockTitleLink}>
          {title}
          <ChevronRight aria-hidden="true" size={22} className={styles.blockTitleIcon} />
        </Link>
      ) : (
        title
      )}
    </h2>
  );
}

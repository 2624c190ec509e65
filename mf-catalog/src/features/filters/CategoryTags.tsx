// Tag filters: categories with results, each a link to its category route; past the
// limit the first 9 are shown with 'Еще N...'. The current category links back to the whole catalogue.
import { useState } from 'react';
import { Link } from '@povar/shared-kit';
import type { FilterDefinition } from '@povar/shared-kit';
import { moreTagsLabel, visibleTags } from './tag-limit';
import styles from './Filters.module.css';

export interface CategoryTagsProps {
  items: FilterDefinition['items'];
  /** The category of the current path. */
  current: string | null;
  hrefFor: (slug: string | null) => string;
  /** One scrolling row (under the filters bar) or wrapped (in the panel). */
  layout?: 'row' | 'wrap';
  onFollow?: () => void;
}

export function CategoryTags({ items, current, hrefFor, layout = 'wrap', onFollow }: CategoryTagsProps) {
  const [expanded, setExpanded] = useState(false);
  // The current category stays visible even when it has nothing left for the other filters.
  const { shown, hidden } = visibleTags(
    items.map((item) => (item.slug === current ? { ...item, total: Math.max(item.total, 1) } : item)),
    expanded,
  );
  if (shown.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${styles[layout]}`} aria-label="Категории">
      {shown.map((item) => {
        const isCurrent = item.slug === current;
        return (
          <li key={item.slug}>
            <Link
              className={styles.tag}
              to={hrefFor(isCurrent ? null : item.slug)}
              aria-current={isCurrent ? 'page' : undefined}
              title={isCurrent ? 'Показать все категории' : undefined}
              onClick={onFollow}
            >
              {item.label}
              {isCurrent && <span aria-hidden="true"> ×</span>}
            </Link>
          </li>
        );
      })}
      {hidden > 0 && (
        <li>
          <button type="button" className={`${styles.tag} ${styles.more}`} onClick={() => setExpanded(true)}>
            {moreTagsLabel(hidden)}
          </button>
        </li>
      )}
    </ul>
  );
}

// Pagination: previous and next links, page numbers in the path, a window with
// ellipses past 5 pages. Real links, so crawlers and new tabs follow them too.
import type { MouseEvent } from 'react';
import { Link } from '@povar/shared-kit';
import { listingPagePath, type ListingLocation } from './listing-paths';
import { paginationItems } from './pagination';
import styles from './Pagination.module.css';

export interface PaginationProps {
  location: ListingLocation;
  page: number;
  lastPage: number;
  /** The current query string ('?sort=price'), kept on every page link. */
  search?: string;
  /** A page link was clicked; the listing may show that page itself (event.preventDefault()). */
  onFollow?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

export function Pagination({ location, page, lastPage, search = '', onFollow }: PaginationProps) {
  if (lastPage <= 1) return null;
  const href = (target: number) => listingPagePath(location, target) + search;
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      {page > 1 ? (
        <Link className={styles.step} to={href(page - 1)} rel="prev" onClick={(event) => onFollow?.(page - 1, event)}>
          ← Назад
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          ← Назад
        </span>
      )}
      <ol className={styles.pages}>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.page}
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Страница ${item}`}
                onClick={(event) => onFollow?.(item, event)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <Link className={styles.step} to={href(page + 1)} rel="next" onClick={(event) => onFollow?.(page + 1, event)}>
          Вперёд →
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          Вперёд →
        </span>
      )}
    </nav>
  );
}

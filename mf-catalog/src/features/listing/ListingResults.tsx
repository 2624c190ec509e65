// The cards of a listing as pages that grow by infinite scroll, each page its own
// grid so the page in view can be told: the URL follows it (replace), so a reload or a shared
// link opens where the visitor was. Pagination links stay below for crawlers and for jumping.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import type { CookList, DishList } from '@povar/shared-kit';
import type { ListingLocation } from './listing-paths';
import { Pagination } from './Pagination';
import styles from './ListingPage.module.css';

const SKELETON_CARDS = 8;
/** Cards above the fold load their pictures eagerly (LCP). */
const EAGER_CARDS = 4;
/** Start loading the next page this far before its place comes into view. */
const PRELOAD_MARGIN = '800px 0px';

export function CardSkeletons({ label, count = SKELETON_CARDS }: { label: string; count?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}

interface PageGroupProps<Item> {
  page: number;
  items: Item[];
  label: string;
  eager: boolean;
  renderCard: (item: Item, priority: boolean) => ReactNode;
  /** The page the URL shows now. */
  urlPage: number;
  onInView: (page: number) => void;
}

function PageGroup<Item extends { id: number }>({ page, items, label, eager, renderCard, urlPage, onInView }: PageGroupProps<Item>) {
  // A page is "in view" while it crosses the middle of the screen. Reported again whenever the
  // URL's page changes, not only when the page enters: a late report from another group cannot
  // leave the URL on a page that is no longer on screen.
  const { ref, inView } = useInView({ rootMargin: '-50% 0px -50% 0px' });
  useEffect(() => {
    if (inView && page !== urlPage) onInView(page);
  }, [inView, page, urlPage, onInView]);
  return (
    <ul ref={ref} className={styles.grid} aria-label={page > 1 ? `${label}, страница ${page}` : label} data-page={page}>
      {items.map((item, index) => (
        <li key={item.id}>{renderCard(item, eager && index < EAGER_CARDS)}</li>
      ))}
    </ul>
  );
}

export interface ListingResultsProps<L extends DishList | CookList> {
  pages: L[];
  location: ListingLocation;
  search: string;
  /** The page the URL shows now. */
  currentPage: number;
  itemsLabel: string;
  loadingLabel: string;
  renderCard: (item: L['items'][number], priority: boolean) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  /** A new sort or filter is loading while the old cards stay. */
  stale: boolean;
  fetchNextPage: () => void;
  onPageInView: (page: number) => void;
}

const ignorePage = () => undefined;

export function ListingResults<L extends DishList | CookList>(props: ListingResultsProps<L>) {
  const { pages, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = props;
  const { ref: endRef, inView: nearEnd } = useInView({ rootMargin: PRELOAD_MARGIN });
  const loadMore = nearEnd && hasNextPage && !isFetchingNextPage && !nextPageFailed && !props.stale;
  useEffect(() => {
    if (loadMore) fetchNextPage();
  }, [loadMore, fetchNextPage]);

  const last = pages.at(-1);
  const listRef = useRef<HTMLDivElement>(null);
  // A page already on screen is scrolled to (its URL follows); any other page is a navigation
  // that starts the list there, from the top.
  const followPageLink = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    const group = listRef.current?.querySelector<HTMLElement>(`[data-page="${page}"]`);
    if (group && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      group.scrollIntoView({ block: 'start' });
    } else {
      window.scrollTo({ top: 0 });
    }
  };
  return (
    <div ref={listRef} className={props.stale ? styles.stale : undefined} aria-busy={props.stale || undefined}>
      {pages.map((answer, index) => (
        <PageGroup
          key={answer.pagination.page}
          page={answer.pagination.page}
          items={answer.items as L['items'][number][]}
          label={props.itemsLabel}
          eager={index === 0}
          renderCard={props.renderCard}
          urlPage={props.currentPage}
          // The old cards shown while a new query loads must not move the URL.
          onInView={props.stale ? ignorePage : props.onPageInView}
        />
      ))}
      {isFetchingNextPage && <CardSkeletons label={props.loadingLabel} count={4} />}
      {nextPageFailed && (
        <p className={styles.loadFailed} role="alert">
          Не удалось загрузить следующие позиции.{' '}
          <button type="button" className={styles.retry} onClick={fetchNextPage}>
            Повторить
          </button>
        </p>
      )}
      <div ref={endRef} />
      {last && (
        <Pagination location={props.location} page={props.currentPage} lastPage={last.pagination.lastPage} search={props.search} onFollow={followPageLink} />
      )}
    </div>
  );
}

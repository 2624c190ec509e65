// What both orders pages share: the heading, the loading skeleton, the error with a retry, the
// empty state, the cards, and 'Показать ещё' for the next page. (The tab's title is the route
// table's, set by the shell.)
// (The shell's <main> holds the page, so this is a section.)
import { useId, type ReactNode } from 'react';
import { buttonStyles, OrderCard, orderCardFrameStyles, StateBlock, type Order } from '@povar/shared-kit';
import { useOrdersList, type OrdersListKind } from './orders-queries';
import { LOAD_FAILED_TEXT, LOADING_TEXT, RETRY_TEXT, SHOW_MORE_TEXT } from './texts';
import styles from './Orders.module.css';

export interface OrdersListProps {
  kind: OrdersListKind;
  heading: string;
  /** Beside the heading once orders are here; `more` says pages are left to load. */
  headNote?: (orders: Order[], more: boolean) => ReactNode;
  empty: ReactNode;
  extraActions: (order: Order) => ReactNode;
  /** A refusal the page explains in its own words (a page instead of the list), or null. */
  explainError?: (error: Error) => ReactNode | null;
}

const SKELETON_CARDS = 3;

export function OrdersList({ kind, heading, headNote, empty, extraActions, explainError }: OrdersListProps) {
  const headingId = useId();
  const list = useOrdersList(kind);
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];

  const explained = list.error && !list.data ? explainError?.(list.error) : null;
  if (explained) return explained;

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className={styles.list} aria-busy="true">
        <p className="visually-hidden">{LOADING_TEXT}</p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={`${orderCardFrameStyles.frame} ${styles.skeleton}`} aria-hidden="true">
            <span className={`${styles.shimmer} ${styles.skeletonTitle}`} />
            <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
            <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
            <span className={`${styles.shimmer} ${styles.skeletonShort}`} />
          </div>
        ))}
      </div>
    );
  } else if (!list.data) {
    content = <LoadFailed busy={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (orders.length === 0) {
    content = empty;
  } else {
    content = (
      <>
        <div className={styles.list}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} extraActions={extraActions(order)} />
          ))}
        </div>
        {list.isFetchNextPageError ? (
          <LoadFailed busy={list.isFetchingNextPage} onRetry={() => void list.fetchNextPage()} />
        ) : (
          list.hasNextPage && (
            <button
              type="button"
              className={`${buttonStyles.secondary} ${styles.more}`}
              disabled={list.isFetchingNextPage}
              aria-busy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {SHOW_MORE_TEXT}
            </button>
          )
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.pageHead}>
        <h1 id={headingId} className={styles.title}>
          {heading}
        </h1>
        {list.data && headNote?.(orders, list.hasNextPage)}
      </div>
      {content}
    </section>
  );
}

function LoadFailed({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <StateBlock look="dashed" title={LOAD_FAILED_TEXT} titleRole="alert">
      <button type="button" className={buttonStyles.secondary} disabled={busy} aria-busy={busy} onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </StateBlock>
  );
}

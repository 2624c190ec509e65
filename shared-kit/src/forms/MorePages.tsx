// 'Показать ещё' under a list that loads page by page (react-query's infinite query): progress
// while the next page loads, and when it fails, what happened and 'Повторить'.
import { failureText } from './failure';
import { Spinner } from '@povar/shared-kit';
import styles from './MorePages.module.css';

export interface MorePagesProps {
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => Promise<unknown>;
  };
  /** What could not be loaded, as a sentence start ('Не удалось загрузить ещё.'). */
  failedText: string;
}

export function MorePages({ pages, failedText }: MorePagesProps) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <p className={styles.error} role="alert">
          {failedText} {failureText(pages.error)}
        </p>
      )}
      {pages.hasNextPage && (
        <button type="button" className={styles.button} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? (
            <>
              <Spinner /> Загружаем…
            </>
          ) : pages.isFetchNextPageError ? (
            'Повторить'
          ) : (
            'Показать ещё'
          )}
        </button>
      )}
    </>
  );
}

// A documentation page (DOCS, /docs/{slug...}): the text from the API, its in-site links kept in the app, and the list of the other pages.
import { useEffect, useRef, type MouseEvent } from 'react';
import {
  DEFAULT_REGION_SLUG,
  NOT_FOUND_DOCUMENT_TITLE,
  NotFoundScreen,
  formatDate,
  matchRoute,
  richTextStyles,
  screenStyles,
  siteTitle,
  useDocumentTitle,
  useLocation,
  useNavigate,
  useRegion,
  type RoutePage,
} from '@povar/shared-kit';
import { useScrollToTopOn } from '../page-effects';
import { clientSidePath } from './internal-links';
import { DocsNav } from './DocsNav';
import { isTextPageMissing, useTextPage } from './use-text-page';
import styles from './DocsPage.module.css';

export const DocsPage: RoutePage = ({ match }) => {
  const slug = match.params.slug ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const regionSlug = useRegion((state) => state.region?.slug) ?? DEFAULT_REGION_SLUG;
  const { data: page, error, isPending, isError, isFetching, refetch } = useTextPage(slug);
  const missing = isError && isTextPageMissing(error);

  // The document's own title once it is here; until then the route table's ('Документы'), set by the shell.
  useDocumentTitle(page ? siteTitle(page.title) : missing ? NOT_FOUND_DOCUMENT_TITLE : null);
  useScrollToTopOn(slug);

  // After a move from one doc to another, the new title takes the focus, so a screen reader
  // announces the page the way a reload would.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!page || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = clientSidePath(anchor, event, window.location);
    if (!path) return;
    event.preventDefault();
    // The router's history push is single-spa's too (it patches pushState), so a path of
    // another remote mounts that remote, still without a reload.
    if (matchRoute(new URL(path, window.location.origin).pathname)?.route.name === 'DOCS') focusHeading.current = true;
    void navigate(path);
  };

  if (missing) return <NotFoundScreen path={location.pathname} regionSlug={regionSlug} />;
  return (
    <div className={styles.page}>
      <article className={styles.article} aria-busy={isPending ? 'true' : undefined}>
        {isPending && <DocsSkeleton />}
        {isError && (
          <div className={styles.error} role="alert">
            <p>Не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.</p>
            <button type="button" className={screenStyles.secondary} onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? 'Загружаем…' : 'Повторить'}
            </button>
          </div>
        )}
        {page && (
          <>
            <h1 ref={heading} className={styles.title} tabIndex={-1}>
              {page.title}
            </h1>
            <p className={styles.updated}>Обновлено {formatDate(page.updatedAt)}</p>
            {/* The HTML was sanitised by the API (one allow-list, on write and on read). */}
            <div className={richTextStyles.richText} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.html }} />
          </>
        )}
      </article>
      <DocsNav
        current={slug}
        onNavigate={(target) => {
          if (target !== slug) focusHeading.current = true;
        }}
      />
    </div>
  );
};

function DocsSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Загружаем страницу">
      <div className={`${styles.block} ${styles.blockTitle}`} />
      <div className={`${styles.block} ${styles.blockShort}`} />
      {[0, 1, 2, 3, 4, 5].map((line) => (
        <div key={line} className={`${styles.block} ${styles.blockLine}`} />
      ))}
    </div>
  );
}

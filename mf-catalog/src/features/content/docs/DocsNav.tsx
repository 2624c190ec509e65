// The list of every /docs page beside (desktop) or under (mobile) the one being read.
import { Link } from '@povar/shared-kit';
import { DOCS_NAV, docsPath } from './docs-pages';
import styles from './DocsPage.module.css';

export function DocsNav({ current, onNavigate }: { current: string; onNavigate: (slug: string) => void }) {
  return (
    <nav className={styles.nav} aria-label="Документы">
      {DOCS_NAV.map((group, index) => {
        const headingId = `docs-nav-group-${index}`;
        return (
          <div key={group.title ?? 'general'} className={styles.navGroup}>
            {group.title && (
              <h2 id={headingId} className={styles.navTitle}>
                {group.title}
              </h2>
            )}
            <ul className={styles.navList} aria-labelledby={group.title ? headingId : undefined}>
              {group.pages.map((page) => (
                <li key={page.slug}>
                  <Link
                    className={styles.navLink}
                    to={docsPath(page.slug)}
                    aria-current={page.slug === current ? 'page' : undefined}
                    onClick={() => onNavigate(page.slug)}
                  >
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

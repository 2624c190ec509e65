// What every content page does to the browser tab: its title while it shows, and the top of the page when it opens.
import { useEffect } from 'react';

/** The site's name after a page's own title, as the route table writes titles. */
export const SITE_TITLE_SUFFIX = ' — Повар рядом';

/** The tab's title while the page shows, over the route's title the shell sets on each move. */
export { useDocumentTitle } from '@povar/shared-kit';

/**
 * Opens the page at its top whenever `key` changes (a page, a doc's slug). Without it a click
 * on a footer link keeps the footer's scroll position and the visitor sees no change. A link to
 * a place in the page (`#…`) is left to the browser.
 */
export function useScrollToTopOn(key: string): void {
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0 });
  }, [key]);
}

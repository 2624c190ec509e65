// What every content page does when it opens: the top of the page. (The tab's title is the
// route table's, set by the shell; only the docs page claims its document's own.)
import { useEffect } from 'react';

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

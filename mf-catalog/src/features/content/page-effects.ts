// What every content page does to the browser tab: its title while it shows, and the top of the page when it opens.
import { useEffect } from 'react';

/** The site's name after a page's own title, as the route table writes titles. */
export const SITE_TITLE_SUFFIX = ' — Повар рядом';

/**
 * The tab's title while the page shows; the previous one comes back when it goes. The shell
 * sets no titles on client-side moves, so a page that does not would keep the last page's.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

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

// The tab's title in the browser. The shell sets the route's title from the route table on every
// client-side move (the same rule as the first HTML), so a page with the table's title does
// nothing; only a page that knows better (a cook's name, a dish, a document) claims its own
// while it shows, with useDocumentTitle. The newest claim wins, and releasing one falls back to
// the one under it or to the route's title, so a page leaving never leaves its title on the next page.
import { useEffect } from 'react';

let routeTitle: string | null = null;
const claims: { title: string }[] = [];

function apply(): void {
  const title = claims.at(-1)?.title ?? routeTitle;
  if (title !== null && typeof document !== 'undefined' && document.title !== title) document.title = title;
}

/** The current route's title (the shell's, on each move); shown while no page claims its own. */
export function setRouteDocumentTitle(title: string): void {
  routeTitle = title;
  apply();
}

/** Shows `title` until the returned release is called. */
export function claimDocumentTitle(title: string): () => void {
  const claim = { title };
  claims.push(claim);
  apply();
  return () => {
    const index = claims.indexOf(claim);
    if (index >= 0) claims.splice(index, 1);
    apply();
  };
}

/**
 * A title the route table cannot know (a dish's or a cook's name) while the page shows; nothing
 * while `title` is null. Never the route's own title: the shell sets that already.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => (title ? claimDocumentTitle(title) : undefined), [title]);
}

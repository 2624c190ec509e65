// Where an infinitely scrolled list starts. The path's page decides it when the visitor
// arrives, follows a page link or goes back; when the list itself moved the URL along while
// scrolling (a replace carrying scrollState), the list keeps its start and its loaded pages.
// The history state, not the navigation type, tells the two apart: single-spa turns every
// replaceState into a popstate, which the router reports as POP.
import { useState } from 'react';
import { useLocation } from '@povar/shared-kit';

/** The history state of a URL the list moved along while scrolling, from the list starting at startPage. */
export const scrollState = (startPage: number) => ({ listingScroll: true, startPage });

const scrolledFrom = (state: unknown): number | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { listingScroll, startPage } = state as { listingScroll?: unknown; startPage?: unknown };
  return listingScroll === true && typeof startPage === 'number' ? startPage : null;
};

export function useStartPage(urlPage: number): number {
  const { state } = useLocation();
  const [tracked, setTracked] = useState({ urlPage, startPage: urlPage });
  if (tracked.urlPage === urlPage) return tracked.startPage;
  const startPage = scrolledFrom(state) === tracked.startPage ? tracked.startPage : urlPage;
  // Adjusting state while rendering (not in an effect) so no frame shows the old start.
  setTracked({ urlPage, startPage });
  return startPage;
}

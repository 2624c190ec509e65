// Where a page opens after a client-side move. A click on a link (pushState) to another page
// opens it at its top, title visible below the sticky header, as a full page load would; the
// browser otherwise keeps the last page's scroll offset. Back and Forward are left to the
// browser's own restoration, a replaced URL (tabs, filters, a listing's page) is the same page,
// and a link to a place in the page ('#…') is left to the page.
interface RoutingEventDetail {
  originalEvent?: Event & { singleSpaTrigger?: string };
  oldUrl?: string;
  newUrl?: string;
}

export function isMoveToNewPage(detail: RoutingEventDetail | undefined): boolean {
  if (detail?.originalEvent?.singleSpaTrigger !== 'pushState' || !detail.oldUrl || !detail.newUrl) return false;
  const before = new URL(detail.oldUrl);
  const after = new URL(detail.newUrl);
  return before.pathname !== after.pathname && after.hash === '';
}

export function installScrollToTopOnMoves(): void {
  window.addEventListener('single-spa:routing-event', (event) => {
    if (isMoveToNewPage((event as CustomEvent<RoutingEventDetail>).detail)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
}

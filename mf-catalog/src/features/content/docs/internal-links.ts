// Which clicks on links inside a text page's HTML stay in the single-page app, and where they go.
import type { MouseEvent as ReactMouseEvent } from 'react';

/** What of a click decides whether the browser should handle it itself. */
type ClickLike = Pick<ReactMouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * The path (with query and hash) a click on `anchor` should open without a reload, or null
 * when the browser should handle it: a modified or non-primary click (new tab, new window,
 * download), a link that opens elsewhere or downloads, another site or scheme (mailto:, tel:),
 * or a jump to a place on the page being read.
 */
export function clientSidePath(anchor: HTMLAnchorElement, event: ClickLike, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

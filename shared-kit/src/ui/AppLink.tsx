// A link that navigates inside the single-spa page (history push, no reload); modified
// clicks (new tab, new window) are left to the browser.
import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** Links between remotes (and from the shell): single-spa decides which remote shows the target. */
export function AppLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateToUrl(props.href);
      }}
    />
  );
}

// A link an editor gave (banners, promo cards): a site path moves inside the app, an https
// address opens in a new tab (the API accepts nothing else).
import type { ReactNode } from 'react';
import { Link } from '@povar/shared-kit';

export interface ContentLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** A second link to the same place for pointer users only (a picture next to the real link). */
  hidden?: boolean;
}

export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function ContentLink({ href, className, children, hidden = false }: ContentLinkProps) {
  const hiding = hidden ? ({ tabIndex: -1, 'aria-hidden': true } as const) : {};
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className} {...hiding}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...hiding}>
      {children}
    </a>
  );
}

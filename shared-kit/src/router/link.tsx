// Links that move inside the app. A click the visitor means for the browser (a modifier key,
// a button other than the left, a target other than _self, a download) is left to the browser,
// as React Router's Link left it.
import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { createPath, resolveTo, type To } from './location';
import { useRouterState } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry; by default a link to the current URL replaces, any other pushes. */
  replace?: boolean;
  /** Carried by the new history entry, read back as useLocation().state. */
  state?: unknown;
  /** Accepted and ignored, as in NavigateOptions. */
  preventScrollReset?: boolean;
  /** A full page load instead of a move inside the app. */
  reloadDocument?: boolean;
}

// 'https:', 'mailto:', '//host': a plain anchor, loaded by the browser (the same on the server and in the browser).
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '' && target !== '_self') ||
    (download !== undefined && download !== false)
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset: _preventScrollReset, reloadDocument, target, onClick, ...anchor },
  ref,
) {
  const { location, source, navigate } = useRouterState('Link');
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) return <a {...anchor} ref={ref} href={to} target={target} onClick={onClick} />;
  const href = createPath(resolveTo(to, location.pathname));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || isBrowserClick(event, target, anchor.download)) return;
    event.preventDefault();
    const current = source.read();
    const destination = resolveTo(to, current.pathname);
    navigate(destination, { replace: replace ?? createPath(current) === createPath(destination), state });
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={follow} />;
});

export interface NavLinkRenderProps {
  isActive: boolean;
  /** Always false: kept for React Router's signature (it was true only with a data router). */
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** A function of the link's state, or classes to which 'active' is added while the link is active. */
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  /** Active on its own path only, not on the paths below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/** Active when the current path is the link's (or below it, unless `end`), case aside unless caseSensitive. */
export function isActivePath(current: string, linked: string, { end = false, caseSensitive = false } = {}): boolean {
  const here = caseSensitive ? current : current.toLowerCase();
  const there = caseSensitive ? linked : linked.toLowerCase();
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(slashAt) === '/');
}

/** A Link that knows whether it leads to the current page: aria-current="page" (or the value given) and the class 'active' then. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive, className = '', end, style, children, ...link },
  ref,
) {
  const { location } = useRouterState('NavLink');
  const isActive = isActivePath(location.pathname, resolveTo(link.to, location.pathname).pathname, { end, caseSensitive });
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...link}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(props) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});

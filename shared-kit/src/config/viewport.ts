// The 'viewport' cookie: the name of the widest breakpoint the visitor's window reaches, kept
// for 365 days, so a server that renders the next page knows whether it is drawing for a phone
// or a desktop before the browser says. The breakpoints are the site's own (style tokens).
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type ViewportName = keyof typeof VIEWPORT_BREAKPOINTS;

export const VIEWPORT_COOKIE_NAME = 'viewport';
export const VIEWPORT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const NARROW_TO_WIDE = (Object.entries(VIEWPORT_BREAKPOINTS) as [ViewportName, number][]).sort((a, b) => a[1] - b[1]);

/** The breakpoint a window of this width is in; narrower than the narrowest still counts as 'mobile'. */
export function viewportFor(width: number): ViewportName {
  let name: ViewportName = 'mobile';
  for (const [breakpoint, minWidth] of NARROW_TO_WIDE) if (width >= minWidth) name = breakpoint;
  return name;
}

/** The cookie's value from a Cookie header (or document.cookie); null when absent or unknown. */
export function readViewportCookie(cookieHeader: string | undefined): ViewportName | null {
  const value = cookieHeader
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${VIEWPORT_COOKIE_NAME}=`))
    ?.slice(VIEWPORT_COOKIE_NAME.length + 1);
  return value && Object.hasOwn(VIEWPORT_BREAKPOINTS, value) ? (value as ViewportName) : null;
}

/**
 * Whether a width media query ('(min-width: 768px)', '(max-width: 767px)', both joined by 'and')
 * holds for a window `width` px wide; null for a query about anything else.
 */
export function widthQueryHolds(query: string, width: number): boolean | null {
  let answer: boolean | null = null;
  for (const part of query.split(/\s+and\s+/i)) {
    const min = /min-width:\s*(\d+)px/.exec(part);
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (!min && !max) return null;
    const holds = min ? width >= Number(min[1]) : width <= Number(max![1]);
    answer = (answer ?? true) && holds;
  }
  return answer;
}

/** The same for a window at the start of the breakpoint. */
export const viewportMatches = (query: string, name: ViewportName): boolean | null => widthQueryHolds(query, VIEWPORT_BREAKPOINTS[name]);

/**
 * The breakpoint the page's first HTML was drawn for (the cookie the request carried, told to the
 * browser in the boot data): hydrating renders answer media queries as the server did, whatever
 * the cookie says by then. Null when the server did not know.
 */
let renderedViewport: ViewportName | null = null;

export function setRenderedViewport(name: ViewportName | null): void {
  renderedViewport = name;
}

export const getRenderedViewport = (): ViewportName | null => renderedViewport;

export function writeViewportCookie(name: ViewportName): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${VIEWPORT_COOKIE_NAME}=${name}; path=/; max-age=${VIEWPORT_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * Writes the cookie now and again whenever the window crosses a breakpoint (a phone turned on
 * its side, a resized window). Returns the function that stops listening.
 */
export function installViewportCookie(): () => void {
  // Written once on every visit, so the 365 days count from the last one.
  let written: ViewportName | null = null;
  const update = () => {
    const name = viewportFor(window.innerWidth);
    if (name === written) return;
    written = name;
    writeViewportCookie(name);
  };
  update();
  const lists = NARROW_TO_WIDE.map(([, minWidth]) => window.matchMedia(`(min-width: ${minWidth}px)`));
  for (const list of lists) list.addEventListener('change', update);
  return () => {
    for (const list of lists) list.removeEventListener('change', update);
  };
}

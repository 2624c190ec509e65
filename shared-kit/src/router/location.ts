// Locations and where they come from: the browser's address bar, an in-memory history (tests)
// or a fixed URL (a render on the server). No React here: the routers in router.tsx hold the
// location a source reports in their state.
import { navigate as pushToHistory } from 'wouter/use-browser-location';

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface Location<State = unknown> extends Path {
  /** What the navigation that made this entry carried in `state`; null when it carried nothing. */
  state: State;
  /** 'default' for an entry the router did not make (the first page, a push by other code). */
  key: string;
}

/** A URL ('/omsk/menu?q=1', '?dish=5', '#top') or its parts; a missing pathname is the current one. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /**
   * Accepted for React Router's signature and ignored, as its BrowserRouter did: no router here
   * scrolls on a move (the shell's scroll-on-move does, on single-spa's routing events).
   */
  preventScrollReset?: boolean;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Through the history: -1 is Back. */
  (delta: number): void;
}

export interface LocationSource {
  /** The current location; the same object until it changes. */
  read(): Location;
  /** Calls onChange after any move; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  push(path: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
}

const normalizeSearch = (search = '') => (!search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`);
const normalizeHash = (hash = '') => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

/**
 * Where `to` leads from `pathname`, as React Router resolved it: a missing pathname keeps the
 * current one, while search and hash come from `to` alone ('?dish=1' drops the hash, a `{ hash }`
 * object drops the search). A relative pathname is resolved the way the browser resolves a
 * relative href.
 */
export function resolveTo(to: To, pathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let target = parts.pathname || pathname;
  if (!target.startsWith('/')) target = new URL(target, `http://localhost${pathname}`).pathname;
  return { pathname: target, search: normalizeSearch(parts.search), hash: normalizeHash(parts.hash) };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(entry: To, state: unknown, key: string): Location {
  return { ...resolveTo(entry, '/'), state: state ?? null, key };
}

/**
 * What a push leaves in history.state: the caller's state and the entry's key, in the shape
 * React Router used ({ usr, key }), so entries made before the change read the same. Code that
 * rewrites the URL keeps them by passing history.state back (url-rules, the session's cleanup).
 */
interface HistoryEntryState {
  usr?: unknown;
  key?: unknown;
}

let lastRead: { href: string; raw: unknown; location: Location } | null = null;

function readBrowserLocation(): Location {
  const { href, pathname, search, hash } = window.location;
  const raw: unknown = window.history.state;
  if (lastRead && lastRead.href === href && lastRead.raw === raw) return lastRead.location;
  const entry = typeof raw === 'object' && raw !== null ? (raw as HistoryEntryState) : {};
  const location = { pathname, search, hash, state: entry.usr ?? null, key: typeof entry.key === 'string' ? entry.key : 'default' };
  lastRead = { href, raw, location };
  return location;
}

/**
 * wouter patches history.pushState and replaceState to fire events of those names, whoever
 * calls them (single-spa's navigateToUrl, the shell's URL rules, another root's router), so
 * every router on the page follows every move; popstate brings Back and Forward, hashchange a
 * plain '#…' link.
 */
const BROWSER_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** The address bar: one for the page, shared by the chrome's and every remote's router. */
export const browserSource: LocationSource = {
  read: readBrowserLocation,
  subscribe(onChange) {
    for (const type of BROWSER_EVENTS) window.addEventListener(type, onChange);
    return () => {
      for (const type of BROWSER_EVENTS) window.removeEventListener(type, onChange);
    };
  },
  push(path, state, replace) {
    const entry: HistoryEntryState = { usr: state ?? null, key: createKey() };
    pushToHistory(path, { replace, state: entry });
  },
  go(delta) {
    window.history.go(delta);
  },
};

/** A MemoryRouter's entry: a URL, or its parts with the state it carries. */
export type InitialEntry = string | Partial<Location>;

/** A history of its own, as React Router's MemoryRouter kept: entries, a place among them, state per entry. */
export function createMemorySource(initialEntries: readonly InitialEntry[] = ['/'], initialIndex?: number): LocationSource {
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((entry, index) =>
    toLocation(entry, typeof entry === 'string' ? null : entry.state, index === 0 ? 'default' : createKey()),
  );
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    read: () => entries[index]!,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    push(path, state, replace) {
      const location = toLocation(path, state, createKey());
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      notify();
    },
    go(delta) {
      const next = clamp(index + delta);
      if (next === index) return;
      index = next;
      notify();
    },
  };
}

/** One URL that never moves: a render on the server. A navigation there has nowhere to go. */
export function createStaticSource(location: To): LocationSource {
  const fixed = toLocation(location, null, 'default');
  return {
    read: () => fixed,
    subscribe: () => () => undefined,
    push: () => undefined,
    go: () => undefined,
  };
}

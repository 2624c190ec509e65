// The routers and the hooks that read them. A router keeps the location its source reports in
// React state and moves it inside a transition, as React Router did: a page whose code is still
// loading (RoutePages' Suspense) leaves the previous page on screen instead of an empty one.
import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router as WouterRouter, useParams as useWouterParams } from 'wouter';
import {
  browserSource,
  createMemorySource,
  createPath,
  createStaticSource,
  resolveTo,
  type InitialEntry,
  type Location,
  type LocationSource,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from './location';

interface RouterState {
  location: Location;
  source: LocationSource;
  navigate: NavigateFunction;
}

const RouterStateContext = createContext<RouterState | null>(null);

export function useRouterState(hook: string): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error(`${hook}() needs a router above it: BrowserRouter, MemoryRouter or StaticRouter`);
  return state;
}

function createNavigate(source: LocationSource): NavigateFunction {
  return ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return source.go(to);
    source.push(createPath(resolveTo(to, source.read().pathname)), options.state, options.replace ?? false);
  }) as NavigateFunction;
}

// One navigate per source, so its identity never changes and effects that list it do not re-run.
const navigators = new WeakMap<LocationSource, NavigateFunction>();
function navigatorOf(source: LocationSource): NavigateFunction {
  let navigate = navigators.get(source);
  if (!navigate) {
    navigate = createNavigate(source);
    navigators.set(source, navigate);
  }
  return navigate;
}

/** wouter's location hook: its own Route, Switch, useSearch… inside a kit router follow the kit's location. */
function useRoutedPath(): [string, (to: string, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouterState('useLocation');
  return [location.pathname, navigate];
}
useRoutedPath.searchHook = () => useRouterState('useSearch').location.search;

function SourceRouter({ source, children }: { source: LocationSource; children?: ReactNode }) {
  const [location, setLocation] = useState(source.read);
  useLayoutEffect(() => {
    const follow = () => {
      const next = source.read();
      startTransition(() => setLocation(next));
    };
    const unsubscribe = source.subscribe(follow);
    // A move between this router's first render and now.
    follow();
    return unsubscribe;
  }, [source]);
  const state = useMemo(() => ({ location, source, navigate: navigatorOf(source) }), [location, source]);
  return (
    <RouterStateContext.Provider value={state}>
      <WouterRouter hook={useRoutedPath}>{children}</WouterRouter>
    </RouterStateContext.Provider>
  );
}

/** The address bar. Each React root on the page (every remote) mounts its own; all of them follow every move. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <SourceRouter source={browserSource}>{children}</SourceRouter>;
}

export interface MemoryRouterProps {
  children?: ReactNode;
  initialEntries?: InitialEntry[];
  /** Where in initialEntries it starts; the last entry when not given. */
  initialIndex?: number;
}

/** A history in memory (tests): Back goes through initialEntries and the entries pushed since. */
export function MemoryRouter({ children, initialEntries, initialIndex }: MemoryRouterProps) {
  const [source] = useState(() => createMemorySource(initialEntries, initialIndex));
  return <SourceRouter source={source}>{children}</SourceRouter>;
}

/** One fixed URL: the render on the server. */
export function StaticRouter({ children, location = '/' }: { children?: ReactNode; location?: To }) {
  const url = typeof location === 'string' ? location : createPath(resolveTo(location, '/'));
  const source = useMemo(() => createStaticSource(url), [url]);
  return <SourceRouter source={source}>{children}</SourceRouter>;
}

export function useLocation(): Location {
  return useRouterState('useLocation').location;
}

export function useNavigate(): NavigateFunction {
  return useRouterState('useNavigate').navigate;
}

/** The params of the innermost wouter Route; none otherwise (the apps match paths with the kit's route table). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

export type SearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;

export type SetSearchParams = (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init);
  return new URLSearchParams(Object.entries(init).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]])));
}

/** The query of the current URL, and a setter that moves to the same path with another query (the hash is dropped). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouterState('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useMemo<SetSearchParams>(
    () => (next, options) => navigate(`?${createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`, options),
    [navigate, params],
  );
  return [params, setParams];
}

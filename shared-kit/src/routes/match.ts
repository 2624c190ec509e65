// Matching a path against the route table, building paths, and the URL rules
// (trailing slash removed, region-less public paths sent to their region twin).
import { compile, match, type MatchFunction, type ParamData } from 'path-to-regexp';
import { RESERVED_SEGMENTS, REGION_SLUG_RE, ROUTES, type AppRoute, type RegionRouteName, type RouteName } from './table';

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: AppRoute;
  /** `route.name`, or `${route.name}_REGION` for the region twin. */
  name: RouteName | RegionRouteName;
  params: RouteParams;
  /** The region slug when the path is a region twin. */
  region: string | null;
}

/** The pattern of a route's region twin: '/:region' in front; the index keeps its slash. */
const regionPattern = (pattern: string) => (pattern === '/' ? '/:region/' : `/:region${pattern}`);

interface CompiledRoute {
  route: AppRoute;
  regional: boolean;
  test: MatchFunction<ParamData>;
}

const compiled: CompiledRoute[] = [
  ...ROUTES.map((route) => ({ route, regional: false, test: match(route.pattern, { trailing: false, decode: safeDecode }) })),
  ...ROUTES.filter((r) => r.regional).map((route) => ({
    route,
    regional: true,
    test: match(regionPattern(route.pattern), { trailing: false, decode: safeDecode }),
  })),
];

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '\u0000'; // fails every parameter rule below, so the path is a 404
  }
}

const ID_RE = /^[1-9]\d{0,9}$/;
const PAGE_RE = /^[1-9]\d{0,4}$/;
const SLUG_RE = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** Literal segments that a category slug must not shadow. */
const NOT_A_SLUG = new Set(['detail', 'filter']);

/** A route fails validation when a parameter is not of its kind: that is a 404. */
function paramsAreValid(params: ParamData): boolean {
  for (const [key, value] of Object.entries(params)) {
    if (key === 'id' && !ID_RE.test(String(value))) return false;
    if (key === 'page' && !PAGE_RE.test(String(value))) return false;
    if (key === 'slug') {
      const segments = Array.isArray(value) ? value : [value];
      if (segments.length === 0) return false;
      if (!segments.every((s) => SLUG_RE.test(String(s)))) return false;
      if (!Array.isArray(value) && (NOT_A_SLUG.has(String(value)) || String(value).startsWith('page-'))) return false;
    }
    if (key === 'region' && !isRegionSlug(String(value))) return false;
  }
  return true;
}

export function isRegionSlug(value: string): boolean {
  return REGION_SLUG_RE.test(value) && !RESERVED_SEGMENTS.has(value);
}

/** The route a pathname shows, or null for a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regional, test } of compiled) {
    const result = test(pathname);
    if (!result || !paramsAreValid(result.params)) continue;
    const params: RouteParams = {};
    let region: string | null = null;
    for (const [key, value] of Object.entries(result.params)) {
      if (key === 'region') region = String(value);
      else params[key] = Array.isArray(value) ? value.join('/') : String(value);
    }
    return { route, name: regional ? (`${route.name}_REGION` as const) : route.name, params, region };
  }
  return null;
}

/** The table's entry of a route, by its plain or region twin name. */
export function findRoute(name: RouteName | RegionRouteName): AppRoute {
  const plain = name.endsWith('_REGION') ? name.slice(0, -'_REGION'.length) : name;
  const route = ROUTES.find((r) => r.name === plain);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

const builders = new Map<string, (params: ParamData) => string>();
function builderFor(pattern: string) {
  let build = builders.get(pattern);
  if (!build) {
    build = compile(pattern, { encode: encodeURIComponent });
    builders.set(pattern, build);
  }
  return build;
}

/**
 * The path of a route. A regional route with a region gives its twin
 * (buildPath('COOK', { id: 5 }, 'tyumen') → '/tyumen/cooks/detail/5').
 */
export function buildPath(name: RouteName, params: Record<string, string | number> = {}, region?: string | null): string {
  const route = findRoute(name);
  const values: ParamData = {};
  for (const [key, value] of Object.entries(params)) {
    values[key] = key === 'slug' && route.pattern.includes('*slug') ? String(value).split('/') : String(value);
  }
  if (route.regional && region) {
    return builderFor(regionPattern(route.pattern))({ ...values, region });
  }
  return builderFor(route.pattern)(values);
}

export type UrlDecision = { kind: 'redirect'; location: string; permanent: boolean } | { kind: 'route'; match: RouteMatch } | { kind: 'not-found' };

/**
 * Whether a path may be sent as a same-site redirect: one leading slash followed by neither a
 * slash nor a backslash (browsers read '//host' and '/\host' as another site), and no backslash
 * or control character anywhere (browsers turn '\' into '/' and drop tabs and newlines).
 */
export function isSameSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(path);
}

/**
 * The URL rules, applied the same way by the document server (as HTTP
 * redirects) and by the shell (as history replacements):
 * - a trailing slash is removed, except on '/' and on a region index '/{region}/';
 * - '/{region}' gets the region index's slash;
 * - a region-less public path goes to its region twin, the query kept.
 * `currentRegion` is the region the visitor is in (saved address, cookie or default).
 *
 * A redirect only ever leads to a path of the route table: a path that is not one (after its
 * trailing slash is removed, or its leading slashes collapsed) is a 404, never a redirect, so a
 * request path such as '/.//evil.com/' (normalised to '//evil.com/') cannot send a visitor away.
 */
export function decideUrl(pathname: string, search: string, currentRegion: string): UrlDecision {
  const decision = decidePath(pathname, search, currentRegion);
  // The last line of defence: whatever the rules above say, a location that would leave the site is a 404.
  if (decision.kind === 'redirect' && !isSameSitePath(decision.location.split('?')[0] ?? '')) {
    return { kind: 'not-found' };
  }
  return decision;
}

function decidePath(pathname: string, search: string, currentRegion: string): UrlDecision {
  // Backslashes and control characters are never in our paths (a URL parser leaves neither in a pathname).
  if (!pathname.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(pathname)) return { kind: 'not-found' };
  // '//menu' (as '/.//menu' or '/a/..//menu' normalise): the same path with one leading slash,
  // when that is one of ours; redirecting to the path as asked would be '//host', another site.
  if (pathname.startsWith('//')) {
    const collapsed = pathname.replace(/^\/+/, '/');
    const next = decidePath(collapsed, search, currentRegion);
    if (next.kind === 'not-found') return next;
    return next.kind === 'redirect' ? next : { kind: 'redirect', location: collapsed + search, permanent: true };
  }

  const segments = pathname.split('/').filter(Boolean);
  const isRegionIndex = segments.length === 1 && isRegionSlug(segments[0] ?? '') && !matchRoute(`/${segments[0]}`);

  if (pathname !== '/' && pathname.endsWith('/') && !(isRegionIndex && /^\/[^/]+\/$/.test(pathname))) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    // Only towards a path the rules know: an unknown path is a 404 as it is, with or without its slash.
    if (decidePath(trimmed, search, currentRegion).kind === 'not-found') return { kind: 'not-found' };
    return { kind: 'redirect', location: trimmed + search, permanent: true };
  }
  if (isRegionIndex && !pathname.endsWith('/')) {
    return { kind: 'redirect', location: `${pathname}/${search}`, permanent: true };
  }
  const found = matchRoute(pathname);
  if (!found) return { kind: 'not-found' };
  if (found.route.regional && found.region === null) {
    const location = buildPath(found.route.name, found.params, currentRegion);
    // Not permanent: the twin depends on the visitor's region.
    return { kind: 'redirect', location: location + search, permanent: false };
  }
  return { kind: 'route', match: found };
}

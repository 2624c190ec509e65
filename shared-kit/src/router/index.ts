// Routing for every app, from here only: a small router over wouter, with the part of React
// Router's API the apps use (the routers, Link and NavLink, useLocation, useNavigate,
// useSearchParams). It lives inside this singleton kit, so the shell and every remote meet one
// copy; an app importing a router package itself would get another copy whose hooks see no
// router: router-imports.test.ts forbids it.
export { BrowserRouter, MemoryRouter, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from './router';
export type { MemoryRouterProps, SearchParamsInit, SetSearchParams } from './router';
export { Link, NavLink } from './link';
export type { LinkProps, NavLinkProps, NavLinkRenderProps } from './link';
export type { InitialEntry, Location, NavigateFunction, NavigateOptions, Path, To } from './location';

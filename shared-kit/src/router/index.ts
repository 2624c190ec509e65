// Routing for every app, from here only. React Router is not a Module Federation shared
// package (a shared package ships whole: 59 KiB compressed on every page, bar P1); it lives
// inside this singleton kit instead, cut down to what is re-exported below, so the shell and
// every remote still meet one router context. An app importing 'react-router' directly would
// get a second copy whose hooks see no router: router-imports.test.ts forbids it.
export { BrowserRouter, Link, MemoryRouter, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, To } from 'react-router';

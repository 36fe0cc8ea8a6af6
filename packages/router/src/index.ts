// The router every bundle shares, as one singleton: the names of react-router-dom the bundles use,
// and nothing else.
//
// Why a package of re-exports: a module shared through Module Federation is never tree-shaken (any
// remote may ask for any export), so sharing react-router-dom itself put all of it in every first
// view, server rendering, framework mode and RSC included (65 kB gzip). Sharing this module instead
// shares exactly the list below, and webpack drops the rest of react-router when it builds it. The
// list holds what some bundle imports, no more (issue 18: the rest of the browser API, forms,
// fetchers, blockers, Await, was another 1.6 kB gzip of every first view); a remote that needs
// another name adds it here, bumps this package's version and has the shell deployed first (the
// shell provides the shared copy; a remote built against a newer list would find the name missing
// in an older shell).
//
// `routerLink` is the one adapter from @cwt/ui's `renderLink` props to `Link`, so apps do not each
// write their own.
//
// Test-only routers (MemoryRouter, createMemoryRouter) are not shared: tests import them from
// react-router-dom directly, which is the same module instance under Jest.
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  RouteObject,
  To,
} from 'react-router-dom';
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export { type RouterLinkProps, routerLink } from './router-link';

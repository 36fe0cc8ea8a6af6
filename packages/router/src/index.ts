// The router every bundle shares, as one singleton: react-router-dom's browser API and nothing else.
//
// Why a package of re-exports: a module shared through Module Federation is never tree-shaken (any
// remote may ask for any export), so sharing react-router-dom itself put all of it in every first
// view, server rendering, framework mode and RSC included (65 kB gzip). Sharing this module instead
// shares exactly the list below, and webpack drops the rest of react-router when it builds it
// (34 kB). Everything a browser app can use with a data router is here, so a remote rarely needs
// more; when it does, add the name here, bump this package's version and deploy the shell first
// (the shell provides the shared copy; a remote built against a newer list would find the name
// missing in an older shell).
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
  Await,
  createBrowserRouter,
  createPath,
  createSearchParams,
  Form,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  RouterProvider,
  Routes,
  redirect,
  resolvePath,
  ScrollRestoration,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
} from 'react-router-dom';
export { type RouterLinkProps, routerLink } from './router-link';

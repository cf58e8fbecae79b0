import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { ShellLoader } from '../components/shell-loader';
import { setApiNavigator } from '../lib/api';
import { RequireAuth } from './guards/require-auth';
import { RequireLevel } from './guards/require-level';
import { RootRedirect } from './guards/root-redirect';
import { ClientAreaLayout } from './layouts/client-area-layout';
import { LazyLayout } from './layouts/lazy-layout';
import { PublicLayout, StaffLayout } from './layouts/lazy-layouts';
import { NotFoundRoute } from './not-found-route';
import { RouteErrorBoundary } from './route-error';
import type { AppRoute, RouteLayout } from '../lib/routing';
import { ROUTES } from './routes';

function pageRoutes(table: readonly AppRoute[], layout: RouteLayout): RouteObject[] {
  return table
    .filter((route) => route.layout === layout)
    .map(({ path, page: Page, level }) => ({
      path,
      element:
        layout === 'public' || layout === 'plain' ? (
          <Page />
        ) : (
          <RequireLevel level={level}>
            <Page />
          </RequireLevel>
        ),
    }));
}

/**
 * Turns the route table into the router's tree: the plain pages (no layout, no MUI), the public
 * pages, then signed-in layouts, then 404. Guards come before the lazy layouts, so a visitor without a
 * session goes to /login before any layout downloads.
 */
export function buildRoutes(table: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect /> },
    ...pageRoutes(table, 'plain'),
    { element: <LazyLayout layout={PublicLayout} />, children: pageRoutes(table, 'public') },
    {
      element: <RequireAuth />,
      children: [
        { element: <LazyLayout layout={StaffLayout} />, children: pageRoutes(table, 'staff') },
        { element: <ClientAreaLayout />, children: pageRoutes(table, 'owner') },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

const APP_ROUTES = buildRoutes();

/**
 * The app's routes inside a BrowserRouter (or a MemoryRouter in tests). The declarative router is
 * half the size of the data router (decision 0027); the app uses no loader or data hook, and the
 * error boundary stands in for the data router's errorElement.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const element = useRoutes(APP_ROUTES);
  // 401 and 403 answers move the user without a page reload.
  useEffect(() => setApiNavigator((path) => void navigate(path)), [navigate]);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<ShellLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

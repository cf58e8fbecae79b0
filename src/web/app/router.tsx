import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RequireLevel } from './guards/require-level';
import { RootRedirect } from './guards/root-redirect';
import { ClientAreaLayout } from './layouts/client-area-layout';
import { LazyLayout } from './layouts/lazy-layout';
import { StaffLayout } from './layouts/lazy-layouts';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundRoute } from './not-found-route';
import { RouteError } from './route-error';
import { ROUTES, type AppRoute, type RouteLayout } from './routes';

function pageRoutes(table: readonly AppRoute[], layout: RouteLayout): RouteObject[] {
  return table
    .filter((route) => route.layout === layout)
    .map(({ path, page: Page, level }) => ({
      path,
      element:
        layout === 'public' ? (
          <Page />
        ) : (
          <RequireLevel level={level}>
            <Page />
          </RequireLevel>
        ),
    }));
}

/** Turns the route table into the router's tree: public pages, then signed-in layouts, then 404. */
export function buildRoutes(table: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { element: <PublicLayout />, children: pageRoutes(table, 'public') },
        {
          element: <RequireAuth />,
          children: [
            { element: <LazyLayout layout={StaffLayout} />, children: pageRoutes(table, 'staff') },
            { element: <ClientAreaLayout />, children: pageRoutes(table, 'owner') },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteLayout } from '../../lib/routing';

type LayoutComponent = ComponentType<{ children?: ReactNode }>;

// The layouts (top bar, menus, drawer, and with them MUI's theme and styling core) are chunks of
// their own: the sign-in page, the first page anyone loads, never downloads them.
export const PublicLayout = lazy(() =>
  import('./public-layout').then((module) => ({ default: module.PublicLayout })),
);
export const StaffLayout = lazy(() =>
  import('./staff-layout').then((module) => ({ default: module.StaffLayout })),
);
export const OwnerLayout = lazy(() =>
  import('./owner-layout').then((module) => ({ default: module.OwnerLayout })),
);

/**
 * The layouts a route of each kind may render, one of them per user: owner-side routes keep the staff
 * top bar for staff (docs/decisions/0001-layout-by-route.md). `npm run bench -- bundle` counts the
 * heavier for a route's first load.
 */
export const LAYOUTS_BY_ROUTE: Readonly<
  Record<RouteLayout, readonly LazyExoticComponent<LayoutComponent>[]>
> = {
  plain: [],
  public: [PublicLayout],
  staff: [StaffLayout],
  owner: [OwnerLayout, StaffLayout],
};

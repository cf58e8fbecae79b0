import { lazy } from 'react';
import { UserLayout } from './layouts/lazy-layout';

// MUI markup: loaded with the layout, not in the shell.
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/** 'Page not found' inside the layout the user normally works in, so the menu stays at hand. */
export function NotFoundRoute() {
  return (
    <UserLayout>
      <NotFoundPage />
    </UserLayout>
  );
}

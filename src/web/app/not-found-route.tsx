import { UserLayout } from './layouts/lazy-layout';
import { NotFoundPage } from './not-found-page';

/** 'Page not found' inside the layout the user normally works in, so the menu stays at hand. */
export function NotFoundRoute() {
  return (
    <UserLayout>
      <NotFoundPage />
    </UserLayout>
  );
}

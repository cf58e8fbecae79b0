import { isStaff } from '../../shared/rules/access';
import { useSession } from '../lib/session';
import { OwnerLayout } from './layouts/owner-layout';
import { StaffLayout } from './layouts/staff-layout';
import { NotFoundPage } from './not-found-page';

/** 'Page not found' inside the layout the user normally works in, so the menu stays at hand. */
export function NotFoundRoute() {
  const session = useSession();
  const Layout = session && isStaff(session.accessLevel) ? StaffLayout : OwnerLayout;
  return (
    <Layout>
      <NotFoundPage />
    </Layout>
  );
}

import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { isStaff } from '../../../shared/rules/access';
import { ShellLoader } from '../../components/shell-loader';
import { useSession } from '../../lib/session';
import { OwnerLayout, StaffLayout } from './lazy-layouts';

type LayoutComponent = ComponentType<{ children?: ReactNode }>;

/** A lazily loaded layout behind a loading fallback, with an optional page instead of the route's. */
export function LazyLayout({
  layout: Layout,
  children,
}: {
  layout: LazyExoticComponent<LayoutComponent>;
  children?: ReactNode;
}) {
  return (
    <Suspense fallback={<ShellLoader />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

/** The layout a signed-in user works in: staff keep the top bar everywhere, owners the side menu. */
export function UserLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  return (
    <LazyLayout layout={session && isStaff(session.accessLevel) ? StaffLayout : OwnerLayout}>
      {children}
    </LazyLayout>
  );
}

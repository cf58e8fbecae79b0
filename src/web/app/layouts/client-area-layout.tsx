import { UserLayout } from './lazy-layout';

/**
 * Owner-side pages (routes under /client/) in the owner layout, except for district staff, who keep
 * the staff top bar everywhere (docs/decisions/0001-layout-by-route.md): a Researcher lands on
 * /client/dashboard after sign-in, as the spec says, and still has the staff menu at hand.
 */
export function ClientAreaLayout() {
  return <UserLayout />;
}

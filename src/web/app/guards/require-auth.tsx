import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';

/** Every non-public route needs a stored auth token; without one the visitor goes to /login. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <Outlet />;
}

import { Navigate } from 'react-router';
import { homePathForLevel } from '../../../shared/rules/access';
import { useSession } from '../../lib/session';

/** '/' sends a signed-in user home by access level, anyone else to /login. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? homePathForLevel(session.accessLevel) : '/login'} replace />;
}

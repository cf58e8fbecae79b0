import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasAccess } from '../../../shared/rules/access';
import { useSession } from '../../lib/session';

interface RequireLevelProps {
  level: number;
  children: ReactNode;
}

/** A page whose level exceeds the user's sends them to '/', which picks their home page. */
export function RequireLevel({ level, children }: RequireLevelProps) {
  const session = useSession();
  if (!session || !hasAccess(session.accessLevel, level)) return <Navigate to="/" replace />;
  return children;
}

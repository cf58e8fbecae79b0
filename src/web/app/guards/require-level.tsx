import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasAccess } from '../../../shared/rules/access';
import { useToast } from '../../components/toast/use-toast';
import { useSession } from '../../lib/session';

export const PAGE_NOT_ALLOWED = 'Your account does not have access to that page.';

interface RequireLevelProps {
  level: number;
  children: ReactNode;
}

/**
 * A page whose level exceeds the user's sends them to '/', which picks their home page, and says
 * why, as a refused call does: an address typed or bookmarked does not just vanish.
 */
export function RequireLevel({ level, children }: RequireLevelProps) {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (!hasAccess(session.accessLevel, level)) return <RefusedPage />;
  return children;
}

function RefusedPage() {
  const toast = useToast();
  useEffect(() => toast.error(PAGE_NOT_ALLOWED), [toast]);
  return <Navigate to="/" replace />;
}

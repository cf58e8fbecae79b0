import { useSession } from '../lib/session';

/** 'Welcome, First Last' for the signed-in user. */
export function UserGreeting() {
  const session = useSession();
  if (!session) return null;
  return <>Welcome, {`${session.user.firstName} ${session.user.lastName}`.trim()}</>;
}

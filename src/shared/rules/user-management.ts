import { ACCESS, isStaff } from './access';

export interface UserAccessProfile {
  id: number;
  accessLevel: number;
  clientIds: readonly number[];
}

/** allowed; not-found when the target lies outside the actor's clients; forbidden otherwise. */
export type ManageDecision = 'allowed' | 'not-found' | 'forbidden';

/**
 * Whether every client of the target is one of the actor's: a user who also belongs to another
 * client is partly that client's record, which only staff may change.
 */
function isWithinClients(actor: UserAccessProfile, target: UserAccessProfile): boolean {
  return (
    target.clientIds.length > 0 && target.clientIds.every((clientId) => actor.clientIds.includes(clientId))
  );
}

/**
 * Who may change another user's account (password, profile, role, active flag): oneself always;
 * staff anyone; a client manager (level 40) only users whose every client is their own - a user
 * shared with another client answers 404 like any other client's record. Nobody may manage a user
 * above their own level, so a Researcher cannot take over an Admin account and an Owner cannot
 * manage staff.
 */
export function decideUserManagement(actor: UserAccessProfile, target: UserAccessProfile): ManageDecision {
  if (actor.id === target.id) return 'allowed';
  if (!isStaff(actor.accessLevel) && !isWithinClients(actor, target)) return 'not-found';
  if (actor.accessLevel < ACCESS.clientManager) return 'forbidden';
  if (target.accessLevel > actor.accessLevel) return 'forbidden';
  return 'allowed';
}

import { ACCESS, isStaff } from './access';

export interface UserAccessProfile {
  id: number;
  accessLevel: number;
  clientIds: readonly number[];
}

/** allowed; not-found when the target lies outside the actor's clients; forbidden otherwise. */
export type ManageDecision = 'allowed' | 'not-found' | 'forbidden';

/**
 * Who may change another user's account (password, profile): oneself always; staff anyone; a
 * client manager (level 40) only users of their own client(s). Nobody may manage a user above
 * their own level, so a Researcher cannot take over an Admin account and an Owner cannot
 * manage staff.
 */
export function decideUserManagement(actor: UserAccessProfile, target: UserAccessProfile): ManageDecision {
  if (actor.id === target.id) return 'allowed';
  const sharesClient = target.clientIds.some((clientId) => actor.clientIds.includes(clientId));
  if (!isStaff(actor.accessLevel) && !sharesClient) return 'not-found';
  if (actor.accessLevel < ACCESS.clientManager) return 'forbidden';
  if (target.accessLevel > actor.accessLevel) return 'forbidden';
  return 'allowed';
}

import type { Role } from '../../../shared/contracts/users';
import { isStaffRole } from '../../../shared/rules/access';
import { offeredRoles } from '../../../shared/rules/user-form';

/** The roles the form offers: those the caller may give, plus the user's current roles so they show. */
export function roleChoices(
  roles: readonly Role[],
  callerLevel: number,
  currentRoleIds: readonly number[] = [],
) {
  const offered = offeredRoles(roles, callerLevel);
  const current = roles.filter((role) => currentRoleIds.includes(role.id) && !offered.includes(role));
  return [...offered, ...current].sort((a, b) => a.accessLevel - b.accessLevel);
}

/** Ids of Admin and Researcher, which take no client (the contracts' role/client rule needs them). */
export function staffRoleIds(roles: readonly Role[]): number[] {
  return roles.filter((role) => isStaffRole(role.name)).map((role) => role.id);
}

/** The highest level among the given role ids; unknown ids count as nothing. */
export function levelOfRoles(roles: readonly Role[], roleIds: readonly number[]): number {
  return roles
    .filter((role) => roleIds.includes(role.id))
    .reduce((max, role) => Math.max(max, role.accessLevel), 0);
}

import { ACCESS, assignableRoleNames, isStaffRole } from './access';

export interface RoleOption {
  id: number;
  name: string;
  accessLevel: number;
}

/**
 * Why the caller may not give a role: Admin is for staff only, and nobody raises a
 * user above their own level.
 */
export type RoleGrantRefusal = 'admin-needs-staff' | 'above-own-level';

export function roleGrantRefusal(
  callerLevel: number,
  role: Pick<RoleOption, 'name' | 'accessLevel'>,
): RoleGrantRefusal | null {
  if (!(assignableRoleNames(callerLevel) as string[]).includes(role.name)) return 'admin-needs-staff';
  if (role.accessLevel > callerLevel) return 'above-own-level';
  return null;
}

/** The roles the user form offers this caller. */
export function offeredRoles<Role extends RoleOption>(roles: readonly Role[], callerLevel: number): Role[] {
  return roles.filter((role) => roleGrantRefusal(callerLevel, role) === null);
}

/** Admin and Researcher belong to the district: no client and no registration code. */
export function roleTakesClient(roleName: string | undefined): boolean {
  return roleName === undefined || !isStaffRole(roleName);
}

export interface UserFormState {
  /** Client select disabled: below level 40, or a staff role chosen. */
  isClientDisabled: boolean;
  isRegistrationCodeDisabled: boolean;
  /** Whether the Update button shows: hidden below level 40 and for users above the caller's level. */
  canUpdate: boolean;
}

export function userFormState(input: {
  callerLevel: number;
  /** The chosen role; undefined while none is chosen. */
  roleName: string | undefined;
  /** Level of the user being edited; undefined for a new user. */
  targetLevel?: number;
}): UserFormState {
  const isManager = input.callerLevel >= ACCESS.clientManager;
  const takesClient = roleTakesClient(input.roleName);
  return {
    isClientDisabled: !isManager || !takesClient,
    isRegistrationCodeDisabled: !isManager || !takesClient,
    canUpdate: isManager && (input.targetLevel ?? 0) <= input.callerLevel,
  };
}

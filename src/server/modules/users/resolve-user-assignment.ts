import { eq } from 'drizzle-orm';
import { CLIENT_REQUIRED_MESSAGE, roleClientErrors } from '../../../shared/contracts/user-admin';
import { isStaffRole, type RoleName } from '../../../shared/rules/access';
import { roleGrantRefusal } from '../../../shared/rules/user-form';
import type { DbOrTx } from '../../db/client';
import { clients, roles } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { assertCanSeeClient } from '../auth/scope';
import { CLIENT_NOT_FOUND } from '../../../shared/contracts/messages';

export const ADMIN_NEEDS_STAFF = 'Only district staff may give the Admin role.';
export const ABOVE_OWN_LEVEL = 'You may not give a role above your own access level.';
export const CODE_MISMATCH = 'Registration Code does not match the chosen client';
const ROLE_NOT_FOUND = 'Role not found.';

export interface UserAssignment {
  role: { id: number; name: RoleName; accessLevel: number };
  /** Null for Admin and Researcher, who belong to no client. */
  clientId: number | null;
}

/**
 * The role and client an add or update may give: Admin only by
 * staff, no role above the caller's own level, Admin and Researcher without a client, User and
 * Owner with a client the caller may see and that client's registration code.
 */
export async function resolveUserAssignment(
  db: DbOrTx,
  caller: Caller,
  input: { roleIds: number[]; clientId: number | null; registrationCode: string | null },
): Promise<UserAssignment> {
  const [role] = await db
    .select()
    .from(roles)
    .where(eq(roles.id, input.roleIds[0] ?? 0));
  if (!role) throw new ValidationError(ROLE_NOT_FOUND, { roleIds: ROLE_NOT_FOUND });
  const refusal = roleGrantRefusal(caller.accessLevel, role);
  if (refusal === 'admin-needs-staff') throw new ForbiddenError(ADMIN_NEEDS_STAFF);
  if (refusal === 'above-own-level') throw new ForbiddenError(ABOVE_OWN_LEVEL);
  const assigned = { id: role.id, name: role.name as RoleName, accessLevel: role.accessLevel };
  if (isStaffRole(role.name)) return { role: assigned, clientId: null };

  const errors = roleClientErrors(input, false);
  const [firstMessage] = Object.values(errors);
  const { clientId } = input;
  if (firstMessage || clientId === null) {
    throw new ValidationError(firstMessage ?? CLIENT_REQUIRED_MESSAGE, errors);
  }
  assertCanSeeClient(caller, clientId, CLIENT_NOT_FOUND);
  const [client] = await db
    .select({ id: clients.id, registrationCode: clients.registrationCode })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
  if (client.registrationCode !== input.registrationCode) {
    throw new ValidationError(CODE_MISMATCH, { registrationCode: CODE_MISMATCH });
  }
  return { role: assigned, clientId: client.id };
}

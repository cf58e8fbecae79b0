import { eq } from 'drizzle-orm';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { UpdateUserInput } from '../../../shared/contracts/user-admin';
import { decideUserManagement } from '../../../shared/rules/user-management';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { clientUsers, userRoles, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { loadCaller, type Caller } from '../auth/caller';
import { endUserSessions } from '../auth';
import { EMAIL_TAKEN_MESSAGE } from './create-account';
import { USER_NOT_FOUND } from './get-user';
import { resolveUserAssignment } from './resolve-user-assignment';

const SELF_DEACTIVATION = 'You cannot deactivate your own account.';

/**
 * PUT Users/UpdateUser: names, email, phone, role, client and active flag, within the rules of
 * decideUserManagement and resolveUserAssignment. Deactivating a user ends their sessions.
 */
export async function updateUser(db: DbOrTx, caller: Caller, input: UpdateUserInput): Promise<SavedResponse> {
  await db.transaction(async (tx) => {
    const target = await loadCaller(tx, { id: input.id });
    if (!target) throw new NotFoundError(USER_NOT_FOUND);
    const decision = decideUserManagement(caller, target);
    if (decision === 'not-found') throw new NotFoundError(USER_NOT_FOUND);
    if (decision === 'forbidden') throw new ForbiddenError('You may not change this user.');
    if (target.id === caller.id && !input.isActive) {
      throw new ValidationError(SELF_DEACTIVATION, { isActive: SELF_DEACTIVATION });
    }
    const { role, clientId } = await resolveUserAssignment(tx, caller, input);
    // decideUserManagement lets an owner manager reach only users all of whose clients are theirs,
    // so the chosen client replaces every link.
    const clientIds = clientId === null ? [] : [clientId];

    await saveProfile(tx, target.id, input);
    await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    await tx.insert(userRoles).values({ userId: target.id, roleId: role.id });
    await tx.delete(clientUsers).where(eq(clientUsers.userId, target.id));
    if (clientIds.length > 0) {
      await tx.insert(clientUsers).values(clientIds.map((id) => ({ userId: target.id, clientId: id })));
    }
    if (target.isActive && !input.isActive) await endUserSessions(tx, target.id);

    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'update-user',
      entity: 'user',
      entityId: target.id,
      before: auditedFields(target),
      after: auditedFields({ ...input, roles: [role.name], clientIds }),
    });
  });
  return { message: 'User updated successfully.', id: input.id };
}

async function saveProfile(tx: DbOrTx, userId: number, input: UpdateUserInput): Promise<void> {
  try {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        isActive: input.isActive,
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** What the audit log keeps of a user: never the password hash. */
function auditedFields(user: {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isActive: boolean;
  roles: string[];
  clientIds: number[];
}) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isActive: user.isActive,
    roles: user.roles,
    clientIds: user.clientIds,
  };
}

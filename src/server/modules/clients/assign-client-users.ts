import { eq, inArray, sql } from 'drizzle-orm';
import type { AssignClientUsers } from '../../../shared/contracts/clients';
import type { SavedResponse } from '../../../shared/contracts/common';
import { ACCESS } from '../../../shared/rules/access';
import { recordAudit } from '../../audit';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleClient } from '../auth/scope';

const STAFF_NOT_ASSIGNABLE = 'District staff cannot be assigned to a client.';

/**
 * POST Client/AssignClientUsers (staff): links the chosen users to the client, one audit row per
 * new link. A user already linked is left as is; staff accounts take no client.
 */
export async function assignClientUsers(
  db: DbOrTx,
  caller: Caller,
  input: AssignClientUsers,
): Promise<SavedResponse> {
  const userIds = [...new Set(input.users)];
  await db.transaction(async (tx) => {
    const client = await findVisibleClient(tx, caller, input.clientId);
    const candidates = await tx
      .select({ id: users.id, accessLevel: sql<number>`coalesce(max(${roles.accessLevel}), 0)` })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(users.id, userIds))
      .groupBy(users.id);
    if (candidates.length !== userIds.length) throw new NotFoundError('User not found.');
    if (candidates.some((candidate) => Number(candidate.accessLevel) >= ACCESS.staff)) {
      throw new ValidationError(STAFF_NOT_ASSIGNABLE, { users: STAFF_NOT_ASSIGNABLE });
    }
    const linked = await tx
      .insert(clientUsers)
      .values(userIds.map((userId) => ({ clientId: client.id, userId })))
      .onConflictDoNothing()
      .returning({ userId: clientUsers.userId });
    for (const { userId } of linked) {
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: 'assign-client-user',
        entity: 'client',
        entityId: client.id,
        after: { clientId: client.id, userId },
      });
    }
  });
  const count = userIds.length;
  return { message: `${count} user${count === 1 ? '' : 's'} assigned successfully.`, id: input.clientId };
}

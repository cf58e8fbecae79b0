import { and, eq } from 'drizzle-orm';
import type { SavedResponse } from '../../../shared/contracts/common';
import { recordAudit } from '../../audit';
import { clientUsers } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleClient } from '../auth/scope';

/** DELETE Client/RemoveUserAssignment (staff): unlinks one user from the client, audited. */
export async function removeUserAssignment(
  db: DbOrTx,
  caller: Caller,
  input: { clientId: number; userId: number },
): Promise<SavedResponse> {
  await db.transaction(async (tx) => {
    const client = await findVisibleClient(tx, caller, input.clientId);
    const removed = await tx
      .delete(clientUsers)
      .where(and(eq(clientUsers.clientId, client.id), eq(clientUsers.userId, input.userId)))
      .returning({ userId: clientUsers.userId });
    if (removed.length === 0) throw new NotFoundError('This user is not assigned to this client.');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'remove-client-user',
      entity: 'client',
      entityId: client.id,
      before: { clientId: client.id, userId: input.userId },
    });
  });
  return { message: 'User removed from the client successfully.', id: input.clientId };
}

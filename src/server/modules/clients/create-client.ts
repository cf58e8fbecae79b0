import type { ClientSave } from '../../../shared/contracts/clients';
import type { SavedResponse } from '../../../shared/contracts/common';
import { recordAudit } from '../../audit';
import { clients } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { doOncePerKey } from '../../request-keys';
import { rethrowDuplicateCode } from './duplicate-code';

const CLIENT_CREATED = 'Client created successfully.';

/**
 * POST Client/CreateClient (staff): a new client, active and not public unless said otherwise;
 * with a request key, one client however often the same request arrives.
 */
export async function createClient(
  db: DbOrTx,
  caller: Caller,
  input: ClientSave,
  requestKey?: string,
): Promise<SavedResponse> {
  const { id: _ignored, ...values } = input;
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'create-client', targetId: null, body: values },
    (tx) => insertClient(tx, caller, input),
    (id) => ({ message: CLIENT_CREATED, id }),
  );
  return result;
}

async function insertClient(db: DbOrTx, caller: Caller, input: ClientSave): Promise<SavedResponse> {
  const { id: _ignored, ...values } = input;
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({
          ...values,
          isActive: values.isActive ?? true,
          isSelfSubmitting: values.isSelfSubmitting ?? false,
          isPublic: values.isPublic ?? false,
        })
        .returning();
      if (!row) throw new Error('Client insert returned no row.');
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: 'create-client',
        entity: 'client',
        entityId: row.id,
        after: row,
      });
      return row;
    });
    return { message: CLIENT_CREATED, id: created.id };
  } catch (error) {
    rethrowDuplicateCode(error, input.registrationCode);
  }
}

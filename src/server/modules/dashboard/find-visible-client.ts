import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { assertCanSeeClient } from '../auth/scope';
import { CLIENT_NOT_FOUND } from '../../../shared/contracts/messages';

/** Refuses a missing client and another client's id alike (404), so ids cannot be probed. */
export async function assertVisibleClient(db: DbOrTx, caller: Caller, clientId: number): Promise<void> {
  assertCanSeeClient(caller, clientId, CLIENT_NOT_FOUND);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
}

import { eq } from 'drizzle-orm';
import type { Client } from '../../../shared/contracts/clients';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { canSeeClient } from '../auth/scope';
import { CLIENT_NOT_FOUND } from '../../../shared/contracts/messages';

/**
 * The client with this id if the caller may see it; another client's id answers 404 exactly like
 * a missing one, so callers below staff level cannot probe which ids exist.
 */
export async function findVisibleClient(db: DbOrTx, caller: Caller, clientId: number): Promise<Client> {
  if (!canSeeClient(caller, clientId)) throw new NotFoundError(CLIENT_NOT_FOUND);
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFoundError(CLIENT_NOT_FOUND);
  return client;
}

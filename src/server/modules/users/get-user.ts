import type { UserResponse } from '../../../shared/contracts/user-admin';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { selectVisibleUsers, toUserRow } from './user-rows';

export const USER_NOT_FOUND = 'User not found.';

/**
 * GET Users/GetUser?clientId&id. A user outside the caller's clients, or not linked to the given
 * client, answers 404 as if it did not exist.
 */
export async function getUser(
  db: DbOrTx,
  caller: Caller,
  query: { id: number; clientId?: number | undefined },
): Promise<UserResponse> {
  const [user] = await selectVisibleUsers(db, caller, { id: query.id });
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if (query.clientId !== undefined && !user.clients.some((client) => client.id === query.clientId)) {
    throw new NotFoundError(USER_NOT_FOUND);
  }
  return { message: 'OK', data: toUserRow(user, query.clientId) };
}

import type { UserListResponse } from '../../../shared/contracts/user-admin';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { selectVisibleUsers, toUserRow } from './user-rows';

/** GET Users/GetAllUsers: every user for staff, the users of their own clients for an owner manager. */
export async function listUsers(db: DbOrTx, caller: Caller): Promise<UserListResponse> {
  const users = await selectVisibleUsers(db, caller);
  return { message: 'OK', data: users.map((user) => toUserRow(user)) };
}

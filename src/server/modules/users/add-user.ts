import type { AddUserInput } from '../../../shared/contracts/user-admin';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { createAccount } from './create-account';
import { resolveUserAssignment } from './resolve-user-assignment';

/** POST Users/AddUser: staff create an account with one role and, for User and Owner, a client. */
export async function addUser(db: DbOrTx, caller: Caller, input: AddUserInput): Promise<SavedResponse> {
  const id = await db.transaction(async (tx) => {
    const { role, clientId } = await resolveUserAssignment(tx, caller, input);
    return createAccount(
      tx,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        password: input.password,
        isActive: input.isActive,
        roleName: role.name,
        clientIds: clientId === null ? [] : [clientId],
      },
      { actorUserId: caller.id, action: 'add-user' },
    );
  });
  return { message: 'User added successfully.', id };
}

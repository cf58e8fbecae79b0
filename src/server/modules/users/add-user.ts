import type { AddUserInput } from '../../../shared/contracts/user-admin';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { doOncePerKey } from '../../request-keys';
import { createAccount } from './create-account';
import { resolveUserAssignment } from './resolve-user-assignment';

const USER_ADDED = 'User added successfully.';

/**
 * POST Users/AddUser: staff create an account with one role and, for User and Owner, a client;
 * with a request key, one account however often the same request arrives. The password is left
 * out of what the key remembers of the request: a fast hash of it would be a second, weaker copy.
 */
export async function addUser(
  db: DbOrTx,
  caller: Caller,
  input: AddUserInput,
  requestKey?: string,
): Promise<SavedResponse> {
  const { password: _password, confirmPassword: _confirmation, ...remembered } = input;
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'add-user', targetId: null, body: remembered },
    (tx) => createUser(tx, caller, input),
    (id) => ({ message: USER_ADDED, id }),
  );
  return result;
}

async function createUser(db: DbOrTx, caller: Caller, input: AddUserInput): Promise<SavedResponse> {
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
  return { message: USER_ADDED, id };
}

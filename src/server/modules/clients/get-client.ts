import { sql } from 'drizzle-orm';
import type { ClientDetail, ClientUser } from '../../../shared/contracts/clients';
import type { DbOrTx } from '../../db/client';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { findVisibleClient } from '../auth/scope';

interface ClientUserRow {
  id: number;
  name: string;
  email: string;
  role: string;
}

/** The users linked to a client, each with their role names (highest level first). */
export async function listClientUsers(db: DbOrTx, clientId: number): Promise<ClientUser[]> {
  const rows = await selectRows<ClientUserRow>(
    db,
    sql`
    select ${users.id} as id, ${users.firstName} || ' ' || ${users.lastName} as name, ${users.email} as email,
      coalesce((select string_agg(${roles.name}, ', ' order by ${roles.accessLevel} desc)
        from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${users.id}), '') as role
    from ${clientUsers} join ${users} on ${users.id} = ${clientUsers.userId}
    where ${clientUsers.clientId} = ${clientId}
    order by ${users.lastName}, ${users.firstName}, ${users.id}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** GET Client/GetClientById: the client with its users, if the caller may see it. */
export async function getClient(
  db: DbOrTx,
  caller: Caller,
  input: { clientId: number },
): Promise<ClientDetail> {
  const client = await findVisibleClient(db, caller, input.clientId);
  return { message: 'OK', ...client, users: await listClientUsers(db, client.id) };
}

import { sql } from 'drizzle-orm';
import type { ClientDetail, ClientUser } from '../../../shared/contracts/clients';
import type { DbOrTx } from '../../db/client';
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
    select u.id, u.first_name || ' ' || u.last_name as name, u.email,
      coalesce((select string_agg(r.name, ', ' order by r.access_level desc)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '') as role
    from client_users cu join users u on u.id = cu.user_id
    where cu.client_id = ${clientId}
    order by u.last_name, u.first_name, u.id`,
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

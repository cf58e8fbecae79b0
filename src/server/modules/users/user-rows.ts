import { sql, type SQL } from 'drizzle-orm';
import type { UserRow } from '../../../shared/contracts/user-admin';
import { isClientScoped } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';

interface RawUserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  date_registered: Date | string;
  role_ids: number[] | null;
  role: string | null;
  client_ids: number[] | null;
  client_names: string[] | null;
  client_codes: string[] | null;
}

export interface VisibleClient {
  id: number;
  name: string;
  registrationCode: string;
}

/** A user with roles and with every client of theirs the caller may see, in id order. */
export interface VisibleUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  roleIds: number[];
  role: string;
  isActive: boolean;
  dateRegistered: string;
  clients: VisibleClient[];
}

/** Which client links the caller may see: all for staff, their own below staff level. */
function visibleClientCondition(caller: Caller): SQL {
  if (!isClientScoped(caller.accessLevel)) return sql`true`;
  if (caller.clientIds.length === 0) return sql`false`;
  return sql`cu.client_id in (${sql.join(
    caller.clientIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Users as the Users screens show them. A caller below staff level sees only users linked to one of
 * their clients, and of those users only the clients they share.
 */
export async function selectVisibleUsers(
  db: DbOrTx,
  caller: Caller,
  filter: { id?: number } = {},
): Promise<VisibleUser[]> {
  const scoped = isClientScoped(caller.accessLevel);
  const rows = await selectRows<RawUserRow>(
    db,
    sql`
    select u.id, u.first_name, u.last_name, u.email, u.phone, u.is_active, u.date_registered,
      r.role_ids, r.role, c.client_ids, c.client_names, c.client_codes
    from users u
    left join lateral (
      select array_agg(ro.id order by ro.access_level desc) as role_ids,
        string_agg(ro.name, ', ' order by ro.access_level desc) as role
      from user_roles ur join roles ro on ro.id = ur.role_id where ur.user_id = u.id
    ) r on true
    left join lateral (
      select array_agg(cl.id order by cl.id) as client_ids,
        array_agg(cl.name order by cl.id) as client_names,
        array_agg(cl.registration_code order by cl.id) as client_codes
      from client_users cu join clients cl on cl.id = cu.client_id
      where cu.user_id = u.id and ${visibleClientCondition(caller)}
    ) c on true
    where ${filter.id === undefined ? sql`true` : sql`u.id = ${filter.id}`}
      and ${scoped ? sql`c.client_ids is not null` : sql`true`}
    order by u.last_name, u.first_name, u.id`,
  );
  return rows.map(toVisibleUser);
}

function toVisibleUser(row: RawUserRow): VisibleUser {
  const clientIds = (row.client_ids ?? []).map(Number);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    roleIds: (row.role_ids ?? []).map(Number),
    role: row.role ?? '',
    isActive: row.is_active,
    dateRegistered: new Date(row.date_registered).toISOString(),
    clients: clientIds.map((id, index) => ({
      id,
      name: row.client_names?.[index] ?? '',
      registrationCode: row.client_codes?.[index] ?? '',
    })),
  };
}

/**
 * The spec's user shape: one clientId with its registration code (the given client, else the
 * first), and every visible client's name for display.
 */
export function toUserRow(user: VisibleUser, clientId?: number): UserRow {
  const { clients, ...fields } = user;
  const chosen = clients.find((client) => client.id === clientId) ?? clients[0];
  return {
    ...fields,
    username: user.email,
    clientId: chosen?.id ?? null,
    client: clients.length ? clients.map((client) => client.name).join(', ') : null,
    registrationCode: chosen?.registrationCode ?? null,
  };
}

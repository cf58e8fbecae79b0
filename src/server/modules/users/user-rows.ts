import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../../shared/contracts/user-admin';
import { isClientScoped } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { clients, clientUsers, roles, userRoles, users } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';

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
    select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name,
      ${users.email} as email, ${users.phone} as phone, ${users.isActive} as is_active,
      ${users.dateRegistered} as date_registered,
      user_roles_of.role_ids, user_roles_of.role,
      clients_of.client_ids, clients_of.client_names, clients_of.client_codes
    from ${users}
    left join lateral (
      select array_agg(${roles.id} order by ${roles.accessLevel} desc) as role_ids,
        string_agg(${roles.name}, ', ' order by ${roles.accessLevel} desc) as role
      from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${users.id}
    ) user_roles_of on true
    left join lateral (
      select array_agg(${clients.id} order by ${clients.id}) as client_ids,
        array_agg(${clients.name} order by ${clients.id}) as client_names,
        array_agg(${clients.registrationCode} order by ${clients.id}) as client_codes
      from ${clientUsers} join ${clients} on ${clients.id} = ${clientUsers.clientId}
      where ${clientUsers.userId} = ${users.id}
        and ${scopeToCaller(caller, clientUsers.clientId) ?? sql`true`}
    ) clients_of on true
    where ${filter.id === undefined ? sql`true` : eq(users.id, filter.id)}
      and ${scoped ? sql`clients_of.client_ids is not null` : sql`true`}
    order by ${users.lastName}, ${users.firstName}, ${users.id}`,
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

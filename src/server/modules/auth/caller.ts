import { eq, sql } from 'drizzle-orm';
import { accessLevelOf } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
import { selectRows } from '../../db/sql';

/** The signed-in user as every guard and use case sees it, read fresh from the database. */
export interface Caller {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isActive: boolean;
  roles: string[];
  clientIds: number[];
  accessLevel: number;
  /** Access tokens issued before this moment no longer count (decision 0023). */
  tokensValidAfter: Date | null;
}

interface CallerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_active: boolean;
  roles: string[] | null;
  role_levels: number[] | null;
  client_ids: number[] | null;
  tokens_valid_after: Date | string | null;
}

/**
 * Loads a user with roles, levels and clients in one round trip. Guards read this on every request
 * rather than trusting token claims, so deactivation and role changes take effect at once.
 */
export async function loadCaller(
  db: DbOrTx,
  where: { id: number } | { email: string },
): Promise<Caller | undefined> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.email, where.email);
  const rolesOfUser = sql`from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id}`;
  const [row] = await selectRows<CallerRow>(
    db,
    sql`
    select ${users.id} as id, ${users.email} as email, ${users.firstName} as first_name,
      ${users.lastName} as last_name, ${users.phone} as phone, ${users.isActive} as is_active,
      ${users.tokensValidAfter} as tokens_valid_after,
      (select array_agg(${roles.name} order by ${roles.accessLevel} desc) ${rolesOfUser}) as roles,
      (select array_agg(${roles.accessLevel}) ${rolesOfUser}) as role_levels,
      (select array_agg(${clientUsers.clientId} order by ${clientUsers.clientId}) from ${clientUsers}
        where ${clientUsers.userId} = ${users.id}) as client_ids
    from ${users} where ${condition}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    isActive: row.is_active,
    roles: row.roles ?? [],
    clientIds: (row.client_ids ?? []).map(Number),
    accessLevel: accessLevelOf((row.role_levels ?? []).map(Number)),
    tokensValidAfter: row.tokens_valid_after === null ? null : new Date(row.tokens_valid_after),
  };
}

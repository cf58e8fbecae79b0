import { sql } from 'drizzle-orm';
import { accessLevelOf } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
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
  const condition = 'id' in where ? sql`u.id = ${where.id}` : sql`u.email = ${where.email}`;
  const [row] = await selectRows<CallerRow>(
    db,
    sql`
    select u.id, u.email, u.first_name, u.last_name, u.phone, u.is_active, u.tokens_valid_after,
      (select array_agg(r.name order by r.access_level desc) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id) as roles,
      (select array_agg(r.access_level) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id) as role_levels,
      (select array_agg(cu.client_id order by cu.client_id) from client_users cu where cu.user_id = u.id) as client_ids
    from users u where ${condition}`,
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

import { sql } from 'drizzle-orm';
import type { UnassignedUsersResponse } from '../../../shared/contracts/clients';
import { ACCESS } from '../../../shared/rules/access';
import { selectRows } from '../../db/sql';
import type { DbOrTx } from '../../db/client';

interface UnassignedUserRow {
  id: number;
  name: string;
  email: string;
  role: string;
}

/**
 * GET Users/GetAllUnAssignedUsers (staff): active users linked to no client whose roles are all
 * below staff level. Staff belong to the district, not to a client; deactivated accounts cannot
 * sign in, so linking them would change nothing until someone edits them anyway.
 */
export async function listUnassignedUsers(db: DbOrTx): Promise<UnassignedUsersResponse> {
  const rows = await selectRows<UnassignedUserRow>(
    db,
    sql`
    select u.id, u.first_name || ' ' || u.last_name as name, u.email,
      coalesce(string_agg(r.name, ', ' order by r.access_level desc), '') as role
    from users u
      left join user_roles ur on ur.user_id = u.id
      left join roles r on r.id = ur.role_id
    where u.is_active
      and not exists (select 1 from client_users cu where cu.user_id = u.id)
    group by u.id
    having coalesce(max(r.access_level), 0) < ${ACCESS.staff}
    order by u.last_name, u.first_name, u.id`,
  );
  return { message: 'OK', data: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

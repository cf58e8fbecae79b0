import { sql } from 'drizzle-orm';
import type { UnassignedUsersResponse } from '../../../shared/contracts/clients';
import { ACCESS } from '../../../shared/rules/access';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
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
    select ${users.id} as id, ${users.firstName} || ' ' || ${users.lastName} as name, ${users.email} as email,
      coalesce(string_agg(${roles.name}, ', ' order by ${roles.accessLevel} desc), '') as role
    from ${users}
      left join ${userRoles} on ${userRoles.userId} = ${users.id}
      left join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${users.isActive}
      and not exists (select 1 from ${clientUsers} where ${clientUsers.userId} = ${users.id})
    group by ${users.id}
    having coalesce(max(${roles.accessLevel}), 0) < ${ACCESS.staff}
    order by ${users.lastName}, ${users.firstName}, ${users.id}`,
  );
  return { message: 'OK', data: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

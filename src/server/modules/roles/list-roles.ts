import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleListResponseSchema } from '../../../shared/contracts/users';
import { assignableRoleNames } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../db/schema';
import type { Caller } from '../auth/caller';

/** The roles the caller may hand out, lowest access first: Admin is left out below staff level. */
export async function listAssignableRoles(
  db: DbOrTx,
  caller: Caller,
): Promise<z.input<typeof roleListResponseSchema>> {
  const assignable: string[] = assignableRoleNames(caller.accessLevel);
  const all = await db.select().from(roles).orderBy(asc(roles.accessLevel));
  return { message: 'OK', data: all.filter((role) => assignable.includes(role.name)) };
}

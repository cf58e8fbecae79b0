import { asc } from 'drizzle-orm';
import { listResponseSchema } from '../../../shared/contracts/common';
import { roleSchema } from '../../../shared/contracts/users';
import { ACCESS, assignableRoleNames } from '../../../shared/rules/access';
import { roles } from '../../db/schema';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';

export function registerRoleRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/Roles/GetAllRoles',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: { tags: ['Roles'], response: { 200: listResponseSchema(roleSchema) } },
    },
    async (request) => {
      // Only roles the caller may hand out: Admin is left out below staff level (spec section 6).
      const assignable: string[] = assignableRoleNames(requireCaller(request).accessLevel);
      const all = await context.database.db.select().from(roles).orderBy(asc(roles.accessLevel));
      return { message: 'OK', data: all.filter((role) => assignable.includes(role.name)) };
    },
  );
}

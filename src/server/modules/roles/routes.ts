import { listRolesEndpoint } from '../../../shared/contracts/users';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { listAssignableRoles } from './list-roles';

export function registerRoleRoutes(app: ApiInstance, context: AppContext): void {
  endpointRouter(app, context)(listRolesEndpoint, (request) =>
    listAssignableRoles(context.database.db, requireCaller(request)),
  );
}

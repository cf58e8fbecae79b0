import {
  addUserEndpoint,
  getUserEndpoint,
  listUsersEndpoint,
  updateUserEndpoint,
} from '../../../shared/contracts/user-admin';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { addUser } from './add-user';
import { getUser } from './get-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** The Users screens: owner managers see and edit their own clients' users; adding users is staff work. */
export function registerUserAdminRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(listUsersEndpoint, (request) => listUsers(context, requireCaller(request)));
  route(getUserEndpoint, (request) => getUser(context, requireCaller(request), request.query));
  route(addUserEndpoint, (request) => addUser(context, requireCaller(request), request.body));
  route(updateUserEndpoint, (request) => updateUser(context, requireCaller(request), request.body));
}

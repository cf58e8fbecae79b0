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
  const { db } = context.database;
  route(listUsersEndpoint, (request) => listUsers(db, requireCaller(request)));
  route(getUserEndpoint, (request) => getUser(db, requireCaller(request), request.query));
  route(addUserEndpoint, (request) =>
    addUser(db, requireCaller(request), request.body, request.query.requestKey),
  );
  route(updateUserEndpoint, (request) => updateUser(db, requireCaller(request), request.body));
}

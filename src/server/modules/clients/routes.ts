import {
  assignClientUsersEndpoint,
  createClientEndpoint,
  getClientEndpoint,
  listClientsEndpoint,
  listUnassignedUsersEndpoint,
  removeUserAssignmentEndpoint,
  updateClientEndpoint,
} from '../../../shared/contracts/clients';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { assignClientUsers } from './assign-client-users';
import { createClient } from './create-client';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { listUnassignedUsers } from './list-unassigned-users';
import { removeUserAssignment } from './remove-user-assignment';
import { updateClient } from './update-client';

export function registerClientRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(listClientsEndpoint, (request) => listClients(db, requireCaller(request), request.query));
  route(getClientEndpoint, (request) => getClient(db, requireCaller(request), request.query));
  route(createClientEndpoint, (request) =>
    createClient(db, requireCaller(request), request.body, request.query.requestKey),
  );
  route(updateClientEndpoint, (request) => updateClient(db, requireCaller(request), request.body));
  route(removeUserAssignmentEndpoint, (request) =>
    removeUserAssignment(db, requireCaller(request), request.query),
  );
  route(assignClientUsersEndpoint, (request) => assignClientUsers(db, requireCaller(request), request.body));
  route(listUnassignedUsersEndpoint, () => listUnassignedUsers(db));
}

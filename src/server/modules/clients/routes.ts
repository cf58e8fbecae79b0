import {
  assignClientUsersSchema,
  clientDetailResponseSchema,
  clientIdQuerySchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientSaveSchema,
  clientUpdateSchema,
  removeUserAssignmentQuerySchema,
  unassignedUsersResponseSchema,
} from '../../../shared/contracts/clients';
import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { assignClientUsers } from './assign-client-users';
import { createClient } from './create-client';
import { getClient } from './get-client';
import { listClients } from './list-clients';
import { listUnassignedUsers } from './list-unassigned-users';
import { removeUserAssignment } from './remove-user-assignment';
import { updateClient } from './update-client';

const tags = ['Clients'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Clients (spec section 7). Reading the list is open from level 10 (owners' dashboards and the
 * user form pick from it) and scoped to the caller's clients below staff level; the detail and
 * the update from level 40, own client only; creating and (un)assigning users is staff work.
 */
export function registerClientRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/Client/GetAllClients',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: {
        tags,
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    (request) => listClients(context, requireCaller(request), request.query),
  );

  app.get(
    '/api/Client/GetClientById',
    {
      config: { access: { minLevel: ACCESS.clientManager } },
      schema: {
        tags,
        querystring: clientIdQuerySchema,
        response: { 200: clientDetailResponseSchema, ...errors },
      },
    },
    (request) => getClient(context, requireCaller(request), request.query),
  );

  app.post(
    '/api/Client/CreateClient',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        body: clientSaveSchema,
        response: { 200: savedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => createClient(context, requireCaller(request), request.body),
  );

  app.put(
    '/api/Client/UpdateClient',
    {
      config: { access: { minLevel: ACCESS.clientManager } },
      schema: { tags, body: clientUpdateSchema, response: { 200: savedResponseSchema, ...errors } },
    },
    (request) => updateClient(context, requireCaller(request), request.body),
  );

  app.delete(
    '/api/Client/RemoveUserAssignment',
    {
      config: { access: { minLevel: ACCESS.staff }, changesCallers: true },
      schema: {
        tags,
        querystring: removeUserAssignmentQuerySchema,
        response: { 200: savedResponseSchema, ...errors },
      },
    },
    (request) => removeUserAssignment(context, requireCaller(request), request.query),
  );

  app.post(
    '/api/Client/AssignClientUsers',
    {
      config: { access: { minLevel: ACCESS.staff }, changesCallers: true },
      schema: { tags, body: assignClientUsersSchema, response: { 200: savedResponseSchema, ...errors } },
    },
    (request) => assignClientUsers(context, requireCaller(request), request.body),
  );

  app.get(
    '/api/Users/GetAllUnAssignedUsers',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: { tags: ['Users'], response: { 200: unassignedUsersResponseSchema, ...errors } },
    },
    () => listUnassignedUsers(context),
  );
}

import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import {
  addUserRequestSchema,
  getUserQuerySchema,
  updateUserRequestSchema,
  userListResponseSchema,
  userResponseSchema,
} from '../../../shared/contracts/user-admin';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { addUser } from './add-user';
import { getUser } from './get-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

const tags = ['Users'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const saveErrors = { 400: errorResponseSchema, ...refusals, 409: errorResponseSchema };

/**
 * The Users screens (spec sections 2 and 7): owner managers (level 40) list, view and edit the
 * users of their own client; New User is for staff (spec section 6).
 */
export function registerUserAdminRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/Users/GetAllUsers',
    {
      config: { access: { minLevel: ACCESS.clientManager } },
      schema: { tags, response: { 200: userListResponseSchema, ...refusals } },
    },
    (request) => listUsers(context, requireCaller(request)),
  );

  app.get(
    '/api/Users/GetUser',
    {
      config: { access: { minLevel: ACCESS.clientManager } },
      schema: {
        tags,
        querystring: getUserQuerySchema,
        response: { 200: userResponseSchema, 400: errorResponseSchema, ...refusals },
      },
    },
    (request) => getUser(context, requireCaller(request), request.query),
  );

  app.post(
    '/api/Users/AddUser',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: { tags, body: addUserRequestSchema, response: { 200: savedResponseSchema, ...saveErrors } },
    },
    (request) => addUser(context, requireCaller(request), request.body),
  );

  app.put(
    '/api/Users/UpdateUser',
    {
      config: { access: { minLevel: ACCESS.clientManager }, changesCallers: true },
      schema: { tags, body: updateUserRequestSchema, response: { 200: savedResponseSchema, ...saveErrors } },
    },
    (request) => updateUser(context, requireCaller(request), request.body),
  );
}

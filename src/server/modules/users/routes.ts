import { z } from 'zod';
import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  changePasswordQuerySchema,
  loggedInUserResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  registerRequestSchema,
} from '../../../shared/contracts/users';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { authenticate } from './authenticate';
import { changePassword } from './change-password';
import { refreshSession } from './refresh-session';
import { register } from './register';
import { sessionUser } from './session';

const tags = ['Users'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export function registerUserRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/Users/Authenticate',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: authenticateRequestSchema,
        response: { 200: authenticateResponseSchema, ...errors },
      },
    },
    (request) => authenticate(context, { ...request.body, address: request.ip }),
  );

  app.post(
    '/api/Users/Register',
    {
      config: { access: 'public' },
      schema: { tags, body: registerRequestSchema, response: { 200: savedResponseSchema, ...errors } },
    },
    (request) => register(context, request.body, request.ip),
  );

  app.post(
    '/api/Users/refreshToken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, ...errors },
      },
    },
    (request) => refreshSession(context, request.body.refreshToken),
  );

  app.get(
    '/api/Users/GetLoggedInUser',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: { tags, response: { 200: loggedInUserResponseSchema, 401: errorResponseSchema } },
    },
    (request) => {
      const caller = requireCaller(request);
      return { message: 'OK', ...sessionUser(caller), phone: caller.phone };
    },
  );

  app.put(
    '/api/Users/ChangeUserPassword',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: {
        tags,
        querystring: changePasswordQuerySchema,
        body: z.unknown().optional(),
        response: { 200: savedResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    (request) => changePassword(context, requireCaller(request), request.query),
  );
}

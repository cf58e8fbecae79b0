import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  changePasswordRequestSchema,
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
import { passwordQueryAsBody } from './password-query';
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
      // Ending sessions sets the user's tokens-valid-after: kept callers must not outlive the answer.
      config: { access: { minLevel: ACCESS.ownerWells }, changesCallers: true },
      // The spec's form sends userId and password in the query with an empty body.
      preValidation: async (request) => {
        // Not yet the typed body: the body schema validates it right after this hook.
        request.body = passwordQueryAsBody(request.query, request.body) as typeof request.body;
      },
      schema: {
        tags,
        description:
          'The passwords travel in the body. The spec’s query form (?userId&password, empty body) is ' +
          'still accepted for another user’s reset; changing one’s own needs currentPassword.',
        body: changePasswordRequestSchema,
        response: { 200: savedResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    (request) => changePassword(context, requireCaller(request), request.body, request.sessionId),
  );
}

import {
  authenticateEndpoint,
  changeUserPasswordEndpoint,
  getLoggedInUserEndpoint,
  refreshTokenEndpoint,
  registerEndpoint,
} from '../../../shared/contracts/users';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { authenticate } from './authenticate';
import { changePassword } from './change-password';
import { passwordQueryAsBody } from './password-query';
import { refreshSession } from './refresh-session';
import { register } from './register';
import { sessionUser } from './session';

export function registerUserRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(authenticateEndpoint, (request) => authenticate(context, { ...request.body, address: request.ip }));
  route(registerEndpoint, (request) => register(context, request.body, request.ip));
  route(refreshTokenEndpoint, (request) => refreshSession(context, request.body.refreshToken));
  route(getLoggedInUserEndpoint, (request) => {
    const caller = requireCaller(request);
    return { message: 'OK', ...sessionUser(caller), phone: caller.phone };
  });
  route(
    changeUserPasswordEndpoint,
    (request) => changePassword(context, requireCaller(request), request.body, request.sessionId),
    {
      // The spec's reset form sends userId and password in the query with an empty body.
      preValidation: async (request) => {
        request.body = passwordQueryAsBody(request.query, request.body);
      },
    },
  );
}

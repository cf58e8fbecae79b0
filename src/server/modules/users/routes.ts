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
  const { db } = context.database;
  const issuer = { tokens: context.tokens, refreshTokenDays: context.config.refreshTokenDays };
  route(authenticateEndpoint, (request) =>
    authenticate(db, issuer, context.captcha, { ...request.body, address: request.ip }),
  );
  route(registerEndpoint, (request) => register(db, context.captcha, request.body, request.ip));
  route(refreshTokenEndpoint, (request) =>
    refreshSession(db, { ...issuer, forgetCaller: context.forgetCaller }, request.body.refreshToken),
  );
  route(getLoggedInUserEndpoint, (request) => {
    const caller = requireCaller(request);
    return { message: 'OK', ...sessionUser(caller), phone: caller.phone };
  });
  route(
    changeUserPasswordEndpoint,
    (request) => changePassword(db, requireCaller(request), request.body, request.sessionId),
    {
      // The spec's reset form sends userId and password in the query with an empty body.
      preValidation: async (request) => {
        request.body = passwordQueryAsBody(request.query, request.body);
      },
    },
  );
}

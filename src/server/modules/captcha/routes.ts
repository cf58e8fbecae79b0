import { captchaChallengeEndpoint } from '../../../shared/contracts/users';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';

export function registerCaptchaRoutes(app: ApiInstance, context: AppContext): void {
  endpointRouter(app, context)(captchaChallengeEndpoint, (_request, reply) => {
    // Each challenge is single-use: a cached one would be refused as a replay.
    void reply.header('cache-control', 'no-store');
    return context.captcha.createChallenge();
  });
}

import { captchaChallengeSchema } from '../../../shared/contracts/users';
import type { ApiInstance, AppContext } from '../context';

export function registerCaptchaRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/Captcha/challenge',
    {
      config: { access: 'public' },
      schema: { tags: ['Captcha'], response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return context.captcha.createChallenge();
    },
  );
}

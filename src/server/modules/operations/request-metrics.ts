import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics';
import { routeOf } from './request-log';

/** Counts and times every answered request under its route pattern (request-log.ts `routeOf`). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.countRequest({
      route: routeOf(request),
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}

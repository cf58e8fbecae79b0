import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { API_ROOT } from '../../../shared/contracts/endpoint';
import { redactUrl, serializeRequest } from '../../log-redaction';

/**
 * Fields censored wherever they appear in a log line, at the top or one level down: a defence for a
 * header or a body that reaches a log by mistake. The request line itself never carries them.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'clientSecret',
  'client_secret',
];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/**
 * The server's logger options: as asked, with password parameters of URLs redacted wherever a
 * request is logged and secret fields censored.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
}

/**
 * What a request is counted and logged under: an API route's pattern (`/api/Wells/GetWell`), never
 * its URL; 'api: no route' for an API path nothing answers; 'web' for the web app and its files.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith(API_ROOT)) return pattern;
  return request.url.startsWith(API_ROOT) ? 'api: no route' : 'web';
}

/**
 * One line per request once it is answered: request id (bound by Fastify as reqId), route pattern,
 * method, status, duration and the signed-in user's id. An API route's URL is logged with password
 * parameters and link signatures redacted; other URLs are not logged at all (the web app's pages
 * receive what payment and accounting services hand back in their query strings). Bodies and
 * headers are never logged. A server error is a warning, so it shows at the development level.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const route = routeOf(request);
  const line = {
    route,
    method: request.method,
    ...(route.startsWith(API_ROOT) ? { url: redactUrl(request.url) } : {}),
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
    userId: request.caller?.id,
  };
  if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
  else request.log.info(line, 'request completed');
}

/** Logs every request as `logRequest` says; Fastify's own request lines are off (buildApp). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
}

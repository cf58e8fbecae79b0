import type { FastifyRequest } from 'fastify';

/** Query parameters that carry passwords (the spec's ChangeUserPassword?userId&password). */
const SECRET_PARAMETERS = new Set(['password', 'currentpassword', 'confirmpassword']);

/** The URL as a log line may show it: the values of password parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const separator = part.indexOf('=');
      const rawName = separator < 0 ? part : part.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

/** The request as Fastify logs it, with password parameters of the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

import type { FastifyRequest } from 'fastify';
import { SIGNED_LINK_PARAMS } from './modules/auth/signed-links';

/**
 * Query parameters that carry passwords (the spec's ChangeUserPassword?userId&password), and a
 * signed link's signature, which opens its document to whoever holds the link for a few minutes.
 */
const SECRET_PARAMETERS = new Set([
  'password',
  'currentpassword',
  'confirmpassword',
  SIGNED_LINK_PARAMS.signature,
]);

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

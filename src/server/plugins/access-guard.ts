import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../../shared/contracts/api-keys';
import { API_DOCS_PATH, API_ROOT, type EndpointAccess } from '../../shared/contracts/endpoint';
import { hasAccess } from '../../shared/rules/access';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { ApiKeyGate } from '../modules/api-keys/api-key-gate';
import { isIssuedAfter, type AccessTokens } from '../modules/auth/access-tokens';
import type { Caller } from '../modules/auth/caller';
import type { CallerCache } from '../modules/auth/caller-cache';
import { hasLinkSignature, verifyLink, type SignedLinkClaims } from '../modules/auth/signed-links';

/**
 * What a route requires: nothing, a signed-in caller of at least this access level, or an agency's
 * API key holding a scope.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route changes users' roles, clients or active state: kept callers are dropped. */
    changesCallers?: boolean;
  }
  interface FastifyRequest {
    caller?: Caller;
    /** The refresh-token family the caller's access token belongs to, when it names one. */
    sessionId?: string;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the access walk test and the docs. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's request contracts (zod schemas), for the walks that generate requests from them. */
  body?: unknown;
  querystring?: unknown;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

const API_KEY_HEADER_NAME = API_KEY_HEADER.toLowerCase();

/** The API key a request sends, if it sends one (and only one). */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER_NAME];
  return typeof header === 'string' ? header.trim() : undefined;
}

/**
 * The one guard of the API: a route without a declared access level cannot be registered (the
 * generated documentation is public), and every request is checked against its route's declaration
 * before validation, so an anonymous caller learns nothing about a route's body rules. The read
 * API's routes take an agency's key, checked by `apiKeys`, and never a session: a bearer token
 * there is ignored.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  callers: CallerCache,
  tokens: AccessTokens,
  linkSecret: string,
  apiKeys: ApiKeyGate,
): void {
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_ROOT)) return;
    if (route.url.startsWith(API_DOCS_PATH)) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        declaredRoutes.push({
          method,
          url: route.url,
          access,
          body: route.schema?.body,
          querystring: route.schema?.querystring,
        });
      }
    }
  });

  /** Who a request speaks for: its bearer token's user, or on a route that takes them, a signed link's. */
  async function claimsOf(request: FastifyRequest, access: { signedLinks?: true }) {
    const token = bearerToken(request);
    if (token) return tokens.verify(token);
    const [path = '', query = ''] = request.url.split('?', 2);
    const params = new URLSearchParams(query);
    if (!access.signedLinks || !hasLinkSignature(params)) return undefined;
    const link: SignedLinkClaims | undefined = verifyLink(linkSecret, path, params, Date.now());
    return link && { ...link, sessionId: undefined };
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if ('apiKeyScope' in access) {
      await apiKeys.admit(apiKeyOf(request), access.apiKeyScope, request.log);
      return;
    }
    const verified = await claimsOf(request, access);
    if (!verified) throw new UnauthorizedError();
    const caller = await callers.get(verified.userId);
    if (!caller?.isActive || !isIssuedAfter(verified.issuedAtMs, caller.tokensValidAfter)) {
      throw new UnauthorizedError('Your session has ended. Please sign in again.');
    }
    if (!hasAccess(caller.accessLevel, access.minLevel)) throw new ForbiddenError();
    request.caller = caller;
    request.sessionId = verified.sessionId;
  });

  // The database announces changed users to every instance; a route that changes them also drops
  // this instance's kept callers before answering, so the next request never races the announcement.
  app.addHook('onSend', async (request) => {
    if (request.routeOptions.config.changesCallers) callers.forget('*');
  });
  // A key's last use is noted after its call is let through; closing waits for notes under way.
  app.addHook('onClose', () => apiKeys.settled());
}

/** The caller of a guarded route; the guard has already rejected anonymous requests. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_KEY_HEADER } from '../../shared/contracts/api-keys';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../shared/states';
import { ApiKeyGate } from '../modules/api-keys';
import { AccessTokens } from '../modules/auth/access-tokens';
import { insertApiKey } from '../test/factories/api-keys';
import { insertAccessMatrix } from '../test/factories/people';
import { CallerCache } from '../modules/auth/caller-cache';
import { registerAccessGuard, type DeclaredRoute } from './access-guard';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const levels: Record<string, number> = {
  User: 10,
  Owner: 40,
  'other-client Owner': 40,
  Researcher: 50,
  Admin: 100,
};

/** Agencies' keys: one holding every scope, and for each scope one holding all the others. */
let keyWithEveryScope = '';
const keysWithout = {} as Record<ApiKeyScope, string>;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  tokens.User = await t.tokenFor({ userId: matrix.user.id });
  tokens.Owner = await t.tokenFor({ userId: matrix.owner.id });
  tokens['other-client Owner'] = await t.tokenFor({ userId: matrix.otherOwner.id });
  tokens.Researcher = await t.tokenFor({ userId: matrix.researcher.id });
  tokens.Admin = await t.tokenFor({ userId: matrix.admin.id });
  keyWithEveryScope = (await insertApiKey(t.database.db)).key;
  for (const scope of API_KEY_SCOPES) {
    const others = API_KEY_SCOPES.filter((other) => other !== scope);
    keysWithout[scope] = (await insertApiKey(t.database.db, { scopes: others })).key;
  }
});
afterAll(() => t.close());

function call(method: string, url: string, token?: string, apiKey?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: url.replaceAll(/:[A-Za-z]+/g, '1').replace('*', 'index.html'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(apiKey ? { [API_KEY_HEADER]: apiKey } : {}),
    },
    // Stay clear of the sign-in and registration rate limits while walking.
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

describe('every API route answers as its declared access says', () => {
  it('has routes to walk, each declaring its access', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(5);
    expect(t.app.declaredRoutes.map((route) => route.url)).toContain('/api/Users/GetLoggedInUser');
  });

  it('refuses anonymous callers on every route that is not public', async () => {
    for (const route of t.app.declaredRoutes) {
      const response = await call(route.method, route.url);
      const expected = route.access === 'public' ? 'not 401' : 401;
      const actual = response.statusCode === 401 ? 401 : 'not 401';
      expect({ route: `${route.method} ${route.url}`, status: actual }).toEqual({
        route: `${route.method} ${route.url}`,
        status: expected,
      });
    }
  });

  it('refuses a forged or expired-looking token like no token', async () => {
    const guarded = t.app.declaredRoutes.find((route) => route.access !== 'public');
    if (!guarded) throw new Error('no guarded route');
    const response = await call(guarded.method, guarded.url, `${tokens.Admin}x`);
    expect(response.statusCode).toBe(401);
  });

  it.each(Object.keys(levels))(
    'answers %s with 403 below the level and passes the guard above it',
    async (who) => {
      const level = levels[who] ?? 0;
      for (const route of t.app.declaredRoutes) {
        if (route.access === 'public' || 'apiKeyScope' in route.access) continue;
        const response = await call(route.method, route.url, tokens[who]);
        const allowed = level >= route.access.minLevel;
        const refusedByGuard =
          response.statusCode === 403 && response.json().message === 'You do not have permission to do this.';
        // Past the guard a use case may still refuse the record itself (404, or a 403 of its own such as
        // managing a user above one's level), but never with 401 or the guard's refusal.
        const outcome = response.statusCode === 401 ? 401 : refusedByGuard ? 'guard 403' : 'passed';
        expect({ route: `${route.method} ${route.url}`, outcome }).toEqual({
          route: `${route.method} ${route.url}`,
          outcome: allowed ? 'passed' : 'guard 403',
        });
      }
    },
  );

  it('refuses to register an API route that declares no access', async () => {
    const bare = Fastify();
    registerAccessGuard(
      bare,
      new CallerCache(t.database),
      new AccessTokens(TEST_JWT_SECRET, 15),
      TEST_JWT_SECRET,
      new ApiKeyGate({ db: t.database.db, today: () => '2026-01-01', requestsPerMinute: 10 }),
    );
    expect(() => bare.get('/api/Undeclared', () => ({ message: 'OK' }))).toThrow(
      'must declare config.access',
    );
    await bare.close();
  });

  it('serves the OpenAPI document to anyone', async () => {
    const response = await call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/Users/Authenticate');
  });
});

/** The read API's routes: an agency's key opens them, never a session. */
function keyedRoutes(): (DeclaredRoute & { access: { apiKeyScope: ApiKeyScope | null } })[] {
  return t.app.declaredRoutes.flatMap((route) =>
    route.access !== 'public' && 'apiKeyScope' in route.access ? [{ ...route, access: route.access }] : [],
  );
}

describe('every read-API route answers as its key says', () => {
  it('has keyed routes to walk, one of them for each scope it reads', () => {
    const scopes = new Set(keyedRoutes().map((route) => route.access.apiKeyScope));
    expect(scopes).toEqual(new Set(['wells', 'pumpage', 'levels', null]));
  });

  it("refuses a bearer token, even an Admin's, like no key: 401", async () => {
    for (const route of keyedRoutes()) {
      const response = await call(route.method, route.url, tokens.Admin);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it("refuses a key without the route's scope with 403, and lets one holding it through", async () => {
    for (const route of keyedRoutes()) {
      const name = `${route.method} ${route.url}`;
      const scope = route.access.apiKeyScope;
      const holding = await call(route.method, route.url, undefined, keyWithEveryScope);
      expect({ route: name, status: holding.statusCode }).toEqual({ route: name, status: 200 });
      if (scope === null) {
        // Any valid key: one lacking a scope still passes.
        const lacking = await call(route.method, route.url, undefined, keysWithout.wells);
        expect({ route: name, status: lacking.statusCode }).toEqual({ route: name, status: 200 });
        continue;
      }
      const lacking = await call(route.method, route.url, undefined, keysWithout[scope]);
      expect({ route: name, status: lacking.statusCode }).toEqual({ route: name, status: 403 });
    }
  });

  it('refuses an unknown key with 401', async () => {
    for (const route of keyedRoutes()) {
      const response = await call(route.method, route.url, undefined, `${keyWithEveryScope}x`);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('documents the read API with the key as its security', async () => {
    const document = (await call('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: API_KEY_HEADER,
    });
    for (const route of keyedRoutes()) {
      const operation = document.paths[route.url]?.[route.method.toLowerCase()];
      expect({ route: route.url, security: operation?.security, tags: operation?.tags }).toEqual({
        route: route.url,
        security: [{ apiKey: [] }],
        tags: ['Public API v1'],
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aquifers, parishes, wellUseCategories, wellUses } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids = { parish: 0, aquifer: 0, category: 0, wellUse: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const matrix = await insertAccessMatrix(db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  const [parish] = await db
    .insert(parishes)
    .values({ parishId: 'EBR', name: 'East Baton Rouge' })
    .returning();
  const [aquifer] = await db.insert(aquifers).values({ aquiferId: '400', name: '400-Foot Sand' }).returning();
  const [category] = await db.insert(wellUseCategories).values({ description: 'Industrial' }).returning();
  const [wellUse] = await db
    .insert(wellUses)
    .values({ wellUseId: 'IND', wellUseCategoryId: category?.id })
    .returning();
  if (!parish || !aquifer || !category || !wellUse) throw new Error('reference insert returned nothing');
  Object.assign(ids, { parish: parish.id, aquifer: aquifer.id, category: category.id, wellUse: wellUse.id });
});
afterAll(() => t.close());

let sequence = 0;
function next(prefix: string) {
  sequence += 1;
  return `${prefix}${sequence}`;
}

/** Every call of the module, with a body that would succeed, built fresh per request. */
const READS: [string, () => string][] = [
  ['GET Parish/GetParishes', () => '/api/Parish/GetParishes'],
  ['GET Parish/GetParishById', () => `/api/Parish/GetParishById?id=${ids.parish}`],
  ['GET Aquifer/GetAquifers', () => '/api/Aquifer/GetAquifers'],
  ['GET Aquifer/GetAquiferById', () => `/api/Aquifer/GetAquiferById?id=${ids.aquifer}`],
  ['GET WellUseCategory/GetWellUseCategories', () => '/api/WellUseCategory/GetWellUseCategories'],
  [
    'GET WellUseCategory/GetWellUseCategoryById',
    () => `/api/WellUseCategory/GetWellUseCategoryById?id=${ids.category}`,
  ],
  ['GET GetWellUseCategoryById', () => `/api/GetWellUseCategoryById?id=${ids.category}`],
  ['GET WellUse/GetWellUses', () => '/api/WellUse/GetWellUses'],
  ['GET WellUse/GetWellUseById', () => `/api/WellUse/GetWellUseById?id=${ids.wellUse}`],
];

const WRITES: [string, string, () => Record<string, unknown>][] = [
  ['POST Parish/SaveParish', '/api/Parish/SaveParish', () => ({ parishId: next('P'), name: 'Parish' })],
  ['POST SaveParish', '/api/SaveParish', () => ({ parishId: next('P'), name: 'Parish' })],
  ['POST Aquifer/SaveAquifer', '/api/Aquifer/SaveAquifer', () => ({ aquiferId: next('A'), name: 'Sand' })],
  [
    'POST WellUseCategory/SaveWellUseCategory',
    '/api/WellUseCategory/SaveWellUseCategory',
    () => ({ description: 'Category' }),
  ],
  ['POST SaveWellUseCategory', '/api/SaveWellUseCategory', () => ({ description: 'Category' })],
  ['POST WellUse/SaveWellUse', '/api/WellUse/SaveWellUse', () => ({ wellUseId: next('W') })],
];

function call(method: 'GET' | 'POST', url: string, who?: string, payload?: unknown) {
  const token = who ? tokens[who] : undefined;
  return t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Lookup lists from level 20 (so Owners, not Users), changes only from level 50. */
const CALLERS: [string, string | undefined, number, number][] = [
  ['anonymous', undefined, 401, 401],
  ['a User (10)', 'user', 403, 403],
  ['an Owner (40)', 'owner', 200, 403],
  ['an Owner of another client (40)', 'otherOwner', 200, 403],
  ['a Researcher (50)', 'researcher', 200, 200],
  ['an Admin (100)', 'admin', 200, 200],
];

describe.each(CALLERS)('%s', (_name, who, readStatus, writeStatus) => {
  it.each(READS)(`%s answers ${readStatus}`, async (_call, url) => {
    expect((await call('GET', url(), who)).statusCode).toBe(readStatus);
  });

  it.each(WRITES)(`%s answers ${writeStatus}`, async (_call, url, body) => {
    expect((await call('POST', url, who, body())).statusCode).toBe(writeStatus);
  });
});

describe('API documentation', () => {
  it('lists every call, the spec spellings included', async () => {
    const paths = Object.keys((await call('GET', '/api/docs/json')).json().paths as object);
    const calls = [...READS.map(([name]) => name), ...WRITES.map(([name]) => name)];
    for (const name of calls) expect(paths).toContain(`/api/${name.split(' ')[1]}`);
  });
});

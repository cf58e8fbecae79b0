import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapWellSchema, type MapWell, type MapWellFilter } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT, isInsidePolygon } from '../../../shared/rules/industrial-district';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell, insertWellReferences } from '../../test/factories/wells';

let t: TestApp;
const tokens: Record<string, string> = {};
let refs: Awaited<ReturnType<typeof insertWellReferences>>;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const ids: Record<string, number> = {};

/** Inside the polygon; inside its bounding box but outside the polygon; outside both. */
const INSIDE: [number, number] = [30.52, -91.17];
const BOX_CORNER: [number, number] = [30.475, -91.21];
const DOWNTOWN: [number, number] = [30.45, -91.15];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  refs = await insertWellReferences(db);
  const { clientA, clientB } = matrix;
  const rows: [string, number, number, [number, number] | null, boolean][] = [
    ['MP-A1', clientA.id, refs.sand400.id, INSIDE, true],
    ['MP-A2', clientA.id, refs.sand600.id, BOX_CORNER, true],
    ['MP-A3', clientA.id, refs.sand400.id, DOWNTOWN, true],
    ['MP-A4', clientA.id, refs.sand400.id, INSIDE, false],
    ['MP-A5', clientA.id, refs.sand400.id, null, true],
    ['MP-B1', clientB.id, refs.sand600.id, INSIDE, true],
  ];
  for (const [wellNumber, clientId, aquiferId, point, isActive] of rows) {
    const well = await insertWell(db, {
      wellNumber,
      clientId,
      aquiferId,
      wellUseId: refs.industrial.id,
      parishId: refs.eastBatonRouge.id,
      latitude: point?.[0] ?? null,
      longitude: point?.[1] ?? null,
      isActive,
      clientWellName: `${wellNumber} name`,
      wellDepth: 400,
    });
    ids[wellNumber] = well.id;
  }
});
afterAll(() => t.close());

async function mapWells(filter: MapWellFilter, who = 'admin'): Promise<MapWell[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Well/GetMapWells',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: filter,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as MapWell[];
}

const numbers = (rows: MapWell[]) => rows.map((row) => row.wellNumber).sort();

describe('POST Well/GetMapWells', () => {
  it('answers active wells with coordinates and the popup fields', async () => {
    const rows = await mapWells({});
    expect(numbers(rows)).toEqual(['MP-A1', 'MP-A2', 'MP-A3', 'MP-B1']);
    // A bulk answer skips the per-row zod walk: rows must be exactly the contract's fields.
    for (const row of rows) expect(mapWellSchema.strict().parse(row)).toEqual(row);
    expect(rows.find((row) => row.wellNumber === 'MP-A1')).toEqual({
      id: ids['MP-A1'],
      latitude: INSIDE[0],
      longitude: INSIDE[1],
      wellNumber: 'MP-A1',
      clientName: 'Client A',
      aquiferName: '400-Foot Sand',
      clientWellName: 'MP-A1 name',
      wellDepth: 400,
    });
  });

  it('keeps only wells inside the industrial district polygon, not merely its bounding box', async () => {
    expect(isInsidePolygon(BOX_CORNER, INDUSTRIAL_DISTRICT)).toBe(false);
    expect(numbers(await mapWells({ industrialDistrictOnly: true }))).toEqual(['MP-A1', 'MP-B1']);
  });

  it('filters by client, aquifer, well use and parish, combined with the district', async () => {
    expect(numbers(await mapWells({ clientId: [matrix.clientB.id] }))).toEqual(['MP-B1']);
    expect(numbers(await mapWells({ aquiferId: [refs.sand600.id] }))).toEqual(['MP-A2', 'MP-B1']);
    expect(numbers(await mapWells({ wellUseId: [refs.publicSupply.id] }))).toEqual([]);
    expect(numbers(await mapWells({ parishId: [refs.eastBatonRouge.id] }))).toHaveLength(4);
    expect(numbers(await mapWells({ aquiferId: [refs.sand600.id], industrialDistrictOnly: true }))).toEqual([
      'MP-B1',
    ]);
  });

  it('shows an owner only their own wells, whatever client they name', async () => {
    expect(numbers(await mapWells({}, 'owner'))).toEqual(['MP-A1', 'MP-A2', 'MP-A3']);
    expect(numbers(await mapWells({ clientId: [matrix.clientB.id] }, 'owner'))).toEqual([]);
    expect(numbers(await mapWells({ industrialDistrictOnly: true }, 'otherOwner'))).toEqual(['MP-B1']);
  });
});

/** Each call with a body that would succeed, and the status each caller gets. */
const CALLS: [string, 'GET' | 'POST' | 'PUT', () => string, () => object | undefined][] = [
  ['GetWellsWithFilters', 'POST', () => '/api/Well/GetWellsWithFilters', () => ({})],
  ['GetWellById (own well)', 'GET', () => `/api/Well/GetWellById?id=${ids['MP-A1']}`, () => undefined],
  ['GetMapWells', 'POST', () => '/api/Well/GetMapWells', () => ({})],
  [
    'SaveClientWellDetails (own well)',
    'POST',
    () => '/api/Well/SaveClientWellDetails',
    () => ({ id: ids['MP-A1'], clientWellName: 'MP-A1 name', comment: null }),
  ],
  [
    'SaveWell',
    'POST',
    () => '/api/Well/SaveWell',
    // MP-A5 has no coordinates: saving it bare or deactivating it leaves the map tests' wells as they are.
    () => ({ id: ids['MP-A5'], clientId: matrix.clientA.id, identificationNumber: '1', wellNumber: 'MP-A5' }),
  ],
  ['DeactivateWell', 'PUT', () => `/api/Well/DeactivateWell?id=${ids['MP-A5']}`, () => undefined],
];

const CALLERS: [string, string | undefined, number[]][] = [
  // GetWellsWithFilters, GetWellById, GetMapWells, SaveClientWellDetails, SaveWell, DeactivateWell
  ['anonymous', undefined, [401, 401, 401, 401, 401, 401]],
  ['a User (10)', 'user', [200, 200, 403, 403, 403, 403]],
  ['an Owner (40)', 'owner', [200, 200, 200, 200, 403, 403]],
  ['an Owner of another client (40)', 'otherOwner', [200, 404, 200, 404, 403, 403]],
  ['a Researcher (50)', 'researcher', [200, 200, 200, 200, 200, 200]],
  ['an Admin (100)', 'admin', [200, 200, 200, 200, 200, 200]],
];

describe.each(CALLERS)('access: %s', (_name, who, statuses) => {
  it.each(CALLS.map((entry, index) => [...entry, statuses[index]] as const))(
    '%s answers as its access level allows',
    async (_call, method, url, body, status) => {
      const token = who ? tokens[who] : undefined;
      const response = await t.app.inject({
        method,
        url: url(),
        payload: body(),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.statusCode).toBe(status);
    },
  );
});

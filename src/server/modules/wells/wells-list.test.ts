import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wellListRowSchema, type WellFilter, type WellListRow } from '../../../shared/contracts/wells';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell, insertWellReferences } from '../../test/factories/wells';

let t: TestApp;
const tokens: Record<string, string> = {};
let refs: Awaited<ReturnType<typeof insertWellReferences>>;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let clientC: { id: number };
const wellIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  refs = await insertWellReferences(db);
  clientC = await insertClient(db, { name: 'Client C' });
  const { clientA, clientB } = matrix;
  const rows = [
    ['EB-101', clientA.id, refs.sand400.id, refs.industrial.id, refs.eastBatonRouge.id, 400],
    ['EB-102', clientA.id, refs.sand600.id, refs.publicSupply.id, refs.eastBatonRouge.id, 650],
    ['EB-203', clientA.id, refs.sand1500.id, null, refs.westBatonRouge.id, 1500],
    ['WB-301', clientB.id, refs.sand400.id, refs.industrial.id, refs.westBatonRouge.id, 420],
    ['WB-302', clientB.id, refs.sand600.id, refs.publicSupply.id, refs.eastBatonRouge.id, null],
    ['EB-110', clientC.id, refs.sand400.id, refs.publicSupply.id, refs.eastBatonRouge.id, 800],
    ['X_1%', clientC.id, null, null, null, 50],
  ] as const;
  for (const [wellNumber, clientId, aquiferId, wellUseId, parishId, wellDepth] of rows) {
    const well = await insertWell(db, { wellNumber, clientId, aquiferId, wellUseId, parishId, wellDepth });
    wellIds[wellNumber] = well.id;
  }
});
afterAll(() => t.close());

async function list(filter: WellFilter, who = 'admin') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Well/GetWellsWithFilters',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: filter,
  });
  return response;
}

async function numbers(filter: WellFilter, who = 'admin'): Promise<string[]> {
  const response = await list(filter, who);
  expect(response.statusCode).toBe(200);
  return (response.json().data as WellListRow[]).map((row) => row.wellNumber).sort();
}

describe('POST Well/GetWellsWithFilters', () => {
  it('lists every well with its display names, ordered by well number', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as WellListRow[];
    // A bulk answer skips the per-row zod walk: rows must be exactly the contract's fields.
    for (const row of rows) expect(wellListRowSchema.strict().parse(row)).toEqual(row);
    expect(rows.map((row) => row.wellNumber)).toEqual([
      'EB-101',
      'EB-102',
      'EB-110',
      'EB-203',
      'WB-301',
      'WB-302',
      'X_1%',
    ]);
    expect(rows[0]).toMatchObject({
      id: wellIds['EB-101'],
      clientId: matrix.clientA.id,
      clientName: 'Client A',
      aquiferName: '400-Foot Sand',
      parishName: 'East Baton Rouge',
      wellUseName: 'Industrial',
      wellDepth: 400,
      isActive: true,
    });
    expect(rows.find((row) => row.wellNumber === 'EB-102')?.wellUseName).toBe('TPS');
    expect(rows.find((row) => row.wellNumber === 'X_1%')).toMatchObject({
      aquiferName: null,
      parishName: null,
      wellUseName: null,
    });
  });

  it.each<[string, () => WellFilter, string[]]>([
    ['client', () => ({ clientId: [matrix.clientB.id] }), ['WB-301', 'WB-302']],
    [
      'several clients',
      () => ({ clientId: [matrix.clientB.id, clientC.id] }),
      ['EB-110', 'WB-301', 'WB-302', 'X_1%'],
    ],
    ['aquifer', () => ({ aquiferId: [refs.sand600.id] }), ['EB-102', 'WB-302']],
    [
      'several aquifers',
      () => ({ aquiferId: [refs.sand600.id, refs.sand1500.id] }),
      ['EB-102', 'EB-203', 'WB-302'],
    ],
    ['well use', () => ({ wellUseId: [refs.industrial.id] }), ['EB-101', 'WB-301']],
    ['parish', () => ({ parishId: [refs.westBatonRouge.id] }), ['EB-203', 'WB-301']],
    ['well number, any case, contained', () => ({ wellNumber: 'b-3' }), ['WB-301', 'WB-302']],
    ['well number with LIKE wildcards taken literally', () => ({ wellNumber: '_1%' }), ['X_1%']],
    ['minimum depth (inclusive)', () => ({ minDepth: 650 }), ['EB-102', 'EB-110', 'EB-203']],
    ['maximum depth (inclusive)', () => ({ maxDepth: 420 }), ['EB-101', 'WB-301', 'X_1%']],
    ['depth range', () => ({ minDepth: 400, maxDepth: 800 }), ['EB-101', 'EB-102', 'EB-110', 'WB-301']],
    [
      'aquifers and a depth range',
      () => ({ aquiferId: [refs.sand400.id, refs.sand600.id], minDepth: 410, maxDepth: 900 }),
      ['EB-102', 'EB-110', 'WB-301'],
    ],
    [
      'client, aquifer, well use and parish together',
      () => ({
        clientId: [matrix.clientA.id, matrix.clientB.id],
        aquiferId: [refs.sand400.id],
        wellUseId: [refs.industrial.id],
        parishId: [refs.eastBatonRouge.id],
      }),
      ['EB-101'],
    ],
    [
      'well number and parish',
      () => ({ wellNumber: 'EB', parishId: [refs.eastBatonRouge.id] }),
      ['EB-101', 'EB-102', 'EB-110'],
    ],
    ['filters that exclude each other', () => ({ aquiferId: [refs.sand1500.id], maxDepth: 1000 }), []],
  ])('filters by %s', async (_name, filter, expected) => {
    expect(await numbers(filter())).toEqual(expected);
  });

  it('treats a blank well number and null filters as no filter', async () => {
    expect(await numbers({ wellNumber: '  ', minDepth: null, maxDepth: null })).toHaveLength(7);
  });

  it('refuses a depth range whose maximum is below its minimum, and a negative depth', async () => {
    const inverted = await list({ minDepth: 500, maxDepth: 100 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toEqual({ maxDepth: 'Maximum depth must not be below the minimum depth' });
    const negative = await list({ minDepth: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.minDepth).toBe('Minimum depth cannot be negative');
  });
});

describe('scoping', () => {
  it('shows an owner and a user only their own client’s wells', async () => {
    expect(await numbers({}, 'owner')).toEqual(['EB-101', 'EB-102', 'EB-203']);
    expect(await numbers({}, 'user')).toEqual(['EB-101', 'EB-102', 'EB-203']);
    expect(await numbers({}, 'otherOwner')).toEqual(['WB-301', 'WB-302']);
  });

  it('gives an owner nothing for a client filter naming other clients', async () => {
    expect(await numbers({ clientId: [matrix.clientB.id] }, 'owner')).toEqual([]);
    expect(await numbers({ clientId: [matrix.clientA.id, matrix.clientB.id] }, 'owner')).toEqual([
      'EB-101',
      'EB-102',
      'EB-203',
    ]);
  });

  it('applies the other filters within the owner’s scope', async () => {
    expect(await numbers({ aquiferId: [refs.sand400.id] }, 'owner')).toEqual(['EB-101']);
    expect(await numbers({ minDepth: 600 }, 'otherOwner')).toEqual([]);
  });

  it('shows staff every client’s wells', async () => {
    expect(await numbers({}, 'researcher')).toHaveLength(7);
  });
});

describe('GET Well/GetWellById', () => {
  function byId(query: string, who: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/Well/GetWellById?${query}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
  }

  it('answers the well with its nested client, aquifer and well use', async () => {
    const response = await byId(`clientId=${matrix.clientA.id}&id=${wellIds['EB-102']}`, 'user');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: wellIds['EB-102'],
      wellNumber: 'EB-102',
      client: { id: matrix.clientA.id, name: 'Client A' },
      aquifer: { id: refs.sand600.id, aquiferId: 'T600', name: '600-Foot Sand' },
      wellUse: { id: refs.publicSupply.id, wellUseId: 'TPS', description: null },
      parishName: 'East Baton Rouge',
      wellStatusDate: null,
    });
  });

  it('answers without the clientId too', async () => {
    const response = await byId(`id=${wellIds['EB-203']}`, 'owner');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ wellUse: null, wellUseName: null });
  });

  it('says not found for another client’s well, even when the caller names that client', async () => {
    for (const query of [
      `id=${wellIds['WB-301']}`,
      `clientId=${matrix.clientB.id}&id=${wellIds['WB-301']}`,
    ]) {
      const response = await byId(query, 'owner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Well not found.' });
    }
  });

  it('says not found when the clientId is not the well’s client, and for a missing well', async () => {
    expect((await byId(`clientId=${matrix.clientB.id}&id=${wellIds['EB-101']}`, 'admin')).statusCode).toBe(
      404,
    );
    expect((await byId('id=999999', 'admin')).statusCode).toBe(404);
  });
});

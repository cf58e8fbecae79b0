import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PumpageFilter,
  PumpagePageQuery,
  PumpageSortColumn,
  WellPumpageRow,
} from '../../../shared/contracts/pumpage';
import { PUMPAGE_SORT_COLUMNS } from '../../../shared/contracts/pumpage';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { eachDay, insertDays } from '../../test/factories/pumpage';

let t: TestApp;
const tokens: Record<string, string> = {};
let refs: Awaited<ReturnType<typeof insertWellReferences>>;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;

const TOTAL = 71;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  refs = await insertWellReferences(db);
  const clientC = await insertClient(db, { name: 'Client C' });
  const { clientA, clientB } = matrix;
  const eb101 = await insertWell(db, {
    wellNumber: 'EB-101',
    clientId: clientA.id,
    aquiferId: refs.sand400.id,
    wellUseId: refs.industrial.id,
    parishId: refs.eastBatonRouge.id,
  });
  const eb102 = await insertWell(db, {
    wellNumber: 'EB-102',
    clientId: clientA.id,
    aquiferId: refs.sand600.id,
    wellUseId: refs.publicSupply.id,
    parishId: refs.eastBatonRouge.id,
  });
  const wb301 = await insertWell(db, {
    wellNumber: 'WB-301',
    clientId: clientB.id,
    aquiferId: refs.sand400.id,
    wellUseId: refs.industrial.id,
    parishId: refs.westBatonRouge.id,
  });
  const odd = await insertWell(db, { wellNumber: 'X_1%', clientId: clientC.id });
  await insertDays(db, eb101.id, eachDay('2024-01-01', '2024-02-29'));
  // Equal pumpage on every row: sorting by pumpage must fall back to the id.
  await insertDays(db, eb102.id, ['2023-12-30', '2023-12-31', '2024-03-31', '2024-04-01'], () => 500);
  await insertDays(db, wb301.id, eachDay('2024-06-15', '2024-06-20'), (index) => index * 3.25);
  await insertDays(db, odd.id, ['2025-01-01']);
});
afterAll(() => t.close());

async function request(filter: PumpageFilter, query: PumpagePageQuery = {}, who: string | null = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: '/api/GetAllWellPumpages',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: filter,
  });
}

async function page(filter: PumpageFilter, query: PumpagePageQuery = {}, who = 'admin') {
  const response = await request(filter, query, who);
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; data: WellPumpageRow[]; totalCount: number };
}

async function totalOf(filter: PumpageFilter, who = 'admin') {
  return (await page(filter, { rowsPerPage: 100 }, who)).totalCount;
}

/** PostgreSQL's order: nulls sort as if larger than any value. */
function compare(left: WellPumpageRow, right: WellPumpageRow, column: PumpageSortColumn): number {
  const a = left[column];
  const b = right[column];
  if (a === b) return left.id - right.id;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

describe('POST GetAllWellPumpages: paging', () => {
  it('answers the first page of 25 by default, newest first, with the total and the row shape', async () => {
    const body = await page({});
    expect(body.totalCount).toBe(TOTAL);
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      wellNumber: 'X_1%',
      client: 'Client C',
      parish: null,
      aquifer: null,
      date: '2025-01-01',
      pumpage: 1000,
    });
    expect(body.data[1]).toMatchObject({ wellNumber: 'WB-301', client: 'Client B', date: '2024-06-20' });
    expect(body.data[1]).toMatchObject({
      parish: 'West Baton Rouge',
      aquifer: '400-Foot Sand',
      pumpage: 16.25,
    });
  });

  it('honours 50 and 100 rows per page and refuses other sizes', async () => {
    expect((await page({}, { rowsPerPage: 50 })).data).toHaveLength(50);
    expect((await page({}, { rowsPerPage: 100 })).data).toHaveLength(TOTAL);
    const refused = await request({}, { rowsPerPage: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.rowsPerPage).toBe('Rows per page must be 25, 50 or 100');
  });

  it('pages without overlap or gaps, and a page past the end is empty with the same total', async () => {
    const all = (await page({}, { rowsPerPage: 100 })).data.map((row) => row.id);
    const pages = [];
    for (const number of [1, 2, 3])
      pages.push(...(await page({}, { page: number })).data.map((row) => row.id));
    expect(pages).toEqual(all);
    const third = await page({}, { page: 3 });
    expect(third.data).toHaveLength(TOTAL - 50);
    const beyond = await page({}, { page: 4 });
    expect(beyond).toMatchObject({ data: [], totalCount: TOTAL });
    expect((await request({}, { page: 0 })).statusCode).toBe(400);
  });
});

describe('POST GetAllWellPumpages: sorting', () => {
  for (const column of PUMPAGE_SORT_COLUMNS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${column} ${direction}, ties broken by id`, async () => {
        const rows = (await page({}, { rowsPerPage: 100, sortBy: column, sortDirection: direction })).data;
        const expected = [...rows].sort((left, right) =>
          direction === 'asc' ? compare(left, right, column) : compare(right, left, column),
        );
        expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
        expect(new Set(rows.map((row) => row[column])).size).toBeGreaterThan(1);
      });
    }
  }

  it('keeps a stable order across pages when many rows tie', async () => {
    const query = { sortBy: 'client', sortDirection: 'asc' } as const;
    const first = await page({}, query);
    const second = await page({}, { ...query, page: 2 });
    const ids = [...first.data, ...second.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(50);
    expect(first.data.every((row) => row.client === 'Client A')).toBe(true);
  });

  it('refuses an unknown sort column', async () => {
    expect((await request({}, { sortBy: 'wellId' as PumpageSortColumn })).statusCode).toBe(400);
  });
});

describe('POST GetAllWellPumpages: filters', () => {
  it('filters by start and end year, inclusive', async () => {
    expect(await totalOf({ startDate: 2024, endDate: 2024 })).toBe(68);
    expect(await totalOf({ startDate: 2025 })).toBe(1);
    expect(await totalOf({ endDate: 2023 })).toBe(2);
    const refused = await request({ startDate: 2025, endDate: 2024 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.endDate).toBe('End year must not be before the start year');
  });

  it('filters by clients, aquifers, parishes and well uses', async () => {
    expect(await totalOf({ clientId: [matrix.clientA.id] })).toBe(64);
    expect(await totalOf({ clientId: [matrix.clientA.id, matrix.clientB.id] })).toBe(70);
    expect(await totalOf({ aquiferId: [refs.sand400.id] })).toBe(66);
    expect(await totalOf({ parishId: [refs.westBatonRouge.id] })).toBe(6);
    expect(await totalOf({ wellUseId: [refs.publicSupply.id] })).toBe(4);
  });

  it('filters by well number (contains, any case, wildcards literal)', async () => {
    expect(await totalOf({ wellNumber: 'eb-10' })).toBe(64);
    expect(await totalOf({ wellNumber: '_' })).toBe(1);
    expect(await totalOf({ wellNumber: 'nothing' })).toBe(0);
  });

  it('filters by a date range, inclusive, accepting dates or date-times', async () => {
    const rows = (await page({ startDateTime: '2024-02-28', endDateTime: '2024-03-31' })).data;
    expect(rows.map((row) => row.date).sort()).toEqual(['2024-02-28', '2024-02-29', '2024-03-31']);
    expect(await totalOf({ startDateTime: '2024-06-20T00:00:00Z' })).toBe(2);
    expect((await request({ startDateTime: 'yesterday' })).statusCode).toBe(400);
  });

  it('filters by quarters', async () => {
    expect(await totalOf({ quarter: [2] })).toBe(7);
    expect(await totalOf({ quarter: [4] })).toBe(2);
    expect(await totalOf({ quarter: [2, 4] })).toBe(9);
  });

  it('combines filters', async () => {
    expect(await totalOf({ clientId: [matrix.clientA.id], startDate: 2024, quarter: [1] })).toBe(61);
    expect(await totalOf({ aquiferId: [refs.sand400.id], parishId: [refs.eastBatonRouge.id] })).toBe(60);
    expect(await totalOf({ wellNumber: 'EB', endDateTime: '2024-01-05', startDate: 2024 })).toBe(5);
  });
});

describe('POST GetAllWellPumpages: access and scope', () => {
  it('refuses anonymous callers and owner users below level 20', async () => {
    expect((await request({}, {}, null)).statusCode).toBe(401);
    expect((await request({}, {}, 'user')).statusCode).toBe(403);
  });

  it('shows an owner only the rows of their own clients', async () => {
    const body = await page({}, { rowsPerPage: 100 }, 'owner');
    expect(body.totalCount).toBe(64);
    expect(new Set(body.data.map((row) => row.client))).toEqual(new Set(['Client A']));
    expect(await totalOf({ clientId: [matrix.clientB.id] }, 'owner')).toBe(0);
    expect(await totalOf({}, 'otherOwner')).toBe(6);
  });

  it('shows staff every client', async () => {
    expect(await totalOf({}, 'researcher')).toBe(TOTAL);
  });
});

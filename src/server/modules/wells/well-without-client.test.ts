import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  mapWellSchema,
  wellDetailSchema,
  wellListRowSchema,
  type MapWell,
  type SaveWellInput,
  type WellListRow,
} from '../../../shared/contracts/wells';
import { wells } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell } from '../../test/factories/wells';

/** A well may be saved without a client; staff see it everywhere, owners nowhere. */
let t: TestApp;
const tokens: Record<string, string> = {};
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let ownWellId: number;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['user', 'owner', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  ownWellId = (await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'NC-A1' })).id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, who: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

const located = { latitude: 30.45, longitude: -91.15 };

async function saveWithoutClient(body: Partial<SaveWellInput>): Promise<number> {
  const response = await call('POST', '/api/Well/SaveWell', 'admin', {
    identificationNumber: `USGS-${body.wellNumber}`,
    ...located,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

async function listed(who: string, filter: object = {}): Promise<WellListRow[]> {
  const response = await call('POST', '/api/Well/GetWellsWithFilters', who, filter);
  expect(response.statusCode).toBe(200);
  return response.json().data as WellListRow[];
}

async function mapped(who: string, filter: object = {}): Promise<MapWell[]> {
  const response = await call('POST', '/api/Well/GetMapWells', who, filter);
  expect(response.statusCode).toBe(200);
  return response.json().data as MapWell[];
}

const numbers = (rows: { wellNumber: string }[]) => rows.map((row) => row.wellNumber).sort();

describe('a well without a client', () => {
  it('is saved with the client left out or null, and read back with no client', async () => {
    const omitted = await saveWithoutClient({ wellNumber: 'NC-1' });
    const explicit = await saveWithoutClient({ wellNumber: 'NC-2', clientId: null });
    for (const id of [omitted, explicit]) {
      const response = await call('GET', `/api/Well/GetWellById?id=${id}`, 'admin');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(wellDetailSchema.parse(data)).toMatchObject({
        id,
        clientId: null,
        clientName: null,
        client: null,
      });
    }
  });

  it('loses its client when staff save it with none', async () => {
    const id = await saveWithoutClient({ wellNumber: 'NC-3', clientId: matrix.clientA.id });
    await saveWithoutClient({ id, wellNumber: 'NC-3', clientId: null });
    const response = await call('GET', `/api/Well/GetWellById?id=${id}`, 'admin');
    expect(response.json().data).toMatchObject({ clientId: null, client: null });
  });

  it('is listed and mapped for staff with a null client name; a client filter leaves it out', async () => {
    await saveWithoutClient({ wellNumber: 'NC-LIST' });
    const rows = await listed('admin');
    const row = rows.find((well) => well.wellNumber === 'NC-LIST');
    expect(row && wellListRowSchema.strict().parse(row)).toMatchObject({ clientId: null, clientName: null });
    expect(numbers(await listed('admin', { clientId: [matrix.clientA.id] }))).toEqual(['NC-A1']);

    const marker = (await mapped('admin')).find((well) => well.wellNumber === 'NC-LIST');
    expect(marker && mapWellSchema.strict().parse(marker)).toMatchObject({ clientName: null });
    expect(numbers(await mapped('admin', { clientId: [matrix.clientA.id] }))).toEqual([]);
  });

  it('is never visible to an owner or user, who still see their own client’s wells', async () => {
    const id = await saveWithoutClient({ wellNumber: 'NC-HIDDEN' });
    const { db } = t.database;
    const extra = await insertWell(db, { clientId: matrix.clientA.id, wellNumber: 'NC-A2', ...located });
    // The other tests count client A's wells: the extra one goes again, whatever happens here.
    try {
      for (const who of ['owner', 'user']) {
        expect(numbers(await listed(who))).toEqual(['NC-A1', 'NC-A2']);
        expect((await call('GET', `/api/Well/GetWellById?id=${id}`, who)).statusCode).toBe(404);
        expect((await call('GET', `/api/Well/GetWellById?id=${ownWellId}`, who)).statusCode).toBe(200);
      }
      // The map starts at the dashboards' level (20): the owner's.
      expect(numbers(await mapped('owner'))).toEqual(['NC-A2']);
      const details = { id, clientWellName: 'Mine now', comment: null };
      expect((await call('POST', '/api/Well/SaveClientWellDetails', 'owner', details)).statusCode).toBe(404);
    } finally {
      await db.delete(wells).where(eq(wells.id, extra.id));
    }
  });
});

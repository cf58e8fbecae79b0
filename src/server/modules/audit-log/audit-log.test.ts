import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema } from '../../../shared/contracts/audit-log';
import { recordAudits } from '../../audit';
import { auditLog } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['admin', 'researcher', 'owner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  await recordAudits(db, [
    {
      actorUserId: matrix.admin.id,
      action: 'update',
      entity: 'well',
      entityId: 7,
      before: { a: 1 },
      after: { a: 2 },
    },
    {
      actorUserId: matrix.researcher.id,
      action: 'add-adjustment',
      entity: 'invoice',
      entityId: 3,
      after: { v: 1 },
    },
    { actorUserId: null, action: 'generate-invoice', entity: 'invoice', entityId: 4, after: { n: 'x' } },
  ]);
  // An entry from long ago, to filter by day.
  await db.insert(auditLog).values({
    at: new Date('2020-03-01T12:00:00Z'),
    actorUserId: matrix.admin.id,
    action: 'create',
    entity: 'client',
    entityId: '9',
  });
});
afterAll(() => t.close());

function get(url: string, who = 'admin') {
  return t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

const actionsOf = (body: unknown) => auditLogPageSchema.parse(body).data.map((entry) => entry.action);

describe('GET GetAuditLog', () => {
  it('lists every change newest first with who made it, and filters by entity, user and day', async () => {
    const all = auditLogPageSchema.parse((await get('GetAuditLog')).json());
    expect(all.totalCount).toBe(4);
    expect(all.data.at(-1)).toMatchObject({ action: 'create', entity: 'client', entityId: '9' });
    const researcherEntry = all.data.find((entry) => entry.action === 'add-adjustment');
    expect(researcherEntry?.actorName).toContain('(researcher@test.local)');
    expect(all.data.find((entry) => entry.action === 'generate-invoice')?.actorName).toBeNull();

    expect(actionsOf((await get('GetAuditLog?entity=invoice')).json()).sort()).toEqual([
      'add-adjustment',
      'generate-invoice',
    ]);
    expect(actionsOf((await get(`GetAuditLog?userId=${matrix.admin.id}`)).json()).sort()).toEqual([
      'create',
      'update',
    ]);
    expect(actionsOf((await get('GetAuditLog?from=2020-03-01&to=2020-03-01')).json())).toEqual(['create']);
    expect(actionsOf((await get('GetAuditLog?to=2020-02-29')).json())).toEqual([]);
  });

  it('pages on the server', async () => {
    const second = auditLogPageSchema.parse(
      (await get('GetAuditLog?entity=invoice&page=2&pageSize=25')).json(),
    );
    expect(second.data).toEqual([]);
  });

  it('is for an Admin only', async () => {
    expect((await get('GetAuditLog', 'researcher')).statusCode).toBe(403);
    expect((await get('GetAuditLog', 'owner')).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await get('GetAuditLog?from=2021-01-02&to=2021-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ to: 'The end date must not be before the start date' });
  });
});

describe('GET GetInvoiceHistory', () => {
  it('answers one invoice’s changes to staff only', async () => {
    const history = await get('GetInvoiceHistory?invoiceId=3', 'researcher');
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual(['add-adjustment']);
    expect((await get('GetInvoiceHistory?invoiceId=3', 'owner')).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['admin', 'researcher', 'owner', 'user'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
});
afterAll(() => t.close());

const profile = {
  name: 'Capital Area Groundwater Conservation District',
  address1: '3074 Westfork Dr',
  address2: 'Suite A',
  city: 'Baton Rouge',
  state: 'LA',
  zipCode: '70816',
  phone: '(225)-555-0199',
  email: 'billing@district.test',
  remitTo: 'Capital Area GWCD, PO Box 64526, Baton Rouge, LA 70896',
};

function getProfile(who: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/GetDistrictProfile',
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

function saveProfile(who: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/UpdateDistrictProfile',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: body,
  });
}

describe('the district profile', () => {
  it('is empty until an Admin saves it, then every signed-in caller reads it; each save is audited', async () => {
    expect((await getProfile('owner')).json()).toEqual({ message: 'OK', data: null });
    expect((await saveProfile('admin', profile)).json()).toEqual({ message: 'District profile saved' });
    expect((await saveProfile('admin', { ...profile, phone: '', address2: null })).statusCode).toBe(200);
    for (const who of ['user', 'owner', 'researcher']) {
      expect((await getProfile(who)).json()).toEqual({
        message: 'OK',
        data: { ...profile, phone: null, address2: null, logoUpdatedAt: null },
      });
    }
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'district'));
    expect(audits.map((audit) => [audit.action, audit.before === null])).toEqual([
      ['create', true],
      ['update', false],
    ]);
  });

  it('is kept by an Admin only: a Researcher and an owner are refused', async () => {
    for (const who of ['researcher', 'owner']) {
      expect((await saveProfile(who, profile)).statusCode).toBe(403);
    }
  });

  it('names each invalid field', async () => {
    const response = await saveProfile('admin', { ...profile, name: ' ', zipCode: '7081', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      zipCode: 'Zip Code must be 5 digits',
      email: 'Please enter valid email',
    });
  });
});

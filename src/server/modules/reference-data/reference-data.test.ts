import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, wellUseCategories } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  adminId = matrix.admin.id;
  adminToken = await t.tokenFor({ userId: adminId });
});
afterAll(() => t.close());

let sequence = 0;
/** A code unique within this file, at most 20 characters. */
function uniqueCode(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}`;
}

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken}` } });
}

function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${adminToken}` } });
}

interface EntityCase {
  noun: string;
  entity: string;
  list: string;
  byId: string[];
  save: string[];
  /** A valid body whose code (if any) is new. */
  valid: () => Record<string, unknown>;
  code?: { field: string; label: string };
  /** [field, value, message]: each rule of the reference forms. */
  rules: [string, unknown, string][];
}

const long = (length: number) => 'x'.repeat(length);

const ENTITIES: EntityCase[] = [
  {
    noun: 'Parish',
    entity: 'parish',
    list: '/api/Parish/GetParishes',
    byId: ['/api/Parish/GetParishById'],
    save: ['/api/Parish/SaveParish', '/api/SaveParish'],
    valid: () => ({ parishId: uniqueCode('P'), name: 'Test Parish' }),
    code: { field: 'parishId', label: 'Parish Id' },
    rules: [
      ['parishId', '', 'Parish Id is required'],
      ['parishId', '   ', 'Parish Id is required'],
      ['parishId', undefined, 'Parish Id is required'],
      ['parishId', long(21), 'Parish Id must be at most 20 characters'],
      ['name', '', 'Name is required'],
      ['name', long(501), 'Name must be at most 500 characters'],
    ],
  },
  {
    noun: 'Aquifer',
    entity: 'aquifer',
    list: '/api/Aquifer/GetAquifers',
    byId: ['/api/Aquifer/GetAquiferById'],
    save: ['/api/Aquifer/SaveAquifer'],
    valid: () => ({ aquiferId: uniqueCode('A'), name: 'Test Sand', isActive: true }),
    code: { field: 'aquiferId', label: 'Aquifer Id' },
    rules: [
      ['aquiferId', '', 'Aquifer Id is required'],
      ['aquiferId', null, 'Aquifer Id is required'],
      ['aquiferId', long(21), 'Aquifer Id must be at most 20 characters'],
      ['name', '', 'Name is required'],
      ['name', long(501), 'Name must be at most 500 characters'],
    ],
  },
  {
    noun: 'Well-use category',
    entity: 'well-use-category',
    list: '/api/WellUseCategory/GetWellUseCategories',
    byId: ['/api/WellUseCategory/GetWellUseCategoryById', '/api/GetWellUseCategoryById'],
    save: ['/api/WellUseCategory/SaveWellUseCategory', '/api/SaveWellUseCategory'],
    valid: () => ({ description: uniqueCode('Category '), isActive: true }),
    rules: [
      ['description', '', 'Description is required'],
      ['description', long(501), 'Description must be at most 500 characters'],
    ],
  },
  {
    noun: 'Well use',
    entity: 'well-use',
    list: '/api/WellUse/GetWellUses',
    byId: ['/api/WellUse/GetWellUseById'],
    save: ['/api/WellUse/SaveWellUse'],
    valid: () => ({
      wellUseId: uniqueCode('W'),
      description: 'Test use',
      classification: 'Testing',
      wellUseCategoryId: null,
      isActive: true,
    }),
    code: { field: 'wellUseId', label: 'Well-Use Id' },
    rules: [
      ['wellUseId', '', 'Well-Use Id is required'],
      ['wellUseId', long(21), 'Well-Use Id must be at most 20 characters'],
      ['description', long(501), 'Description must be at most 500 characters'],
      ['classification', long(51), 'Classification must be at most 50 characters'],
    ],
  },
];

async function auditRows(entity: string, id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

describe.each(ENTITIES)('$noun', (kind) => {
  const [savePath = '', ...saveAliases] = kind.save;
  const [byIdPath = '', ...byIdAliases] = kind.byId;

  async function create(body = kind.valid()) {
    const response = await post(savePath, body);
    expect(response.statusCode).toBe(200);
    return { body, id: (response.json() as { id: number }).id };
  }

  it('creates without an id, then reads it back by id and in the list, and audits it', async () => {
    const body = kind.valid();
    const response = await post(savePath, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json() as { message: string; id: number };
    expect(saved).toEqual({ message: `${kind.noun} created successfully.`, id: expect.any(Number) });

    const found = await get(`${byIdPath}?id=${saved.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ message: 'OK', data: expect.objectContaining({ id: saved.id, ...body }) });

    const list = await get(kind.list);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: saved.id, ...body }));

    expect(await auditRows(kind.entity, saved.id)).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'create',
        before: null,
        after: expect.objectContaining({ id: saved.id, ...body }),
      }),
    ]);
  });

  it('treats id 0 and null as a new record', async () => {
    for (const id of [0, null]) {
      const response = await post(savePath, { ...kind.valid(), id });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(`${kind.noun} created successfully.`);
    }
  });

  it('updates with an id and audits the values before and after', async () => {
    const { id, body } = await create();
    const changed = { ...kind.valid(), id };
    const response = await post(savePath, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `${kind.noun} updated successfully.`, id });
    expect((await get(`${byIdPath}?id=${id}`)).json().data).toEqual(expect.objectContaining(changed));

    const [, update] = await auditRows(kind.entity, id);
    expect(update).toEqual(
      expect.objectContaining({
        actorUserId: adminId,
        action: 'update',
        before: expect.objectContaining({ id, ...body }),
        after: expect.objectContaining(changed),
      }),
    );
  });

  it('answers 404 when updating or reading an id that does not exist', async () => {
    const update = await post(savePath, { ...kind.valid(), id: 999_999 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: `${kind.noun} not found.` });
    const read = await get(`${byIdPath}?id=999999`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: `${kind.noun} not found.` });
  });

  it('refuses an id that is not a positive number', async () => {
    expect((await get(`${byIdPath}?id=abc`)).statusCode).toBe(400);
    expect((await get(byIdPath)).statusCode).toBe(400);
  });

  it.each(kind.rules)('validates %s = %j: %s', async (field, value, message) => {
    const response = await post(savePath, { ...kind.valid(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it.each(saveAliases.map((path) => [path]))('serves the spec spelling POST %s', async (alias) => {
    const created = await post(alias, kind.valid());
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    const updated = await post(alias, { ...kind.valid(), id });
    expect(updated.json()).toEqual({ message: `${kind.noun} updated successfully.`, id });
  });

  it.each(byIdAliases.map((path) => [path]))('serves the spec spelling GET %s', async (alias) => {
    const { id, body } = await create();
    const response = await get(`${alias}?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.objectContaining({ id, ...body }));
  });

  const code = kind.code;
  if (code) {
    it(`refuses a ${code.label} another record has, on create and on update`, async () => {
      const first = await create();
      const taken = String(first.body[code.field]);
      const message = `${code.label} ${taken} already exists.`;

      const duplicate = await post(savePath, { ...kind.valid(), [code.field]: taken });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ message });

      const second = await create();
      const renamed = await post(savePath, { ...second.body, id: second.id, [code.field]: taken });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual({ message });

      const keepsOwn = await post(savePath, { ...first.body, id: first.id });
      expect(keepsOwn.statusCode).toBe(200);
    });

    it(`lets one of two simultaneous saves of one ${code.label} win and answers the other 409`, async () => {
      const body = kind.valid();
      const answers = await Promise.all([post(savePath, body), post(savePath, body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json()).toEqual({
        message: `${code.label} ${String(body[code.field])} already exists.`,
      });
    });
  }
});

describe('well uses and their categories', () => {
  it('lists each well use with its category description, sorted by code as people read it', async () => {
    const [category] = await t.database.db
      .insert(wellUseCategories)
      .values({ description: 'Sorting Category' })
      .returning();
    if (!category) throw new Error('category insert returned nothing');
    for (const wellUseId of ['ZZ10', 'ZZ9']) {
      const response = await post('/api/WellUse/SaveWellUse', {
        wellUseId,
        description: null,
        classification: null,
        wellUseCategoryId: category.id,
        isActive: false,
      });
      expect(response.statusCode).toBe(200);
    }
    const data = (await get('/api/WellUse/GetWellUses')).json().data as { wellUseId: string }[];
    const codes = data.map((row) => row.wellUseId).filter((code) => code.startsWith('ZZ'));
    expect(codes).toEqual(['ZZ9', 'ZZ10']);
    expect(data.find((row) => row.wellUseId === 'ZZ9')).toEqual({
      id: expect.any(Number),
      wellUseId: 'ZZ9',
      description: null,
      classification: null,
      wellUseCategoryId: category.id,
      wellUseCategory: { description: 'Sorting Category' },
      isActive: false,
    });
  });

  it('stores empty description and classification as null, and no category as null', async () => {
    const response = await post('/api/WellUse/SaveWellUse', {
      wellUseId: uniqueCode('N'),
      description: '  ',
    });
    expect(response.statusCode).toBe(200);
    const data = (await get(`/api/WellUse/GetWellUseById?id=${response.json().id}`)).json().data;
    expect(data).toEqual(
      expect.objectContaining({
        description: null,
        classification: null,
        wellUseCategoryId: null,
        wellUseCategory: null,
        isActive: true,
      }),
    );
  });

  it('answers 400 naming the field when the category does not exist', async () => {
    const message = 'The chosen category does not exist.';
    const response = await post('/api/WellUse/SaveWellUse', {
      wellUseId: uniqueCode('F'),
      wellUseCategoryId: 999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { wellUseCategoryId: message } });
  });

  it('sorts aquifers by code as people read it', async () => {
    for (const aquiferId of ['YY1000', 'YY400']) {
      expect(
        (await post('/api/Aquifer/SaveAquifer', { aquiferId, name: `${aquiferId} Sand` })).statusCode,
      ).toBe(200);
    }
    const data = (await get('/api/Aquifer/GetAquifers')).json().data as { aquiferId: string }[];
    expect(data.map((row) => row.aquiferId).filter((code) => code.startsWith('YY'))).toEqual([
      'YY400',
      'YY1000',
    ]);
  });
});

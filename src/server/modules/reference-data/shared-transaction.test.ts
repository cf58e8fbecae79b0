import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAquiferRequestSchema, saveParishRequestSchema } from '../../../shared/contracts/reference-data';
import type { Database } from '../../db/client';
import { aquifers, auditLog, parishes } from '../../db/schema';
import { ConflictError } from '../../errors';
import { insertUser } from '../../test/factories/people';
import { openTestDatabase } from '../../test/test-app';
import { loadCaller, type Caller } from '../auth/caller';
import { saveAquifer } from './save-aquifer';
import { saveParish } from './save-parish';

/*
 * Use cases take the executor they run on, so a caller can put several of them in one transaction:
 * their own transactions become savepoints, and the outer one decides what is kept.
 */
describe('use cases inside one transaction', () => {
  let database: Database;
  let admin: Caller;

  beforeAll(async () => {
    database = await openTestDatabase();
    const user = await insertUser(database.db, { email: 'tx-admin@test.local', role: 'Admin' });
    admin = (await loadCaller(database.db, { id: user.id }))!;
  });
  afterAll(() => database.close());

  const aquifer = (code: string) =>
    saveAquiferRequestSchema.parse({ aquiferId: code, name: `Aquifer ${code}` });
  const parish = (code: string) => saveParishRequestSchema.parse({ parishId: code, name: `Parish ${code}` });
  const stored = async (code: string) => ({
    aquifers: await database.db.select().from(aquifers).where(eq(aquifers.aquiferId, code)),
    parishes: await database.db.select().from(parishes).where(eq(parishes.parishId, code)),
  });

  it('keeps both saves and their audit rows when the outer transaction commits', async () => {
    const [aquiferId, parishId] = await database.db.transaction(async (tx) => [
      (await saveAquifer(tx, admin, aquifer('TX-1'))).id,
      (await saveParish(tx, admin, parish('TX-1'))).id,
    ]);
    const found = await stored('TX-1');
    expect(found.aquifers.map((row) => row.id)).toEqual([aquiferId]);
    expect(found.parishes.map((row) => row.id)).toEqual([parishId]);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(audits.map((row) => `${row.entity}:${row.entityId}`)).toEqual(
      expect.arrayContaining([`aquifer:${aquiferId}`, `parish:${parishId}`]),
    );
  });

  it('keeps neither when a later use case fails and the outer transaction rolls back', async () => {
    await database.db.transaction((tx) => saveParish(tx, admin, parish('TX-2')));
    const failing = database.db.transaction(async (tx) => {
      await saveAquifer(tx, admin, aquifer('TX-2'));
      await saveParish(tx, admin, parish('TX-2'));
    });
    await expect(failing).rejects.toBeInstanceOf(ConflictError);
    expect((await stored('TX-2')).aquifers).toEqual([]);
  });
});

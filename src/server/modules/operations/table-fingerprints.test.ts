import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { tableFingerprints } from './table-fingerprints';

describe('tableFingerprints', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  const aquifers = async () =>
    (await tableFingerprints(database.db)).find((print) => print.table === 'aquifers');

  it('lists every application table, not the migrator’s own', async () => {
    const tables = (await tableFingerprints(database.db)).map((print) => print.table);
    expect(tables).toContain('daily_pumpage');
    expect(tables).toContain('invoices');
    expect(tables).not.toContain('__drizzle_migrations');
  });

  it('changes when a row changes and not when rows are only reordered', async () => {
    const empty = await aquifers();
    expect(empty).toEqual({ table: 'aquifers', rows: 0, checksum: '0' });
    await database.db.execute(
      sql`insert into aquifers (aquifer_id, name) values ('SP', 'Sparta'), ('WX', 'Wilcox')`,
    );
    const two = await aquifers();
    expect(two?.rows).toBe(2);
    // Rewriting both rows moves them physically; their content, and so the checksum, is unchanged.
    await database.db.execute(sql`update aquifers set name = name`);
    expect(await aquifers()).toEqual(two);
    await database.db.execute(sql`update aquifers set name = 'Carrizo' where name = 'Wilcox'`);
    const changed = await aquifers();
    expect(changed?.rows).toBe(2);
    expect(changed?.checksum).not.toBe(two?.checksum);
  });
});

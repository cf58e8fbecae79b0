import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { insertClient } from '../../test/factories/people';
import { openTestDatabase } from '../../test/test-app';
import { insertDays, insertHours } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { copyNewDays } from './copy-new-days';
import { UploadSpool, type StagedRow } from './pumpage-staging';
import { countPumpageRows } from '../../test/factories/pumpage-upload';
import type { ValidatedFile } from './validate-pumpage-file';

let database: Database;
let plainWell: number;
let meteredWell: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const client = await insertClient(database.db);
  plainWell = (await insertWell(database.db, { clientId: client.id })).id;
  meteredWell = (await insertWell(database.db, { clientId: client.id })).id;
  await insertDays(database.db, plainWell, ['2024-01-01']);
  await insertHours(database.db, meteredWell, '2024-01-01', [0, 1]);
  await insertDays(database.db, meteredWell, ['2024-01-01'], () => 3);
});
afterAll(() => database.close());

const day = (wellId: number, date: string, line: number): StagedRow => ({
  wellId,
  date,
  hour: 0,
  pumpage: 2.5,
  line,
});

/** Spools the rows as an upload would and tries the fast path in a transaction that commits. */
async function tryCopy(rows: StagedRow[]): Promise<boolean> {
  const spool = await UploadSpool.create();
  try {
    for (const row of rows) await spool.add(row, 'daily');
    await spool.close();
    const [first] = rows;
    if (!first) throw new Error('no rows');
    const file: ValidatedFile = {
      kind: 'daily',
      rows: rows.length,
      wellIds: [...new Set(rows.map((row) => row.wellId))],
      first,
      earliest: first.date,
    };
    return await database.db.transaction((tx) => copyNewDays(tx, spool, file));
  } finally {
    await spool.dispose();
  }
}

describe('copyNewDays, the fast path of a daily file', () => {
  it.each([
    ['a day already stored', () => [day(plainWell, '2024-02-01', 2), day(plainWell, '2024-01-01', 3)]],
    ['a first day already stored', () => [day(plainWell, '2024-01-01', 2)]],
    ['a day repeated in the file', () => [day(plainWell, '2024-03-01', 2), day(plainWell, '2024-03-01', 3)]],
    ['a well with hourly readings', () => [day(meteredWell, '2024-04-01', 2)]],
  ])('declines %s and writes nothing', async (_case, rows) => {
    const before = await countPumpageRows(database.db);
    expect(await tryCopy(rows())).toBe(false);
    expect(await countPumpageRows(database.db)).toEqual(before);
  });

  it('copies a file of new days straight into daily_pumpage', async () => {
    const before = await countPumpageRows(database.db);
    expect(await tryCopy([day(plainWell, '2024-05-01', 2), day(plainWell, '2024-05-02', 3)])).toBe(true);
    expect(await countPumpageRows(database.db)).toEqual({ ...before, daily: before.daily + 2 });
  });
});

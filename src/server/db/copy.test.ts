import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { copyCsvFileInto } from './copy';
import { selectRows } from './sql';

let database: Database;
let directory: string;
beforeAll(async () => {
  database = await openTestDatabase();
  directory = mkdtempSync(path.join(os.tmpdir(), 'copy-test-'));
});
afterAll(async () => {
  await database.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('copyCsvFileInto', () => {
  it('copies every line of a file larger than one embedded blob, the last one without a line break', async () => {
    const lines = Array.from({ length: 80_000 }, (_, index) => `${index + 1},row number ${index + 1}`);
    const file = path.join(directory, 'rows.csv');
    // About 1.6 MB: on the embedded store this takes two COPYs, split at a line break.
    writeFileSync(file, lines.join('\n'));
    const [copied] = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`create temp table copied (n integer not null, label text not null) on commit drop`,
      );
      await copyCsvFileInto(tx, 'copied (n, label)', file);
      return selectRows<{ count: number; total: number; broken: number }>(
        tx,
        sql`select count(*)::int as count, sum(n)::float8 as total,
          (count(*) filter (where label <> 'row number ' || n))::int as broken from copied`,
      );
    });
    expect(copied).toEqual({ count: 80_000, total: (80_000 * 80_001) / 2, broken: 0 });
  });
});

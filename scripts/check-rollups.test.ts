import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';

const run = promisify(execFile);

function checkRollups(dataDir: string, args: string[] = []) {
  return run('npx', ['tsx', 'scripts/check-rollups.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

async function onStore(dataDir: string, statements: string[]) {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  for (const statement of statements) await database.query(statement);
  await database.close();
}

describe('npm run check-rollups', () => {
  it('says the totals agree, lists the months that do not, and rebuilds them with --repair', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-rollups-'));
    try {
      await onStore(dataDir, [
        `insert into wells (id, identification_number, well_number) values (7, 'ID-7', 'EB-7')`,
        `insert into daily_pumpage (well_id, date, pumpage) values (7, '2024-03-01', 1.5), (7, '2024-03-02', 2)`,
      ]);
      expect((await checkRollups(dataDir)).stdout).toBe(
        'The monthly and yearly totals equal the daily rows.\n',
      );

      await onStore(dataDir, [
        `update monthly_pumpage set pumpage = 9 where well_id = 7`,
        `update yearly_pumpage set q1_days = 5 where well_id = 7`,
      ]);
      const refused = await checkRollups(dataDir).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stdout).toContain(
        '2 totals differ from the daily rows:\n' +
          '  well 7, month 2024-03: daily rows 3.500 kgal over 2 days, kept 9.000 kgal over 2 days\n' +
          '  well 7, quarter 1 of 2024: daily rows 3.500 kgal over 2 days, kept 3.500 kgal over 5 days\n',
      );

      expect((await checkRollups(dataDir, ['--repair'])).stdout).toContain(
        'Rebuilt 1 monthly and 1 yearly totals from the daily rows.',
      );
      expect((await checkRollups(dataDir)).stdout).toBe(
        'The monthly and yearly totals equal the daily rows.\n',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the app’s PostgreSQL connections', () => {
  it('start parallel workers only for scans worth it (decision 0019)', async ({ skip }) => {
    if (database.kind !== 'postgres') skip('the embedded store runs no parallel workers');
    const [setting] = await database.query<{ value: string }>(
      `select current_setting('parallel_setup_cost') as value`,
    );
    expect(Number(setting?.value)).toBe(10000);
  });
});

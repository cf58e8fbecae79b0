import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { insertClient } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runScheduledGeneration } from './scheduled-generation';

let t: TestApp;
let clientId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const client = await insertClient(t.database.db, { name: 'Scheduled Client' });
  clientId = client.id;
  const well = await insertWell(t.database.db, { clientId, wellNumber: 'SG-1' });
  await insertDaily(t.database.db, well.id, [['2023-11-15', 2000]]);
});
afterAll(() => t.close());

const settings = (today: string) => ({ today, delayDays: 15 });

describe('the scheduled invoice generation', () => {
  it('bills the quarter that ended the delay ago, once, however often it runs', async () => {
    // 2023 Q4 ended as 2024 began; 15 days later is 2024-01-16.
    const first = await runScheduledGeneration(t.database.db, settings('2024-01-16'));
    expect(first).toMatchObject({ year: 2023, quarter: 4, created: 1 });
    const again = await runScheduledGeneration(t.database.db, settings('2024-01-17'));
    expect(again).toMatchObject({ year: 2023, quarter: 4, created: 0, existing: 1 });
    const made = await t.database.db.select().from(invoices).where(eq(invoices.clientId, clientId));
    expect(made.map((invoice) => [invoice.invoiceNumber, invoice.feeAmountCents, invoice.isVisible])).toEqual(
      [[`2023-Q4-${String(clientId).padStart(5, '0')}`, 13_000, false]],
    );
  });

  it('before the delay has passed, still bills the quarter before', async () => {
    const early = await runScheduledGeneration(t.database.db, settings('2024-01-15'));
    expect(early).toMatchObject({ year: 2023, quarter: 3 });
  });

  // Instances share a PostgreSQL server; the embedded store has one connection and one instance.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on one instance at a time: a second run while the first holds the lock does nothing',
    async () => {
      let second: Awaited<ReturnType<typeof runScheduledGeneration>> | undefined;
      await t.database.db.transaction(async (tx) => {
        const first = await runScheduledGeneration(tx, settings('2024-04-20'));
        expect(first).not.toBeNull();
        // The first run's transaction is still open, so its lock is held.
        second = await Promise.race([
          runScheduledGeneration(t.database.db, settings('2024-04-20')),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000)),
        ]);
      });
      expect(second).toBeNull();
    },
  );
});

import { sql } from 'drizzle-orm';
import type { InvoiceGeneration } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import { lastQuarterEndedBy } from '../../../shared/rules/quarters';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { generateQuarterInvoices } from './generate-quarter-invoices';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

export interface ScheduledGenerationSettings {
  today: string;
  delayDays: number;
}

/**
 * One run of the scheduled generation: the quarter that ended `delayDays` ago, by the system (no
 * user), at the rates and terms of the schedule. When another instance is running it already, this
 * one does nothing and answers null.
 * Generating is idempotent, so running daily only adds the invoices that late pumpage makes due.
 */
export async function runScheduledGeneration(
  db: DbOrTx,
  { today, delayDays }: ScheduledGenerationSettings,
): Promise<InvoiceGeneration | null> {
  const period = lastQuarterEndedBy(addDays(today, -delayDays));
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.scheduledGeneration}) as locked`,
    );
    if (!lock?.locked) return null;
    return generateQuarterInvoices(tx, null, period, today);
  });
}

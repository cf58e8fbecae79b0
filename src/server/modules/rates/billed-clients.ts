import { and, countDistinct, gte, lte, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

/**
 * The invoices that make their client one billed in the last year, whom a new rate is told to:
 * those dated in the 365 days to today.
 */
export function billedInLastYear(today: string): SQL | undefined {
  return and(gte(invoices.billingDate, addDays(today, -365)), lte(invoices.billingDate, today));
}

/** How many clients were billed in the last year. */
export async function countBilledClients(db: DbOrTx, today: string): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(invoices.clientId) })
    .from(invoices)
    .where(billedInLastYear(today));
  return row?.count ?? 0;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lateReportFees } from '../../db/schema';
import { insertJsonRows } from '../../db/sql';
import { loadCalendar } from './calendar';
import { reportStandings } from './report-standing';

/** What a late-report fee says on the invoice: "Late report: well EB-12, 2026 Q3". */
export function lateReportReason(wellNumber: string, periodLabel: string): string {
  return `Late report: well ${wellNumber}, ${periodLabel}`;
}

/**
 * Levies the late-report fee on every report still missing after its due date, when the calendar
 * version of its period has a fee: one per well and period (a unique row, so re-runs and other
 * instances add nothing). The fee waits for the client's next invoice. Answers how many were levied.
 */
export async function levyLateReportFees(
  db: DbOrTx,
  settings: { today: string; timeZone: string },
): Promise<number> {
  const calendar = await loadCalendar(db);
  if (!calendar.some((entry) => entry.lateFeeCents !== null)) return 0;
  const standings = await reportStandings(db, { calendar, ...settings });
  const fees = standings
    .filter(({ status, period }) => status === 'overdue' && period.terms.lateFeeCents !== null)
    .map(({ well, period }) => ({
      wellId: well.wellId,
      clientId: well.clientId,
      periodKey: period.key,
      reason: lateReportReason(well.wellNumber, period.label),
      amountCents: period.terms.lateFeeCents ?? 0,
      leviedOn: settings.today,
    }));
  const levied = await insertJsonRows<(typeof fees)[number], { id: number }>(
    db,
    lateReportFees,
    {
      wellId: lateReportFees.wellId,
      clientId: lateReportFees.clientId,
      periodKey: lateReportFees.periodKey,
      reason: lateReportFees.reason,
      amountCents: lateReportFees.amountCents,
      leviedOn: lateReportFees.leviedOn,
    },
    fees,
    sql`on conflict do nothing returning ${lateReportFees.id} as id`,
  );
  return levied.length;
}

import { and, eq, gt, inArray } from 'drizzle-orm';
import { addDays, addMonths } from '../../../shared/rules/calendar';
import type { Tx } from '../client';
import { dailyPumpage, hourlyPumpage, reportingCalendar, wells } from '../schema';

/** Demo clients reporting by file that have not sent their latest pumpage: months missing each. */
export const LATE_REPORTERS: readonly { client: string; monthsMissing: number }[] = [
  { client: 'City of Baker Waterworks', monthsMissing: 2 },
  { client: 'Istrouma Elastomers Company', monthsMissing: 1 },
];

/** The first day of the month `months` before the one `day` is in. */
function monthStartBefore(day: string, months: number): string {
  return addMonths(`${day.slice(0, 7)}-01`, -months);
}

/**
 * The demo's reporting calendar: monthly reports due 30 days after the month, reminders 7 days
 * before, the day after and weekly, no fee, from 13 months back, so the whole year chased is under it.
 */
export async function seedReportingCalendar(tx: Tx, today: string): Promise<void> {
  await tx.delete(reportingCalendar);
  await tx.insert(reportingCalendar).values({
    effectiveFrom: monthStartBefore(today, 13),
    frequency: 'monthly',
    dueDays: 30,
    reminderDaysBefore: 7,
    reminderDaysAfter: 1,
    reminderRepeatDays: 7,
  });
}

/**
 * Late reporters: their uploads stop at the end of the month `monthsMissing` + 1 before today's, so
 * the Missing Reports list has due and overdue periods. Runs before the invoices, which bill what
 * was reported.
 */
export async function withholdLateReports(
  tx: Tx,
  today: string,
  clientIdByName: ReadonlyMap<string, number>,
) {
  for (const { client, monthsMissing } of LATE_REPORTERS) {
    const clientId = clientIdByName.get(client);
    if (clientId === undefined) throw new Error(`No demo client ${client}`);
    const lastReported = addDays(monthStartBefore(today, monthsMissing), -1);
    const ofClient = tx.select({ id: wells.id }).from(wells).where(eq(wells.clientId, clientId));
    await tx
      .delete(hourlyPumpage)
      .where(and(inArray(hourlyPumpage.wellId, ofClient), gt(hourlyPumpage.date, lastReported)));
    await tx
      .delete(dailyPumpage)
      .where(and(inArray(dailyPumpage.wellId, ofClient), gt(dailyPumpage.date, lastReported)));
  }
}

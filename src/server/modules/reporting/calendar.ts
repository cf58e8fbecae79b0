import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CALENDAR_SAVED,
  type CalendarResponse,
  type SaveCalendarRequest,
} from '../../../shared/contracts/reporting-calendar';
import { centsToDollars, dollarsToCents } from '../../../shared/rules/billing';
import { addDays } from '../../../shared/rules/calendar';
import {
  calendarChangeProblem,
  periodOn,
  type CalendarEntry,
} from '../../../shared/rules/reporting-calendar';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { reportingCalendar, users } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { userNameSql } from '../users';

const ENTRY_TERMS = {
  effectiveFrom: reportingCalendar.effectiveFrom,
  frequency: reportingCalendar.frequency,
  dueDays: reportingCalendar.dueDays,
  reminderDaysBefore: reportingCalendar.reminderDaysBefore,
  reminderDaysAfter: reportingCalendar.reminderDaysAfter,
  reminderRepeatDays: reportingCalendar.reminderRepeatDays,
  lateFeeCents: reportingCalendar.lateFeeCents,
};

/** Every version of the calendar, oldest first: what the rules in shared/rules/reporting-calendar.ts read. */
export function loadCalendar(db: DbOrTx): Promise<CalendarEntry[]> {
  return db.select(ENTRY_TERMS).from(reportingCalendar).orderBy(asc(reportingCalendar.effectiveFrom));
}

/** GET ReportingCalendar/GetCalendar. */
export async function getCalendar(db: DbOrTx, today: string): Promise<CalendarResponse> {
  const rows = await db
    .select({
      id: reportingCalendar.id,
      ...ENTRY_TERMS,
      createdBy: userNameSql,
      createdAt: reportingCalendar.createdAt,
    })
    .from(reportingCalendar)
    .leftJoin(users, eq(users.id, reportingCalendar.createdBy))
    .orderBy(desc(reportingCalendar.effectiveFrom));
  const current = periodOn(rows, today);
  return {
    message: 'OK',
    data: {
      entries: rows.map(({ lateFeeCents, createdAt, ...row }) => ({
        ...row,
        lateFee: lateFeeCents === null ? null : centsToDollars(lateFeeCents),
        inForce: row.effectiveFrom <= today,
        createdAt: createdAt.toISOString(),
      })),
      currentPeriod: current
        ? {
            key: current.key,
            label: current.label,
            start: current.start,
            end: current.end,
            dueOn: current.dueOn,
          }
        : null,
      nextChangeFrom: current ? addDays(current.end, 1) : today,
      today,
    },
  };
}

/**
 * PUT ReportingCalendar/SaveCalendar: a new version from a day on. A version of the same day that
 * is not yet in force is replaced; every other version stays, so no past period changes. The table
 * is locked for the check and the write, so two saves cannot both pass against the same versions.
 */
export async function saveCalendar(
  db: DbOrTx,
  caller: Caller,
  input: Required<SaveCalendarRequest>,
  today: string,
): Promise<{ message: string; id: number }> {
  const { lateFee, ...terms } = input;
  const change: CalendarEntry = { ...terms, lateFeeCents: lateFee === null ? null : dollarsToCents(lateFee) };
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${reportingCalendar} in share row exclusive mode`);
    const entries = await loadCalendar(tx);
    const problem = calendarChangeProblem(entries, change, today);
    if (problem) throw new ValidationError(problem.message, { [problem.field]: problem.message });
    const [replaced] = await tx
      .delete(reportingCalendar)
      .where(
        and(
          eq(reportingCalendar.effectiveFrom, change.effectiveFrom),
          gt(reportingCalendar.effectiveFrom, today),
        ),
      )
      .returning(ENTRY_TERMS);
    const [saved] = await tx
      .insert(reportingCalendar)
      .values({ ...change, createdBy: caller.id })
      .returning({ id: reportingCalendar.id });
    if (!saved) throw new Error('The calendar version was not saved');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-reporting-calendar',
      entity: 'reporting-calendar',
      entityId: saved.id,
      before: replaced ?? null,
      after: change,
    });
    return { message: CALENDAR_SAVED, id: saved.id };
  });
}

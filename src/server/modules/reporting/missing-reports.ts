import { and, asc, inArray } from 'drizzle-orm';
import { pageOffset } from '../../../shared/contracts/common';
import type {
  MissingReport,
  MissingReportSort,
  MissingReportsResponse,
  MissingStatus,
  ReminderSent,
} from '../../../shared/contracts/reporting-calendar';
import { daysBetween } from '../../../shared/rules/calendar';
import type { DbOrTx } from '../../db/client';
import { reportingReminders } from '../../db/schema';
import { loadCalendar } from './calendar';
import { chasedPeriods, reportsByOn, reportStandings, type ReportStanding } from './report-standing';

export interface MissingReportFilter {
  period?: string | undefined;
  clientIds?: readonly number[] | undefined;
  status?: MissingStatus | undefined;
  wellNumber?: string | null | undefined;
  sort: MissingReportSort;
  direction: 'asc' | 'desc';
}

type MissingRow = Omit<MissingReport, 'reminders'>;

function isMissing(standing: ReportStanding): standing is ReportStanding & { status: MissingStatus } {
  return standing.status === 'due' || standing.status === 'overdue';
}

function rowOf(standing: ReportStanding & { status: MissingStatus }, today: string): MissingRow {
  const { well, period } = standing;
  return {
    clientId: well.clientId,
    clientName: well.clientName,
    wellId: well.wellId,
    wellNumber: well.wellNumber,
    reportsBy: reportsByOn(well, period.end),
    periodKey: period.key,
    periodLabel: period.label,
    periodEnd: period.end,
    dueOn: period.dueOn,
    status: standing.status,
    daysOverdue: Math.max(0, daysBetween(period.dueOn, today)),
    lastReadingOn: well.lastReadingOn,
  };
}

const COMPARE: Record<MissingReportSort, (a: MissingRow, b: MissingRow) => number> = {
  daysOverdue: (a, b) => a.daysOverdue - b.daysOverdue || a.periodEnd.localeCompare(b.periodEnd),
  client: (a, b) => a.clientName.localeCompare(b.clientName),
  well: (a, b) => a.wellNumber.localeCompare(b.wellNumber, 'en', { numeric: true }),
  period: (a, b) => a.periodEnd.localeCompare(b.periodEnd),
};

/**
 * Every missing report the filters match, sorted, with the counts by status (of the rows the other
 * filters match) and the periods chased. Ties keep a fixed order (period, well), so pages never
 * overlap.
 */
export async function findMissingReports(
  db: DbOrTx,
  filter: MissingReportFilter,
  settings: { today: string; timeZone: string },
): Promise<{
  rows: MissingRow[];
  counts: { due: number; overdue: number };
  periods: MissingReportsResponse['periods'];
}> {
  const { today } = settings;
  const calendar = await loadCalendar(db);
  const standings = await reportStandings(db, { calendar, ...settings, clientIds: filter.clientIds });
  const search = filter.wellNumber?.toLowerCase();
  const matching = standings
    .filter(isMissing)
    .filter((standing) => !filter.period || standing.period.key === filter.period)
    .filter((standing) => !search || standing.well.wellNumber.toLowerCase().includes(search))
    .map((standing) => rowOf(standing, today));
  const counts = {
    due: matching.filter((row) => row.status === 'due').length,
    overdue: matching.filter((row) => row.status === 'overdue').length,
  };
  const sign = filter.direction === 'asc' ? 1 : -1;
  const rows = matching
    .filter((row) => !filter.status || row.status === filter.status)
    .sort(
      (a, b) =>
        sign * COMPARE[filter.sort](a, b) ||
        a.periodEnd.localeCompare(b.periodEnd) ||
        a.wellNumber.localeCompare(b.wellNumber, 'en', { numeric: true }) ||
        a.wellId - b.wellId,
    );
  const periods = chasedPeriods(calendar, today)
    .reverse()
    .map(({ key, label, start, end, dueOn }) => ({ key, label, start, end, dueOn }));
  return { rows, counts, periods };
}

/** The reminders sent to the clients about the periods, keyed "clientId|periodKey", oldest first. */
export async function remindersOf(
  db: DbOrTx,
  rows: readonly Pick<MissingRow, 'clientId' | 'periodKey'>[],
): Promise<Map<string, ReminderSent[]>> {
  const byKey = new Map<string, ReminderSent[]>();
  if (rows.length === 0) return byKey;
  const sent = await db
    .select({
      clientId: reportingReminders.clientId,
      periodKey: reportingReminders.periodKey,
      kind: reportingReminders.kind,
      sequence: reportingReminders.sequence,
      outcome: reportingReminders.outcome,
      sentAt: reportingReminders.sentAt,
      claimedAt: reportingReminders.claimedAt,
    })
    .from(reportingReminders)
    .where(
      and(
        inArray(reportingReminders.clientId, [...new Set(rows.map((row) => row.clientId))]),
        inArray(reportingReminders.periodKey, [...new Set(rows.map((row) => row.periodKey))]),
      ),
    )
    .orderBy(asc(reportingReminders.claimedAt), asc(reportingReminders.id));
  for (const { clientId, periodKey, sentAt, claimedAt, ...reminder } of sent) {
    const key = `${clientId}|${periodKey}`;
    const list = byKey.get(key) ?? [];
    list.push({ ...reminder, sentAt: sentAt?.toISOString() ?? null, claimedAt: claimedAt.toISOString() });
    byKey.set(key, list);
  }
  return byKey;
}

/** GET ReportingCalendar/GetMissingReports: one page of the missing reports, with their reminders. */
export async function listMissingReports(
  db: DbOrTx,
  query: MissingReportFilter & { page: number; pageSize: number },
  settings: { today: string; timeZone: string },
): Promise<MissingReportsResponse> {
  const { rows, counts, periods } = await findMissingReports(db, query, settings);
  const page = rows.slice(pageOffset(query.page, query.pageSize), pageOffset(query.page + 1, query.pageSize));
  const reminders = await remindersOf(db, page);
  return {
    message: 'OK',
    data: page.map((row) => ({ ...row, reminders: reminders.get(`${row.clientId}|${row.periodKey}`) ?? [] })),
    totalCount: rows.length,
    counts,
    periods,
    today: settings.today,
  };
}

import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  meterInstalledOn,
  reportStatus,
  type InstallationSpan,
  type ReportStatus,
  type WellReportFacts,
} from '../../../shared/rules/report-owing';
import { addMonths } from '../../../shared/rules/calendar';
import {
  periodOn,
  periodsEndingBetween,
  type CalendarEntry,
  type ReportingPeriod,
} from '../../../shared/rules/reporting-calendar';
import type { DbOrTx } from '../../db/client';
import { clients, dailyPumpage, meterInstallations, meterReadings, wells } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';

/**
 * How far back the calendar chases a report: periods that ended more than a year ago are a matter
 * for the district's compliance staff, not for reminders. A well that goes on not reporting stays
 * on the list through its recent periods.
 */
export const REPORTING_LOOKBACK_MONTHS = 12;

/** A well that may owe reports: its facts for the rule, and what the lists show of it. */
export interface ReportingWell extends Omit<WellReportFacts, 'hasPumpageOn'> {
  wellId: number;
  wellNumber: string;
  clientWellName: string | null;
  clientId: number;
  clientName: string;
}

/** A well's standing with one period. */
export interface ReportStanding {
  well: ReportingWell;
  period: ReportingPeriod;
  status: ReportStatus;
}

interface WellRow extends Omit<ReportingWell, 'installations'> {
  installations: InstallationSpan[] | null;
}

/**
 * The wells of clients (all, or those given) that could owe a report: those with a meter installed
 * at some time and those of a client reporting by file. The owing rule decides the rest.
 */
async function loadReportingWells(
  db: DbOrTx,
  options: { clientIds?: readonly number[] | undefined; timeZone: string },
): Promise<ReportingWell[]> {
  const clientFilter =
    options.clientIds === undefined
      ? sql`true`
      : sql`${wells.clientId} = any(${idArray(options.clientIds)}::int[])`;
  const dayOf = (column: PgColumn) =>
    sql`to_char((${column} at time zone ${options.timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await selectRows<WellRow>(
    db,
    sql`
    select ${wells.id} as "wellId", ${wells.wellNumber} as "wellNumber", ${wells.clientWellName} as "clientWellName",
      ${clients.id} as "clientId", ${clients.name} as "clientName",
      ${wells.isActive} as "wellActive", ${dayOf(wells.inactiveDateTime)} as "inactiveOn",
      ${clients.isActive} as "clientActive", coalesce(${wells.flag} = 'E', false) as exempt,
      ${clients.isSelfSubmitting} as "reportsByFile", ${dayOf(wells.completionDateTime)} as "completedOn",
      (select json_agg(json_build_object(
          'installedOn', to_char(${meterInstallations.installedOn}, 'YYYY-MM-DD'),
          'removedOn', to_char(${meterInstallations.removedOn}, 'YYYY-MM-DD')))
        from ${meterInstallations} where ${meterInstallations.wellId} = ${wells.id}) as installations,
      to_char(greatest(
        (select max(${meterReadings.readOn}) from ${meterReadings}
          where ${meterReadings.wellId} = ${wells.id} and ${meterReadings.state} <> 'rejected'),
        (select max(${meterInstallations.installedOn}) from ${meterInstallations}
          where ${meterInstallations.wellId} = ${wells.id})), 'YYYY-MM-DD') as "lastReadingOn"
    from ${wells}
    join ${clients} on ${clients.id} = ${wells.clientId}
    where ${clientFilter}
      and (${clients.isSelfSubmitting}
        or exists (select 1 from ${meterInstallations} where ${meterInstallations.wellId} = ${wells.id}))`,
  );
  return rows.map((row) => ({ ...row, installations: row.installations ?? [] }));
}

/** How the well reports for a period ending on `day`: by the meter installed then, else by file. */
export function reportsByOn(well: ReportingWell, day: string): 'meter' | 'file' {
  return meterInstalledOn(well.installations, day) ? 'meter' : 'file';
}

/** Which of the wells have pumpage on which of the days, as "wellId|day". */
async function pumpageDays(
  db: DbOrTx,
  wellIds: readonly number[],
  days: readonly string[],
): Promise<Set<string>> {
  if (wellIds.length === 0 || days.length === 0) return new Set();
  const rows = await selectRows<{ key: string }>(
    db,
    sql`
    select w.id || '|' || to_char(d.day, 'YYYY-MM-DD') as key
    from unnest(${idArray(wellIds)}::int[]) w(id)
    cross join unnest(${`{${days.join(',')}}`}::date[]) d(day)
    where exists (select 1 from ${dailyPumpage}
      where ${dailyPumpage.wellId} = w.id and ${dailyPumpage.date} = d.day)`,
  );
  return new Set(rows.map((row) => row.key));
}

/** The periods the calendar chases on `today`: those that ended in the last year, oldest first. */
export function chasedPeriods(calendar: readonly CalendarEntry[], today: string): ReportingPeriod[] {
  return periodsEndingBetween(calendar, addMonths(today, -REPORTING_LOOKBACK_MONTHS), today);
}

/**
 * Every well's standing with each period (the chased ones, and with `withCurrent` the one running
 * today), by the owing rule of shared/rules/report-owing.ts. Periods a well does not owe are left out.
 */
export async function reportStandings(
  db: DbOrTx,
  options: {
    calendar: readonly CalendarEntry[];
    today: string;
    timeZone: string;
    clientIds?: readonly number[] | undefined;
    withCurrent?: boolean;
  },
): Promise<ReportStanding[]> {
  const { calendar, today } = options;
  const periods = chasedPeriods(calendar, today);
  const current = options.withCurrent ? periodOn(calendar, today) : undefined;
  if (current && !periods.some((period) => period.key === current.key)) periods.push(current);
  if (periods.length === 0) return [];
  const reportingWells = await loadReportingWells(db, options);
  const withPumpage = await pumpageDays(
    db,
    reportingWells.map((well) => well.wellId),
    periods.map((period) => period.end),
  );
  const standings: ReportStanding[] = [];
  for (const well of reportingWells) {
    const facts: WellReportFacts = {
      ...well,
      hasPumpageOn: (day) => withPumpage.has(`${well.wellId}|${day}`),
    };
    for (const period of periods) {
      const status = reportStatus(facts, period, today);
      if (status !== 'not-owed') standings.push({ well, period, status });
    }
  }
  return standings;
}

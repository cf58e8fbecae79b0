import type { WellUsageReport, WellUsageReportQuery } from '../../../shared/contracts/well-usage-report';
import { REPORT_YEAR_MESSAGE } from '../../../shared/contracts/well-usage-report';
import { selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';
import { addDays } from '../../../shared/rules/calendar';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findReportSubject } from './find-report-subject';
import { totalsOf, toSection } from './usage-sections';
import { wellUsageReportSql, type WellUsageRow } from './well-usage-sql';

/** Missing data counts up to yesterday: today's rows are usually still coming in. */
export function countMissingThrough(year: number, today: string): string {
  const yesterday = addDays(today, -1);
  const lastDayOfYear = `${year}-12-31`;
  return yesterday < lastDayOfYear ? yesterday : lastDayOfYear;
}

/**
 * POST GetWellUsageReport: per well of one client (or one well), the chosen calendar year's monthly
 * and quarter totals, what billing makes of each quarter, and the days without data. Two round
 * trips: the scoped client (or well) lookup, then the report statement.
 */
export async function getWellUsageReport(
  db: DbOrTx,
  caller: Caller,
  request: WellUsageReportQuery,
  today: string,
): Promise<WellUsageReport> {
  const currentYear = Number(today.slice(0, 4));
  const year = request.year ?? currentYear;
  if (year > currentYear) throw new ValidationError(REPORT_YEAR_MESSAGE, { year: REPORT_YEAR_MESSAGE });
  const subject = await findReportSubject(db, caller, request);
  const window = { ...subject, year, countMissingThrough: countMissingThrough(year, today) };
  const rows = await selectRows<WellUsageRow>(db, wellUsageReportSql(caller, window));
  const wells = rows.map(toSection);
  return {
    message: `Usage of ${wells.length} ${wells.length === 1 ? 'well' : 'wells'} in ${year}.`,
    clientId: subject.clientId,
    clientName: subject.clientName,
    wellId: subject.wellId,
    year,
    dataThrough: window.countMissingThrough >= `${year}-01-01` ? window.countMissingThrough : null,
    wells,
    totals: totalsOf(wells),
  };
}

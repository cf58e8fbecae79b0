import { eq } from 'drizzle-orm';
import {
  PUMPAGE_ROW_NOT_FOUND,
  type WellQuarterLookupInput,
  type WellQuarterPumpage,
} from '../../../shared/contracts/pumpage';
import { quarterOfMonth } from '../../../shared/rules/quarters';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { assertQuarterBegun, monthOfDate, monthTotals, quarterRows, type WellQuarter } from './well-quarter';

/** The well and quarter asked for: given, or those of a daily row (a missing row is 404). */
async function quarterOf(db: DbOrTx, lookup: WellQuarterLookupInput): Promise<WellQuarter> {
  const { wellId, year, quarter, pumpageId } = lookup;
  if (pumpageId === undefined) {
    if (wellId === undefined || year === undefined || quarter === undefined) {
      throw new Error('The contract gives either a pumpageId or a well, year and quarter');
    }
    return { wellId, year, quarter };
  }
  const [row] = await db
    .select({ wellId: dailyPumpage.wellId, date: dailyPumpage.date })
    .from(dailyPumpage)
    .where(eq(dailyPumpage.id, pumpageId));
  if (!row) throw new NotFoundError(PUMPAGE_ROW_NOT_FOUND);
  return {
    wellId: row.wellId,
    year: Number(row.date.slice(0, 4)),
    quarter: quarterOfMonth(monthOfDate(row.date)),
  };
}

/**
 * GET GetWellQuarterPumpage (staff): what the pumpage update form starts from, each month's total
 * of one well's quarter in thousands of gallons. A well the caller may not see is 404.
 */
export async function getWellQuarterPumpage(
  db: DbOrTx,
  caller: Caller,
  lookup: WellQuarterLookupInput,
  today: string,
): Promise<{ message: string; data: WellQuarterPumpage }> {
  const target = await quarterOf(db, lookup);
  const well = await findVisibleWell(db, caller, target.wellId);
  assertQuarterBegun(target, today);
  const { daily } = await quarterRows(target, db);
  return {
    message: 'Pumpage loaded.',
    data: {
      wellId: well.id,
      wellNumber: well.wellNumber,
      year: target.year,
      quarter: target.quarter,
      months: monthTotals(target.quarter, daily).map(({ month, gallons }) => ({
        month,
        pumpage: gallons / 1000,
      })),
    },
  };
}

import { sql } from 'drizzle-orm';
import {
  monthsOfQuarter,
  quarterDateRange,
  quarterOfMonth,
  type Quarter,
} from '../../../shared/rules/quarters';
import type { DayGallons, HourGallons } from '../../../shared/rules/month-pumpage';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';

/** The quarter of the pumpage update form: one well, one year and quarter. */
export interface WellQuarter {
  wellId: number;
  year: number;
  quarter: Quarter;
}

/**
 * Refuses a quarter that has not begun by the district's `today`: pumpage is what a well pumped,
 * and no upload takes a day after today either.
 */
export function assertQuarterBegun({ year, quarter }: WellQuarter, today: string): void {
  const current = { year: Number(today.slice(0, 4)), quarter: quarterOfMonth(Number(today.slice(5, 7))) };
  if (year > current.year || (year === current.year && quarter > current.quarter)) {
    throw new ValidationError(
      `${year} Q${quarter} has not begun: pumpage can be set up to ${current.year} Q${current.quarter}.`,
      { quarter: 'Choose a quarter that has begun' },
    );
  }
}

/** The month (1 to 12) of a YYYY-MM-DD date. */
export function monthOfDate(date: string): number {
  return Number(date.slice(5, 7));
}

/** The well's daily and hourly rows of the quarter in integer gallons, in date (and hour) order. */
export async function quarterRows({ wellId, year, quarter }: WellQuarter, db: DbOrTx) {
  const { start, end } = quarterDateRange(year, quarter);
  // Three decimals of kgal are whole gallons; bigint text keeps them exact on the way out.
  const daily = await selectRows<{ date: string; gallons: string }>(
    db,
    sql`select ${dailyPumpage.date}::text as date, (${dailyPumpage.pumpage} * 1000)::bigint::text as gallons
      from ${dailyPumpage}
      where ${dailyPumpage.wellId} = ${wellId} and ${dailyPumpage.date} >= ${start} and ${dailyPumpage.date} < ${end}
      order by ${dailyPumpage.date}`,
  );
  const hourly = await selectRows<{ date: string; hour: number; gallons: string }>(
    db,
    sql`select ${hourlyPumpage.date}::text as date, ${hourlyPumpage.hour}::int as hour,
        (${hourlyPumpage.pumpage} * 1000)::bigint::text as gallons
      from ${hourlyPumpage}
      where ${hourlyPumpage.wellId} = ${wellId} and ${hourlyPumpage.date} >= ${start} and ${hourlyPumpage.date} < ${end}
      order by ${hourlyPumpage.date}, ${hourlyPumpage.hour}`,
  );
  return {
    daily: daily.map((row): DayGallons => ({ date: row.date, gallons: Number(row.gallons) })),
    hourly: hourly.map((row): HourGallons => ({
      date: row.date,
      hour: row.hour,
      gallons: Number(row.gallons),
    })),
  };
}

/** Each month of the quarter with its total in gallons: the sum of its daily rows. */
export function monthTotals(
  quarter: Quarter,
  daily: readonly DayGallons[],
): { month: number; gallons: number }[] {
  return monthsOfQuarter(quarter).map((month) => ({
    month,
    gallons: daily
      .filter((day) => monthOfDate(day.date) === month)
      .reduce((sum, day) => sum + day.gallons, 0),
  }));
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { copyCsvFileInto } from '../../db/copy';
import { isUniqueViolation } from '../../db/errors';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';
import type { StagedRow, UploadSpool } from './pumpage-staging';
import type { ValidatedFile } from './validate-pumpage-file';
import { DAILY_PUMPAGE_UNIQUE_INDEX } from '../../db/schema';

/**
 * The fast path of a daily file of new days (decision 0012): when none of its wells has hourly
 * readings and its first day is not stored (else it is most likely a correction), its spooled
 * days are copied straight into daily_pumpage in a savepoint. If a day is stored already or
 * repeated in the file, the unique index refuses the copy, the savepoint is rolled back and the
 * answer is false: the caller then stages and merges the file instead. Answers whether the days
 * were written (all of them new).
 */
export async function copyNewDays(tx: Tx, spool: UploadSpool, file: ValidatedFile): Promise<boolean> {
  if ((await anyHourlyReadings(tx, file.wellIds)) || (await isDayStored(tx, file.first))) return false;
  try {
    await tx.transaction((savepoint) =>
      copyCsvFileInto(savepoint, 'daily_pumpage (well_id, date, pumpage)', spool.daysPath),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error, DAILY_PUMPAGE_UNIQUE_INDEX)) return false;
    throw error;
  }
}

async function isDayStored(tx: Tx, { wellId, date }: StagedRow): Promise<boolean> {
  const rows = await selectRows(
    tx,
    sql`select 1 from ${dailyPumpage} where ${dailyPumpage.wellId} = ${wellId} and ${dailyPumpage.date} = ${date}`,
  );
  return rows.length > 0;
}

async function anyHourlyReadings(tx: Tx, wellIds: number[]): Promise<boolean> {
  if (wellIds.length === 0) return false;
  const rows = await selectRows(
    tx,
    sql`select 1 from ${hourlyPumpage} where ${hourlyPumpage.wellId} = any(${idArray(wellIds)}::int[]) limit 1`,
  );
  return rows.length > 0;
}

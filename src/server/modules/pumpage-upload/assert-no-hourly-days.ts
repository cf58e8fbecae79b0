import { sql } from 'drizzle-orm';
import {
  LISTED_ROW_ERRORS,
  rowErrorsMessage,
  type UploadRowError,
} from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';
import { chunkArrays, ROWS_PER_STATEMENT } from './row-chunks';
import type { ValidatedRows } from './validated-rows';

interface ConflictRow {
  line: number;
  well_number: string;
  date: string;
  total: number;
}

/**
 * A daily row may not overwrite a day that has hourly readings: the daily figure of a metered day
 * is the sum of its hours, so such a file is refused like any other bad row.
 */
export async function assertNoHourlyDays(tx: Tx, rows: ValidatedRows): Promise<void> {
  const first: UploadRowError[] = [];
  let total = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = chunkArrays(rows, start, Math.min(rows.length, start + ROWS_PER_STATEMENT));
    const conflicts = await selectRows<ConflictRow>(
      tx,
      sql`select day.line, w.well_number, day.date::text as date, (count(*) over ())::int as total
      from unnest(${chunk.wellIds}::int[], ${chunk.dates}::date[], ${chunk.lines}::int[]) as day(well_id, date, line)
      join wells w on w.id = day.well_id
      where exists (select 1 from hourly_pumpage hourly
                    where hourly.well_id = day.well_id and hourly.date = day.date)
      order by day.line
      limit ${LISTED_ROW_ERRORS}`,
    );
    total += Number(conflicts[0]?.total ?? 0);
    for (const conflict of conflicts) {
      if (first.length >= LISTED_ROW_ERRORS) break;
      first.push({
        line: conflict.line,
        message: `well ${conflict.well_number} has hourly readings on ${conflict.date}; upload its hours instead`,
      });
    }
  }
  if (total > 0) throw new ValidationError(rowErrorsMessage(first, total));
}

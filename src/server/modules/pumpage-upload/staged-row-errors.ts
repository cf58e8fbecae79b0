import { sql } from 'drizzle-orm';
import {
  LISTED_ROW_ERRORS,
  rowErrorsMessage,
  type PumpageFileKind,
} from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { hourlyPumpage, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';
import { STAGING } from './pumpage-staging';

interface ErrorRow {
  line: number;
  message: string;
  total: number;
}

async function refuseIfAny(tx: Tx, query: ReturnType<typeof sql>): Promise<void> {
  const rows = await selectRows<ErrorRow>(tx, query);
  const total = Number(rows[0]?.total ?? 0);
  if (total > 0) throw new ValidationError(rowErrorsMessage(rows, total));
}

/** Whether any well, day and hour is staged twice: a hash aggregate, cheaper than listing them. */
async function hasDuplicates(tx: Tx): Promise<boolean> {
  const rows = await selectRows(
    tx,
    sql`select 1 from ${STAGING} group by well_id, date, hour having count(*) > 1 limit 1`,
  );
  return rows.length > 0;
}

/** The same well and day (and hour) twice in one file: the later lines are refused. */
export async function refuseDuplicateRows(tx: Tx, kind: PumpageFileKind): Promise<void> {
  if (!(await hasDuplicates(tx))) return;
  const what =
    kind === 'hourly' ? sql`repeated.date::text || ' hour ' || repeated.hour` : sql`repeated.date::text`;
  await refuseIfAny(
    tx,
    sql`select repeated.line,
      'duplicate of line ' || repeated.first_line || ' (' || ${wells.wellNumber} || ', ' || ${what} || ')'
        as message,
      (count(*) over ())::int as total
    from (select line, well_id, date, hour,
            min(line) over (partition by well_id, date, hour) as first_line
          from ${STAGING}) repeated
    join ${wells} on ${wells.id} = repeated.well_id
    where repeated.line > repeated.first_line
    order by repeated.line
    limit ${LISTED_ROW_ERRORS}`,
  );
}

/**
 * A daily row may not overwrite a day that has hourly readings: the daily figure of a metered day
 * is the sum of its hours, so such a file is refused like any other bad row. Only rows of wells
 * with any hourly readings are looked up day by day; most daily files have none.
 */
export async function refuseDailyRowsOfHourlyDays(tx: Tx): Promise<void> {
  await refuseIfAny(
    tx,
    sql`select staged.line,
      'well ' || ${wells.wellNumber} || ' has hourly readings on ' || staged.date::text || '; upload its hours instead'
        as message,
      (count(*) over ())::int as total
    from ${STAGING} staged
    join ${wells} on ${wells.id} = staged.well_id
      and exists (select 1 from ${hourlyPumpage} where ${hourlyPumpage.wellId} = ${wells.id})
    where exists (select 1 from ${hourlyPumpage}
                  where ${hourlyPumpage.wellId} = staged.well_id and ${hourlyPumpage.date} = staged.date)
    order by staged.line
    limit ${LISTED_ROW_ERRORS}`,
  );
}

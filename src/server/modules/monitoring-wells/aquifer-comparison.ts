import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AquiferComparisonResponse,
  aquiferComparisonQuerySchema,
} from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { aquifers, monitoringMeasurements, monitoringWells, monthlyPumpage, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import { depthFeetSql } from './level-depth-sql';
import { displayNameSql } from './monitoring-well-sql';

export type AquiferComparisonInput = z.output<typeof aquiferComparisonQuerySchema>;

export const AQUIFER_NOT_FOUND = 'Aquifer not found.';

interface WellMonth {
  id: number;
  displayName: string;
  month: string | null;
  depthFeet: number | null;
}

const m = monitoringMeasurements;
const w = monitoringWells;

/** `column` (a date) within the years asked for, both optional. */
function withinYears(column: SQL, input: AquiferComparisonInput): SQL {
  const from =
    input.fromYear === undefined ? sql`true` : sql`${column} >= make_date(${input.fromYear}::int, 1, 1)`;
  const to =
    input.toYear === undefined ? sql`true` : sql`${column} < make_date(${input.toYear}::int + 1, 1, 1)`;
  return sql`${from} and ${to}`;
}

/** Each monitoring well of the aquifer with its mean depth per month (a well without levels: no months). */
async function wellMonths(db: DbOrTx, input: AquiferComparisonInput): Promise<WellMonth[]> {
  return selectRows<WellMonth>(
    db,
    sql`select ${w.id} as id, ${displayNameSql} as "displayName", levels.month, levels.depth as "depthFeet"
      from ${w}
      left join lateral (
        select to_char(${m.measuredOn}, 'YYYY-MM') as month, round(avg(${depthFeetSql}), 3)::float8 as depth
        from ${m}
        where ${m.monitoringWellId} = ${w.id} and ${depthFeetSql} is not null
          and ${withinYears(sql`${m.measuredOn}`, input)}
        group by 1) levels on true
      where ${w.aquiferId} = ${input.aquiferId}
      order by lower(${displayNameSql}), ${w.id}, levels.month`,
  );
}

/** The aquifer's pumpage per month: every registry well screened in it, from the monthly rollup. */
async function aquiferPumpage(db: DbOrTx, input: AquiferComparisonInput) {
  return selectRows<{ month: string; kgal: number }>(
    db,
    sql`select to_char(${monthlyPumpage.month}, 'YYYY-MM') as month, sum(${monthlyPumpage.pumpage})::float8 as kgal
      from ${monthlyPumpage} join ${wells} on ${wells.id} = ${monthlyPumpage.wellId}
      where ${wells.aquiferId} = ${input.aquiferId} and ${withinYears(sql`${monthlyPumpage.month}`, input)}
      group by 1 order by 1`,
  );
}

/**
 * GET MonitoringWell/GetAquiferComparison (staff): the aquifer's monitoring wells' mean depth to
 * water per month beside its pumpage per month, both within the same years when they are given.
 * A month without a measurement or without pumpage rows is left out, not counted as zero.
 */
export async function getAquiferComparison(
  db: DbOrTx,
  input: AquiferComparisonInput,
): Promise<AquiferComparisonResponse> {
  const [aquifer] = await db
    .select({ name: aquifers.name })
    .from(aquifers)
    .where(eq(aquifers.id, input.aquiferId));
  if (!aquifer) throw new NotFoundError(AQUIFER_NOT_FOUND);
  const byWell = new Map<number, AquiferComparisonResponse['data']['wells'][number]>();
  for (const row of await wellMonths(db, input)) {
    const well = byWell.get(row.id) ?? { id: row.id, displayName: row.displayName, months: [] };
    if (row.month !== null && row.depthFeet !== null)
      well.months.push({ month: row.month, depthFeet: row.depthFeet });
    byWell.set(row.id, well);
  }
  return {
    message: 'OK',
    data: {
      aquiferId: input.aquiferId,
      aquiferName: aquifer.name,
      wells: [...byWell.values()],
      pumpage: await aquiferPumpage(db, input),
    },
  };
}

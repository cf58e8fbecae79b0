import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMPLIANCE_YEAR_COUNT,
  complianceColumns,
  quarterKey,
  type ComplianceColumn,
  type ComplianceReport,
  type ComplianceReportFilter,
  type ComplianceRow,
  type ComplianceYear,
} from '../../../shared/contracts/compliance-report';
import { quarterDateRange } from '../../../shared/rules/quarters';
import { aquifers, clients, monthlyPumpage, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { wellIdConditions, wellNumberContains } from '../wells';
import { compareNaturally } from '../../../shared/rules/natural-order';

/** The report's years: the chosen one and the two before it, oldest first. */
export function complianceYears(year: number): number[] {
  return Array.from(
    { length: COMPLIANCE_YEAR_COUNT },
    (_, index) => year - COMPLIANCE_YEAR_COUNT + 1 + index,
  );
}

function columnAlias(column: ComplianceColumn): string {
  return `c${column.yearIndex}_${column.quarter}`;
}

function quarterSum(column: ComplianceColumn): SQL {
  const { start, end } = quarterDateRange(column.year, column.quarter);
  // A quarter with no month kept (no daily row) sums to null (missing); real zero reports sum to 0.
  return sql`(sum(${monthlyPumpage.pumpage}) filter (where ${monthlyPumpage.month} >= ${start} and ${monthlyPumpage.month} < ${end}))::float8 as ${sql.identifier(columnAlias(column))}`;
}

/**
 * The one statement behind the compliance report: every active well the filters match (a well
 * without any pumpage is what compliance is about, so it stays), left-joined to its monthly totals
 * (monthly_pumpage, the exact sums of its daily rows) over the report's months summed per chosen
 * year-quarter (one `filter` sum each). A month is kept only while it has daily rows (`days` > 0),
 * so a quarter without any is null as its daily rows would sum. Only the matched wells' months are
 * read; sums stay numeric (exact) until the float8 of each quarter.
 * Exported so the benchmark times exactly this SQL.
 */
export function complianceReportSql(caller: Caller, filter: ComplianceReportFilter): SQL {
  const columns = complianceColumns({ years: complianceYears(filter.year), quarters: filter.quarters });
  const first = columns[0];
  const last = columns.at(-1);
  if (!first || !last) throw new Error('A compliance report needs at least one quarter');
  const matchedWells = and(
    eq(wells.isActive, true),
    ...wellIdConditions(caller, filter),
    wellNumberContains(filter.wellNumber),
  );
  const aliases = sql.join(
    columns.map((column) => sql`quarters.${sql.identifier(columnAlias(column))}`),
    sql`, `,
  );
  return sql`select ${wells.id} as "wellId", ${wells.wellNumber} as "wellNumber",
      ${clients.name} as "client", ${aquifers.name} as "aquifer", ${aliases}
    from ${wells}
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
      left join (
        select ${monthlyPumpage.wellId} as well_id, ${sql.join(columns.map(quarterSum), sql`, `)}
        from ${monthlyPumpage}
        where ${monthlyPumpage.month} >= ${quarterDateRange(first.year, first.quarter).start}
          and ${monthlyPumpage.month} < ${quarterDateRange(last.year, last.quarter).end}
          and ${monthlyPumpage.days} > 0
          and ${monthlyPumpage.wellId} = any(array(select ${wells.id} from ${wells} where ${matchedWells}))
        group by ${monthlyPumpage.wellId}
      ) as quarters on quarters.well_id = ${wells.id}
    where ${matchedWells}
    order by ${wells.wellNumber}`;
}

interface ComplianceSqlRow {
  wellId: number;
  wellNumber: string;
  client: string | null;
  aquifer: string | null;
  [quarterColumn: string]: number | string | null;
}

function toRow(row: ComplianceSqlRow, years: number[], columns: ComplianceColumn[]): ComplianceRow {
  const pumpage: ComplianceYear[] = years.map((year) => ({ year }));
  for (const column of columns) {
    const entry = pumpage[column.yearIndex];
    if (entry) entry[quarterKey(column.quarter)] = row[columnAlias(column)] as number | null;
  }
  return {
    wellId: row.wellId,
    wellNumber: row.wellNumber,
    client: row.client,
    aquifer: row.aquifer,
    pumpage,
  };
}

/**
 * POST GetComplianceReport (and the rows of its Excel export): the filtered wells with their
 * quarterly pumpage over the chosen year and the two before it.
 */
export async function getComplianceReport(
  db: DbOrTx,
  caller: Caller,
  filter: ComplianceReportFilter,
  today: string,
): Promise<ComplianceReport> {
  const years = complianceYears(filter.year);
  const columns = complianceColumns({ years, quarters: filter.quarters });
  const rows = await selectRows<ComplianceSqlRow>(db, complianceReportSql(caller, filter));
  return {
    message: `${rows.length} wells found.`,
    years,
    quarters: filter.quarters,
    asOf: today,
    // The screen's order (EB-99 before EB-101), which the Excel export keeps; SQL text order is not.
    data: rows
      .map((row) => toRow(row, years, columns))
      .sort((left, right) => compareNaturally(left.wellNumber, right.wellNumber)),
  };
}

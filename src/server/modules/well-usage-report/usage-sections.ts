import type {
  QuarterUsage,
  WellUsageSection,
  WellUsageTotals,
} from '../../../shared/contracts/well-usage-report';
import { billQuarter, isExemptFlag, sumKgal } from '../../../shared/rules/billing';
import { QUARTERS } from '../../../shared/rules/quarters';
import type { WellUsageRow } from './well-usage-sql';

const NO_MONTHS: null[] = Array.from({ length: 12 }, () => null);
const NO_QUARTERS: null[] = QUARTERS.map(() => null);

function quarterUsage(
  quarterIndex: number,
  totalKgal: number | null,
  billedKgal: number | null,
  isExempt: boolean,
): QuarterUsage {
  return {
    quarter: quarterIndex + 1,
    totalKgal,
    ...billQuarter(billedKgal, isExempt),
  };
}

/** A well's row as the report shows it, with what billing makes of each quarter. */
export function toSection(row: WellUsageRow): WellUsageSection {
  const isExempt = isExemptFlag(row.flag);
  const quarterTotals = row.quarters ?? NO_QUARTERS;
  return {
    wellId: row.wellId,
    wellNumber: row.wellNumber,
    clientWellName: row.clientWellName,
    aquifer: row.aquifer,
    wellUse: row.wellUse,
    parish: row.parish,
    flag: row.flag,
    isExempt,
    isActive: row.isActive,
    months: row.months ?? NO_MONTHS,
    quarters: quarterTotals.map((total, index) => quarterUsage(index, total, total, isExempt)),
    yearKgal: row.yearKgal,
    missingDayCount: row.missingDayCount ?? 0,
    missingDayRanges: row.missingDayRanges ?? [],
  };
}

/**
 * All wells added up. An invoice is per client and quarter, so the billed figure rounds the summed
 * total of the non-exempt wells once; it can differ by a few cents from adding each well's bill.
 */
export function totalsOf(sections: readonly WellUsageSection[]): WellUsageTotals {
  const billable = sections.filter((section) => !section.isExempt);
  return {
    months: NO_MONTHS.map((_, month) => sumKgal(sections.map((section) => section.months[month] ?? null))),
    quarters: NO_QUARTERS.map((_, quarter) => {
      const totalOf = (wells: readonly WellUsageSection[]) =>
        sumKgal(wells.map((section) => section.quarters[quarter]?.totalKgal ?? null));
      return quarterUsage(quarter, totalOf(sections), totalOf(billable), false);
    }),
    yearKgal: sumKgal(sections.map((section) => section.yearKgal)),
    missingDayCount: sections.reduce((days, section) => days + section.missingDayCount, 0),
  };
}

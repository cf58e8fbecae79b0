import type {
  WellUsageReport,
  WellUsageSection,
  WellUsageTotals,
} from '../../../shared/contracts/well-usage-report';
import { QUARTERS } from '../../../shared/rules/quarters';
import { toCsv, type CsvCell } from '../../lib/csv';
import { NO_CLIENT } from '../../lib/labels';
import { centsAsDecimal, formatRange, MONTH_NAMES } from './report-format';

const HEADER = [
  'Client',
  'Year',
  'Well Number',
  'Owner Well Name',
  'Aquifer',
  'Well Use',
  'Parish',
  'Flag',
  ...MONTH_NAMES.map((month) => `${month} (1000 gal)`),
  ...QUARTERS.flatMap((quarter) => [
    `Q${quarter} (1000 gal)`,
    `Q${quarter} Billed (1000 gal)`,
    `Q${quarter} Billed ($)`,
  ]),
  'Year (1000 gal)',
  'Days Without Data',
  'Missing Days',
];

function figures(usage: WellUsageSection | WellUsageTotals): CsvCell[] {
  return [
    ...usage.months,
    ...usage.quarters.flatMap((quarter) => [
      quarter.totalKgal,
      quarter.roundedKgal,
      centsAsDecimal(quarter.billedCents),
    ]),
    usage.yearKgal,
    usage.missingDayCount,
  ];
}

/**
 * The whole report as one sheet: a row per well (months, quarters with what they bill, the year and
 * the missing days as ranges) and a last row adding up all wells.
 */
export function wellUsageReportCsv(report: WellUsageReport): Promise<string> {
  const wellRows = report.wells.map((well) => [
    report.clientName,
    report.year,
    well.wellNumber,
    well.clientWellName,
    well.aquifer,
    well.wellUse,
    well.parish,
    well.flag,
    ...figures(well),
    well.missingDayRanges.map(formatRange).join('; '),
  ]);
  const totalRow = [report.clientName, report.year, 'All wells', null, null, null, null, null];
  return toCsv(HEADER, [...wellRows, [...totalRow, ...figures(report.totals), null]]);
}

function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '');
}

/** WellUsageReport_{client}_{year}.csv, with the well number when the report is of one well. */
export function wellUsageReportFileName(report: WellUsageReport): string {
  const client = fileNamePart(report.clientName ?? NO_CLIENT) || String(report.clientId);
  const well = report.wellId === null ? undefined : report.wells[0]?.wellNumber;
  const wellPart = well ? `_${fileNamePart(well) || report.wellId}` : '';
  return `WellUsageReport_${client}${wellPart}_${report.year}.csv`;
}

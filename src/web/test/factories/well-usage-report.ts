import type { WellUsageReport, WellUsageSection } from '../../../shared/contracts/well-usage-report';

const noMonths = () => Array.from({ length: 12 }, (): number | null => null);

export function usageSection(overrides: Partial<WellUsageSection> = {}): WellUsageSection {
  return {
    wellId: 5,
    wellNumber: 'EB-101',
    clientWellName: 'Plant intake',
    aquifer: '400-Foot Sand',
    wellUse: 'Industrial',
    parish: 'East Baton Rouge',
    flag: null,
    isExempt: false,
    isActive: true,
    months: [310, null, 0.75, 0, null, null, 1000.5, null, null, null, null, null],
    quarters: [
      { quarter: 1, totalKgal: 310.75, roundedKgal: 311, billedCents: 2022 },
      { quarter: 2, totalKgal: 0, roundedKgal: 0, billedCents: 0 },
      { quarter: 3, totalKgal: 1000.5, roundedKgal: 1001, billedCents: 6507 },
      { quarter: 4, totalKgal: null, roundedKgal: 0, billedCents: 0 },
    ],
    yearKgal: 1311.25,
    missingDayCount: 71,
    missingDayRanges: [
      { start: '2024-02-01', end: '2024-02-29', days: 29 },
      { start: '2024-03-04', end: '2024-04-14', days: 42 },
    ],
    ...overrides,
  };
}

const exemptSection = usageSection({
  wellId: 6,
  wellNumber: 'EB-102',
  clientWellName: null,
  flag: 'E',
  isExempt: true,
  months: [100.5, ...noMonths().slice(1)],
  quarters: [
    { quarter: 1, totalKgal: 100.5, roundedKgal: 101, billedCents: 0 },
    { quarter: 2, totalKgal: null, roundedKgal: 0, billedCents: 0 },
    { quarter: 3, totalKgal: null, roundedKgal: 0, billedCents: 0 },
    { quarter: 4, totalKgal: null, roundedKgal: 0, billedCents: 0 },
  ],
  yearKgal: 100.5,
  missingDayCount: 1,
  missingDayRanges: [{ start: '2024-01-04', end: '2024-01-04', days: 1 }],
});

/** Red Stick Water Company's 2024 report: a metered well and an exempt one. */
export function usageReport(overrides: Partial<WellUsageReport> = {}): WellUsageReport {
  return {
    message: 'Usage of 2 wells in 2024.',
    clientId: 1,
    clientName: 'Red Stick Water Company',
    wellId: null,
    year: 2024,
    dataThrough: '2024-12-31',
    wells: [usageSection(), exemptSection],
    totals: {
      months: [410.5, null, 0.75, 0, null, null, 1000.5, null, null, null, null, null],
      quarters: [
        { quarter: 1, totalKgal: 411.25, roundedKgal: 311, billedCents: 2022 },
        { quarter: 2, totalKgal: 0, roundedKgal: 0, billedCents: 0 },
        { quarter: 3, totalKgal: 1000.5, roundedKgal: 1001, billedCents: 6507 },
        { quarter: 4, totalKgal: null, roundedKgal: 0, billedCents: 0 },
      ],
      yearKgal: 1411.75,
      missingDayCount: 72,
    },
    ...overrides,
  };
}

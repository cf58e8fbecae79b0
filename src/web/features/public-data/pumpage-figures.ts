import type {
  PublicPumpage,
  PublicPumpageGroup,
  PublicPumpageRow,
  PublicQuarterTotal,
} from '../../../shared/contracts/public-data';
import { sumKgal } from '../../../shared/rules/billing';

/** One parish, aquifer or well use in a year: its wells and its pumpage, exempt apart, in kgal. */
export interface GroupTotal {
  /** Null: wells without that reference on record. */
  name: string | null;
  wells: number;
  /** Pumpage of non-exempt wells: what the pumping charge applies to. */
  nonExemptKgal: number;
  /** Pumpage of exempt wells: published, never billed. */
  exemptKgal: number;
  totalKgal: number;
}

/** A year's pumpage across the district, exempt apart, in kgal. */
export interface YearTotal {
  year: number;
  nonExemptKgal: number;
  exemptKgal: number;
}

/** Adds kgal exactly, in thousandths (a gallon), as the server's CSV does: 0 for none. */
function addKgal(values: readonly number[]): number {
  return sumKgal(values) ?? 0;
}

/** Every year with published pumpage or a quarter's totals, latest first. */
export function pumpageYears(pumpage: PublicPumpage): number[] {
  const years = new Set([...pumpage.rows.map((row) => row.year), ...pumpage.quarters.map((q) => q.year)]);
  return [...years].sort((a, b) => b - a);
}

/** Names in alphabetical order; wells without the reference last. */
function byName(a: GroupTotal, b: GroupTotal): number {
  if (a.name === null) return b.name === null ? 0 : 1;
  if (b.name === null) return -1;
  return a.name.localeCompare(b.name);
}

/** A year's pumpage by parish, aquifer or well use, exempt pumpage apart. */
export function groupTotals(
  rows: readonly PublicPumpageRow[],
  year: number,
  by: PublicPumpageGroup,
): GroupTotal[] {
  const groups = new Map<string | null, { wells: number; nonExempt: number[]; exempt: number[] }>();
  for (const row of rows) {
    if (row.year !== year) continue;
    const name = row[by];
    const group = groups.get(name) ?? { wells: 0, nonExempt: [], exempt: [] };
    group.wells += row.wells;
    (row.exempt ? group.exempt : group.nonExempt).push(row.kgal);
    groups.set(name, group);
  }
  return [...groups.entries()]
    .map(([name, group]) => {
      const nonExemptKgal = addKgal(group.nonExempt);
      const exemptKgal = addKgal(group.exempt);
      return {
        name,
        wells: group.wells,
        nonExemptKgal,
        exemptKgal,
        totalKgal: addKgal([nonExemptKgal, exemptKgal]),
      };
    })
    .sort(byName);
}

/** The groups' sum: the whole district's row under a table. */
export function sumOfGroups(groups: readonly GroupTotal[]): Omit<GroupTotal, 'name'> {
  return {
    wells: groups.reduce((total, group) => total + group.wells, 0),
    nonExemptKgal: addKgal(groups.map((group) => group.nonExemptKgal)),
    exemptKgal: addKgal(groups.map((group) => group.exemptKgal)),
    totalKgal: addKgal(groups.map((group) => group.totalKgal)),
  };
}

/** Each year's district total, exempt apart, earliest first: the chart's bars. */
export function yearTotals(rows: readonly PublicPumpageRow[]): YearTotal[] {
  const years = new Map<number, { nonExempt: number[]; exempt: number[] }>();
  for (const row of rows) {
    const total = years.get(row.year) ?? { nonExempt: [], exempt: [] };
    (row.exempt ? total.exempt : total.nonExempt).push(row.kgal);
    years.set(row.year, total);
  }
  return [...years.entries()]
    .map(([year, total]) => ({
      year,
      nonExemptKgal: addKgal(total.nonExempt),
      exemptKgal: addKgal(total.exempt),
    }))
    .sort((a, b) => a.year - b.year);
}

/** Whether a quarter's invoices bill the pumpage reported for it. */
export type BillingAgreement =
  { state: 'agrees' } | { state: 'differs'; differenceKgal: number } | { state: 'not-billed' };

/** Billed kgal against billable kgal; a quarter not billed yet has nothing to compare. */
export function billingAgreement(quarter: PublicQuarterTotal): BillingAgreement {
  if (quarter.invoicedKgal === null) return { state: 'not-billed' };
  const differenceKgal = addKgal([quarter.invoicedKgal, -quarter.billableKgal]);
  return differenceKgal === 0 ? { state: 'agrees' } : { state: 'differs', differenceKgal };
}

/** A year's quarters, first to last. */
export function quartersOf(quarters: readonly PublicQuarterTotal[], year: number): PublicQuarterTotal[] {
  return quarters.filter((quarter) => quarter.year === year).sort((a, b) => a.quarter - b.quarter);
}

/** Round steps (1, 2 or 5 times a power of ten) from 0 to the first at or past `max`: the y axis. */
export function barTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}

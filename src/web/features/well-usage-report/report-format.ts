import type { MissingDayRange } from '../../../shared/contracts/well-usage-report';
import { formatKgalValue } from '../../../shared/format';

export { formatCents, MONTH_NAMES } from '../../../shared/format';

/** A month or quarter without any daily row shows a dash, unlike a reported 0. */
export function formatKgal(kgal: number | null): string {
  return kgal === null ? '—' : formatKgalValue(kgal);
}

/** Cents as plain dollars for a spreadsheet, e.g. 2022 -> "20.22". */
export function centsAsDecimal(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** 2024-03-04..2024-03-10, or the one date of a single missing day. */
export function formatRange(range: MissingDayRange): string {
  return range.start === range.end ? range.start : `${range.start}..${range.end}`;
}

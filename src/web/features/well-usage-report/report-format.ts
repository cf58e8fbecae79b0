import type { MissingDayRange } from '../../../shared/contracts/well-usage-report';
import { formatKgalValue } from '../../../shared/format';

export { formatCents, MONTH_NAMES } from '../../../shared/format';

/** A month or quarter without any daily row shows a dash, unlike a reported 0. */
export function formatKgal(kgal: number | null): string {
  return kgal === null ? '—' : formatKgalValue(kgal);
}

export { centsAsDecimal } from '../../../shared/rules/billing';

/** 2024-03-04..2024-03-10, or the one date of a single missing day. */
export function formatRange(range: MissingDayRange): string {
  return range.start === range.end ? range.start : `${range.start}..${range.end}`;
}

import { METER_UNIT_LABELS } from '../../../shared/contracts/meters';
import { READING_STATE_LABELS } from '../../../shared/contracts/meter-readings';
import { formatDay } from '../../../shared/format';
import type { MeterUnit, ReadingState } from '../../../shared/states';

const GALLONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole gallons with thousands separators: 123,456. */
export function formatGallons(gallons: number): string {
  return GALLONS.format(gallons);
}

/** The colour of a reading's state beside its words. */
export const READING_STATE_COLORS: Readonly<Record<ReadingState, string>> = {
  accepted: 'success.main',
  pending: 'warning.main',
  rejected: 'error.main',
};

export function readingStateLabel(state: ReadingState): string {
  return READING_STATE_LABELS[state];
}

/** "Gallons", or "Gallons × 10" when the register counts tens. */
export function meterUnitText(unit: MeterUnit | null, multiplier: number | null): string {
  if (!unit) return '';
  const label = METER_UNIT_LABELS[unit];
  return multiplier && multiplier > 1 ? `${label} × ${multiplier}` : label;
}

/** A reading's day, and its time when one was given: 03/01/2026 14:30. */
export function formatReadOn(readOn: string, readAt: string | null): string {
  return readAt ? `${formatDay(readOn)} ${readAt.slice(0, 5)}` : formatDay(readOn);
}

/** "EB-101 – Plant Well No. 1", or the number alone. */
export function wellTitle(well: { wellNumber: string; clientWellName: string | null }): string {
  return well.clientWellName ? `${well.wellNumber} – ${well.clientWellName}` : well.wellNumber;
}

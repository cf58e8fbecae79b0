import {
  READING_SOURCE_LABELS,
  READING_STATE_LABELS,
  type HeldReasonCode,
} from '../../../shared/contracts/meter-readings';
import { METER_UNIT_LABELS } from '../../../shared/contracts/meters';
import { formatDay } from '../../../shared/format';
import type { MeterUnit, ReadingSource, ReadingState } from '../../../shared/states';
import { DotChip } from '../dot-chip';

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Whole gallons, e.g. "1,250,000 gal". */
export function formatGallons(gallons: number): string {
  return `${WHOLE.format(gallons)} gal`;
}

/** A register value as the register shows it, with thousands separators. */
export function formatReading(reading: number): string {
  return WHOLE.format(reading);
}

/** A plain number of up to three decimals (a size, a rate). */
export function formatNumber(value: number): string {
  return DECIMAL.format(value);
}

/** A day, and the time of day when one was given: "03/31/2026 14:30". */
export function formatReadOn(readOn: string, readAt: string | null): string {
  return readAt ? `${formatDay(readOn)} ${readAt.slice(0, 5)}` : formatDay(readOn);
}

/** The day of an instant (a review, an entry) in the browser's zone, MM/DD/YYYY. */
export function formatInstantDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** "Thousand gallons ×10": the unit one step of the register counts. */
export function registerUnitText(unit: MeterUnit, multiplier: number): string {
  return multiplier === 1 ? METER_UNIT_LABELS[unit] : `${METER_UNIT_LABELS[unit]} ×${multiplier}`;
}

export function readingSourceLabel(source: ReadingSource): string {
  return READING_SOURCE_LABELS[source];
}

/** Why a reading was held, in a word or two (the server's sentence says the figures). */
export const HELD_REASON_LABELS: Readonly<Record<HeldReasonCode, string>> = {
  pumpRate: 'Above pump rate',
  lastYear: 'Far above last year',
  telemetry: 'Differs from uploaded pumpage',
  audit: 'Differs from audit reading',
  invoiced: 'Changes invoiced pumpage',
};

const STATE_COLORS: Readonly<Record<ReadingState, string>> = {
  accepted: 'success.main',
  pending: 'warning.main',
  rejected: 'error.main',
};

/** Accepted, held for review or rejected: a dot of its colour beside the words. */
export function ReadingStateChip({ state }: { state: ReadingState }) {
  return <DotChip color={STATE_COLORS[state]}>{READING_STATE_LABELS[state]}</DotChip>;
}

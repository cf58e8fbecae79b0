/*
 * What a meter reading is checked against as it arrives. Refusals are readings that cannot be right
 * (the register does not run backwards unless it rolled over, a reading comes after the one before
 * it); held readings could be right but look wrong, and reach pumpage only when staff accept them.
 */
import { MAX_KGAL_PER_DAY } from './pumpage-bounds';

const GALLONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export const gallonsText = (gallons: number | bigint) => `${GALLONS.format(gallons)} gallons`;

export const READING_REFUSALS = {
  noMeter: 'This well has no meter installed on that date.',
  future: 'The reading date cannot be in the future.',
  auditByOwner: 'Only district staff enter audit readings.',
  beforeInstallation: (installedOn: string) =>
    `The reading date must be after the meter's installation on ${installedOn}.`,
  notAfterPrevious: (previousReadOn: string) =>
    `The reading date must be after the previous reading on ${previousReadOn}.`,
  lowerWithoutRollover: (previous: number) =>
    `The reading is lower than the previous reading (${NUMBER.format(previous)}); ` +
    'mark it as a rollover if the register passed its maximum.',
  rolloverNotLower: (previous: number) =>
    `A rollover reading must be lower than the previous reading (${NUMBER.format(previous)}).`,
  tooManyDigits: (digits: number) => `The reading has more digits than the meter's ${digits}-digit register.`,
  morePumpageThanPossible: (gallons: bigint, days: number) =>
    `The reading gives ${gallonsText(gallons)} over ${days} ${days === 1 ? 'day' : 'days'}, more than any well ` +
    `can pump (${NUMBER.format(MAX_KGAL_PER_DAY)} thousand gallons a day).`,
} as const;

/** Whether `value` differs from `reference` by more than `percent` of the reference (any difference from 0). */
export function differsBeyond(value: number | bigint, reference: number | bigint, percent: number): boolean {
  const difference = BigInt(value) - BigInt(reference);
  const absolute = difference < 0n ? -difference : difference;
  return (
    absolute * 100n > BigInt(percent) * (BigInt(reference) < 0n ? -BigInt(reference) : BigInt(reference))
  );
}

/** Whether a volume is more than one well can pump in `days` days: refused, not held. */
export function isBeyondAnyWell(gallons: bigint, days: number): boolean {
  return gallons > BigInt(MAX_KGAL_PER_DAY) * 1000n * BigInt(days);
}

/** Whether the volume is more than the well's daily pump rate (thousand gallons a day) allows over its days. */
export function isAbovePumpRate(gallons: bigint, days: number, dailyPumpRateKgal: number | null): boolean {
  if (dailyPumpRateKgal === null) return false;
  return gallons * 1000n > BigInt(Math.round(dailyPumpRateKgal * 1000)) * 1000n * BigInt(days);
}

/** Whether the volume is more than `factor` times the same days' a year before, when the well pumped then. */
export function isFarAboveLastYear(gallons: bigint, lastYearGallons: number | null, factor: number): boolean {
  if (lastYearGallons === null || lastYearGallons <= 0) return false;
  return gallons > BigInt(factor) * BigInt(Math.round(lastYearGallons));
}

export const HELD_MESSAGES = {
  pumpRate: (gallons: bigint, days: number, rateKgal: number) =>
    `The volume, ${gallonsText(gallons)} over ${days} ${days === 1 ? 'day' : 'days'}, is more than the well's ` +
    `daily pump rate of ${NUMBER.format(rateKgal)} thousand gallons allows.`,
  lastYear: (lastYearGallons: number, factor: number) =>
    `The volume is more than ${factor} times the ${gallonsText(lastYearGallons)} the well pumped over the same ` +
    'days a year before.',
  telemetry: (days: number, readingGallons: number, uploadedGallons: number, percent: number) =>
    `On ${days} ${days === 1 ? 'day' : 'days'} with uploaded pumpage the reading gives ${gallonsText(readingGallons)} ` +
    `and the upload ${gallonsText(uploadedGallons)}: they differ by more than ${percent}%.`,
  audit: (ownerReading: number, percent: number) =>
    `This audit reading differs from the owner's reading of ${NUMBER.format(ownerReading)} on that date by ` +
    `more than ${percent}% of the register's advance.`,
  invoiced: (quarters: readonly { year: number; quarter: number; invoiceNumber: string }[]) =>
    `The reading changes pumpage already invoiced: ${quarters
      .map((row) => `${row.year} Q${row.quarter} on invoice ${row.invoiceNumber}`)
      .join(', ')}.`,
} as const;

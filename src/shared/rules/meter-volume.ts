/*
 * From a meter's register to gallons. A register counts whole steps of `multiplier` units; readings
 * of one installation advance a running register total (rollovers counted through the register's
 * maximum), and a reading's volume is the gallons of its total less the gallons of the previous
 * one's. Gallons are exact in millionths (a cubic foot is 7.48052 gallons) and rounded to whole
 * gallons once, on the running total: the volumes of any run of readings then add up to the
 * rounded gallons of the whole advance, so no gallon is lost or counted twice between readings.
 */
import type { MeterUnit } from '../states';
import { addDays } from './calendar';
import { spreadGallons } from './month-pumpage';

/** Millionths of a gallon in one unit of each register. */
export const MICROGALLONS_PER_UNIT: Readonly<Record<MeterUnit, bigint>> = {
  gallons: 1_000_000n,
  kgal: 1_000_000_000n,
  cubicFeet: 7_480_520n,
  acreFeet: 325_851_000_000n,
};

export const METER_MULTIPLIERS = [1, 10, 100, 1000] as const;
export type MeterMultiplier = (typeof METER_MULTIPLIERS)[number];

export const MIN_REGISTER_DIGITS = 3;
export const MAX_REGISTER_DIGITS = 12;

export interface MeterRegister {
  unit: MeterUnit;
  multiplier: number;
  registerDigits: number;
}

/** The first value the register cannot show: 10^digits (a 6-digit register rolls over after 999999). */
export function registerLimit(registerDigits: number): number {
  return 10 ** registerDigits;
}

/** Whether a value fits the register's digits. */
export function fitsRegister(value: number, registerDigits: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value < registerLimit(registerDigits);
}

/**
 * How many steps the register advanced from `previous` to `current`: through its maximum when the
 * reading is a rollover, else the plain difference (null when that is negative: not a rollover).
 */
export function registerAdvance(
  previous: number,
  current: number,
  isRollover: boolean,
  registerDigits: number,
): number | null {
  if (isRollover) return registerLimit(registerDigits) - previous + current;
  return current >= previous ? current - previous : null;
}

/** Whole gallons of a register total (steps since the opening read), rounded half up. */
export function gallonsOfRegisterTotal(registerTotal: number, meter: MeterRegister): bigint {
  const micro = BigInt(registerTotal) * BigInt(meter.multiplier) * MICROGALLONS_PER_UNIT[meter.unit];
  return (micro + 500_000n) / 1_000_000n;
}

/** The volume in whole gallons between two register totals of one installation. */
export function volumeBetween(previousTotal: number, total: number, meter: MeterRegister): bigint {
  return gallonsOfRegisterTotal(total, meter) - gallonsOfRegisterTotal(previousTotal, meter);
}

/** The days a reading's volume is spread over: the day after the previous reading through its own. */
export function daysOfReading(previousReadOn: string, readOn: string): string[] {
  const days: string[] = [];
  for (let day = addDays(previousReadOn, 1); day <= readOn; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DayVolume {
  date: string;
  gallons: number;
}

/** The volume spread evenly over its days in whole gallons (the remainder on the last day). */
export function spreadOverDays(gallons: number, days: readonly string[]): DayVolume[] {
  if (days.length === 0) return [];
  const shares = spreadGallons(gallons, days.length);
  return days.map((date, index) => ({ date, gallons: shares[index] ?? 0 }));
}

import type { DbOrTx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { addDays, daysBetween } from '../../../shared/rules/calendar';

/** Every day from `first` to `last` inclusive, as YYYY-MM-DD. */
export function eachDay(first: string, last: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(first, last) + 1) }, (_, index) =>
    addDays(first, index),
  );
}

/** Daily rows of one well, each given as [date, kgal]. */
export function insertDaily(db: DbOrTx, wellId: number, rows: [date: string, kgal: number][]) {
  return db
    .insert(dailyPumpage)
    .values(rows.map(([date, pumpage]) => ({ wellId, date, pumpage })))
    .returning();
}

/** Hourly rows of one well, each given as [date, hour, kgal]. */
export function insertHourly(db: DbOrTx, wellId: number, rows: [date: string, hour: number, kgal: number][]) {
  return db
    .insert(hourlyPumpage)
    .values(rows.map(([date, hour, pumpage]) => ({ wellId, date, hour, pumpage })))
    .returning();
}

/** A daily row for each date; pumpage defaults to a value that differs per row. */
export function insertDays(db: DbOrTx, wellId: number, dates: string[], pumpage?: (index: number) => number) {
  return insertDaily(
    db,
    wellId,
    dates.map((date, index) => [date, pumpage ? pumpage(index) : 1000 - index * 7.5]),
  );
}

/** 1.5 kgal in each of the given hours of one day. */
export function insertHours(db: DbOrTx, wellId: number, date: string, hours: number[]) {
  return insertHourly(
    db,
    wellId,
    hours.map((hour) => [date, hour, 1.5]),
  );
}

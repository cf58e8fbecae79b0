import type { DbOrTx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';

/** Every day from `first` to `last` inclusive, as YYYY-MM-DD. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day <= new Date(`${last}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** Daily rows of one well; pumpage defaults to a value that differs per row. */
export async function insertDays(
  db: DbOrTx,
  wellId: number,
  dates: string[],
  pumpage?: (index: number) => number,
) {
  return db
    .insert(dailyPumpage)
    .values(
      dates.map((date, index) => ({ wellId, date, pumpage: pumpage ? pumpage(index) : 1000 - index * 7.5 })),
    )
    .returning();
}

export async function insertHours(db: DbOrTx, wellId: number, date: string, hours: number[]) {
  return db
    .insert(hourlyPumpage)
    .values(hours.map((hour) => ({ wellId, date, hour, pumpage: 1.5 })))
    .returning();
}

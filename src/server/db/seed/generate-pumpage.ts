import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { dailyPumpage, hourlyPumpage } from '../schema';
import { columnNames } from '../sql';
import { addDays } from '../../../shared/rules/calendar';
import { addYears, daysBetween } from '../../../shared/rules/calendar';
import type { PumpProfile } from './generate-wells';
import type { DailyCycle } from './kinds';

/** Days of hourly meter data before today. */
export const HOURLY_DAYS = 30;

export interface WellProfile extends PumpProfile {
  wellId: number;
}

/** The pumping profiles as a table expression `p` (one JSON parameter instead of ~400 rows of SQL). */
function profilesTable(profiles: readonly WellProfile[]): SQL {
  const json = JSON.stringify(
    profiles.map((profile) => ({
      well_id: profile.wellId,
      base: profile.base,
      season: profile.season,
      peak_day: profile.peakDay,
      weekend: profile.weekend,
      noise: profile.noise,
      downtime: profile.downtime,
      metered: profile.metered,
      cycle: profile.cycle,
    })),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) AS p(well_id int, base float8, season float8, peak_day float8,
    weekend float8, noise float8, downtime float8, metered boolean, cycle text)`;
}

/** A number in [0, 1) from seven hex digits of an md5 hash: deterministic noise, unlike random(). */
function unit(hash: string, offset: number): SQL {
  return sql.raw(`(('x' || substr(${hash}, ${offset}, 7))::bit(28)::int / 268435456.0)`);
}

// Days are hashed by their number since 2000-01-01, so a given day's noise does not depend on `today`.
const dayNumber = (date: SQL | PgColumn) => sql`(${date} - DATE '2000-01-01')`;

/**
 * One row per active well and day from three years before `today` to yesterday: the well's mean, a
 * yearly cosine peaking in summer, a weekend factor, hash-based noise, occasional days off and a
 * slight downward trend (older years pumped a little more).
 */
export async function insertDailyPumpage(db: DbOrTx, profiles: readonly WellProfile[], today: string) {
  const first = addYears(today, -3);
  const days = daysBetween(first, today);
  await db.execute(sql`
    INSERT INTO ${dailyPumpage} (${columnNames([dailyPumpage.wellId, dailyPumpage.date, dailyPumpage.pumpage])})
    SELECT p.well_id, day.date, round(greatest(0, CASE WHEN ${unit('noise.hash', 8)} < p.downtime THEN 0 ELSE
        p.base
        * greatest(0, 1 + p.season * cos(2 * pi() * (extract(doy FROM day.date) - p.peak_day) / 365.25))
        * CASE WHEN extract(isodow FROM day.date) >= 6 THEN p.weekend ELSE 1 END
        * (1 + p.noise * (2 * ${unit('noise.hash', 1)} - 1))
        * (1 + 0.012 * (${today}::date - day.date) / 365.0)
      END)::numeric, 3)
    FROM ${profilesTable(profiles)}
    CROSS JOIN generate_series(0, ${days - 1}::int) AS n(i)
    CROSS JOIN LATERAL (SELECT ${first}::date + n.i AS date) AS day
    CROSS JOIN LATERAL (SELECT md5(p.well_id || ':' || ${dayNumber(sql`day.date`)}) AS hash) AS noise
    ORDER BY p.well_id, day.date`);
}

const CYCLE_SHAPES: Record<DailyCycle, (hour: number) => number> = {
  flat: (hour) => 1 + 0.06 * Math.cos((2 * Math.PI * (hour - 15)) / 24),
  // Morning and evening peaks of household demand.
  municipal: (hour) =>
    0.45 + 0.8 * Math.exp(-((hour - 7) ** 2) / 6) + 0.6 * Math.exp(-((hour - 19) ** 2) / 8),
  daytime: (hour) => (hour >= 6 && hour <= 18 ? 1 + 0.3 * Math.sin((Math.PI * (hour - 6)) / 12) : 0.12),
};

/** Each cycle's share of the day per hour (the 24 shares of a cycle add up to 1), as table `s`. */
function hourSharesTable(): SQL {
  const rows = Object.entries(CYCLE_SHAPES).flatMap(([cycle, shape]) => {
    const weights = Array.from({ length: 24 }, (_, hour) => shape(hour));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight, hour) => ({ cycle, hour, share: weight / total }));
  });
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS s(cycle text, hour int, share float8)`;
}

/**
 * 24 readings per metered well and day over the last HOURLY_DAYS days, shaped by the well's daily cycle
 * with hourly noise; then the daily rows of those days become the sum of their hours, as with meter data.
 */
export async function insertHourlyPumpage(db: DbOrTx, profiles: readonly WellProfile[], today: string) {
  const first = addDays(today, -HOURLY_DAYS);
  // Fresh statistics, or the planner takes the just-filled table for empty and picks a slow plan.
  await db.execute(sql`ANALYZE ${dailyPumpage}`);
  const daily = dailyPumpage;
  await db.execute(sql`
    INSERT INTO ${hourlyPumpage}
      (${columnNames([hourlyPumpage.wellId, hourlyPumpage.date, hourlyPumpage.hour, hourlyPumpage.pumpage])})
    SELECT ${daily.wellId}, ${daily.date}, s.hour,
      round((${daily.pumpage} * s.share * (1 + 0.2 * (2 * ${unit('noise.hash', 1)} - 1)))::numeric, 3)
    FROM ${daily}
    JOIN ${profilesTable(profiles)} ON p.well_id = ${daily.wellId} AND p.metered
    JOIN ${hourSharesTable()} ON s.cycle = p.cycle
    CROSS JOIN LATERAL (
      SELECT md5(${daily.wellId} || ':' || ${dayNumber(daily.date)} || ':' || s.hour) AS hash
    ) AS noise
    WHERE ${daily.date} >= ${first}::date AND ${daily.date} < ${today}::date
    ORDER BY ${daily.wellId}, ${daily.date}, s.hour`);

  await db.execute(sql`
    UPDATE ${daily} SET ${columnNames([daily.pumpage])} = hours.total
    FROM (
      SELECT ${hourlyPumpage.wellId} AS well_id, ${hourlyPumpage.date} AS date, sum(${hourlyPumpage.pumpage}) AS total
      FROM ${hourlyPumpage}
      WHERE ${hourlyPumpage.date} >= ${first}::date AND ${hourlyPumpage.date} < ${today}::date
      GROUP BY ${hourlyPumpage.wellId}, ${hourlyPumpage.date}
    ) AS hours
    WHERE ${daily.wellId} = hours.well_id AND ${daily.date} = hours.date`);
}

import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { addDays, addYears, daysBetween } from './dates';
import type { PumpProfile } from './generate-wells';

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
const DAY_NUMBER = (column: string) => `(${column} - DATE '2000-01-01')`;

/**
 * One row per active well and day from three years before `today` to yesterday: the well's mean, a
 * yearly cosine peaking in summer, a weekend factor, hash-based noise, occasional days off and a
 * slight downward trend (older years pumped a little more).
 */
export async function insertDailyPumpage(db: DbOrTx, profiles: readonly WellProfile[], today: string) {
  const first = addYears(today, -3);
  const days = daysBetween(first, today);
  await db.execute(sql`
    INSERT INTO daily_pumpage (well_id, date, pumpage)
    SELECT p.well_id, day.date, round(greatest(0, CASE WHEN ${unit('day.hash', 8)} < p.downtime THEN 0 ELSE
        p.base
        * greatest(0, 1 + p.season * cos(2 * pi() * (extract(doy FROM day.date) - p.peak_day) / 365.25))
        * CASE WHEN extract(isodow FROM day.date) >= 6 THEN p.weekend ELSE 1 END
        * (1 + p.noise * (2 * ${unit('day.hash', 1)} - 1))
        * (1 + 0.012 * (${today}::date - day.date) / 365.0)
      END)::numeric, 3)
    FROM ${profilesTable(profiles)}
    CROSS JOIN generate_series(0, ${days - 1}::int) AS n(i)
    CROSS JOIN LATERAL (SELECT ${first}::date + n.i AS date) AS day_date
    CROSS JOIN LATERAL (
      SELECT day_date.date, md5(p.well_id || ':' || ${sql.raw(DAY_NUMBER('day_date.date'))}) AS hash
    ) AS day
    ORDER BY p.well_id, day.date`);
}

/**
 * 24 readings per metered well and day over the last HOURLY_DAYS days, shaped by the well's daily cycle,
 * then the daily rows of those days are set to the sum of their hours, as real meter data would be.
 */
export async function insertHourlyPumpage(db: DbOrTx, profiles: readonly WellProfile[], today: string) {
  const first = addDays(today, -HOURLY_DAYS);
  await db.execute(sql`
    INSERT INTO hourly_pumpage (well_id, date, hour, pumpage)
    SELECT well_id, date, hour, round((pumpage * weight / sum(weight) OVER (PARTITION BY well_id, date))::numeric, 3)
    FROM (
      SELECT d.well_id, d.date, h.hour, d.pumpage, (1 + 0.2 * (2 * ${unit('hour_hash.hash', 1)} - 1)) * CASE p.cycle
          WHEN 'municipal' THEN 0.45 + 0.8 * exp(-(h.hour - 7) * (h.hour - 7) / 6.0)
            + 0.6 * exp(-(h.hour - 19) * (h.hour - 19) / 8.0)
          WHEN 'daytime' THEN CASE WHEN h.hour BETWEEN 6 AND 18 THEN 1 + 0.3 * sin(pi() * (h.hour - 6) / 12) ELSE 0.12 END
          ELSE 1 + 0.06 * cos(2 * pi() * (h.hour - 15) / 24)
        END AS weight
      FROM daily_pumpage d
      JOIN ${profilesTable(profiles)} ON p.well_id = d.well_id AND p.metered
      CROSS JOIN generate_series(0, 23) AS h(hour)
      CROSS JOIN LATERAL (
        SELECT md5(d.well_id || ':' || ${sql.raw(DAY_NUMBER('d.date'))} || ':' || h.hour) AS hash
      ) AS hour_hash
      WHERE d.date >= ${first}::date AND d.date < ${today}::date
    ) AS shaped
    ORDER BY well_id, date, hour`);

  await db.execute(sql`
    UPDATE daily_pumpage d SET pumpage = hours.total
    FROM (
      SELECT well_id, date, sum(pumpage) AS total FROM hourly_pumpage
      WHERE date >= ${first}::date AND date < ${today}::date
      GROUP BY well_id, date
    ) AS hours
    WHERE d.well_id = hours.well_id AND d.date = hours.date`);
}

import { sql } from 'drizzle-orm';
import type { MeterReading, ReviewItem } from '../../../shared/contracts/meter-readings';
import type { DbOrTx } from '../../db/client';
import { clients, dailyPumpage, meterInstallations, meterReadings, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { readingRowsSql } from './list-readings';

/** The most held readings the queue shows at once, oldest first; deciding them brings the next. */
export const REVIEW_QUEUE_LIMIT = 500;

/** How many of the well's latest readings a held one is shown beside. */
const RECENT_READINGS = 6;

type Context = Pick<ReviewItem, 'clientName' | 'dailyPumpRate' | 'recentReadings' | 'lastYearGallons'> & {
  id: number;
};

/** What staff weigh a held reading against: the client, the pump rate, recent readings, last year's volume. */
function contextOf(db: DbOrTx, ids: readonly number[]) {
  return selectRows<Context>(
    db,
    sql`
    select r.id::int as id, ${clients.name} as "clientName", ${wells.dailyPumpRate}::float8 as "dailyPumpRate",
      coalesce((
        select json_agg(recent order by recent."readOn" desc) from (
          select other.id::int as id, to_char(other.read_on, 'YYYY-MM-DD') as "readOn",
            other.reading::float8 as reading, other.state, other.volume_gallons::float8 as "volumeGallons"
          from ${meterReadings} other
          where other.well_id = r.well_id and other.id <> r.id
          order by other.read_on desc, other.id desc limit ${RECENT_READINGS}) recent
      ), '[]'::json) as "recentReadings",
      (select nullif(round(sum(${dailyPumpage.pumpage}) * 1000), 0)::float8 from ${dailyPumpage}
        where ${dailyPumpage.wellId} = r.well_id
          and ${dailyPumpage.date} between (r.volume_from - interval '1 year')::date
            and (r.read_on - interval '1 year')::date) as "lastYearGallons"
    from json_to_recordset(${JSON.stringify(ids.map((id) => ({ id })))}::json) as ids(id bigint)
    join lateral (
      select m.*, coalesce((select max(before.read_on) from ${meterReadings} before
          where before.installation_id = m.installation_id and before.read_on < m.read_on
            and before.state <> 'rejected' and before.checked_reading_id is null),
        (select ${meterInstallations.installedOn} from ${meterInstallations}
          where ${meterInstallations.id} = m.installation_id)) + 1 as volume_from
      from ${meterReadings} m where m.id = ids.id
    ) r on true
    join ${wells} on ${wells.id} = r.well_id
    left join ${clients} on ${clients.id} = ${wells.clientId}`,
  );
}

/** GET MeterReading/GetReviewQueue (staff): the held readings, oldest first, each with its context. */
export async function reviewQueue(db: DbOrTx): Promise<{ message: string; data: ReviewItem[] }> {
  const held = await selectRows<MeterReading>(
    db,
    readingRowsSql(
      sql`${meterReadings.installationId} in (select ${meterReadings.installationId} from ${meterReadings} where ${meterReadings.state} = 'pending')`,
      sql`order by r.entered_at, r.id limit ${REVIEW_QUEUE_LIMIT}`,
      sql`r.state = 'pending'`,
    ),
  );
  const contexts = new Map(
    (
      await contextOf(
        db,
        held.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  const data = held.map((row) => {
    const context = contexts.get(row.id);
    return {
      ...row,
      clientName: context?.clientName ?? null,
      dailyPumpRate: context?.dailyPumpRate ?? null,
      recentReadings: context?.recentReadings ?? [],
      lastYearGallons: context?.lastYearGallons ?? null,
    };
  });
  return { message: 'Success', data };
}

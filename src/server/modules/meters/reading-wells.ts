import { sql } from 'drizzle-orm';
import type { ReadingWell } from '../../../shared/contracts/meter-readings';
import type { DbOrTx } from '../../db/client';
import { clients, dailyPumpage, meterInstallations, meterReadings, meters, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';

/** The most wells the readings screen lists: far more than one client has. */
const MAX_READING_WELLS = 1000;

/**
 * GET MeterReading/GetReadingWells: the caller's active wells (staff: every active well with a meter)
 * with the meter installed now, its last reading, this month's gallons from readings, and whether a
 * reading is due: owners read monthly, so one is due once the month began without one.
 */
export async function listReadingWells(
  db: DbOrTx,
  caller: Caller,
  today: string,
): Promise<{ message: string; data: ReadingWell[]; today: string }> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const scope = scopeToCaller(caller, wells.clientId);
  const data = await selectRows<ReadingWell>(
    db,
    sql`
    select ${wells.id} as "wellId", ${wells.wellNumber} as "wellNumber", ${wells.clientWellName} as "clientWellName",
      ${clients.name} as "clientName", ${meters.serialNumber} as "serialNumber", ${meters.unit} as unit,
      ${meters.multiplier} as multiplier, ${meters.registerDigits}::int as "registerDigits",
      to_char(${meterInstallations.installedOn}, 'YYYY-MM-DD') as "installedOn",
      to_char(last.read_on, 'YYYY-MM-DD') as "lastReadOn", last.reading::float8 as "lastReading", last.state as "lastState",
      coalesce((select round(sum(${dailyPumpage.pumpage}) * 1000) from ${dailyPumpage}
        where ${dailyPumpage.wellId} = ${wells.id} and ${dailyPumpage.source} = 'reading'
          and ${dailyPumpage.date} between ${monthStart}::date and ${today}::date), 0)::float8 as "monthGallons",
      (${meterInstallations.id} is not null
        and coalesce(last.read_on, ${meterInstallations.installedOn}) < ${monthStart}::date) as "readingDue"
    from ${wells}
    left join ${clients} on ${clients.id} = ${wells.clientId}
    left join ${meterInstallations} on ${meterInstallations.wellId} = ${wells.id} and ${meterInstallations.removedOn} is null
    left join ${meters} on ${meters.id} = ${meterInstallations.meterId}
    left join lateral (
      select ${meterReadings.readOn} as read_on, ${meterReadings.reading} as reading, ${meterReadings.state} as state
      from ${meterReadings}
      where ${meterReadings.installationId} = ${meterInstallations.id} and ${meterReadings.state} <> 'rejected'
      order by ${meterReadings.readOn} desc, ${meterReadings.id} desc limit 1
    ) last on true
    where ${wells.isActive} and ${scope ?? sql`${meterInstallations.id} is not null`}
    order by ${wells.wellNumber}
    limit ${MAX_READING_WELLS}`,
  );
  return { message: 'Success', data, today };
}

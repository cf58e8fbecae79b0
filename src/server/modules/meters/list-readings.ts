import { sql, type SQL } from 'drizzle-orm';
import type { MeterReading } from '../../../shared/contracts/meter-readings';
import type { DbOrTx } from '../../db/client';
import { meterInstallations, meterReadingPhotos, meterReadings, meters, users, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';

const personName = (alias: SQL) => sql`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

/**
 * Readings as the API answers them. `volumeFrom` is the first day a chain link's volume covers: the
 * day after the link before it (or the installation's opening read).
 */
export function readingRowsSql(
  where: SQL,
  orderAndLimit: SQL = sql`order by r.read_on desc, r.id desc`,
  only: SQL = sql`true`,
): SQL {
  const entered = sql.raw('entered');
  const reviewer = sql.raw('reviewer');
  return sql`
    with r as (
      select ${meterReadings}.*,
        case when ${meterReadings.state} <> 'rejected' and ${meterReadings.checkedReadingId} is null then
          lag(${meterReadings.readOn}) over (
            partition by ${meterReadings.installationId},
              (${meterReadings.state} <> 'rejected' and ${meterReadings.checkedReadingId} is null)
            order by ${meterReadings.readOn})
        end as previous_read_on
      from ${meterReadings}
      where ${where}
    )
    select r.id::int as id, r.well_id as "wellId", ${wells.wellNumber} as "wellNumber",
      r.installation_id as "installationId", ${meters.serialNumber} as "serialNumber", ${meters.unit} as unit,
      to_char(r.read_on, 'YYYY-MM-DD') as "readOn", to_char(r.read_at, 'HH24:MI') as "readAt",
      r.reading::float8 as reading, r.is_rollover as "isRollover", r.state,
      r.volume_gallons::float8 as "volumeGallons",
      case when r.state <> 'rejected' and r.checked_reading_id is null then
        to_char(coalesce(r.previous_read_on, ${meterInstallations.installedOn}) + 1, 'YYYY-MM-DD') end as "volumeFrom",
      coalesce((select json_agg(reason->>'message') from jsonb_array_elements(r.reasons) reason), '[]'::json) as reasons,
      coalesce((select json_agg(reason->>'code') from jsonb_array_elements(r.reasons) reason), '[]'::json) as "reasonCodes",
      r.source, r.comment, ${personName(entered)} as "enteredBy",
      to_char(r.entered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "enteredAt",
      exists (select 1 from ${meterReadingPhotos} where ${meterReadingPhotos.readingId} = r.id) as "hasPhoto",
      ${personName(reviewer)} as "reviewedBy",
      to_char(r.reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "reviewedAt",
      r.review_reason as "reviewReason"
    from r
    join ${wells} on ${wells.id} = r.well_id
    join ${meterInstallations} on ${meterInstallations.id} = r.installation_id
    join ${meters} on ${meters.id} = ${meterInstallations.meterId}
    left join ${users} ${entered} on ${entered}.id = r.entered_by
    left join ${users} ${reviewer} on ${reviewer}.id = r.reviewed_by
    where ${only}
    ${orderAndLimit}`;
}

/** The most readings of one well a list answers: a reading a day for ten years. */
export const MAX_LISTED_READINGS = 3660;

/** GET MeterReading/GetReadings?wellId: the well's readings, newest first (owners: their own wells). */
export async function listReadings(db: DbOrTx, caller: Caller, wellId: number) {
  const well = await findVisibleWell(db, caller, wellId);
  const data = await selectRows<MeterReading>(
    db,
    readingRowsSql(
      sql`${meterReadings.wellId} = ${well.id}`,
      sql`order by r.read_on desc, r.id desc limit ${MAX_LISTED_READINGS}`,
    ),
  );
  return { message: 'Success', data };
}

/** One reading as the API answers it. */
export async function readingAnswer(db: DbOrTx, readingId: number): Promise<MeterReading> {
  const installation = sql`(select ${meterReadings.installationId} from ${meterReadings} where ${meterReadings.id} = ${readingId})`;
  const [reading] = await selectRows<MeterReading>(
    db,
    readingRowsSql(sql`${meterReadings.installationId} = ${installation}`, sql``, sql`r.id = ${readingId}`),
  );
  if (!reading) throw new NotFoundError('Reading not found');
  return reading;
}

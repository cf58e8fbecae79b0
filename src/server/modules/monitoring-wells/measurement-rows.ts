import { sql } from 'drizzle-orm';
import type { MeasurementParameter, MeasurementSource } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { monitoringMeasurements } from '../../db/schema';
import { columnNames, selectRows } from '../../db/sql';

/** One measurement to store, whoever read it: staff's form, a USGS file or the USGS service. */
export interface MeasurementRow {
  monitoringWellId: number;
  parameter: MeasurementParameter;
  measuredOn: string;
  /** HH:MM (or HH:MM:SS), or null when only the day is known. */
  measuredAt: string | null;
  /** Null when the visit recorded only a qualifier; such a row must then carry one. */
  value: number | null;
  qualifiers: string[];
  method: string | null;
  measuredBy: string | null;
  approved: boolean;
  source: MeasurementSource;
}

export interface UpsertedMeasurements {
  addedIds: number[];
  updatedIds: number[];
  /** Rows already stored as given, and rows a later row of the same key replaced. */
  unchanged: number;
}

/** Rows per statement: the rows travel as one JSON parameter, so this bounds memory, not parameters. */
const BATCH_SIZE = 2000;

const table = monitoringMeasurements;
const COLUMNS = columnNames([
  table.monitoringWellId,
  table.parameter,
  table.measuredOn,
  table.measuredAt,
  table.value,
  table.qualifiers,
  table.method,
  table.measuredBy,
  table.approved,
  table.source,
  table.createdBy,
]);

/** The identity of a measurement, as the unique index `monitoring_measurements_once` sees it. */
function measurementKey(row: MeasurementRow): string {
  const time = row.measuredAt === null ? '00:00:00' : row.measuredAt.padEnd(8, ':00');
  return `${row.monitoringWellId}|${row.parameter}|${row.measuredOn}|${time}`;
}

/** One row per key, the last given winning: ON CONFLICT cannot touch the same row twice in one statement. */
function lastOfEachKey(rows: readonly MeasurementRow[]): MeasurementRow[] {
  const byKey = new Map<string, MeasurementRow>();
  for (const row of rows) byKey.set(measurementKey(row), row);
  return [...byKey.values()];
}

interface Written {
  id: number | string;
  inserted: boolean;
}

async function upsertBatch(
  db: DbOrTx,
  rows: readonly MeasurementRow[],
  createdBy: number | null,
): Promise<Written[]> {
  const records = rows.map((row) => ({
    well: row.monitoringWellId,
    parameter: row.parameter,
    measured_on: row.measuredOn,
    measured_at: row.measuredAt,
    value: row.value,
    qualifiers: row.qualifiers.join(','),
    method: row.method,
    measured_by: row.measuredBy,
    approved: row.approved,
    source: row.source,
  }));
  const stored = sql`${table}`;
  // A row equal to the stored one is left alone: re-importing a file rewrites nothing and counts nothing.
  return selectRows<Written>(
    db,
    sql`insert into ${table} (${COLUMNS})
      select r.well, r.parameter, r.measured_on, r.measured_at, r.value, r.qualifiers, r.method,
        r.measured_by, r.approved, r.source, ${createdBy}::int
      from json_to_recordset(${JSON.stringify(records)}::json) as r(
        well int, parameter varchar, measured_on date, measured_at time, value numeric, qualifiers varchar,
        method varchar, measured_by varchar, approved boolean, source varchar)
      on conflict (monitoring_well_id, parameter, measured_on, (coalesce(measured_at, '00:00'::time)))
      do update set value = excluded.value, qualifiers = excluded.qualifiers, approved = excluded.approved,
        method = excluded.method, measured_by = excluded.measured_by, source = excluded.source,
        updated_at = now()
      where (${stored}.value, ${stored}.qualifiers, ${stored}.approved, ${stored}.method, ${stored}.measured_by)
        is distinct from (excluded.value, excluded.qualifiers, excluded.approved, excluded.method, excluded.measured_by)
      returning id, (xmax = 0) as inserted`,
  );
}

/**
 * Stores measurements, replacing a stored one of the same well, parameter, day and time when it
 * differs (a provisional value approved, a corrected one). Runs in the caller's executor: pass a
 * transaction to make a whole file all or nothing.
 */
export async function upsertMeasurements(
  db: DbOrTx,
  rows: readonly MeasurementRow[],
  createdBy: number | null,
): Promise<UpsertedMeasurements> {
  const distinct = lastOfEachKey(rows);
  const addedIds: number[] = [];
  const updatedIds: number[] = [];
  for (let start = 0; start < distinct.length; start += BATCH_SIZE) {
    const written = await upsertBatch(db, distinct.slice(start, start + BATCH_SIZE), createdBy);
    for (const row of written) (row.inserted ? addedIds : updatedIds).push(Number(row.id));
  }
  return { addedIds, updatedIds, unchanged: rows.length - addedIds.length - updatedIds.length };
}

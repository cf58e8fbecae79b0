import type pg from 'pg';
import { DAILY_PUMPAGE_UNIQUE_INDEX, HOURLY_PUMPAGE_UNIQUE_INDEX } from '../src/server/db/schema';

/*
 * What a migration partitioning the pumpage tables by year would run on an existing database:
 * the partitions bench runs it on a copy of a district built by the current migrations, as an
 * upgrade would meet it. Nothing in src/ runs it.
 */

export interface PumpageTable {
  name: 'daily_pumpage' | 'hourly_pumpage';
  uniqueIndex: string;
  uniqueColumns: string;
}

export const PUMPAGE_TABLES: PumpageTable[] = [
  { name: 'daily_pumpage', uniqueIndex: DAILY_PUMPAGE_UNIQUE_INDEX, uniqueColumns: 'well_id, date' },
  { name: 'hourly_pumpage', uniqueIndex: HOURLY_PUMPAGE_UNIQUE_INDEX, uniqueColumns: 'well_id, date, hour' },
];

export const partitionOf = (table: PumpageTable, year: number) => `${table.name}_${year}`;

/** The table's own triggers (rollups, well checks) as CREATE TRIGGER statements, to make again. */
export async function triggersOf(client: pg.Client, table: PumpageTable): Promise<string[]> {
  const found = await client.query<{ definition: string }>(
    `select pg_get_triggerdef(oid) as definition from pg_trigger
     where tgrelid = $1::regclass and not tgisinternal order by tgname`,
    [table.name],
  );
  return found.rows.map((row) => row.definition);
}

/**
 * The table again, partitioned by range of date with one partition per year and a default one
 * for any other day, holding the same rows, checks, default id sequence, indexes and triggers.
 * A partitioned table's primary key must hold the partition key, so it becomes (id, date); the
 * unique keys already hold the date. The indexes are built after the rows are copied (faster than
 * keeping them up row by row), and the triggers made last, so the copy does not roll up the months
 * again: monthly_pumpage already holds them.
 */
export function partitionByYearSql(table: PumpageTable, years: number[], triggers: string[]): string[] {
  const { name } = table;
  const byYear = `${name}_by_year`;
  return [
    `create table ${byYear} (like ${name} including defaults including constraints) partition by range (date)`,
    ...years.map(
      (year) =>
        `create table ${partitionOf(table, year)} partition of ${byYear} for values from ('${year}-01-01') to ('${year + 1}-01-01')`,
    ),
    `create table ${name}_default partition of ${byYear} default`,
    `insert into ${byYear} select * from ${name}`,
    // The sequence belongs to the old table's id and would go with it.
    `alter sequence ${name}_id_seq owned by none`,
    `drop table ${name}`,
    `alter table ${byYear} rename to ${name}`,
    `alter sequence ${name}_id_seq owned by ${name}.id`,
    `alter table ${name} add constraint ${name}_pkey primary key (id, date)`,
    `create unique index ${table.uniqueIndex} on ${name} (${table.uniqueColumns})`,
    `create index ${name}_date_idx on ${name} (date)`,
    ...triggers,
  ];
}

/** The years a migration would make partitions for: the first stored year to next year. */
export async function partitionYears(client: pg.Client, today: string): Promise<number[]> {
  const found = await client.query<{ first: number | null }>(
    `select extract(year from least((select min(date) from daily_pumpage), (select min(date) from hourly_pumpage)))::int as first`,
  );
  const last = Number(today.slice(0, 4)) + 1;
  const first = found.rows[0]?.first ?? last - 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

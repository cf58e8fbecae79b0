import { ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** Runs raw SQL and returns its rows; both drivers (PGlite and node-postgres) answer with `rows`. */
export async function selectRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Ids as one PostgreSQL array literal, for `= any($1::int[])`: one parameter however many ids.
 * Drizzle spreads a JS array into one parameter per item (PostgreSQL allows 65,535 of them), and
 * each is bound and planned.
 */
export function idArray(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

/**
 * Case-insensitive "contains" for text people type: LIKE treats % and _ as wildcards, so typed ones
 * are matched literally.
 */
export function ilikeContains(column: PgColumn, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/**
 * Codes such as well numbers in the order people read them: by the text before the first digits,
 * then those digits as a number, then the whole code, so EB-78 comes before EB-468.
 */
export function naturalOrderSql(column: PgColumn | SQL): SQL {
  return sql`substring(${column} from '^[^0-9]*'), substring(${column} from '[0-9]+')::numeric nulls first, ${column}`;
}

/** Column names as an insert's column list, an update's SET or a conflict target takes them: unqualified. */
export function columnNames(columns: readonly PgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/**
 * Inserts many rows as one JSON parameter unpacked by `json_to_recordset`: a few thousand rows
 * of ten columns would otherwise be tens of thousands of bound parameters, each built, sent and
 * bound. `columns` maps each row key to its column; values must be JSON-representable (numbers,
 * text, booleans, null, plain objects for jsonb). Answers the rows' `returning` columns.
 */
export async function insertJsonRows<Row extends Record<string, unknown>, Returned = Record<string, never>>(
  db: DbOrTx,
  table: PgTable,
  columns: { [Key in keyof Row]: PgColumn },
  rows: readonly Row[],
  returning: SQL = sql``,
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const entries = Object.entries(columns) as [string, PgColumn][];
  const names = columnNames(entries.map(([, column]) => column));
  const recordType = sql.join(
    entries.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const values = sql.join(
    entries.map(([key]) => sql`r.${sql.identifier(key)}`),
    sql`, `,
  );
  return selectRows<Returned>(
    db,
    sql`insert into ${table} (${names})
      select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${recordType}) ${returning}`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/** Column names as an insert's column list, an update's SET or a conflict target takes them: unqualified. */
export function columnNames(columns: readonly PgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

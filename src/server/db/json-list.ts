import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { selectRows } from './sql';

/**
 * `value as "field"` for each field of a row the API answers, so one declaration of the columns
 * serves a Drizzle select and a JSON-building statement alike. Numeric columns are read as float8:
 * the JSON then carries numbers, as the contract says, not the decimal text PostgreSQL gives.
 */
export function selectAs(fields: Record<string, Column | SQL>): SQL {
  return sql.join(
    Object.entries(fields).map(([field, value]) => {
      const read =
        is(value, Column) && value.columnType.startsWith('PgNumeric') ? sql`${value}::float8` : value;
      return sql`${read} as ${sql.identifier(field)}`;
    }),
    sql`, `,
  );
}

/**
 * A list answered as JSON text built by the database: `rows` (a select whose column aliases are the
 * contract's field names and whose values already have the contract's types) aggregated into one
 * JSON array, with its length. For lists of thousands of rows this saves turning each row into a
 * JavaScript object and back into JSON, which cost more than the query itself.
 */
export function jsonListSql(rows: SQL, orderBy?: SQL): SQL {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`select count(*)::int as count, coalesce(json_agg(list${order}), '[]')::text as data
    from (${rows}) list`;
}

export interface JsonList {
  count: number;
  /** A JSON array, as text. */
  data: string;
}

export async function selectJsonList(db: DbOrTx, statement: SQL): Promise<JsonList> {
  const [list] = await selectRows<JsonList>(db, statement);
  return { count: Number(list?.count ?? 0), data: list?.data ?? '[]' };
}

/** The response body `{ message, data, ...more }` around a list that is already JSON text. */
export function jsonListBody(message: string, data: string, more: Record<string, number> = {}): string {
  const fields = Object.entries(more).map(
    ([name, value]) => `,${JSON.stringify(name)}:${JSON.stringify(value)}`,
  );
  return `{"message":${JSON.stringify(message)},"data":${data}${fields.join('')}}`;
}
